-- The circular fan of the built-in `fan` layout, in Lua.
--
-- Every item sits at the centre of the visible bounds, turned about a point
-- `radius` below its centre, so the items spread like cards in a hand.
-- Scrolling sideways turns the whole fan, and scrolling stops on whole items.
-- The numbers are those of the built-in `fan` layout:
--   anglePerItem = atan(itemWidth / radius)
--   content size = count * itemWidth by the viewport height
--   angle        = angleAtExtreme * contentOffset.x / (contentWidth - viewportWidth),
--                  angleAtExtreme = -(count - 1) * anglePerItem
--   item i       = the item size, centred in the visible bounds, turned by
--                  angle + i * anglePerItem about (0.5, (itemHeight / 2 + radius) / itemHeight)

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

-- What prepare and targetContentOffset share: the number of items, the angle
-- between neighbours, the content width, and the factor from content offset
-- to angle (nil when the content does not scroll).
local function geometry(ctx)
  local p = ctx.params
  local count = 0
  for section = 0, ctx:sections() - 1 do count = count + ctx:items(section) end
  local anglePerItem = math.atan(p.itemWidth / p.radius)
  local contentWidth = count * p.itemWidth
  local factor
  local denominator = contentWidth - ctx.viewport.width
  if denominator > 0 then
    local angleAtExtreme = -math.max(count - 1, 0) * anglePerItem
    factor = angleAtExtreme / denominator
  end
  return count, anglePerItem, contentWidth, factor
end

return {
  description = "circular fan of cards turning about a point below the viewport (the built-in fan, in Lua)",
  params = {
    radius = { default = 500, min = 0.001, max = 1e9, doc = "distance from an item's centre to the point it turns about" },
    itemWidth = { default = 133, min = 0.001, max = 1e9, doc = "item width; also sets anglePerItem = atan(itemWidth / radius)" },
    itemHeight = { default = 173, min = 0.001, max = 1e9, doc = "item height" },
  },

  prepare = function(ctx)
    local p = ctx.params
    local _, anglePerItem, contentWidth, factor = geometry(ctx)
    local offset, viewport = ctx.contentOffset, ctx.viewport
    local angle = factor and factor * offset.x or 0
    local centerX = offset.x + viewport.width / 2
    local centerY = offset.y + viewport.height / 2
    local x, y = centerX - p.itemWidth / 2, centerY - p.itemHeight / 2
    local attrs = { anchorX = 0.5, anchorY = (p.itemHeight / 2 + p.radius) / p.itemHeight }
    local index = 0
    for section = 0, ctx:sections() - 1 do
      for item = 0, ctx:items(section) - 1 do
        local rotation = angle + anglePerItem * index
        attrs.rotation = rotation
        attrs.zIndex = truncate(rotation * 1000000)
        ctx:place(section, item, x, y, p.itemWidth, p.itemHeight, attrs)
        index = index + 1
      end
    end
    ctx:setContentSize(contentWidth, viewport.height)
  end,

  -- The fan turns as the content scrolls: every bounds change invalidates it.
  shouldInvalidateForBoundsChange = function(ctx, newBounds)
    return true
  end,

  -- Stops on a whole number of anglePerItem: up for a positive velocity,
  -- down for a negative one, to the nearest for none.
  targetContentOffset = function(ctx, proposedX, proposedY, velocityX, velocityY)
    local _, anglePerItem, _, factor = geometry(ctx)
    if factor == nil or factor == 0 then return proposedX, proposedY end
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
