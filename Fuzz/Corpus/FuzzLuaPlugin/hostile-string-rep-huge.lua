-- Hostile: one string.rep of 1 GiB.
return {
  prepare = function(ctx)
    return string.rep("x", 1 << 30)
  end,
}
