/// The limits on what one compositional description may expand to, with one
/// home: the spec reader checks them as it reads (naming the key path), and
/// ``CompositionalConfiguration/validate()`` checks them again for every
/// configuration however it was made (Swift code, a section provider during
/// prepare), before anything is compiled or allocated for it.
///
/// A description is small but may stand for a lot: a group of `count` N of a
/// group of `count` M holds N·M items, and a subitem shared by several groups
/// (a Lua table used twice, a Swift value reused) is laid out once per use.
/// The counts below follow those rules, with overflow-checked arithmetic.
public enum CompositionalLimits {
    /// The most items one group may hold: the most items `mosaic` lays out
    /// at all (`--items`, data files, `update`), 10,000,000.
    public static let maximumItemCount = 10_000_000

    /// The most items and groups one configuration (or one section from a
    /// provider) may describe, counting every use of a shared one: far above
    /// any real layout (a screenful of sections holds hundreds), and low
    /// enough that walking them is quick.
    public static let maximumElementCount = 1_000_000

    /// The largest number of points a size, inset, spacing, offset or
    /// custom frame may be, as large as the command line's largest viewport.
    public static let maximumPoints = 1e9
    /// The largest fraction a fractional dimension may be: a group may be
    /// wider than its section (in a sideways-scrolling section), but not
    /// absurdly so.
    public static let maximumFraction = 100.0
    /// The largest `count` of one group (nested counts multiply, and are
    /// held together to ``maximumItemCount``).
    public static let maximumCount = 100_000
    /// The largest z-index, either way.
    public static let maximumZIndex = 1_000_000_000

    /// The items `count` copies of an element of `each` items hold, or `nil`
    /// past ``maximumItemCount`` (or past `Int.max`).
    @inline(__always)
    static func items(count: Int, each: Int) -> Int? {
        let (product, overflow) = count.multipliedReportingOverflow(by: each)
        return overflow || product > maximumItemCount ? nil : product
    }

    /// `total + more` items, or `nil` past ``maximumItemCount``.
    @inline(__always)
    static func items(_ total: Int, plus more: Int) -> Int? {
        let (sum, overflow) = total.addingReportingOverflow(more)
        return overflow || sum > maximumItemCount ? nil : sum
    }

    /// What is wrong with a group of `count` copies of an element of `each` items.
    static func countMessage(count: Int, each: Int) -> String {
        "a group of \(count) copies of \(each == 1 ? "an item" : "\(each) items") holds more than the \(maximumItemCount) items mosaic lays out (counts of nested groups multiply); lower a count"
    }

    /// What is wrong with a group whose subitems hold too many items together.
    static var subitemsMessage: String {
        "the subitems of this group hold more than the \(maximumItemCount) items mosaic lays out together; make them fewer or smaller"
    }

    /// What is wrong with a description of too many elements.
    static var elementsMessage: String {
        "the description has more than \(maximumElementCount) items and groups (every use of a shared one counts); mosaic reads at most \(maximumElementCount)"
    }
}
