-- Hostile: running a shell command.
return {
  prepare = function(ctx)
    os.execute("echo pwned")
  end,
}
