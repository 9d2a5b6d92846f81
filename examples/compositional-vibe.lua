-- A music app's front page (the default compositional layout) written in
-- Lua: a UICollectionViewCompositionalLayout section provider
-- { sectionNumber, env in … } becomes a section function, and every section
-- gets a 50-point header, 16-point side insets and group paging.
--
--   mosaic layout examples/compositional-vibe.lua --data examples/compositional-vibe-data.json
--
-- It gives the same frames as examples/compositional-vibe.json.

local header = {
  kind = "header", alignment = "topLeading",
  size = { width = { fractionalWidth = 1 }, height = 50 },
}

-- Each cell is inset 5 on both sides and 16 below (ignored where the
-- height is estimated, as UIKit does).
local cellInsets = { leading = 5, bottom = 16, trailing = 5 }

local function section(group)
  return {
    group = group,
    contentInsets = { leading = 16, trailing = 16 },
    orthogonalScrollingBehavior = "groupPaging",
    boundarySupplementaryItems = { header },
  }
end

return mosaic.compositional {
  scrollDirection = "vertical",
  section = function(index, env)
    if index == 0 then
      -- Large items: one square item per group, 90% of the width.
      return section {
        arrangement = "horizontal",
        size = { width = { fractionalWidth = 0.9 }, height = { estimated = 200 } },
        contentInsets = cellInsets,
        subitems = { { size = { width = { fractionalWidth = 1 }, height = { fractionalWidth = 1 } } } },
      }
    elseif index == 1 then
      -- Half-width items: two and a bit on screen.
      return section {
        arrangement = "horizontal",
        size = { width = { fractionalWidth = 0.45 }, height = { estimated = 200 } },
        subitems = {
          { size = { width = { fractionalWidth = 1 }, height = { fractionalWidth = 1 } }, contentInsets = cellInsets },
        },
      }
    else
      -- The song list: five rows per page.
      return section {
        arrangement = "vertical",
        size = { width = { fractionalWidth = 0.9 }, height = { estimated = 300 } },
        subitem = { size = { width = { fractionalWidth = 1 }, height = { fractionalHeight = 1 } }, contentInsets = cellInsets },
        count = 5,
      }
    end
  end,
}
