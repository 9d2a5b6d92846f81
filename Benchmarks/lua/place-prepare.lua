-- A whole prepare of ctx:place over every item of section 0: a row of
-- 40-point squares, placed plainly, or (rotation = true) each with an attrs
-- table holding a rotation, as every scroll-reactive plugin places its
-- items. The summary times both prepares side by side (issue 22: the table
-- may cost at most 1.3× the plain call over a whole prepare).
return {
  description = "a row placed plainly or with { rotation = … } per item",
  params = {
    rotation = { default = false, doc = "pass { rotation = item * 0.001 } to each ctx:place" },
  },

  prepare = function(ctx)
    local count = ctx:items(0)
    if ctx.params.rotation then
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
