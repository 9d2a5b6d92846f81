#!/usr/bin/env -S mosaic run
-- A generator script: a fan per radius, then a batch of waterfalls, one per
-- column count and screen size, and a report of the tallest.
--   mosaic run examples/sweep.lua            (or ./examples/sweep.lua)
--   mosaic run --out renders/ examples/sweep.lua 100 200 300
local radii = {}
for i = 1, #arg do radii[i] = assert(tonumber(arg[i]), "radii are numbers") end
if #radii == 0 then radii = {100, 200, 300} end

for _, r in ipairs(radii) do
  local l = mosaic.load("fan", {radius = r})
  l:items(12)
  l:save(("fan-%d.svg"):format(r))
end

local screens = {{"phone", 390, 844}, {"tablet", 820, 1180}}
local jobs = {}
for columns = 2, 5 do
  for _, screen in ipairs(screens) do
    jobs[#jobs + 1] = {
      layout = "waterfall", params = {columns = columns, padding = 8},
      items = 60, heights = "80:400", seed = 7,
      viewport = ("%dx%d"):format(screen[2], screen[3]),
      output = ("waterfall-%s-%d.json"):format(screen[1], columns),
    }
  end
end
local results = mosaic.batch(jobs, {dir = "waterfalls"})

local failed = 0
for _, result in ipairs(results) do
  if result.status ~= "succeeded" then
    failed = failed + 1
    print("failed", result.output, result.error)
  end
end
print(("%d fans, %d waterfalls, %d failed"):format(#radii, #results, failed))
if failed > 0 then os.exit(1) end
