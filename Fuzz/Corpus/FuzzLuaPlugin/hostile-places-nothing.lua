-- Hostile: a prepare that never places anything.
return {
  prepare = function(ctx)
    local nothing = true
  end,
}
