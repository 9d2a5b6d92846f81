-- Hostile: unbounded recursion.
return {
  prepare = function(ctx)
    local function deeper(n) return deeper(n + 1) + 1 end
    deeper(0)
  end,
}
