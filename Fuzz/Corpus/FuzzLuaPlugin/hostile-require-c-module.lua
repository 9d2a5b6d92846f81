-- Hostile: loading a C module.
return {
  prepare = function(ctx)
    local lfs = require("lfs")
    lfs.mkdir("/tmp/pwned")
  end,
}
