-- The host overhead of ctx:place: one prepare runs the same loop three times
-- over every item of section 0, calling with the same arguments first a Lua
-- function that does nothing, then the cheapest C function of the standard
-- library (rawlen, which ignores the extra arguments), then ctx:place, and
-- prints the CPU seconds (os.clock) of each loop: "noop rawlen place". The
-- difference between ctx:place and the Lua call per item is what the host
-- adds; rawlen shows how much of that any C function costs. `attrs` passes
-- spiral.lua's attributes table (rotation and zIndex) to all three.
return {
  description = "times ctx:place against a Lua function that does nothing",
  params = {
    attrs = { default = false, doc = "pass spiral.lua's attrs table {rotation, zIndex}" },
  },

  prepare = function(ctx)
    local count = ctx:items(0)
    local attrs = ctx.params.attrs and { rotation = 0.5, zIndex = 1 } or nil
    local noop = { place = function(self, section, item, x, y, width, height, attrs) end }
    local cfunction = { place = rawlen }
    local clock = os.clock

    local start = clock()
    for item = 0, count - 1 do noop:place(0, item, 10, 20, 40, 40, attrs) end
    local afterNoop = clock()
    for item = 0, count - 1 do cfunction:place(0, item, 10, 20, 40, 40, attrs) end
    local afterC = clock()
    for item = 0, count - 1 do ctx:place(0, item, 10, 20, 40, 40, attrs) end
    local finish = clock()

    print(string.format("%.9f %.9f %.9f", afterNoop - start, afterC - afterNoop, finish - afterC))
  end,
}
