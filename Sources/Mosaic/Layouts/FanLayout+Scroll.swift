// The fan's scroll step: the items within the visible angle turned into
// view, the others parked at their base place (see FanLayout's description).

extension FanLayout.Geometry {
    /// The distance along x between neighbours of the base row: the content
    /// offset that turns the fan by one `anglePerItem`, so that item i is at
    /// the centre of the viewport exactly when it is upright; `itemWidth`
    /// when the content does not scroll.
    func baseSpacing(itemCount: Int, viewportWidth: Double) -> Double {
        let denominator = contentWidth - viewportWidth
        guard denominator > 0, itemCount > 1 else { return itemWidth }
        return denominator / Double(itemCount - 1)
    }

    /// The largest rotation, either way, of an item turned into view: the
    /// source's visible angle `atan2(viewportWidth / 2, radius + itemHeight/2
    /// − viewportHeight/2)` and one item more, at most π (so that no item
    /// ever goes round the circle onto another).
    func visibleAngle(viewport: Size) -> Double {
        let theta = _atan2(viewport.width / 2, radius + itemHeight / 2 - viewport.height / 2)
        return Swift.min(theta + anglePerItem, Double.pi)
    }
}

extension FanLayout: ScrollReactiveLayout {
    /// The most an item moves from its base place: turned into view, its
    /// centre comes from at most `visibleAngle · spacing / anglePerItem`
    /// away from the centre of the visible bounds (plus the offset when the
    /// content does not scroll), and it lies within the circle of radius
    /// `√((radius + itemHeight)² + (itemWidth/2)²)` about the point it turns about.
    public func scrollMargin(context: LayoutContext) -> Size {
        let environment = context.environment
        let count = context.dataSource.itemCounts.reduce(0, +)
        let geometry = Geometry(self, itemCount: count)
        let viewport = environment.viewport
        let spacing = geometry.baseSpacing(itemCount: count, viewportWidth: viewport.width)
        let scrolls = geometry.contentWidth - viewport.width > 0 && count > 1
        let reach = ((geometry.radius + geometry.itemHeight) * (geometry.radius + geometry.itemHeight)
            + geometry.itemWidth * geometry.itemWidth / 4).squareRoot()
        let along = geometry.visibleAngle(viewport: viewport) * spacing / geometry.anglePerItem
            + (scrolls ? 0 : Swift.abs(environment.contentOffset.x))
        let dx = along + reach + geometry.itemWidth
        let dy = Swift.abs(environment.contentOffset.y) + geometry.radius + geometry.itemHeight + reach
        // Padded against rounding; the engine checks exact frames after.
        return Size(width: dx * (1 + 1e-9) + 1, height: dy * (1 + 1e-9) + 1)
    }

    /// Turns the items within the visible angle into view and parks the others.
    public func scrolled(_ elements: inout [LayoutAttributes], context: LayoutContext) throws {
        let environment = context.environment
        let counts = context.dataSource.itemCounts
        var starts: [Int] = [0]
        starts.reserveCapacity(counts.count + 1)
        for count in counts { starts.append(starts.last! + count) }
        let count = starts.last!
        let geometry = Geometry(self, itemCount: count)
        let viewport = environment.viewport
        let angle = geometry.angle(itemCount: count, viewportWidth: viewport.width, offset: environment.contentOffset.x)
        let limit = geometry.visibleAngle(viewport: viewport)
        let center = Point(
            x: environment.contentOffset.x + viewport.width / 2,
            y: environment.contentOffset.y + viewport.height / 2
        )
        let frame = Rect(
            x: center.x - geometry.itemWidth / 2, y: center.y - geometry.itemHeight / 2,
            width: geometry.itemWidth, height: geometry.itemHeight
        )
        let anchor = Point(x: 0.5, y: (geometry.itemHeight / 2 + geometry.radius) / geometry.itemHeight)
        for index in elements.indices where elements[index].category == .cell {
            let indexPath = elements[index].indexPath
            let slot = starts[indexPath.section] + indexPath.item
            let rotation = angle + geometry.anglePerItem * Double(slot)
            if Swift.abs(rotation) <= limit {
                elements[index].frame = frame
                elements[index].transform = Transform(rotation: rotation)
                elements[index].anchorPoint = anchor
                elements[index].zIndex = Int(clamping: rotation * 1_000_000)
                elements[index].alpha = 1
            } else {
                elements[index].alpha = 0
            }
        }
    }
}
