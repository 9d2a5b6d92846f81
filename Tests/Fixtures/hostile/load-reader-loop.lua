-- Hostile: load with a reader function that never ends, retried: load
-- returns errors as values, which must not swallow the limit's.
return {
  prepare = function(ctx)
    while true do
      load(function() while true do end end)
    end
  end,
}
