-- Hostile: an endless loop inside pcall, retried forever: the time
-- limit's error must not be swallowed.
return {
  prepare = function(ctx)
    while true do
      pcall(function() while true do end end)
    end
  end,
}
