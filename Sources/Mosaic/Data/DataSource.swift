/// The sections and items a layout lays out, with each item's metrics: the
/// part of `UICollectionViewDataSource` (and of a layout delegate's size
/// methods) that a layout asks about.
///
/// Storage is columnar: per section, a count and, only when some item has one,
/// a column of widths and a column of heights (`NaN` standing for "none").
public struct DataSource: Hashable, Sendable {
    @usableFromInline
    struct Section: Hashable, Sendable {
        @usableFromInline var count: Int
        /// Empty, or `count` widths with `NaN` for an item without one.
        @usableFromInline var widths: [Double] = []
        /// Empty, or `count` heights with `NaN` for an item without one.
        @usableFromInline var heights: [Double] = []
        /// Free-form values, only for the items that have some.
        @usableFromInline var values: [Int: [String: AttributeValue]] = [:]
        /// The section's identifier, as a diffable data source's snapshot
        /// names it (`"featured"`, `"3"`); `nil` when the data gives none.
        @usableFromInline var identifier: String?

        /// The metric of `item` in `column`, `nil` for none.
        func metric(_ column: [Double], _ item: Int) -> Double? {
            column.isEmpty || column[item].isNaN ? nil : column[item]
        }

        // Equal when every item has the same metrics: the `NaN` that stands
        // for "none" equals itself here, and a column of only `NaN`s equals
        // no column (synthesised equality would make the two unequal).
        @usableFromInline
        static func == (a: Section, b: Section) -> Bool {
            a.count == b.count && a.values == b.values && a.identifier == b.identifier
                && (0..<a.count).allSatisfy { a.metric(a.widths, $0) == b.metric(b.widths, $0) && a.metric(a.heights, $0) == b.metric(b.heights, $0) }
        }

        @usableFromInline
        func hash(into hasher: inout Hasher) {
            hasher.combine(count)
            hasher.combine(values)
            hasher.combine(identifier)
            for item in 0..<count {
                hasher.combine(metric(widths, item))
                hasher.combine(metric(heights, item))
            }
        }
    }

    @usableFromInline
    var sections: [Section]

    /// Creates a data source whose items have no metrics.
    ///
    /// - Parameter itemCounts: the number of items in each section.
    public init(itemCounts: [Int]) {
        precondition(itemCounts.allSatisfy { $0 >= 0 }, "item counts must not be negative")
        sections = itemCounts.map { Section(count: $0) }
    }

    /// Creates a data source with one section of `count` items without metrics.
    public init(count: Int) {
        self.init(itemCounts: [count])
    }

    /// Creates a data source from each section's items.
    public init(sections: [[ItemMetrics]]) {
        self.sections = []
        for items in sections {
            self.sections.append(Section(count: 0))
            append(items, toSection: self.sections.count - 1)
        }
    }

    /// The number of sections.
    @inlinable public var numberOfSections: Int { sections.count }

    /// The number of items in `section`.
    @inlinable
    public func numberOfItems(inSection section: Int) -> Int { sections[section].count }

    /// The number of items in every section together.
    ///
    /// - Complexity: O(sections).
    public var totalItemCount: Int { sections.reduce(0) { $0 + $1.count } }

    /// The item counts, section by section.
    public var itemCounts: [Int] { sections.map(\.count) }

    /// The intrinsic height of an item, if it has one.
    ///
    /// - Complexity: O(1).
    @inlinable
    public func height(at indexPath: ItemPath) -> Double? {
        let column = sections[indexPath.section].heights
        guard !column.isEmpty else { return nil }
        let value = column[indexPath.item]
        return value.isNaN ? nil : value
    }

    /// The intrinsic width of an item, if it has one.
    ///
    /// - Complexity: O(1).
    @inlinable
    public func width(at indexPath: ItemPath) -> Double? {
        let column = sections[indexPath.section].widths
        guard !column.isEmpty else { return nil }
        let value = column[indexPath.item]
        return value.isNaN ? nil : value
    }

    /// Whether some item of `section` has a width or a height (a layout
    /// that sizes items by them can skip looking when none has).
    ///
    /// - Complexity: O(1).
    @inlinable
    public func hasSizes(inSection section: Int) -> Bool {
        !sections[section].widths.isEmpty || !sections[section].heights.isEmpty
    }

    /// Everything known about one item.
    ///
    /// - Complexity: O(1) on average.
    public func metrics(at indexPath: ItemPath) -> ItemMetrics {
        ItemMetrics(
            width: width(at: indexPath),
            height: height(at: indexPath),
            values: sections[indexPath.section].values[indexPath.item] ?? [:]
        )
    }

    /// Adds a section at the end.
    public mutating func appendSection(_ items: [ItemMetrics] = []) {
        sections.append(Section(count: 0))
        append(items, toSection: sections.count - 1)
    }

    /// Adds items at the end of a section: the infinite-scroll case, which
    /// layouts that support it lay out incrementally.
    ///
    /// - Complexity: O(k) for k items, amortised.
    public mutating func append(_ items: [ItemMetrics], toSection section: Int) {
        // Mutated in place (not copied out and back), so appending stays O(k).
        let count = sections[section].count
        let hasWidths = !sections[section].widths.isEmpty || items.contains { $0.width != nil }
        let hasHeights = !sections[section].heights.isEmpty || items.contains { $0.height != nil }
        if hasWidths && sections[section].widths.isEmpty {
            sections[section].widths = Array(repeating: .nan, count: count)
        }
        if hasHeights && sections[section].heights.isEmpty {
            sections[section].heights = Array(repeating: .nan, count: count)
        }
        if hasWidths { sections[section].widths.append(contentsOf: items.lazy.map { $0.width ?? .nan }) }
        if hasHeights { sections[section].heights.append(contentsOf: items.lazy.map { $0.height ?? .nan }) }
        for (offset, item) in items.enumerated() where !item.values.isEmpty {
            sections[section].values[count + offset] = item.values
        }
        sections[section].count += items.count
    }

    /// Adds `count` items without metrics at the end of a section.
    public mutating func appendItems(count: Int, toSection section: Int) {
        precondition(count >= 0, "count must not be negative")
        if sections[section].widths.isEmpty && sections[section].heights.isEmpty {
            sections[section].count += count
        } else {
            append(Array(repeating: ItemMetrics(), count: count), toSection: section)
        }
    }

    /// Whether `other` is this data source with items added at the ends of
    /// sections and nothing else changed: the case incremental prepare handles.
    ///
    /// - Complexity: O(n) in the number of items compared.
    public func isPrefix(of other: DataSource) -> Bool {
        guard sections.count == other.sections.count else { return false }
        for (old, new) in zip(sections, other.sections) {
            guard old.count <= new.count, old.identifier == new.identifier else { return false }
            if old.count == new.count {
                guard old == new else { return false }
                continue
            }
            func prefixMatches(_ a: [Double], _ b: [Double]) -> Bool {
                if a.isEmpty { return b.isEmpty || b.prefix(old.count).allSatisfy(\.isNaN) }
                return zip(a, b).allSatisfy { $0.bitPattern == $1.bitPattern }
            }
            guard prefixMatches(old.widths, new.widths), prefixMatches(old.heights, new.heights),
                  old.values.allSatisfy({ new.values[$0.key] == $0.value }),
                  new.values.keys.allSatisfy({ $0 >= old.count || old.values[$0] != nil })
            else { return false }
        }
        return true
    }
}
