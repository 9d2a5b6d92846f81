-- Hostile: moves 2^60 nils, which takes no memory, only time, in one C call.
return {
  prepare = function(ctx)
    table.move({}, 1, 1 << 60, 2)
  end,
}
