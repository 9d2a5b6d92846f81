/// What a batch update does to every element, for animating it: which
/// elements appear, disappear, move or stay, with their attributes before and
/// after the update and, for those that appear or disappear, the attributes
/// they animate from or to (``CollectionLayout/initialAttributes(forAppearing:context:)``,
/// ``CollectionLayout/finalAttributes(forDisappearing:context:)``).
///
/// Returned by ``LayoutEngine/performBatchUpdates(_:in:limit:newItem:)``; ``json()``
/// writes it as `docs/json-format.md` describes ("Update plans").
public struct UpdatePlan: Sendable {
    /// What happens to one element.
    public enum Change: String, Hashable, Sendable, CaseIterable {
        /// It appears: an inserted item, an item of an inserted or reloaded
        /// section, or a view that only exists after the update.
        case inserted
        /// It disappears: a deleted item, an item of a deleted or reloaded
        /// section, or a view that only exists before the update.
        case deleted
        /// An item the batch moves explicitly (``BatchUpdate/moveItems``).
        case moved
        /// An item the batch reloads: the old cell fades out, the new one in.
        case reloaded
        /// Anything else, even when the changes before it shift it to
        /// another index path (`from` and `to` then differ): UIKit animates
        /// it from its old attributes to its new ones all the same.
        case unchanged
    }

    /// One element before and after the update.
    public struct Entry: Hashable, Sendable {
        /// What happens to it.
        public var change: Change
        /// Cell, supplementary view or decoration.
        public var category: ElementCategory
        /// The kind of a supplementary or decoration view; `nil` for cells.
        public var kind: String?
        /// Its index path before the update; `nil` when it appears.
        public var from: ItemPath?
        /// Its index path after the update; `nil` when it disappears.
        public var to: ItemPath?
        /// Its attributes before the update; `nil` when it appears.
        public var before: LayoutAttributes?
        /// What it animates to as it disappears (deleted and reloaded elements).
        public var final: LayoutAttributes?
        /// What it animates from as it appears (inserted and reloaded elements).
        public var initial: LayoutAttributes?
        /// Its attributes after the update; `nil` when it disappears.
        public var after: LayoutAttributes?

        /// Creates an entry.
        public init(
            change: Change, category: ElementCategory, kind: String? = nil, from: ItemPath?, to: ItemPath?,
            before: LayoutAttributes? = nil, final: LayoutAttributes? = nil,
            initial: LayoutAttributes? = nil, after: LayoutAttributes? = nil
        ) {
            self.change = change
            self.category = category
            self.kind = kind
            self.from = from
            self.to = to
            self.before = before
            self.final = final
            self.initial = initial
            self.after = after
        }
    }

    /// The layout's name.
    public var layoutName: String
    /// Where every section and item went.
    public var mapping: UpdateMapping
    /// The content size before the update.
    public var contentSizeBefore: Size
    /// The content size after the update.
    public var contentSizeAfter: Size
    /// The kind of prepare the update took (`.append` for items added at the
    /// end of the last section, by layouts that lay those out incrementally);
    /// `nil` when the update changed nothing.
    public var prepareRequest: PrepareRequest.Kind?
    /// Every element before or after the update: first those that exist after
    /// it, in index-path order after the update, then those that disappear,
    /// in index-path order before it.
    public var elements: [Entry]
    /// How many entries a limit left out of ``elements``
    /// (``LayoutEngine/performBatchUpdates(_:in:limit:newItem:)``): those
    /// after the last one listed, in the same order. 0 when none were.
    public var omitted = 0

    /// Creates a plan from its parts.
    public init(
        layoutName: String, mapping: UpdateMapping, contentSizeBefore: Size, contentSizeAfter: Size,
        prepareRequest: PrepareRequest.Kind?, elements: [Entry]
    ) {
        self.layoutName = layoutName
        self.mapping = mapping
        self.contentSizeBefore = contentSizeBefore
        self.contentSizeAfter = contentSizeAfter
        self.prepareRequest = prepareRequest
        self.elements = elements
    }

    /// The number of entries with each change.
    ///
    /// - Complexity: O(n).
    public func count(of change: Change) -> Int {
        elements.reduce(0) { $0 + ($1.change == change ? 1 : 0) }
    }

    /// The entries of cells only.
    public var cells: [Entry] { elements.filter { $0.category == .cell } }

    /// `"3 inserted, 2 deleted, 28 unchanged"`: the changes that occur, in
    /// the order of ``Change``, for a one-line report.
    public var summary: String {
        let parts = Change.allCases.compactMap { change -> String? in
            let count = count(of: change)
            return count == 0 ? nil : "\(count) \(change.rawValue)"
        }
        return parts.isEmpty ? "no elements" : parts.joined(separator: ", ")
    }
}
