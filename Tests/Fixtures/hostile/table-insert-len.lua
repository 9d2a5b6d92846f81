-- Hostile: table.insert at position 1 of an object whose __len is 2^62.
return {
  prepare = function(ctx)
    table.insert(setmetatable({}, { __len = function() return 1 << 62 end, __index = {}, __newindex = {} }), 1, "x")
  end,
}
