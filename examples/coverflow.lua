-- Cover flow: one horizontal row of items; the item at the centre of the
-- viewport is full size and opaque, and the farther an item is from the
-- centre, the smaller and fainter it gets, down to minScale and minAlpha at
-- `falloff` points away. Scroll-reactive: `prepare` lays out the row once
-- (nothing in it depends on the scroll offset), and `scrolled` scales and
-- fades only the items a query meets; scrolling stops with an item centred.

return {
  description = "horizontal row scaled and faded by distance from the viewport centre",
  params = {
    itemWidth = { default = 160, min = 1, doc = "item width at full size" },
    itemHeight = { default = 240, min = 1, doc = "item height at full size" },
    spacing = { default = 20, min = 0, doc = "space between neighbours" },
    minScale = { default = 0.6, min = 0, max = 1, doc = "scale of items at falloff or farther" },
    minAlpha = { default = 0.3, min = 0, max = 1, doc = "opacity of items at falloff or farther" },
    falloff = { default = 400, min = 1, doc = "distance from the centre at which items reach minScale and minAlpha" },
  },

  -- The row: item i is centred in the viewport when contentOffset.x = i * step.
  prepare = function(ctx)
    local p = ctx.params
    local viewport = ctx.viewport
    local step = p.itemWidth + p.spacing
    local inset = (viewport.width - p.itemWidth) / 2
    local y = (viewport.height - p.itemHeight) / 2
    local index = 0
    for section = 0, ctx:sections() - 1 do
      for item = 0, ctx:items(section) - 1 do
        ctx:place(section, item, inset + index * step, y, p.itemWidth, p.itemHeight)
        index = index + 1
      end
    end
    local width = 2 * inset + index * p.itemWidth + math.max(index - 1, 0) * p.spacing
    ctx:setContentSize(math.max(width, viewport.width), viewport.height)
  end,

  -- The scroll step: scale and fade by the distance from the centre of the
  -- visible bounds; the row stays vertically centred in them.
  scrolled = function(ctx, section, item, attrs)
    local p = ctx.params
    local viewport, offset = ctx.viewport, ctx.contentOffset
    local centre = offset.x + viewport.width / 2
    local closeness = 1 - math.min(math.abs(attrs.x + p.itemWidth / 2 - centre) / p.falloff, 1)
    local scale = p.minScale + (1 - p.minScale) * closeness
    return {
      y = offset.y + (viewport.height - p.itemHeight) / 2,
      scaleX = scale, scaleY = scale,
      alpha = p.minAlpha + (1 - p.minAlpha) * closeness,
      zIndex = math.floor(closeness * 1000),
    }
  end,

  -- Items only shrink about their centres; the row follows a vertical offset.
  scrollMargin = function(ctx)
    return 0, math.abs(ctx.contentOffset.y)
  end,

  -- Stops with the nearest item centred.
  targetContentOffset = function(ctx, proposedX, proposedY, velocityX, velocityY)
    local step = ctx.params.itemWidth + ctx.params.spacing
    return math.floor(proposedX / step + 0.5) * step, proposedY
  end,
}
