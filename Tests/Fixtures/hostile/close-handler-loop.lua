-- Hostile: a to-be-closed variable whose handler loops while the limit's
-- error unwinds the stack.
return {
  prepare = function(ctx)
    local guard <close> = setmetatable({}, { __close = function() while true do end end })
    while true do end
  end,
}
