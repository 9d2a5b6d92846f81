-- Hostile: a coroutine stopped by the limit has a pending __close handler
-- that loops; coroutine.wrap closes it when it fails.
return {
  prepare = function(ctx)
    local run = coroutine.wrap(function()
      local guard <close> = setmetatable({}, { __close = function() while true do end end })
      while true do end
    end)
    run()
  end,
}
