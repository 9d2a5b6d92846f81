-- Hostile: table.remove on an object whose __len answers 2^63 - 1 and whose
-- __index is a table: the shift runs in C for ever, calling no Lua.
return {
  prepare = function(ctx)
    table.remove(setmetatable({}, { __len = function() return math.maxinteger end, __index = {}, __newindex = {} }), 1)
  end,
}
