-- Hostile: a __gc metamethod that errors (a finalizer runs with hooks off).
return {
  prepare = function(ctx)
    setmetatable({}, { __gc = function() error("finalizer") end })
  end,
}
