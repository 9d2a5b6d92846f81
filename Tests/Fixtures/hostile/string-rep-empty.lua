-- Hostile: repeats an empty string 2^62 times; stock Lua loops in C. The
-- sandbox returns "" at once, so the plugin then fails for placing nothing.
return {
  prepare = function(ctx)
    local nothing = string.rep("", 1 << 62)
    assert(nothing == "" and string.rep("", 1 << 62, "") == "")
  end,
}
