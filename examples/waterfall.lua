-- The Pinterest waterfall of seeds 000 and 001, shortest column first, in
-- Lua: the same numbers as the built-in `waterfall` with placement=shortestFirst.
--
-- Equal columns across the content width; each item goes into the shortest
-- column (ties to the leftmost), as tall as its content:
--   h = the item's height, or for an item with a width and a height the
--       item's aspect ratio, imageWidth * height / width, where
--       imageWidth = (contentWidth - padding * columns * 2) / columns; with
--       neither, 200
--   slot = (x of its column, bottom of its column, column width, 2 * padding + h),
--          the item's frame is the slot inset by padding
-- Each section starts below the tallest column of the one before.

return {
  description = "Pinterest columns, each item into the shortest column (seeds 000, 001, in Lua)",
  params = {
    columns = { default = 2, min = 1, max = 10000, doc = "number of columns" },
    padding = { default = 6, min = 0, max = 1e9, doc = "space inside each item's slot, on every side" },
  },

  prepare = function(ctx)
    local columns = math.tointeger(ctx.params.columns)
    if not columns then error(("columns must be a whole number, got %s"):format(ctx.params.columns)) end
    local padding = ctx.params.padding
    local insets = ctx.contentInsets
    local contentWidth = ctx.viewport.width - (insets.left + insets.right)
    local columnWidth = contentWidth / columns
    if columnWidth - padding * 2 < 0 then
      error(("padding %g leaves no room in columns %g wide; lower padding or columns"):format(padding, columnWidth))
    end
    local imageWidth = (contentWidth - padding * columns * 2) / columns
    local xOffsets = {}
    for column = 1, columns do xOffsets[column] = (column - 1) * columnWidth end

    local contentHeight = 0
    local bottoms = {}
    for section = 0, ctx:sections() - 1 do
      for column = 1, columns do bottoms[column] = contentHeight end
      for item = 0, ctx:items(section) - 1 do
        local metrics = ctx:item(section, item)
        local imageHeight
        if metrics.width and metrics.height and metrics.width > 0 then
          imageHeight = imageWidth * (metrics.height / metrics.width)
        else
          imageHeight = metrics.height or 200
        end
        local height = padding * 2 + imageHeight
        local column = 1  -- the shortest, the leftmost of equals
        for candidate = 2, columns do
          if bottoms[candidate] < bottoms[column] then column = candidate end
        end
        local x, y = xOffsets[column], bottoms[column]
        ctx:place(section, item, x + padding, y + padding, columnWidth - 2 * padding, height - 2 * padding)
        contentHeight = math.max(contentHeight, y + height)
        bottoms[column] = bottoms[column] + height
      end
    end
    ctx:setContentSize(contentWidth, contentHeight)
  end,
}
