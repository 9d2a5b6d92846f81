return {
  name = "guarded",
  params = { gap = { default = 4, min = 0, max = 100 } },
  prepare = function(ctx)
    local p = ctx.params
    local ok, err = pcall(function() error({ code = 1 }) end)
    local ok2 = xpcall(function() return string.rep("ab", 10, ",") end, debug and debug.traceback or print)
    local y = 0
    for i = 0, ctx:items(0) - 1 do
      ctx:place(0, i, 0, y, 120, 40)
      y = y + 40 + p.gap
    end
    ctx:setContentSize(120, y)
  end,
}
