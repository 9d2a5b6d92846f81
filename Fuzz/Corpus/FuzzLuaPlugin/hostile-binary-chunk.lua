-- Hostile: loading a binary chunk written by hand (a Lua 5.4 header).
return {
  prepare = function(ctx)
    local header = "\27LuaT\0\25\147\13\10\26\10\4\8\8\120\86\0\0\0\0\0\0\0\0\0\0\0\40\119\64"
    local chunk = assert(load(header .. string.rep("\0", 32), "=dropper", "b"))
    chunk()
  end,
}
