-- Hostile: a coroutine that never ends, resumed forever.
return {
  prepare = function(ctx)
    local co = coroutine.create(function()
      while true do coroutine.yield() end
    end)
    while true do coroutine.resume(co) end
  end,
}
