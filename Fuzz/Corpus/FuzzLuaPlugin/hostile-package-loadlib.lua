-- Hostile: package.loadlib.
return {
  prepare = function(ctx)
    local open = package.loadlib("/lib/x86_64-linux-gnu/libc.so.6", "system")
    open("echo pwned")
  end,
}
