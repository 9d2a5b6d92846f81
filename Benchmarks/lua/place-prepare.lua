-- A whole prepare of ctx:place over every item of section 0: a row of
-- 40-point squares, placed plainly, or (rotation = true) each with an attrs
-- table holding a rotation, as every scroll-reactive plugin places its
-- items; with reuse = true too, one table is filled anew for each item (as
-- examples/spiral.lua does), so that the script allocates nothing per item
-- and what remains is the host's reading. The summary times the prepares
-- side by side (issue 22: the table may cost at most 1.3× the plain call
-- over a whole prepare).
return {
  description = "a row placed plainly or with { rotation = … } per item",
  params = {
    rotation = { default = false, doc = "pass { rotation = item * 0.001 } to each ctx:place" },
    reuse = { default = false, doc = "with rotation: fill one attrs table for every item instead of a new one each" },
  },

  prepare = function(ctx)
    local count = ctx:items(0)
    if ctx.params.rotation and ctx.params.reuse then
      local attrs = {}
      for item = 0, count - 1 do
        attrs.rotation = item * 0.001
        ctx:place(0, item, item * 50, 0, 40, 40, attrs)
      end
    elseif ctx.params.rotation then
      for item = 0, count - 1 do
        ctx:place(0, item, item * 50, 0, 40, 40, { rotation = item * 0.001 })
      end
    else
      for item = 0, count - 1 do
        ctx:place(0, item, item * 50, 0, 40, 40)
      end
    end
  end,
}
