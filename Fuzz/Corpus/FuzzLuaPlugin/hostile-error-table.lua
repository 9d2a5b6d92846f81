-- Hostile: an error raised with a table.
return {
  prepare = function(ctx)
    error({ code = 42 })
  end,
}
