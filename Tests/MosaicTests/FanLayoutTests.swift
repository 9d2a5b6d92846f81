import Foundation
import Mosaic
import Testing

/// Seed 003's `CircularLayout` with the tutorial's `angle`, `anchorPoint`
/// and `targetContentOffset`, transcribed with `Double` for `CGFloat`: the
/// oracle the fan must match bit for bit.
private struct SeedCircularLayout {
    var itemSize = (width: 133.0, height: 173.0)
    var radius = 500.0
    var numberOfItems: Int
    /// The collection view's bounds: content offset and viewport.
    var bounds: Rect

    var anglePerItem: Double { atan(itemSize.width / radius) }

    var collectionViewContentSize: Size {
        Size(width: Double(numberOfItems) * itemSize.width, height: bounds.height)
    }

    var angleAtExtreme: Double {
        numberOfItems > 0 ? -Double(numberOfItems - 1) * anglePerItem : 0
    }

    /// The tutorial's angle; Mosaic adds the rule that content no wider than
    /// the viewport does not turn (the tutorial would divide by ≤ 0).
    var angle: Double {
        let denominator = collectionViewContentSize.width - bounds.width
        guard denominator > 0 else { return 0 }
        return angleAtExtreme * bounds.minX / denominator
    }

    /// The tutorial's visible angle, `atan2(width / 2, radius + itemHeight/2
    /// − height / 2)`, one item wider (its start and end index round
    /// outwards), at most π (issue 22: no item goes round onto another).
    var visibleAngle: Double {
        min(atan2(bounds.width / 2, radius + itemSize.height / 2 - bounds.height / 2) + anglePerItem, .pi)
    }

    func prepare() -> [LayoutAttributes] {
        let centerX = bounds.minX + (bounds.width / 2.0)
        let anchorPointY = ((itemSize.height / 2.0) + radius) / itemSize.height
        let scrollable = collectionViewContentSize.width - bounds.width
        let spacing = scrollable > 0 && numberOfItems > 1 ? scrollable / Double(numberOfItems - 1) : itemSize.width
        return (0..<numberOfItems).map { i in
            // Outside the visible angle (not in the tutorial's start...end
            // index): parked, transparent, in the fan's base row.
            guard abs(self.angle + self.anglePerItem * Double(i)) <= visibleAngle else {
                return LayoutAttributes(
                    indexPath: ItemPath(item: i, section: 0),
                    frame: Rect(x: bounds.width / 2 - itemSize.width / 2 + Double(i) * spacing, y: (bounds.height - itemSize.height) / 2,
                                width: itemSize.width, height: itemSize.height),
                    alpha: 0)
            }
            // attributes.size = itemSize; attributes.center = (centerX, bounds.midY)
            let frame = Rect(x: centerX - itemSize.width / 2, y: bounds.midY - itemSize.height / 2,
                             width: itemSize.width, height: itemSize.height)
            let angle = self.angle + (self.anglePerItem * Double(i))
            return LayoutAttributes(
                indexPath: ItemPath(item: i, section: 0), frame: frame,
                transform: Transform(rotation: angle),          // CGAffineTransformMakeRotation(angle)
                anchorPoint: Point(x: 0.5, y: anchorPointY),
                zIndex: Int(angle * 1000000)
            )
        }
    }

    func targetContentOffset(proposed: Point, velocity: Point) -> Point {
        var finalContentOffset = proposed
        let factor = -angleAtExtreme / (collectionViewContentSize.width - bounds.width)
        let proposedAngle = proposed.x * factor
        let ratio = proposedAngle / anglePerItem
        var multiplier: Double
        if velocity.x > 0 {
            multiplier = ceil(ratio)
        } else if velocity.x < 0 {
            multiplier = floor(ratio)
        } else {
            multiplier = round(ratio)
        }
        finalContentOffset.x = multiplier * anglePerItem / factor
        return finalContentOffset
    }
}

@Suite("Fan layout")
struct FanLayoutTests {
    @Test("defaults at rest, worked by hand")
    func byHand() throws {
        let engine = try makeEngine("fan", dataSource: DataSource(count: 5), environment: environment(390, 844))
        let elements = try engine.allElements()
        let anglePerItem = atan(133.0 / 500)
        #expect(elements.count == 5)
        for (i, element) in elements.enumerated() {
            // Centred in the viewport: (195 − 66.5, 422 − 86.5).
            #expect(element.frame == Rect(x: 128.5, y: 335.5, width: 133, height: 173))
            #expect(element.center == Point(x: 195, y: 422))
            #expect(element.transform == Transform(rotation: anglePerItem * Double(i)))
            #expect(element.anchorPoint == Point(x: 0.5, y: 586.5 / 173))
        }
        #expect(elements.map(\.zIndex) == [0, 259979, 519959, 779939, 1039919])
        // Five items 133 wide; the viewport's height.
        #expect(try engine.contentSize() == Size(width: 665, height: 844))
    }

    @Test("scrolled to the end, the last item stands upright")
    func scrolledToEnd() throws {
        let engine = try makeEngine("fan", dataSource: DataSource(count: 5), environment: environment(390, 844, offset: Point(x: 275, y: 0)))
        let elements = try engine.allElements()
        // angle = −4 · anglePerItem · 275 / 275
        #expect(abs(elements[4].transform.rotation) < 1e-15)
        #expect(elements[0].transform.rotation < 0)
        #expect(elements[0].frame == Rect(x: 275 + 128.5, y: 335.5, width: 133, height: 173))
    }

    @Test("content no wider than the viewport does not turn")
    func narrowContent() throws {
        let engine = try makeEngine("fan", dataSource: DataSource(count: 2), environment: environment(390, 844, offset: Point(x: 40, y: 10)))
        let elements = try engine.allElements()
        #expect(elements[0].transform.rotation == 0)
        #expect(elements[1].transform.rotation == atan(133.0 / 500))
        #expect(elements[0].frame == Rect(x: 40 + 128.5, y: 10 + 335.5, width: 133, height: 173))
        #expect(try engine.contentSize() == Size(width: 266, height: 844))
        // Nothing to snap to.
        #expect(try engine.targetContentOffset(proposed: Point(x: 33, y: 7), velocity: Point(x: 1, y: 0)) == Point(x: 33, y: 7))
    }

    @Test("equals the seed's prepare at many offsets, radii and sizes", arguments: testSeeds)
    func matchesSeed(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        for _ in 0..<12 {
            let count = random.pick([0, 1, 2, 31, 33, random.nextInt(in: 0..<200)])
            let radius = random.pick([500, 200, 1000, random.nextDouble(in: 1...3000)])
            let itemWidth = random.pick([133, random.nextDouble(in: 10...300)])
            let itemHeight = random.pick([173, random.nextDouble(in: 10...300)])
            let viewport = Size(width: random.pick([390, random.nextDouble(in: 100...1200)]), height: random.pick([844, random.nextDouble(in: 100...1200)]))
            let offset = Point(x: random.nextDouble(in: -200...(Double(count) * itemWidth)), y: random.nextDouble(in: -50...50))
            let engine = try makeEngine(
                "fan", ["radius": radius.description, "itemWidth": itemWidth.description, "itemHeight": itemHeight.description],
                dataSource: DataSource(count: count),
                environment: LayoutEnvironment(viewport: viewport, contentOffset: offset))
            let oracle = SeedCircularLayout(itemSize: (itemWidth, itemHeight), radius: radius, numberOfItems: count,
                                            bounds: Rect(origin: offset, size: viewport))
            let label = "n \(count), radius \(radius), item \(itemWidth)x\(itemHeight), viewport \(viewport), offset \(offset)"
            #expect(try engine.allElements() == oracle.prepare(), "\(label)")
            #expect(try engine.contentSize() == oracle.collectionViewContentSize, "\(label)")

            // Scrolling elsewhere turns the fan exactly as the seed would.
            let next = Point(x: random.nextDouble(in: 0...(Double(count) * itemWidth)), y: offset.y)
            try engine.setContentOffset(next)
            var moved = oracle
            moved.bounds.origin = next
            #expect(try engine.allElements() == moved.prepare(), "\(label), scrolled to \(next)")
        }
    }

    @Test("snapping: up for positive velocity, down for negative, nearest for none", arguments: testSeeds)
    func snapping(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let engine = try makeEngine("fan", dataSource: DataSource(count: 30), environment: environment(390, 844))
        let oracle = SeedCircularLayout(numberOfItems: 30, bounds: Rect(x: 0, y: 0, width: 390, height: 844))
        // Content 30 · 133 = 3990 wide, so 3600 points turn 29 items:
        // one item every 3600 / 29 ≈ 124.14 points.
        let step = 3600.0 / 29
        for _ in 0..<50 {
            let proposed = Point(x: random.nextDouble(in: 0...3600), y: random.nextDouble(in: 0...10))
            for velocity in [Point(x: 2, y: 0), Point(x: -2, y: 0), .zero] {
                let target = try engine.targetContentOffset(proposed: proposed, velocity: velocity)
                #expect(target == oracle.targetContentOffset(proposed: proposed, velocity: velocity))
                #expect(target.y == proposed.y)
                let whole = (target.x / step).rounded()
                #expect(abs(target.x / step - whole) < 1e-9, "\(target.x) is not a whole item")
                switch velocity.x {
                case 0: #expect(abs(target.x - proposed.x) <= step / 2 + 1e-9)
                case 2: #expect(target.x >= proposed.x - 1e-9 && target.x < proposed.x + step)
                default: #expect(target.x <= proposed.x + 1e-9 && target.x > proposed.x - step)
                }
            }
        }
        // Worked by hand: 300 points is 2.42 items.
        #expect(abs(try engine.targetContentOffset(proposed: Point(x: 300, y: 0), velocity: .zero).x - 2 * step) < 1e-9)
        #expect(abs(try engine.targetContentOffset(proposed: Point(x: 300, y: 0), velocity: Point(x: 1, y: 0)).x - 3 * step) < 1e-9)
        #expect(abs(try engine.targetContentOffset(proposed: Point(x: 300, y: 0), velocity: Point(x: -1, y: 0)).x - 2 * step) < 1e-9)
    }

    @Test("a bounds change does not invalidate; the content offset turns the fan through its scroll step")
    func boundsChange() throws {
        let layout = FanLayout()
        let context = LayoutContext(dataSource: DataSource(count: 10), environment: LayoutEnvironment())
        #expect(!layout.shouldInvalidate(forBoundsChange: Rect(x: 1, y: 0, width: 390, height: 844), context: context))

        let engine = try makeEngine("fan", dataSource: DataSource(count: 10))
        let atRest = try engine.allElements()
        let prepared = engine.lastPrepare?.duration
        try engine.setContentOffset(Point(x: 200, y: 0))
        #expect(engine.pendingInvalidation.isEmpty)
        let scrolled = try engine.allElements()
        #expect(engine.lastPrepare?.duration == prepared)  // not prepared again
        for (a, b) in zip(atRest, scrolled) where a.alpha == 1 && b.alpha == 1 {
            #expect(b.transform.rotation < a.transform.rotation)
            #expect(b.frame.minX == a.frame.minX + 200)
        }
        #expect(scrolled.contains { $0.alpha == 1 } && scrolled.contains { $0.alpha == 0 })
    }

    @Test("changing the radius invalidates and changes anglePerItem")
    func radius() throws {
        let engine = try makeEngine("fan", dataSource: DataSource(count: 3))
        #expect(try engine.allElements()[1].transform.rotation == atan(133.0 / 500))
        try engine.setParameter("radius", to: .number(133))
        let elements = try engine.allElements()
        #expect(abs(elements[1].transform.rotation - Double.pi / 4) < 1e-15)
        #expect(elements[1].anchorPoint == Point(x: 0.5, y: (86.5 + 133) / 173))
    }
}
