-- Hostile: compiles a 21 MB chunk over and over; stock Lua parses a string
-- in one long C call, which the hook cannot stop.
return {
  prepare = function(ctx)
    local text = string.rep("do end ", 3000000)
    while true do load(text, "=big") end
  end,
}
