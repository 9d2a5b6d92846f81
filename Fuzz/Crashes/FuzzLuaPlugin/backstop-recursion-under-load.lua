-- Hostile: unbounded recursion.
return {
  prepare = function(ctx)
    local function deeper(n) return deeper(n + 2) + 1 end
    deeper(0)
  end,
}
