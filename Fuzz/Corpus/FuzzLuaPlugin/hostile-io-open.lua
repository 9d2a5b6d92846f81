-- Hostile: reading a file with io.open.
return {
  prepare = function(ctx)
    local file = io.open("/etc/passwd")
    ctx.secret = file:read("a")
  end,
}
