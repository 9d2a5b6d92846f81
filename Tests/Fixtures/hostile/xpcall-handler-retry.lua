-- Hostile: catches the limit's error with xpcall and tries again, for ever.
return {
  prepare = function(ctx)
    while true do
      xpcall(function() while true do end end, function(m) return m end)
    end
  end,
}
