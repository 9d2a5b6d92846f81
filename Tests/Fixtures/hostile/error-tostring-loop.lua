-- Hostile: an error object whose __tostring loops, for the host's message
-- handler to run.
return {
  prepare = function(ctx)
    error(setmetatable({}, { __tostring = function() while true do end end }))
  end,
}
