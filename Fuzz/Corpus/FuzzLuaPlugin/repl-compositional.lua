l = mosaic.compositional{ section = { group = { arrangement = "horizontal",
  size = { width = { fractionalWidth = 1 }, height = { estimated = 50 } },
  subitems = { { size = { width = { fractionalWidth = 1 }, height = { estimated = 50 } } } } } } }
l:items(30):viewport(390, 300)
l:scroll(0, 500)
l:selfSize()
l:insert(0, 0, 3)
return l:contentSize()
