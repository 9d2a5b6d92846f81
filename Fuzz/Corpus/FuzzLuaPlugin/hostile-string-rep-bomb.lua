-- Hostile: a string that doubles until memory runs out.
return {
  prepare = function(ctx)
    local s = "0123456789abcdef"
    while true do s = string.rep(s, 2) end
  end,
}
