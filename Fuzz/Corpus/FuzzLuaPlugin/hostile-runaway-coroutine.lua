-- Hostile: a coroutine that loops without yielding, inside pcall.
return {
  prepare = function(ctx)
    pcall(coroutine.wrap(function() while true do end end))
    while true do end
  end,
}
