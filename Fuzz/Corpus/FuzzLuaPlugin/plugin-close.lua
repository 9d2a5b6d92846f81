-- A to-be-closed variable and a coroutine around the prepare.
return {
  name = "closing",
  prepare = function(ctx)
    local guard <close> = setmetatable({}, { __close = function() end })
    local co = coroutine.wrap(function()
      for s = 0, ctx:sections() - 1 do
        for i = 0, ctx:items(s) - 1 do coroutine.yield(s, i) end
      end
    end)
    local y = 0
    for s, i in co do
      ctx:place(s, i, 0, y, 100, 50)
      y = y + 50
    end
    ctx:setContentSize(100, y)
  end,
}
