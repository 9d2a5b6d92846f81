/// The attributes a layout computed, stored compactly and indexed: what a
/// `UICollectionViewLayout` subclass keeps in an array of
/// `UICollectionViewLayoutAttributes`, without the linear scans.
///
/// Cells live in columns (frames, transforms, z-indexes, …) addressed by a
/// flat slot (the sum of the item counts of earlier sections plus the item,
/// ``slot(of:)``), so a lookup by index path is O(1); supplementary and
/// decoration views live in a small array beside them. Each has a spatial
/// index over visual frames, so a rect query costs O(log n + k).
///
/// A layout writes into the cache during ``CollectionLayout/prepare(_:context:cache:)``;
/// the engine then brings the indexes up to date and answers queries.
public struct LayoutCache: Sendable {
    @usableFromInline var sectionStarts: [Int]
    @usableFromInline var cells: AttributeStore
    @usableFromInline var cellIndex = SpatialIndex()
    /// Slots written since the indexes were last brought up to date.
    @usableFromInline var dirtyLow = Int.max
    @usableFromInline var dirtyHigh = Int.min

    var supplementary: [LayoutAttributes] = []
    var supplementaryPositions: [SupplementaryKey: Int] = [:]
    var supplementaryIndex = SpatialIndex()
    var supplementaryDirty = false

    /// The content size the layout set, or `nil` to have the engine use the
    /// box around every element, from the origin.
    public var contentSize: Size?

    struct SupplementaryKey: Hashable, Sendable {
        var category: ElementCategory
        var kind: String
        var indexPath: ItemPath
    }

    /// Creates an empty cache with a slot for every item of the data source.
    public init(itemCounts: [Int]) {
        var starts = [0]
        starts.reserveCapacity(itemCounts.count + 1)
        for count in itemCounts { starts.append(starts.last! + count) }
        sectionStarts = starts
        cells = AttributeStore(count: starts.last!)
    }

    /// Empties the cache for a full prepare of `itemCounts`, keeping the
    /// memory it holds. The cell index keeps its nodes: a full prepare
    /// writes every slot, so the next ``reindex()`` rebuilds all of them.
    ///
    /// - Complexity: O(n).
    mutating func reset(itemCounts: [Int]) {
        sectionStarts.removeAll(keepingCapacity: true)
        sectionStarts.append(0)
        for count in itemCounts { sectionStarts.append(sectionStarts.last! + count) }
        cells.reset(count: sectionStarts.last!)
        dirtyLow = .max
        dirtyHigh = .min
        supplementary.removeAll(keepingCapacity: true)
        supplementaryPositions.removeAll(keepingCapacity: true)
        supplementaryIndex = SpatialIndex()
        supplementaryDirty = true
        contentSize = nil
    }

    // MARK: - Shape

    /// The number of sections.
    @inlinable public var numberOfSections: Int { sectionStarts.count - 1 }

    /// The number of items in a section.
    @inlinable
    public func numberOfItems(inSection section: Int) -> Int { sectionStarts[section + 1] - sectionStarts[section] }

    /// The item counts, section by section.
    public var itemCounts: [Int] { (0..<numberOfSections).map(numberOfItems(inSection:)) }

    /// The number of cells.
    @inlinable public var cellCount: Int { cells.count }

    /// The flat slot of an item: earlier sections' items plus the item.
    ///
    /// - Complexity: O(1).
    @inlinable
    public func slot(of indexPath: ItemPath) -> Int {
        precondition(indexPath.section >= 0 && indexPath.section < numberOfSections, "section \(indexPath.section) out of range")
        precondition(indexPath.item >= 0 && indexPath.item < numberOfItems(inSection: indexPath.section), "item \(indexPath) out of range")
        return sectionStarts[indexPath.section] + indexPath.item
    }

    /// The flat slot of a section's first item.
    @inlinable
    public func slot(ofSection section: Int) -> Int { sectionStarts[section] }

    /// The index path of a flat slot.
    ///
    /// - Complexity: O(log sections).
    @inlinable
    public func indexPath(ofSlot slot: Int) -> ItemPath {
        // The last section whose start is ≤ slot (skipping empty sections).
        var low = 0, high = numberOfSections - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if sectionStarts[mid] <= slot { low = mid } else { high = mid - 1 }
        }
        return ItemPath(item: slot - sectionStarts[low], section: low)
    }

    // MARK: - Writing cells

    /// Places a cell at `frame` with default attributes otherwise.
    ///
    /// - Complexity: O(1).
    @inlinable
    public mutating func setCell(frame: Rect, at indexPath: ItemPath) {
        setCell(frame: frame, slot: slot(of: indexPath))
    }

    /// Places the cell in a flat slot (see ``slot(of:)``) at `frame`.
    ///
    /// - Complexity: O(1).
    @inlinable
    public mutating func setCell(frame: Rect, slot: Int) {
        cells.setFrame(frame, at: slot)
        markDirty(slot)
    }

    /// Sets every attribute of the cell at `attributes.indexPath`.
    ///
    /// - Complexity: O(1), plus O(n) the first time an attribute other than
    ///   the frame takes a value other than its default.
    @inlinable
    public mutating func setCell(_ attributes: LayoutAttributes) {
        precondition(attributes.category == .cell, "use setSupplementary(_:) for \(attributes.category) views")
        let slot = slot(of: attributes.indexPath)
        cells.set(attributes, at: slot)
        markDirty(slot)
    }

    /// Places the cell in a flat slot at `frame`, turned by `rotation` about
    /// `anchorPoint`, with a z-index: the fast path for fans and spirals.
    ///
    /// - Complexity: O(1).
    @inlinable
    public mutating func setCell(frame: Rect, rotation: Double, anchorPoint: Point, zIndex: Int, slot: Int) {
        cells.setFrame(frame, rotation: rotation, anchorPoint: anchorPoint, zIndex: zIndex, at: slot)
        markDirty(slot)
    }

    @inlinable
    mutating func markDirty(_ slot: Int) {
        if slot < dirtyLow { dirtyLow = slot }
        if slot > dirtyHigh { dirtyHigh = slot }
    }

    /// Whether a cell has been placed since the cache was created.
    public func isPlaced(_ indexPath: ItemPath) -> Bool { cells.placed.contains(slot(of: indexPath)) }

    /// Moves the placed cells in `slots` by `delta` without recomputing them
    /// or their index: the move a relayout makes of everything after an item
    /// whose size changed (self-sizing).
    ///
    /// Slots written since the last reindex stay marked, so the moves and
    /// writes of one prepare may be combined in any order.
    ///
    /// - Complexity: O(slots.count) additions, plus O(slots.count / 32 + log n)
    ///   for the index when it keeps cells in slot order (otherwise the next
    ///   reindex rebuilds it, O(n)).
    public mutating func translateCells(_ slots: Range<Int>, by delta: Point) {
        precondition(slots.lowerBound >= 0 && slots.upperBound <= cells.count, "slots \(slots) out of range")
        guard !slots.isEmpty, delta != .zero else { return }
        cells.translateFrames(slots, by: delta)
        let store = cells
        if cellIndex.count == cells.count && cellIndex.isInSlotOrder {
            cellIndex.translate(slots, by: delta, bound: store.visualBound(at:))
        } else {  // the next reindex rebuilds what moved
            markDirty(slots.lowerBound)
            markDirty(slots.upperBound - 1)
        }
    }

    /// Moves every supplementary and decoration view for which `predicate`
    /// holds by `delta`.
    ///
    /// - Complexity: O(m) for m views; the next query re-indexes them.
    public mutating func translateSupplementary(by delta: Point, where predicate: (LayoutAttributes) -> Bool) {
        guard delta != .zero else { return }
        for position in supplementary.indices where predicate(supplementary[position]) {
            supplementary[position].frame.origin.x += delta.x
            supplementary[position].frame.origin.y += delta.y
            supplementaryDirty = true
        }
    }

    // MARK: - Writing supplementary and decoration views

    /// Adds or replaces a supplementary or decoration view, keyed by category,
    /// kind and index path.
    ///
    /// - Complexity: O(1) on average; the next query re-indexes these views, O(m).
    public mutating func setSupplementary(_ attributes: LayoutAttributes) {
        precondition(attributes.category != .cell, "use setCell(_:) for cells")
        let key = SupplementaryKey(category: attributes.category, kind: attributes.kind ?? "", indexPath: attributes.indexPath)
        if let position = supplementaryPositions[key] {
            supplementary[position] = attributes
        } else {
            supplementaryPositions[key] = supplementary.count
            supplementary.append(attributes)
        }
        supplementaryDirty = true
    }

    /// Removes every supplementary and decoration view.
    public mutating func removeAllSupplementary() {
        supplementary.removeAll(keepingCapacity: true)
        supplementaryPositions.removeAll(keepingCapacity: true)
        supplementaryDirty = true
    }

    // MARK: - Reading

    /// The attributes of a cell, or `nil` if the index path is out of range
    /// or the cell has not been placed.
    ///
    /// - Complexity: O(1).
    public func cellAttributes(at indexPath: ItemPath) -> LayoutAttributes? {
        guard indexPath.section >= 0, indexPath.section < numberOfSections,
              indexPath.item >= 0, indexPath.item < numberOfItems(inSection: indexPath.section)
        else { return nil }
        let slot = slot(of: indexPath)
        guard cells.placed.contains(slot) else { return nil }
        return cells.attributes(at: slot, category: .cell, kind: nil, indexPath: indexPath)
    }

    /// The frame of a placed cell.
    ///
    /// - Complexity: O(1).
    @inlinable
    public func cellFrame(at indexPath: ItemPath) -> Rect { cells.frames[slot(of: indexPath)] }

    /// The attributes of a supplementary or decoration view.
    ///
    /// - Complexity: O(1) on average.
    public func supplementaryAttributes(category: ElementCategory = .supplementary, kind: String, at indexPath: ItemPath) -> LayoutAttributes? {
        supplementaryPositions[SupplementaryKey(category: category, kind: kind, indexPath: indexPath)].map { supplementary[$0] }
    }

    /// Every supplementary and decoration view, in the order they were added.
    public var supplementaryElements: [LayoutAttributes] { supplementary }

    /// Every element, in index-path order (see ``LayoutAttributes/precedes(_:_:)``).
    ///
    /// - Complexity: O(n + m log m) for n cells and m other views.
    public func allElements() -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        result.reserveCapacity(cells.count)
        for section in 0..<numberOfSections {
            for item in 0..<numberOfItems(inSection: section) {
                let slot = sectionStarts[section] + item
                if cells.placed.contains(slot) {
                    result.append(cells.attributes(at: slot, category: .cell, kind: nil, indexPath: ItemPath(item: item, section: section)))
                }
            }
        }
        return Self.merge(result, supplementary.sorted(by: LayoutAttributes.precedes))
    }

    /// Every element whose visual frame meets `rect`, in index-path order,
    /// answered by the indexes. Call ``LayoutEngine`` queries instead unless
    /// you manage the indexes yourself.
    ///
    /// - Complexity: O(log n + k) for k results.
    func elements(in rect: Rect) -> [LayoutAttributes] {
        var found: [LayoutAttributes] = []
        found.reserveCapacity(64)  // a viewport's worth, without regrowing
        cellIndex.forEach(intersecting: rect, visualFrame: cells.visualFrame(at:)) { slot in
            found.append(cells.attributes(at: slot, category: .cell, kind: nil, indexPath: indexPath(ofSlot: slot)))
        }
        var others: [LayoutAttributes] = []
        supplementaryIndex.forEach(intersecting: rect, visualFrame: { supplementary[$0].visualFrame }) { position in
            others.append(supplementary[position])
        }
        guard !others.isEmpty else { return found }
        return Self.merge(found, others.sorted(by: LayoutAttributes.precedes))
    }

    static func merge(_ a: [LayoutAttributes], _ b: [LayoutAttributes]) -> [LayoutAttributes] {
        guard !b.isEmpty else { return a }
        guard !a.isEmpty else { return b }
        var result: [LayoutAttributes] = []
        result.reserveCapacity(a.count + b.count)
        var i = 0, j = 0
        while i < a.count && j < b.count {
            if LayoutAttributes.precedes(b[j], a[i]) { result.append(b[j]); j += 1 } else { result.append(a[i]); i += 1 }
        }
        result.append(contentsOf: a[i...])
        result.append(contentsOf: b[j...])
        return result
    }

    // MARK: - Maintenance, by the engine

    /// Adds empty slots for items appended at the end of the last section.
    mutating func grow(toItemCounts counts: [Int]) {
        precondition(counts.count == numberOfSections && counts.dropLast() == itemCounts.dropLast(),
                     "only the last section may grow incrementally")
        let added = counts.last! - numberOfItems(inSection: numberOfSections - 1)
        sectionStarts[sectionStarts.count - 1] += added
        cells.grow(by: added)
    }

    /// The first unplaced cell among the slots written or added since the
    /// last ``reindex()``, if any.
    func firstUnplacedCell(from low: Int) -> ItemPath? {
        cells.placed.firstMissing(in: low..<cells.count).map(indexPath(ofSlot:))
    }

    /// An element whose visual frame, or one of its edges, is not finite.
    enum NonFiniteElement: Equatable {
        /// A cell, by index path.
        case cell(ItemPath)
        /// A supplementary or decoration view.
        case view(category: ElementCategory, kind: String, indexPath: ItemPath)
    }

    /// Brings the indexes up to date with what was written since last time.
    ///
    /// - Returns: the first cell written, else the first other view, whose
    ///   visual frame is not finite or whose far edge overflows (`x + width`
    ///   = ∞), if any; the cache must then be discarded.
    /// - Complexity: O(d + log n) for d slots written or added, plus O(m)
    ///   when supplementary views changed.
    mutating func reindex() -> NonFiniteElement? {
        let dirty = dirtyLow <= dirtyHigh ? dirtyLow..<(dirtyHigh + 1) : 0..<0
        let store = cells
        let nonFinite = cellIndex.update(count: store.count, dirty: dirty, bound: store.visualBound(at:))
        dirtyLow = .max
        dirtyHigh = .min
        var nonFiniteView: Int?
        if supplementaryDirty {
            supplementaryIndex = SpatialIndex()
            let views = supplementary
            nonFiniteView = supplementaryIndex.update(count: views.count, dirty: 0..<views.count) { views[$0].visualFrame }
            supplementaryDirty = false
        }
        if let slot = nonFinite { return .cell(indexPath(ofSlot: slot)) }
        if let position = nonFiniteView {
            let view = supplementary[position]
            supplementaryDirty = true  // not indexed: checked again next time
            return .view(category: view.category, kind: view.kind ?? "", indexPath: view.indexPath)
        }
        return nil
    }

    /// The bottom-right corner of the box around every element's visual
    /// frame, from the origin: the content size when the layout sets none.
    ///
    /// The index's boxes are exact for unrotated elements; around a rotated
    /// cell they are loose (a cheap bound of its visual frame), so with
    /// rotated cells the far edges are searched among the exact visual frames.
    ///
    /// - Complexity: O(1) without rotated cells; see ``SpatialIndex/farthest(_:exact:)``.
    var extentOfElements: Size {
        var width = 0.0, height = 0.0
        if let box = cellIndex.bounds, box.maxX >= box.minX {
            if cells.rotations.isEmpty {
                width = box.maxX
                height = box.maxY
            } else {
                let store = cells
                width = Swift.max(width, cellIndex.farthest({ $0.maxX }, exact: { store.visualFrame(at: $0).maxX }))
                height = Swift.max(height, cellIndex.farthest({ $0.maxY }, exact: { store.visualFrame(at: $0).maxY }))
            }
        }
        // Views are indexed by their exact visual frames.
        if let box = supplementaryIndex.bounds, box.maxX >= box.minX {
            width = Swift.max(width, box.maxX)
            height = Swift.max(height, box.maxY)
        }
        return Size(width: Swift.max(width, 0), height: Swift.max(height, 0))
    }

    /// The bytes the cache holds for cells and their index.
    public var memoryFootprint: Int {
        cells.memoryFootprint + cellIndex.memoryFootprint + sectionStarts.capacity * 8
    }

    /// The bytes the cache holds in all: cells, supplementary and decoration
    /// views (each with its lookup entry), and both indexes. Strings and
    /// custom values the attributes hold outside themselves are not counted.
    public var totalMemoryFootprint: Int {
        memoryFootprint + supplementary.capacity * (MemoryLayout<LayoutAttributes>.stride + Self.viewEntryBytes)
            + supplementaryIndex.memoryFootprint
    }

    /// A view's entry in the dictionary from its kind and index path to its position.
    private static let viewEntryBytes = 64
}
