-- Golden-output fixture: numbers that are hard to print (1e-7, 1e21, -0,
-- 2^53 and beyond, 0.1 + 0.2, 1/3), transforms, hidden and translucent
-- elements, custom attributes that need quoting, a header and a
-- decoration whose kinds need escaping. Its exports are compared byte for
-- byte with Tests/Fixtures/golden/*.
return {
  params = { spread = { default = 1, min = 0, doc = "multiplies every x" } },
  prepare = function(ctx)
    local s = ctx.params.spread
    local xs = { 0, -0.0, 1e-7, 0.1 + 0.2, 1 / 3, 2 ^ 53, 2 ^ 53 + 2, 1e15 + 0.5, 123456789012, 1e21, -1e21, 5e-324, 0.000123, 99.99 }
    local n = ctx:items(0)
    for i = 0, n - 1 do
      local x = xs[(i % #xs) + 1] * s
      local attrs = {}
      if i % 3 == 1 then attrs.rotation = i * 0.1; attrs.scaleX = 1.5; attrs.translateY = -0.0 end
      if i % 4 == 2 then attrs.alpha = 0.25; attrs.anchorX = 0; attrs.zIndex = -i end
      if i % 5 == 3 then attrs.hidden = true end
      if i % 2 == 0 then
        attrs.note = 'say "hi", then\nleave <&> ' .. i
        attrs.flag = (i % 4 == 0)
        attrs.weight = i / 7
      end
      ctx:place(0, i, x, i * 30, 40 + i, 20, attrs)
    end
    ctx:supplementary("head,er\"<x>", 0, 0, 0, -40, 300, 30, { zIndex = 3, kindly = 1e-7 })
    ctx:decoration("back ground", 0, 0, -10, -50, 320, n * 30 + 60)
  end,
}
