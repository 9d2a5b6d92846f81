/// A layout built from sections of groups of items, as
/// `UICollectionViewCompositionalLayout`.
///
/// Each section repeats its group until its items are placed; a group
/// places its subitems (items or nested groups) along its axis, or asks a
/// custom provider for frames. Sizes are absolute, estimated, or fractions
/// of the container (see ``LayoutDimension``). A section either follows its
/// groups along the scroll axis or, with an ``OrthogonalScrollingBehavior``,
/// puts them in one line across it that scrolls on its own
/// (``LayoutEnvironment/sectionOffset(_:)``).
///
/// Along the scroll axis the layout is: the layout's leading boundary views,
/// then each section (its leading boundary views, its top content inset,
/// its groups with `interGroupSpacing` between them, its bottom inset, its
/// trailing boundary views) with `interSectionSpacing` between sections,
/// then the layout's trailing boundary views. With a horizontal
/// `scrollDirection` the same holds with the axes swapped; fractions are
/// always of the container's real width and height.
///
/// Estimated dimensions take the cell's preferred size
/// (``LayoutContext/preferredSize(at:)``), else the data source's width or
/// height for the item, else the estimate. Feeding back a preferred size
/// (``LayoutEngine/setPreferredSize(_:forItemAt:)``) relays out only the
/// item's group and moves what follows it: O(g + k) for a group of g items
/// and k cells after it, rather than a full prepare.
///
/// The scroll direction and the spacing between sections have one home,
/// the parameters `scrollDirection` and `interSectionSpacing`: the typed
/// properties ``scrollDirection-swift.property`` and ``interSectionSpacing-swift.property``, the
/// ``configuration``'s fields of the same names and ``parameters`` read and
/// write the same values.
public struct CompositionalLayout: CollectionLayout, Sendable {
    /// The compositional layout's name, parameters and factory; the layout
    /// it makes is the three-section example, ``CompositionalConfiguration/vibe``.
    public static let descriptor = LayoutDescriptor(
        name: "compositional",
        summary: "sections of groups of items: UIKit's UICollectionViewCompositionalLayout",
        parameters: [scrollDirection.spec, interSectionSpacing.spec],
        make: { CompositionalLayout(configuration: .vibe, parameters: $0) }
    )

    public var name: String { Self.descriptor.name }

    /// The parameters by name, for the command line, the REPL and Lua: the
    /// storage of the typed properties ``scrollDirection-swift.property`` and
    /// ``interSectionSpacing-swift.property``, so that the two never disagree.
    ///
    /// - Precondition (set): a set of the compositional layout's parameters
    ///   (another layout's set is refused at the assignment; set values by
    ///   name with ``Parameters/set(_:to:)``, which throws).
    public var parameters: Parameters {
        get { storedParameters }
        set { storedParameters = Self.descriptor.parametersAssigned(newValue) }
    }

    /// The values of ``parameters``: the one storage of the scroll direction
    /// and the spacing between sections, whichever way they are set.
    var storedParameters: Parameters {
        didSet {
            // A spacing set through the parameters replaces one the
            // configuration gave that the parameter could not hold.
            if storedParameters[Self.interSectionSpacing] != oldValue[Self.interSectionSpacing] { rejectedSpacing = nil }
        }
    }

    /// The sections, groups and items, with the layout's
    /// ``scrollDirection-swift.property`` and ``interSectionSpacing-swift.property``: one source of truth,
    /// so that `layout.configuration.scrollDirection = .horizontal` and
    /// `layout.scrollDirection = .horizontal` do the same, and each reads
    /// what the other wrote.
    ///
    /// Setting it sets the parameters `scrollDirection` and
    /// `interSectionSpacing` to its values; a spacing the parameter cannot
    /// hold (negative, not finite, over 1e9) is kept as given, and the next
    /// prepare reports it, as ``CompositionalConfiguration/validate()`` does.
    public var configuration: CompositionalConfiguration {
        get {
            var configuration = storedConfiguration
            configuration.scrollDirection = scrollDirection
            configuration.interSectionSpacing = rejectedSpacing ?? interSectionSpacing
            return configuration
        }
        set {
            storedConfiguration = newValue
            state.isValid = false  // the next prepare is a full one
            storedParameters[Self.scrollDirection] = newValue.scrollDirection
            do throws(ParameterError) {
                try storedParameters.set(Self.interSectionSpacing, to: newValue.interSectionSpacing)
                rejectedSpacing = nil
            } catch {
                rejectedSpacing = newValue.interSectionSpacing
            }
        }
    }

    /// The configuration as last set; its `scrollDirection` and
    /// `interSectionSpacing` are not read (``configuration`` takes them
    /// from the parameters).
    private var storedConfiguration: CompositionalConfiguration
    /// A spacing the configuration gave that the parameter cannot hold,
    /// kept for the prepare to report.
    private var rejectedSpacing: Double?

    /// What the last prepare resolved and placed, for partial prepares.
    var state = PreparedState()

    /// Creates a compositional layout.
    ///
    /// - Parameters:
    ///   - configuration: the sections, groups and items.
    ///   - parameters: `scrollDirection` and `interSectionSpacing`; by
    ///     default the configuration's values (a spacing outside the
    ///     parameter's range, 0…1e9, leaves the default; a negative one is
    ///     reported by prepare, as the configuration is checked).
    /// - Precondition: `parameters`, when given, is a set of the
    ///   compositional layout's parameters, as ``parameters`` is (a set made
    ///   from input goes through ``LayoutDescriptor/makeLayout(parameters:)``,
    ///   which throws).
    public init(configuration: CompositionalConfiguration, parameters: Parameters? = nil) {
        storedConfiguration = configuration
        storedParameters = Self.descriptor.defaultParameters
        self.configuration = configuration
        if let parameters { storedParameters = Self.descriptor.parametersAssigned(parameters) }
    }
}

extension CompositionalLayout {
    /// Lays out every section; after a preferred size, only the groups of
    /// the items that changed, moving what follows; after a scroll, only
    /// the pinned views; after an orthogonal section's scroll, only its cells.
    ///
    /// - Throws: ``CompositionalError`` for a configuration that cannot be
    ///   laid out (see ``CompositionalConfiguration/validate()``) or a custom
    ///   group whose provider answered something impossible; what a section
    ///   or custom group provider throws.
    /// - Complexity: O(n) for n items when full; O(g + k) after a preferred
    ///   size for g items in the item's group and k cells after it.
    public mutating func prepare(_ request: PrepareRequest, context: LayoutContext, cache: inout LayoutCache) throws {
        switch request {
        case .boundsChange where state.isValid:
            state.placePinnedViews(environment: context.environment, cache: &cache)
            return
        case .items(let changed) where state.canRelayout(context: context, cache: cache):
            if try state.relayout(items: changed, context: context, cache: &cache) { return }
        case .sectionOffsets where state.canScroll(context: context, cache: cache):
            try state.scrollSections(context: context, cache: &cache)
            return
        default:
            break
        }
        // A spacing the parameter could not take is reported here.
        let configuration = configuration
        try configuration.validate()
        try state.prepareFull(configuration, context: context, cache: &cache)
    }

    /// Full prepares, preferred sizes (`.items`), and scrolls when a view is pinned.
    public func handles(_ kind: PrepareRequest.Kind) -> Bool {
        switch kind {
        case .full, .items, .sectionOffsets: true
        case .boundsChange: state.hasPinned
        case .append: false
        }
    }

    /// Whether scrolling moves a view: only when one is pinned.
    public func shouldInvalidate(forBoundsChange newBounds: Rect, context: LayoutContext) -> Bool {
        state.hasPinned
    }

    /// The size the configuration's ``CompositionalConfiguration/preferredSize``
    /// says a cell wants; `nil` without one.
    ///
    /// - Throws: what the provider throws.
    public func preferredSize(fitting attributes: LayoutAttributes, context: LayoutContext) throws -> Size? {
        try storedConfiguration.preferredSize?.body(attributes)
    }

    /// The layout's own boundary views stand for the layout, views anchored
    /// to items and groups for their item (a group's first), the rest
    /// (section boundary views, backgrounds) for their section; as the last
    /// prepare described the sections.
    ///
    /// - Complexity: O(size of the section descriptions).
    public func supplementaryScope(category: ElementCategory, kind: String) -> SupplementaryScope {
        guard category == .supplementary else { return .section }
        if state.layoutItems.contains(where: { $0.elementKind == kind }) { return .layout }
        let anchored = state.sections.contains { $0.description.group.anchoredKinds.contains(kind) }
        return anchored ? .item : .section
    }
}
