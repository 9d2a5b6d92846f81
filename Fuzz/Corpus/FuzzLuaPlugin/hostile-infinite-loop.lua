-- Hostile: a prepare that never returns.
return {
  prepare = function(ctx)
    while true do end
  end,
}
