/// A circular fan: the items sit on an arc of a big circle, each turned about
/// a point `radius` below its centre, so they spread like cards in a hand;
/// scrolling sideways turns the whole fan. The circular layout of the source
/// material (a `UICollectionViewLayout` with `anglePerItem` and an angle
/// driven by the content offset), showing only the items inside its visible
/// angle, as the source computes its start and end index:
///
/// - `anglePerItem = atan(itemWidth / radius)`
/// - content size: `n · itemWidth` × viewport height
/// - `angle = angleAtExtreme · offset.x / (contentWidth − viewportWidth)`,
///   with `angleAtExtreme = −(n − 1) · anglePerItem` (0 when the content is
///   no wider than the viewport)
/// - item i's rotation: `angle + i · anglePerItem`
/// - the visible angle: `θ = atan2(viewportWidth / 2, radius + itemHeight/2 − viewportHeight/2)`
///   (the source's), widened by one `anglePerItem` (its start and end index
///   round outwards), at most π
/// - an item whose rotation is within the visible angle: the item size,
///   centred in the visible bounds, rotated about the anchor
///   `(0.5, (itemHeight/2 + radius) / itemHeight)`, alpha 1,
///   `zIndex = Int(rotation · 1_000_000)`
/// - any other item is parked, unrotated and transparent (alpha 0, z-index 0),
///   at its base place: a row along x in which item i is at the centre of
///   the viewport exactly when the offset turns it upright
///   (`x = viewportWidth/2 + i · (contentWidth − viewportWidth)/(n − 1) − itemWidth/2`,
///   spacing `itemWidth` when the content does not scroll;
///   `y = (viewportHeight − itemHeight)/2`)
///
/// What changed from the plain transcription: it turned every item, so with
/// more than 2π / anglePerItem items (24 with the defaults) the fan went
/// round the circle more than once and later items were drawn over earlier
/// ones (items 28 and 29 of 30 over 4–8), and a viewport query met about a
/// fifth of a million items. Now only the items within the visible angle
/// are turned into view; the others are parked out of the way.
///
/// A ``ScrollReactiveLayout``: the base row is prepared once (a scroll does
/// not invalidate it) and each query turns only the items it meets.
/// Items of all sections form one fan, in index-path order; scrolling snaps
/// to whole items.
public struct FanLayout: CollectionLayout, Sendable {
    /// The fan's name, parameters and factory.
    public static let descriptor = LayoutDescriptor(
        name: "fan",
        summary: "a circular fan of cards turning about a point below the viewport, only those inside its visible angle in view",
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

    /// Writes the base row (see the type's description): nothing here
    /// depends on the content offset.
    public mutating func prepare(_ request: PrepareRequest, context: LayoutContext, cache: inout LayoutCache) throws {
        let count = cache.cellCount
        let viewport = context.environment.viewport
        let geometry = Geometry(self, itemCount: count)
        let spacing = geometry.baseSpacing(itemCount: count, viewportWidth: viewport.width)
        let y = (viewport.height - geometry.itemHeight) / 2
        let left = viewport.width / 2 - geometry.itemWidth / 2
        for slot in 0..<count {
            cache.setCell(
                frame: Rect(x: left + Double(slot) * spacing, y: y, width: geometry.itemWidth, height: geometry.itemHeight),
                slot: slot)
        }
        cache.contentSize = Size(width: geometry.contentWidth, height: viewport.height)
    }

    /// A scroll changes only the scroll step: the base row stays.
    public func shouldInvalidate(forBoundsChange newBounds: Rect, context: LayoutContext) -> Bool { false }

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
