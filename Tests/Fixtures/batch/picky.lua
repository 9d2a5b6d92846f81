-- A row of squares that refuses one value of `mode`: batch tests sweep
-- `mode` over 1,2,3 and expect the job with mode=2 to fail alone.
return {
  description = "a row of squares; mode 2 fails",
  params = {
    mode = { default = 1, min = 0, max = 10, doc = "2 makes prepare fail" },
    size = { default = 50, min = 1, doc = "width and height of every item" },
  },
  prepare = function(ctx)
    local p = ctx.params
    if p.mode == 2 then error("mode 2 is not supported") end
    local x = 0
    for section = 0, ctx:sections() - 1 do
      for item = 0, ctx:items(section) - 1 do
        ctx:place(section, item, x, 0, p.size, p.size)
        x = x + p.size + p.mode
      end
    end
  end,
}
