-- Hostile: an error raised with nil.
return {
  prepare = function(ctx)
    error(nil)
  end,
}
