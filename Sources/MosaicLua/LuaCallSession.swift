import Mosaic

/// What the host functions (`ctx:place`, `mosaic.layout`, …) of one call
/// into a plugin work on. The plugin instance keeps it on its stack for the
/// duration of the call and hands the host functions a pointer to it through
/// `mosaic_sethost`.
///
/// `ctx:place` reads it for every item, so its hot fields are plain values
/// and raw buffers: no enum payloads, no array uniqueness checks.
struct LuaCallSession: ~Copyable {
    /// Whether this call is a prepare: only prepare may place elements.
    let isPreparing: Bool
    let context: LayoutContext
    /// The cache being filled (an empty one outside prepare).
    var cache: LayoutCache
    /// The number of sections.
    let numberOfSections: Int
    /// The flat slot of each section's first item, then the item count:
    /// `numberOfSections + 1` values.
    let sectionStarts: UnsafeMutablePointer<Int>
    /// One bit per slot: placed by this prepare (no words outside prepare).
    let placed: UnsafeMutablePointer<UInt64>
    private let placedWords: Int

    /// Creates a session; its cache must have a slot for every item before a
    /// prepare begins.
    init(isPreparing: Bool, context: LayoutContext, cache: consuming LayoutCache) {
        let counts = context.dataSource.itemCounts
        self.isPreparing = isPreparing
        self.context = context
        self.cache = cache
        numberOfSections = counts.count
        sectionStarts = .allocate(capacity: counts.count + 1)
        var start = 0
        for (section, count) in counts.enumerated() {
            sectionStarts[section] = start
            start += count
        }
        sectionStarts[counts.count] = start
        placedWords = isPreparing ? (start + 63) / 64 : 0
        placed = .allocate(capacity: max(placedWords, 1))
        placed.initialize(repeating: 0, count: max(placedWords, 1))
    }

    deinit {
        sectionStarts.deallocate()
        placed.deallocate()
    }

    /// The number of items in `section`, which must exist.
    func numberOfItems(inSection section: Int) -> Int { sectionStarts[section + 1] - sectionStarts[section] }

    /// The first slot not placed, and how many are not, if any.
    func unplaced() -> (slot: Int, count: Int)? {
        let total = sectionStarts[numberOfSections]
        var first: Int?
        var count = 0
        for wordIndex in 0..<placedWords {
            let valid = min(64, total - wordIndex * 64)
            let mask: UInt64 = valid == 64 ? ~0 : (1 << UInt64(valid)) - 1
            let missing = ~placed[wordIndex] & mask
            if missing != 0 {
                if first == nil { first = wordIndex * 64 + missing.trailingZeroBitCount }
                count += missing.nonzeroBitCount
            }
        }
        return first.map { ($0, count) }
    }
}
