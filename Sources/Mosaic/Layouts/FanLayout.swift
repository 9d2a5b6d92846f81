/// A circular fan: every item sits at the centre of the viewport, turned about a
/// point `radius` below its centre, so the items spread like cards in a hand;
/// scrolling sideways turns the whole fan.
///
/// - `anglePerItem = atan(itemWidth / radius)`
/// - content size: `n · itemWidth` × viewport height
/// - `angle = angleAtExtreme · offset.x / (contentWidth − viewportWidth)`,
///   with `angleAtExtreme = −(n − 1) · anglePerItem` (0 when the content is
///   no wider than the viewport)
/// - item i: the item size, centred in the visible bounds, rotated by
///   `angle + i · anglePerItem` about the anchor `(0.5, (itemHeight/2 + radius) / itemHeight)`,
///   `zIndex = Int(rotation · 1_000_000)`.
///
/// Items of all sections form one fan, in index-path order. Every bounds
/// change invalidates it; scrolling snaps to whole items.
public struct FanLayout: CollectionLayout, Sendable {
    /// The fan's name, parameters and factory.
    public static let descriptor = LayoutDescriptor(
        name: "fan",
        summary: "a circular fan of cards turning about a point below the viewport, as a card carousel",
        parameters: [radius.spec, itemWidth.spec, itemHeight.spec],
        make: { parameters throws(ParameterError) in try FanLayout(parameters: parameters) }
    )

    public var name: String { Self.descriptor.name }

    /// The parameters by name, for the command line, the REPL and Lua: the
    /// storage of the typed properties (``radius-swift.property``, ``itemSize``), so that
    /// the two never disagree.
    ///
    /// - Precondition (set): a set of the fan's parameters (another
    ///   layout's set is refused at the assignment; set values by name with
    ///   ``Parameters/set(_:to:)``, which throws).
    public var parameters: Parameters {
        get { storedParameters }
        set { storedParameters = Self.descriptor.parametersAssigned(newValue) }
    }

    /// The values of ``parameters``.
    var storedParameters: Parameters

    /// Creates a fan with parameters set by name, as the command line and
    /// Lua give them; in Swift, ``init(radius:itemSize:)`` takes them typed.
    ///
    /// - Throws: ``ParameterError`` when `parameters` is not a set of the
    ///   fan's parameters: see ``LayoutDescriptor/parameters(from:)``.
    public init(parameters: Parameters) throws(ParameterError) {
        storedParameters = try Self.descriptor.parameters(from: parameters)
    }

    struct Geometry {
        var radius, itemWidth, itemHeight, anglePerItem: Double
        var contentWidth: Double

        init(_ layout: FanLayout, itemCount: Int) {
            radius = layout.radius
            itemWidth = layout.itemSize.width
            itemHeight = layout.itemSize.height
            anglePerItem = layout.anglePerItem
            contentWidth = Double(itemCount) * itemWidth
        }

        /// The factor from content offset to angle, or `nil` when the content
        /// does not scroll.
        func angleFactor(itemCount: Int, viewportWidth: Double) -> Double? {
            let denominator = contentWidth - viewportWidth
            guard denominator > 0 else { return nil }
            let angleAtExtreme = -Double(Swift.max(itemCount - 1, 0)) * anglePerItem
            return angleAtExtreme / denominator
        }

        /// The fan's angle at a horizontal content offset, computed in the
        /// order `angleAtExtreme · offset / (contentWidth − viewportWidth)`,
        /// so that the rounding is always the same; 0 when the
        /// content does not scroll.
        func angle(itemCount: Int, viewportWidth: Double, offset: Double) -> Double {
            let denominator = contentWidth - viewportWidth
            guard denominator > 0 else { return 0 }
            let angleAtExtreme = -Double(Swift.max(itemCount - 1, 0)) * anglePerItem
            return angleAtExtreme * offset / denominator
        }
    }

    public mutating func prepare(_ request: PrepareRequest, context: LayoutContext, cache: inout LayoutCache) throws {
        let count = cache.cellCount
        let environment = context.environment
        let geometry = Geometry(self, itemCount: count)
        let angle = geometry.angle(itemCount: count, viewportWidth: environment.viewport.width, offset: environment.contentOffset.x)
        let center = Point(
            x: environment.contentOffset.x + environment.viewport.width / 2,
            y: environment.contentOffset.y + environment.viewport.height / 2
        )
        let frame = Rect(
            x: center.x - geometry.itemWidth / 2, y: center.y - geometry.itemHeight / 2,
            width: geometry.itemWidth, height: geometry.itemHeight
        )
        let anchor = Point(x: 0.5, y: (geometry.itemHeight / 2 + geometry.radius) / geometry.itemHeight)
        for slot in 0..<count {
            let rotation = angle + geometry.anglePerItem * Double(slot)
            cache.setCell(
                frame: frame, rotation: rotation, anchorPoint: anchor,
                zIndex: Int(clamping: rotation * 1_000_000), slot: slot
            )
        }
        cache.contentSize = Size(width: geometry.contentWidth, height: environment.viewport.height)
    }

    public func shouldInvalidate(forBoundsChange newBounds: Rect, context: LayoutContext) -> Bool { true }

    /// Snaps to a whole number of `anglePerItem`: up for a positive velocity,
    /// down for a negative one, to the nearest for none.
    public func targetContentOffset(proposed: Point, velocity: Point, context: LayoutContext, cache: LayoutCache) -> Point {
        let count = cache.cellCount
        let geometry = Geometry(self, itemCount: count)
        guard let factor = geometry.angleFactor(itemCount: count, viewportWidth: context.environment.viewport.width),
              factor != 0 else { return proposed }
        // The fan's factor is −angleAtExtreme / (width − viewport), a positive number.
        let positive = -factor
        let ratio = proposed.x * positive / geometry.anglePerItem
        let multiplier = velocity.x > 0 ? ratio.rounded(.up) : velocity.x < 0 ? ratio.rounded(.down) : ratio.rounded()
        return Point(x: multiplier * geometry.anglePerItem / positive, y: proposed.y)
    }
}

extension Int {
    /// The value truncated towards zero, clamped to the representable range
    /// (`Int(x)` traps outside it); NaN gives 0.
    init(clamping value: Double) {
        if value.isNaN { self = 0 }
        else if value >= 9.2e18 { self = .max }
        else if value <= -9.2e18 { self = .min }
        else { self = Int(value) }
    }
}
