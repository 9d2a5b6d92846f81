-- Hostile: a table that grows until memory runs out.
return {
  prepare = function(ctx)
    local t, i = {}, 0
    while true do
      i = i + 1
      t[i] = { i, i, i, i, i, i, i, i, i, i, i, i, i, i, i, i }
    end
  end,
}
