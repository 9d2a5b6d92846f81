-- Hostile: resumes runaway coroutines for ever, hoping resume returns the
-- limit's error as false, message.
return {
  prepare = function(ctx)
    while true do
      coroutine.resume(coroutine.create(function() while true do end end))
    end
  end,
}
