-- Hostile: turning the time limit's hook off.
return {
  prepare = function(ctx)
    debug.sethook()
    while true do end
  end,
}
