-- A grid of equal items: `columns` per row, `spacing` between them and
-- around them, each item `aspectRatio` times as tall as it is wide, with an
-- optional header above each section (a supplementary view of kind "header").

return {
  description = "grid of equal items with optional section headers",
  params = {
    columns = { default = 3, min = 1, max = 1000, doc = "items per row" },
    spacing = { default = 8, min = 0, doc = "space between items, and around the grid" },
    aspectRatio = { default = 1, min = 0.01, max = 100, doc = "item height / item width" },
    headers = { default = false, doc = "a header above each section" },
    headerHeight = { default = 40, min = 0, doc = "height of the section headers" },
  },

  prepare = function(ctx)
    local p = ctx.params
    local columns = math.tointeger(p.columns)
    if not columns then error(("columns must be a whole number, got %s"):format(p.columns)) end
    local insets = ctx.contentInsets
    local width = ctx.viewport.width - insets.left - insets.right
    local itemWidth = (width - p.spacing * (columns + 1)) / columns
    if itemWidth <= 0 then
      error(("spacing %g leaves no room for %d columns in %g points"):format(p.spacing, columns, width))
    end
    local itemHeight = itemWidth * p.aspectRatio
    local y = 0
    for section = 0, ctx:sections() - 1 do
      if p.headers then
        ctx:supplementary("header", section, 0, 0, y, width, p.headerHeight)
        y = y + p.headerHeight
      end
      local count = ctx:items(section)
      for item = 0, count - 1 do
        local row, column = item // columns, item % columns
        ctx:place(section, item,
          p.spacing + column * (itemWidth + p.spacing),
          y + p.spacing + row * (itemHeight + p.spacing),
          itemWidth, itemHeight)
      end
      local rows = (count + columns - 1) // columns
      y = y + p.spacing + rows * (itemHeight + p.spacing)
    end
    ctx:setContentSize(width, y)
  end,
}
