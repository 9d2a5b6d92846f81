-- A carousel: one row of cards that scrolls sideways, each card scaled
-- toward the middle of the screen, as UIKit's
-- `section.visibleItemsInvalidationHandler = { items, offset, environment in … }`.
-- The section places its cards once; at every scroll the handler runs only
-- on the cards a query meets (the visible ones), so a scroll costs the
-- same at 30 items as at 1,000,000.
--
--   mosaic layout examples/carousel.lua --items 30 --offset 600,0 --query 600,0,390,844 --format csv
--
-- The same layout in Swift: Tests/Fixtures/swift/carousel.swift.

local minScale, maxScale = 0.7, 1.1

return mosaic.compositional {
  scrollDirection = "horizontal",
  section = {
    group = {
      arrangement = "horizontal",
      size = { width = { fractionalWidth = 0.6 }, height = { fractionalHeight = 0.5 } },
      subitems = { { size = { width = { fractionalWidth = 1 }, height = { fractionalHeight = 1 } } } },
    },
    interGroupSpacing = 20,
    contentInsets = { top = 200, leading = 78, trailing = 78 },
    -- items: the visible cards (x, y, width, height, scaleX, …, alpha,
    -- zIndex, section, item); offset: the content offset; env: a section
    -- function's (env.container.contentSize is the visible size).
    visibleItemsInvalidationHandler = function(items, offset, env)
      local width = env.container.contentSize.width
      for _, item in ipairs(items) do
        local distance = math.abs((item.x + item.width / 2 - offset.x) - width / 2)
        local scale = math.max(maxScale - distance / width, minScale)
        item.scaleX, item.scaleY = scale, scale
        item.alpha = scale / maxScale
        item.zIndex = -math.floor(distance)
      end
    end,
  },
}
