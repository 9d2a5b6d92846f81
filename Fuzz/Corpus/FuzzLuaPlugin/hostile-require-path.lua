-- Hostile: require with a path out of the plugin directory.
return {
  prepare = function(ctx)
    require("../../../../etc/passwd")
  end,
}
