-- Hostile: text that does not compile.
return {
  prepare = function(ctx)
    ctx:place(0, 0, 0, 0, 10, 10
  end,
}
