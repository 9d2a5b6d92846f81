// The fan's parameters: each declared once as a key, whose spec the
// descriptor lists and through which a typed property reads and writes
// `parameters`, the one storage.

extension FanLayout {
    // MARK: Keys

    /// `radius`: the distance from an item's centre to the point it turns about.
    public static let radius = ParameterKey<Double>(
        "radius", default: 500, range: 0.001...1e9, summary: "distance from an item's centre to the point it turns about")
    /// `itemWidth`: the item width, which also sets ``anglePerItem``.
    public static let itemWidth = ParameterKey<Double>(
        "itemWidth", default: 133, range: 0.001...1e9, summary: "item width; also sets anglePerItem = atan(itemWidth / radius)")
    /// `itemHeight`: the item height.
    public static let itemHeight = ParameterKey<Double>(
        "itemHeight", default: 173, range: 0.001...1e9, summary: "item height")

    // MARK: Typed properties

    /// The distance from an item's centre to the point it turns about (the
    /// `radius` parameter).
    ///
    /// - Precondition (set): from 0.001 to 1e9.
    public var radius: Double {
        get { storedParameters[Self.radius] }
        set { storedParameters[Self.radius] = newValue }
    }

    /// The size of every item (the `itemWidth` and `itemHeight` parameters).
    ///
    /// - Precondition (set): each side from 0.001 to 1e9.
    public var itemSize: Size {
        get { Size(width: storedParameters[Self.itemWidth], height: storedParameters[Self.itemHeight]) }
        set {
            storedParameters[Self.itemWidth] = newValue.width
            storedParameters[Self.itemHeight] = newValue.height
        }
    }

    /// The angle between neighbouring items, in radians: `atan(itemWidth /
    /// radius)`, set through ``itemSize`` and ``radius``.
    public var anglePerItem: Double { _atan(itemSize.width / radius) }

    // MARK: Typed initialiser

    /// Creates a fan; every value defaults to its key's default.
    ///
    /// ```swift
    /// let fan = FanLayout(radius: 300, itemSize: Size(width: 100, height: 140))
    /// ```
    ///
    /// - Precondition: each value within its parameter's range (see the
    ///   properties); values that come from input go through
    ///   ``Parameters/set(_:to:)``, which throws.
    public init(
        radius: Double = FanLayout.radius.defaultValue,
        itemSize: Size = Size(width: FanLayout.itemWidth.defaultValue, height: FanLayout.itemHeight.defaultValue)
    ) {
        storedParameters = Self.descriptor.defaultParameters
        self.radius = radius
        self.itemSize = itemSize
    }
}
