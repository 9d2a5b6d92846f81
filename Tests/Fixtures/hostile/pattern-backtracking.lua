-- Hostile: a pattern that backtracks for hours inside one C function.
return {
  prepare = function(ctx)
    local subject = string.rep("a", 50000)
    string.find(subject, ".-.-.-.-.-.-b")
  end,
}
