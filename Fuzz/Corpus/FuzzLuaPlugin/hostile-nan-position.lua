-- Hostile: NaN positions.
return {
  prepare = function(ctx)
    for s = 0, ctx:sections() - 1 do
      for i = 0, ctx:items(s) - 1 do ctx:place(s, i, 0 / 0, 0, 10, 10) end
    end
  end,
}
