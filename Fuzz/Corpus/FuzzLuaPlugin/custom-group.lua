-- A mosaic of tiles from a custom group: each group is one large square on
-- the left and two small ones stacked on its right, then the same mirrored,
-- as NSCollectionLayoutGroup.custom(layoutSize:itemProvider:) would place
-- them. The function gets the group's place and size and returns the frames
-- of the cells it holds, relative to the group's top-left corner.
--
--   mosaic layout examples/custom-group.lua --items 14 --format svg -o tiles.svg

local gap = 4

return mosaic.compositional {
  section = {
    contentInsets = { top = gap, leading = gap, bottom = gap, trailing = gap },
    interGroupSpacing = gap,
    group = {
      -- As wide as the section and two thirds of that tall.
      size = { width = { fractionalWidth = 1 }, height = { fractionalWidth = 2 / 3 } },
      custom = function(env)
        local large = env.height
        local small = (env.height - gap) / 2
        local left = env.groupIndex % 2 == 0   -- the large tile's side alternates
        local largeX = left and 0 or env.width - large
        local smallX = left and large + gap or 0
        local smallWidth = env.width - large - gap
        local frames = {
          { x = largeX, y = 0, width = large, height = large },
          { x = smallX, y = 0, width = smallWidth, height = small },
          { x = smallX, y = small + gap, width = smallWidth, height = small },
        }
        -- The last group holds what is left: one or two tiles.
        while #frames > env.remainingItems do table.remove(frames) end
        return frames
      end,
    },
  },
}
