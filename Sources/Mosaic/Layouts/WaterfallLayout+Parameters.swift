// The waterfall's parameters: each declared once as a key, whose spec the
// descriptor lists and through which a typed property reads and writes
// `parameters`, the one storage.

extension WaterfallLayout {
    // MARK: Keys

    /// `columns`: the number of columns, per section.
    public static let columns = ParameterKey<PerSection<Int>>(
        "columns", default: 2, range: 1...10_000, summary: "number of columns")
    /// `padding`: the space inside each item's slot.
    public static let padding = ParameterKey<Double>(
        "padding", default: 6, range: 0...1e9, summary: "space inside each item's slot, on every side (cellPadding)")
    /// `placement`: which column an item goes to.
    public static let placement = ParameterKey<Placement>(
        "placement", default: .roundRobin,
        summary: "roundRobin: the next column in turn; shortestFirst: the shortest column, ties to the left")
    /// `sectionInset`: the space around each section's columns.
    public static let sectionInset = ParameterKey<PerSection<Insets>>(
        "sectionInset", default: .all(.zero), range: 0...1e9,
        summary: "space around each section's columns: top,left,bottom,right")
    /// `headerHeight`: the height of each section's header.
    public static let headerHeight = ParameterKey<PerSection<Double>>(
        "headerHeight", default: 0, range: 0...1e9,
        summary: "height of the header above each section's columns; 0 = no header")
    /// `footerHeight`: the height of each section's footer.
    public static let footerHeight = ParameterKey<PerSection<Double>>(
        "footerHeight", default: 0, range: 0...1e9,
        summary: "height of the footer below each section's tallest column; 0 = no footer")
    /// `pinHeaders`: whether headers stick to the top of the visible bounds.
    public static let pinHeaders = ParameterKey<Bool>(
        "pinHeaders", default: false, summary: "headers stick to the top of the viewport while their section is visible")

    // MARK: Typed properties

    /// The number of columns, per section (the `columns` parameter).
    ///
    /// - Precondition (set): from 1 to 10 000.
    public var columns: PerSection<Int> {
        get { storedParameters[Self.columns] }
        set { storedParameters[Self.columns] = newValue }
    }

    /// The space inside each item's slot, on every side (the `padding`
    /// parameter, the seed's `cellPadding`).
    ///
    /// - Precondition (set): from 0 to 1e9.
    public var padding: Double {
        get { storedParameters[Self.padding] }
        set { storedParameters[Self.padding] = newValue }
    }

    /// Which column an item goes to (the `placement` parameter).
    public var placement: Placement {
        get { storedParameters[Self.placement] }
        set { storedParameters[Self.placement] = newValue }
    }

    /// The space around each section's columns (the `sectionInset` parameter).
    ///
    /// - Precondition (set): each side from 0 to 1e9.
    public var sectionInset: PerSection<Insets> {
        get { storedParameters[Self.sectionInset] }
        set { storedParameters[Self.sectionInset] = newValue }
    }

    /// The height of each section's header, 0 for none (the `headerHeight` parameter).
    ///
    /// - Precondition (set): from 0 to 1e9.
    public var headerHeight: PerSection<Double> {
        get { storedParameters[Self.headerHeight] }
        set { storedParameters[Self.headerHeight] = newValue }
    }

    /// The height of each section's footer, 0 for none (the `footerHeight` parameter).
    ///
    /// - Precondition (set): from 0 to 1e9.
    public var footerHeight: PerSection<Double> {
        get { storedParameters[Self.footerHeight] }
        set { storedParameters[Self.footerHeight] = newValue }
    }

    /// Whether headers stick to the top of the visible bounds while their
    /// section shows (the `pinHeaders` parameter).
    public var pinHeaders: Bool {
        get { storedParameters[Self.pinHeaders] }
        set { storedParameters[Self.pinHeaders] = newValue }
    }

    // MARK: Typed initialiser

    /// Creates a waterfall; every value defaults to its key's default.
    ///
    /// ```swift
    /// var waterfall = WaterfallLayout(columns: 3, padding: 4, placement: .shortestFirst)
    /// waterfall.columns = [2, 3]  // 2 in section 0, 3 in the sections after it
    /// ```
    ///
    /// - Precondition: each value within its parameter's range (see the
    ///   properties); values that come from input go through
    ///   ``Parameters/set(_:to:)``, which throws.
    public init(
        columns: PerSection<Int> = WaterfallLayout.columns.defaultValue,
        padding: Double = WaterfallLayout.padding.defaultValue,
        placement: Placement = WaterfallLayout.placement.defaultValue,
        sectionInset: PerSection<Insets> = WaterfallLayout.sectionInset.defaultValue,
        headerHeight: PerSection<Double> = WaterfallLayout.headerHeight.defaultValue,
        footerHeight: PerSection<Double> = WaterfallLayout.footerHeight.defaultValue,
        pinHeaders: Bool = WaterfallLayout.pinHeaders.defaultValue
    ) {
        storedParameters = Self.descriptor.defaultParameters
        self.columns = columns
        self.padding = padding
        self.placement = placement
        self.sectionInset = sectionInset
        self.headerHeight = headerHeight
        self.footerHeight = footerHeight
        self.pinHeaders = pinHeaders
    }

    /// Which column a waterfall places an item in.
    public enum Placement: String, Hashable, Sendable, CaseIterable, ParameterRepresentable {
        /// The next column in turn.
        case roundRobin
        /// The shortest column, ties to the leftmost.
        case shortestFirst
    }
}
