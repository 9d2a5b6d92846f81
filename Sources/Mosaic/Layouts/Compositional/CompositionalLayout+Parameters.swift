// The compositional layout's parameters: each declared once as a key, whose
// spec the descriptor lists and through which a typed property reads and
// writes `parameters`, the one storage.

extension CompositionalLayout {
    // MARK: Keys

    /// `scrollDirection`: the axis the content scrolls along.
    public static let scrollDirection = ParameterKey<ScrollDirection>(
        "scrollDirection", default: .vertical, summary: "the axis the content scrolls along")
    /// `interSectionSpacing`: the space between neighbouring sections.
    public static let interSectionSpacing = ParameterKey<Double>(
        "interSectionSpacing", default: 0, range: 0...1e9, summary: "space between neighbouring sections")

    // MARK: Typed properties

    /// The axis the content scrolls along (the `scrollDirection` parameter),
    /// which the layout uses rather than its configuration's.
    public var scrollDirection: ScrollDirection {
        get { storedParameters[Self.scrollDirection] }
        set { storedParameters[Self.scrollDirection] = newValue }
    }

    /// The space between neighbouring sections (the `interSectionSpacing`
    /// parameter), which the layout uses rather than its configuration's.
    ///
    /// - Precondition (set): from 0 to 1e9.
    public var interSectionSpacing: Double {
        get { storedParameters[Self.interSectionSpacing] }
        set { storedParameters[Self.interSectionSpacing] = newValue }
    }
}
