local g = { arrangement = "vertical", size = { width = { fractionalWidth = 1 }, height = { absolute = 10 } },
  subitems = { { size = { width = { fractionalWidth = 1 }, height = { absolute = 1 } } } }, count = 3 }
local outer = { arrangement = "horizontal", size = { width = { fractionalWidth = 1 }, height = { absolute = 40 } },
  subitems = { { group = g }, { group = g } }, count = 2 }
l = mosaic.compositional{ section = { group = outer } }
return l:items(5):contentSize()
