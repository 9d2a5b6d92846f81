-- Hostile: an xpcall whose message handler loops. Lua runs a handler for an
-- error raised in a hook with hooks off, so the limit's error must not reach it.
return {
  prepare = function(ctx)
    xpcall(function() while true do end end, function(message) while true do end end)
  end,
}
