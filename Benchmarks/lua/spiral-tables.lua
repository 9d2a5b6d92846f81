-- The baseline of the Lua spiral benchmark: examples/spiral.lua's arithmetic
-- for N items (default 1,000,000) in the stock interpreter, each item's
-- x, y, width, height, rotation and zIndex stored into Lua tables instead of
-- passed to ctx:place. Prints the seconds the loop took (os.clock, CPU time).
--
-- Usage: lua5.4 spiral-tables.lua [N] [records|columns]
--   records  one table per item, {x=…, y=…, width=…, …} (default)
--   columns  one array per field, xs[i], ys[i], … (no table per item)

local count = math.tointeger(tonumber(arg[1] or "1000000"))
local layout = arg[2] or "records"
assert(count and count >= 0, "N must be a whole number ≥ 0")
assert(layout == "records" or layout == "columns", "layout must be records or columns")

-- spiral.lua's defaults.
local radius, anglePerItem, growth = 40, 0.35, 12
local width, height = 40, 40

local start = os.clock()

local farthest = radius + growth * math.abs(math.max(count - 1, 0) * anglePerItem)
local margin = math.sqrt(width * width + height * height) / 2
local centre = farthest + margin

local cos, sin, atan = math.cos, math.sin, math.atan
local checksum = 0.0
if layout == "records" then
  local items = {}
  for index = 0, count - 1 do
    local theta = index * anglePerItem
    local r = radius + growth * math.abs(theta)
    local c, s = cos(theta), sin(theta)
    local dr = anglePerItem < 0 and -growth or growth
    items[index + 1] = {
      x = centre + r * c - width / 2, y = centre + r * s - height / 2, width = width, height = height,
      rotation = atan(dr * s + r * c, dr * c - r * s), zIndex = index,
    }
  end
  local last = items[count]
  if last then checksum = last.x + last.y + last.rotation end
else
  local xs, ys, widths, heights, rotations, zIndexes = {}, {}, {}, {}, {}, {}
  for index = 0, count - 1 do
    local theta = index * anglePerItem
    local r = radius + growth * math.abs(theta)
    local c, s = cos(theta), sin(theta)
    local dr = anglePerItem < 0 and -growth or growth
    local i = index + 1
    xs[i], ys[i] = centre + r * c - width / 2, centre + r * s - height / 2
    widths[i], heights[i] = width, height
    rotations[i] = atan(dr * s + r * c, dr * c - r * s)
    zIndexes[i] = index
  end
  if count > 0 then checksum = xs[count] + ys[count] + rotations[count] end
end
local contentSize = 2 * centre

local seconds = os.clock() - start
-- The checksum keeps the work observable; the seconds are the result.
print(string.format("%.9f", seconds), string.format("%.17g", checksum + contentSize))
