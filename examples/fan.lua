-- The circular fan of the built-in `fan` layout, in Lua, scroll-reactive:
-- `prepare` lays out what does not depend on the scroll offset once (a row
-- of items), and `scrolled` turns into view only the items a query meets.
--
-- Every item in view sits at the centre of the visible bounds, turned about
-- a point `radius` below its centre, so the items spread like cards in a
-- hand. Scrolling sideways turns the whole fan, and scrolling stops on whole
-- items. The numbers are those of the built-in `fan` layout:
--   anglePerItem = atan(itemWidth / radius)
--   content size = count * itemWidth by the viewport height
--   angle        = angleAtExtreme * contentOffset.x / (contentWidth - viewportWidth),
--                  angleAtExtreme = -(count - 1) * anglePerItem
--   rotation i   = angle + i * anglePerItem
--   visible      = |rotation| <= min(atan2(viewportWidth / 2, radius + itemHeight / 2 - viewportHeight / 2)
--                                    + anglePerItem, pi)
--   item i, visible: the item size, centred in the visible bounds, turned by
--                  its rotation about (0.5, (itemHeight / 2 + radius) / itemHeight)
--   item i, not:  parked at its place in the base row, transparent

-- The value truncated towards zero, as Swift's Int(_:) (NaN gives 0).
local function truncate(x)
  if x ~= x then return 0 end
  if x >= 0 then return math.floor(x) else return math.ceil(x) end
end

-- Rounds half away from zero, as Swift's rounded().
local function round(x)
  if x < 0 then return -round(-x) end
  local whole = math.floor(x)
  if x - whole >= 0.5 then return whole + 1 end
  return whole
end

-- What the functions share: the number of items, the angle between
-- neighbours, the content width, the denominator from content offset to
-- angle (nil when the content does not scroll), and the spacing of the base
-- row (the offset that turns the fan by one item).
local function geometry(ctx)
  local p = ctx.params
  local count = 0
  for section = 0, ctx:sections() - 1 do count = count + ctx:items(section) end
  local anglePerItem = math.atan(p.itemWidth / p.radius)
  local contentWidth = count * p.itemWidth
  local denominator = contentWidth - ctx.viewport.width
  if denominator <= 0 then denominator = nil end
  local spacing = p.itemWidth
  if denominator and count > 1 then spacing = denominator / (count - 1) end
  return count, anglePerItem, contentWidth, denominator, spacing
end

-- The largest rotation of an item in view: the source's visible angle and
-- one item more, at most pi (no item goes round the circle onto another).
local function visibleAngle(ctx, anglePerItem)
  local p, viewport = ctx.params, ctx.viewport
  local theta = math.atan(viewport.width / 2, p.radius + p.itemHeight / 2 - viewport.height / 2)
  return math.min(theta + anglePerItem, math.pi)
end

return {
  description = "circular fan of cards turning about a point below the viewport (the built-in fan, in Lua)",
  params = {
    radius = { default = 500, min = 0.001, max = 1e9, doc = "distance from an item's centre to the point it turns about" },
    itemWidth = { default = 133, min = 0.001, max = 1e9, doc = "item width; also sets anglePerItem = atan(itemWidth / radius)" },
    itemHeight = { default = 173, min = 0.001, max = 1e9, doc = "item height" },
  },

  -- The base row: item i where the offset turns it upright. Nothing here
  -- reads ctx.contentOffset, so a scroll does not prepare again.
  prepare = function(ctx)
    local p = ctx.params
    local _, _, contentWidth, _, spacing = geometry(ctx)
    local viewport = ctx.viewport
    local left = viewport.width / 2 - p.itemWidth / 2
    local y = (viewport.height - p.itemHeight) / 2
    local index = 0
    for section = 0, ctx:sections() - 1 do
      for item = 0, ctx:items(section) - 1 do
        ctx:place(section, item, left + index * spacing, y, p.itemWidth, p.itemHeight)
        index = index + 1
      end
    end
    ctx:setContentSize(contentWidth, viewport.height)
  end,

  -- The scroll step, for each item a query meets: turned into view, or parked.
  scrolled = function(ctx, section, item, attrs)
    local p = ctx.params
    local count, anglePerItem, _, denominator = geometry(ctx)
    local offset, viewport = ctx.contentOffset, ctx.viewport
    local angle = 0
    if denominator then angle = -math.max(count - 1, 0) * anglePerItem * offset.x / denominator end
    local index = item
    for s = 0, section - 1 do index = index + ctx:items(s) end
    local rotation = angle + anglePerItem * index
    if math.abs(rotation) > visibleAngle(ctx, anglePerItem) then return { alpha = 0 } end
    return {
      x = offset.x + viewport.width / 2 - p.itemWidth / 2,
      y = offset.y + viewport.height / 2 - p.itemHeight / 2,
      rotation = rotation,
      anchorX = 0.5, anchorY = (p.itemHeight / 2 + p.radius) / p.itemHeight,
      zIndex = truncate(rotation * 1000000),
    }
  end,

  -- How far the step moves an item: from its place in the row to the
  -- circle about the point it turns about.
  scrollMargin = function(ctx)
    local p = ctx.params
    local count, anglePerItem, _, denominator, spacing = geometry(ctx)
    local offset = ctx.contentOffset
    local reach = math.sqrt((p.radius + p.itemHeight) ^ 2 + p.itemWidth ^ 2 / 4)
    local along = visibleAngle(ctx, anglePerItem) * spacing / anglePerItem
    if not denominator or count <= 1 then along = along + math.abs(offset.x) end
    local dx = along + reach + p.itemWidth
    local dy = math.abs(offset.y) + p.radius + p.itemHeight + reach
    return dx * (1 + 1e-9) + 1, dy * (1 + 1e-9) + 1
  end,

  -- Stops on a whole number of anglePerItem: up for a positive velocity,
  -- down for a negative one, to the nearest for none.
  targetContentOffset = function(ctx, proposedX, proposedY, velocityX, velocityY)
    local count, anglePerItem, _, denominator = geometry(ctx)
    if denominator == nil then return proposedX, proposedY end
    local factor = -math.max(count - 1, 0) * anglePerItem / denominator
    if factor == 0 then return proposedX, proposedY end
    local positive = -factor
    local ratio = proposedX * positive / anglePerItem
    local multiplier
    if velocityX > 0 then
      multiplier = math.ceil(ratio)
    elseif velocityX < 0 then
      multiplier = math.floor(ratio)
    else
      multiplier = round(ratio)
    end
    return multiplier * anglePerItem / positive, proposedY
  end,
}
