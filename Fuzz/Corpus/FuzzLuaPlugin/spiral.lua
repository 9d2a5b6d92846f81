-- An Archimedean spiral: item i sits at angle θ = i * anglePerItem from the
-- centre, at distance r = radius + growth * θ, turned along the spiral's
-- tangent, later items above earlier ones. Items of every section form one
-- spiral, in index-path order.

return {
  description = "Archimedean spiral, items turned along the tangent",
  params = {
    radius = { default = 40, min = 0, doc = "distance of item 0 from the centre" },
    anglePerItem = { default = 0.35, min = -100, max = 100, doc = "radians between neighbours" },
    growth = { default = 12, min = 0, doc = "how much the distance grows per radian turned" },
    itemWidth = { default = 40, min = 0, doc = "item width" },
    itemHeight = { default = 40, min = 0, doc = "item height" },
  },

  prepare = function(ctx)
    local p = ctx.params
    local radius, anglePerItem, growth = p.radius, p.anglePerItem, p.growth
    local width, height = p.itemWidth, p.itemHeight
    local count = 0
    for section = 0, ctx:sections() - 1 do count = count + ctx:items(section) end

    -- The distance grows with i, so the last item is the farthest; the
    -- content is the square that holds every item however it is turned.
    local farthest = radius + growth * math.abs(math.max(count - 1, 0) * anglePerItem)
    local margin = math.sqrt(width * width + height * height) / 2
    local centre = farthest + margin

    local cos, sin, atan = math.cos, math.sin, math.atan
    local attrs = {}
    local index = 0
    for section = 0, ctx:sections() - 1 do
      for item = 0, ctx:items(section) - 1 do
        local theta = index * anglePerItem
        local r = radius + growth * math.abs(theta)
        local c, s = cos(theta), sin(theta)
        -- d/dθ (r cos θ, r sin θ), with dr/dθ = growth (signed like the turn)
        local dr = anglePerItem < 0 and -growth or growth
        attrs.rotation = atan(dr * s + r * c, dr * c - r * s)
        attrs.zIndex = index
        ctx:place(section, item, centre + r * c - width / 2, centre + r * s - height / 2, width, height, attrs)
        index = index + 1
      end
    end
    ctx:setContentSize(2 * centre, 2 * centre)
  end,
}
