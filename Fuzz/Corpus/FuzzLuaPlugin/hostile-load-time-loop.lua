-- Hostile: an endless loop in the file itself, before it returns its table.
while true do end
return { prepare = function(ctx) end }
