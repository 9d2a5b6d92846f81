-- Hostile: tampering with the string metatable shared by every string.
return {
  prepare = function(ctx)
    getmetatable("").__index = function() return "pwned" end
  end,
}
