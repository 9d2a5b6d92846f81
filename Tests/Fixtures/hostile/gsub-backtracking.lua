-- Hostile: gsub with a backtracking pattern on a long subject.
return {
  prepare = function(ctx)
    string.gsub(string.rep("ab", 20000), "(.-)(.-)(.-)x", "%1")
  end,
}
