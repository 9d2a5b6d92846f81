// The flow layout's parameters: each declared once as a key, whose spec
// the descriptor lists and through which a typed property reads and writes
// `parameters`, the one storage.

extension FlowLayout {
    // MARK: Keys

    /// `itemWidth`: the width of an item whose data gives none, per section.
    public static let itemWidth = ParameterKey<PerSection<Double>>(
        "itemWidth", default: 100, range: 0.001...1e9, summary: "width of an item whose data gives none")
    /// `itemHeight`: the height of an item whose data gives none, per section.
    public static let itemHeight = ParameterKey<PerSection<Double>>(
        "itemHeight", default: 100, range: 0.001...1e9, summary: "height of an item whose data gives none")
    /// `lineSpacing`: UIKit's `minimumLineSpacing`, per section.
    public static let lineSpacing = ParameterKey<PerSection<Double>>(
        "lineSpacing", default: 10, range: 0...1e9, summary: "space between lines (minimumLineSpacing)")
    /// `interitemSpacing`: UIKit's `minimumInteritemSpacing`, per section.
    public static let interitemSpacing = ParameterKey<PerSection<Double>>(
        "interitemSpacing", default: 10, range: 0...1e9,
        summary: "least space between items in a line (minimumInteritemSpacing)")
    /// `sectionInset`: the space around each section's items.
    public static let sectionInset = ParameterKey<PerSection<Insets>>(
        "sectionInset", default: .all(.zero), range: 0...1e9,
        summary: "space around each section's items: top,left,bottom,right")
    /// `scrollDirection`: the axis the content scrolls along.
    public static let scrollDirection = ParameterKey<ScrollDirection>(
        "scrollDirection", default: .vertical, summary: "the axis the content scrolls along")
    /// `alignment`: where the items of a line go.
    public static let alignment = ParameterKey<Alignment>(
        "alignment", default: .justified, summary: "where the items of a line go")
    /// `headerHeight`: each section's header extent along the scroll axis.
    public static let headerHeight = ParameterKey<PerSection<Double>>(
        "headerHeight", default: 0, range: 0...1e9, summary: "header extent along the scroll axis; 0 = no header")
    /// `footerHeight`: each section's footer extent along the scroll axis.
    public static let footerHeight = ParameterKey<PerSection<Double>>(
        "footerHeight", default: 0, range: 0...1e9, summary: "footer extent along the scroll axis; 0 = no footer")
    /// `pinHeaders`: UIKit's `sectionHeadersPinToVisibleBounds`.
    public static let pinHeaders = ParameterKey<Bool>(
        "pinHeaders", default: false, summary: "headers stick to the top of the viewport while their section is visible")
    /// `pinFooters`: UIKit's `sectionFootersPinToVisibleBounds`.
    public static let pinFooters = ParameterKey<Bool>(
        "pinFooters", default: false,
        summary: "footers stick to the bottom of the viewport while their section is visible (sectionFootersPinToVisibleBounds)")
    /// `estimatedItemSize`: self-sizing cells' first size.
    public static let estimatedItemSize = ParameterKey<EstimatedItemSize>(
        "estimatedItemSize", kind: .size(0...1e9, keywords: [EstimatedItemSize.automaticKeyword]), default: .off,
        summary: "self-sizing cells start at this size until --measure or :measure gives theirs; 0,0 = off, automatic = the item size")
    /// `sectionInsetReference`: what section insets are measured from.
    public static let sectionInsetReference = ParameterKey<SectionInsetReference>(
        "sectionInsetReference", default: .fromContentInset,
        summary: "what section insets are measured from across the scroll axis: the content inset, the safe area or the layout margins")

    // MARK: Typed properties

    /// The size of an item whose data gives none, per section: UIKit's
    /// `itemSize`, or `sizeForItemAt`'s answer for a section (the
    /// `itemWidth` and `itemHeight` parameters).
    ///
    /// - Precondition (set): each side from 0.001 to 1e9.
    public var itemSize: PerSection<Size> {
        get {
            let widths = storedParameters[Self.itemWidth], heights = storedParameters[Self.itemHeight]
            let count = Swift.max(widths.values.count, heights.values.count)
            return PerSection((0..<count).map { Size(width: widths[$0], height: heights[$0]) })
        }
        set {
            storedParameters[Self.itemWidth] = PerSection(newValue.values.map(\.width))
            storedParameters[Self.itemHeight] = PerSection(newValue.values.map(\.height))
        }
    }

    /// The space between lines, per section: UIKit's `minimumLineSpacing`
    /// (the `lineSpacing` parameter).
    ///
    /// - Precondition (set): from 0 to 1e9.
    public var lineSpacing: PerSection<Double> {
        get { storedParameters[Self.lineSpacing] }
        set { storedParameters[Self.lineSpacing] = newValue }
    }

    /// The least space between items in a line, per section: UIKit's
    /// `minimumInteritemSpacing` (the `interitemSpacing` parameter).
    ///
    /// - Precondition (set): from 0 to 1e9.
    public var interitemSpacing: PerSection<Double> {
        get { storedParameters[Self.interitemSpacing] }
        set { storedParameters[Self.interitemSpacing] = newValue }
    }

    /// The space around each section's items, measured from
    /// ``sectionInsetReference`` (the `sectionInset` parameter).
    ///
    /// - Precondition (set): each side from 0 to 1e9.
    public var sectionInset: PerSection<Insets> {
        get { storedParameters[Self.sectionInset] }
        set { storedParameters[Self.sectionInset] = newValue }
    }

    /// The axis the content scrolls along (the `scrollDirection` parameter).
    public var scrollDirection: ScrollDirection {
        get { storedParameters[Self.scrollDirection] }
        set { storedParameters[Self.scrollDirection] = newValue }
    }

    /// Where the items of a line go (the `alignment` parameter).
    public var alignment: Alignment {
        get { storedParameters[Self.alignment] }
        set { storedParameters[Self.alignment] = newValue }
    }

    /// Each section's header extent along the scroll axis, 0 for none
    /// (the `headerHeight` parameter).
    ///
    /// - Precondition (set): from 0 to 1e9.
    public var headerHeight: PerSection<Double> {
        get { storedParameters[Self.headerHeight] }
        set { storedParameters[Self.headerHeight] = newValue }
    }

    /// Each section's footer extent along the scroll axis, 0 for none
    /// (the `footerHeight` parameter).
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

    /// Whether footers stick to the bottom of the visible bounds while
    /// their section shows (the `pinFooters` parameter).
    public var pinFooters: Bool {
        get { storedParameters[Self.pinFooters] }
        set { storedParameters[Self.pinFooters] = newValue }
    }

    /// Self-sizing cells' first size (the `estimatedItemSize` parameter).
    ///
    /// - Precondition (set): each side from 0 to 1e9.
    public var estimatedItemSize: EstimatedItemSize {
        get { storedParameters[Self.estimatedItemSize] }
        set { storedParameters[Self.estimatedItemSize] = newValue }
    }

    /// What section insets are measured from across the scroll axis (the
    /// `sectionInsetReference` parameter).
    public var sectionInsetReference: SectionInsetReference {
        get { storedParameters[Self.sectionInsetReference] }
        set { storedParameters[Self.sectionInsetReference] = newValue }
    }

    // MARK: Typed initialiser

    /// Creates a flow layout; every value defaults to its key's default.
    ///
    /// ```swift
    /// var flow = FlowLayout(itemSize: .all(Size(width: 100, height: 100)), scrollDirection: .horizontal)
    /// flow.headerHeight = [40, 0]  // a header for section 0 only
    /// ```
    ///
    /// - Precondition: each value within its parameter's range (see the
    ///   properties); values that come from input go through
    ///   ``Parameters/set(_:to:)``, which throws.
    public init(
        itemSize: PerSection<Size> = .all(Size(width: FlowLayout.itemWidth.defaultValue[0], height: FlowLayout.itemHeight.defaultValue[0])),
        lineSpacing: PerSection<Double> = FlowLayout.lineSpacing.defaultValue,
        interitemSpacing: PerSection<Double> = FlowLayout.interitemSpacing.defaultValue,
        sectionInset: PerSection<Insets> = FlowLayout.sectionInset.defaultValue,
        scrollDirection: ScrollDirection = FlowLayout.scrollDirection.defaultValue,
        alignment: Alignment = FlowLayout.alignment.defaultValue,
        headerHeight: PerSection<Double> = FlowLayout.headerHeight.defaultValue,
        footerHeight: PerSection<Double> = FlowLayout.footerHeight.defaultValue,
        pinHeaders: Bool = FlowLayout.pinHeaders.defaultValue,
        pinFooters: Bool = FlowLayout.pinFooters.defaultValue,
        estimatedItemSize: EstimatedItemSize = FlowLayout.estimatedItemSize.defaultValue,
        sectionInsetReference: SectionInsetReference = FlowLayout.sectionInsetReference.defaultValue
    ) {
        storedParameters = Self.descriptor.defaultParameters
        self.itemSize = itemSize
        self.lineSpacing = lineSpacing
        self.interitemSpacing = interitemSpacing
        self.sectionInset = sectionInset
        self.scrollDirection = scrollDirection
        self.alignment = alignment
        self.headerHeight = headerHeight
        self.footerHeight = footerHeight
        self.pinHeaders = pinHeaders
        self.pinFooters = pinFooters
        self.estimatedItemSize = estimatedItemSize
        self.sectionInsetReference = sectionInsetReference
    }

    // MARK: Types of the typed properties

    /// Where the items of a line go across it (see the type's description).
    public enum Alignment: String, Hashable, Sendable, CaseIterable, ParameterRepresentable {
        /// Spread over the line, UIKit's placement.
        case justified
        /// From the leading edge, `interitemSpacing` apart.
        case leading
        /// `interitemSpacing` apart, centred (not UIKit).
        case center
    }

    /// Self-sizing cells' first size, as UIKit's `estimatedItemSize`.
    public enum EstimatedItemSize: Hashable, Sendable, ParameterRepresentable {
        /// The item size (UIKit's `automaticSize`: Mosaic has no cells to
        /// estimate from).
        case automatic
        /// This size; a side of 0 is the item size's, and 0 by 0
        /// (``off``) turns self-sizing off.
        case size(Size)

        /// No self-sizing: UIKit's default, `.zero`.
        public static let off = EstimatedItemSize.size(Size(width: 0, height: 0))

        /// The parameter's keyword for ``automatic``.
        static let automaticKeyword = "automatic"

        /// `automatic`, or a size as `W,H` text.
        public init?(parameterValue: ParameterValue) {
            if parameterValue == .choice(Self.automaticKeyword) {
                self = .automatic
            } else if let size = Size(parameterValue: parameterValue) {
                self = .size(size)
            } else {
                return nil
            }
        }

        /// `automatic`, or the size as `W,H` text, as a ``ParameterValue/choice(_:)``.
        public var parameterValue: ParameterValue {
            switch self {
            case .automatic: .choice(Self.automaticKeyword)
            case .size(let size): size.parameterValue
            }
        }
    }
}

extension FlowLayout.SectionInsetReference: ParameterRepresentable {}
