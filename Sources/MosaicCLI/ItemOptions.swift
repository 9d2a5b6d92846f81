import ArgumentParser
import Mosaic

/// Where the items to lay out come from: generated (`--items`, with
/// `--heights` and `--seed`) or read from a JSON file (`--data`); and the
/// sizes self-sizing cells want once displayed (`--measure`).
struct ItemOptions: ParsableArguments {
    /// The number of items generated when neither `--items` nor `--data` is given.
    static let defaultItemCount = 30
    /// The most items `--items` generates.
    static let maximumItemCount = 10_000_000
    /// The largest height `--heights` accepts.
    static let maximumHeight = 1_000_000.0

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Lay out <n> generated items in one section, or n0,n1,… items in one section per number (such as 6,10,15). (default: \(ItemOptions.defaultItemCount))",
            valueName: "n"
        )
    )
    var items: String?

    @Option(help: ArgumentHelp(
        "Read the items from a JSON file: [ITEM, …], {\"items\": [ITEM, …]} or {\"sections\": [{\"items\": […]} | {\"count\": N}, …]}, where an ITEM is a height or {\"width\": W, \"height\": H, …}.",
        valueName: "file"
    ))
    var data: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Give the generated items random whole-number heights from <min> to <max>, such as 50:500.", valueName: "min:max")
    )
    var heights: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("The seed of the random heights: the same seed gives the same heights. (default: 0)", valueName: "seed"))
    var seed: UInt64?

    @Option(
        name: .customLong("measure"), parsing: .unconditionalSingleValue,
        help: ArgumentHelp(
            "Feed back the size a self-sizing cell wants, SECTION:ITEM:WIDTHxHEIGHT, before the output is written (its estimated dimensions take it); repeat for more.",
            valueName: "s:i:wxh"
        )
    )
    var measures: [String] = []

    func validate() throws {
        _ = try itemCounts()
        if data != nil {
            if items != nil { throw ValidationError("--items and --data cannot be used together: the data file gives the items") }
            if heights != nil { throw ValidationError("--heights and --data cannot be used together: the data file gives the heights") }
        }
        if seed != nil && heights == nil {
            throw ValidationError("--seed needs --heights: it seeds the random heights")
        }
        _ = try heightRange()
        _ = try preferredSizes()
    }

    /// The item count of each section `--items` gives, if it is given.
    func itemCounts() throws -> [Int]? {
        try items.map { try ArgumentSyntax.counts($0, option: "--items", maximum: Self.maximumItemCount) }
    }

    /// The preferred sizes `--measure` gives, in order, each index path once.
    func preferredSizes() throws -> [(indexPath: ItemPath, size: Size)] {
        var seen: Set<ItemPath> = []
        return try measures.map { text in
            let measure = try ArgumentSyntax.measure(text, option: "--measure")
            guard seen.insert(measure.indexPath).inserted else {
                throw ValidationError("--measure '\(text)': item \(measure.indexPath.section):\(measure.indexPath.item) is measured twice; give each item one size")
            }
            return measure
        }
    }

    /// Feeds the `--measure` sizes to `engine`, as displayed self-sizing
    /// cells would, so the output shows them.
    ///
    /// - Throws: ``ValidationError`` for an item that is not in the data;
    ///   what the layout's prepare throws.
    func applyPreferredSizes(to engine: LayoutEngine) throws {
        let sizes = try preferredSizes()
        for (indexPath, _) in sizes {
            guard indexPath.section < engine.dataSource.numberOfSections,
                  indexPath.item < engine.dataSource.numberOfItems(inSection: indexPath.section)
            else {
                throw ValidationError("--measure: item \(indexPath.section):\(indexPath.item) is not in the data (\(Self.describe(engine.dataSource)))")
            }
        }
        // All at once: one partial prepare, however many sizes (each item at most once, checked above).
        try engine.setPreferredSizes(Dictionary(sizes.map { ($0.indexPath, $0.size) }, uniquingKeysWith: { $1 }))
    }

    /// `3 sections of 6, 10 and 15 items`, for messages.
    static func describe(_ source: DataSource) -> String {
        let counts = source.itemCounts
        switch counts.count {
        case 0: return "no sections"
        case 1: return "1 section of \(counts[0]) item\(counts[0] == 1 ? "" : "s")"
        default:
            let list = counts.dropLast().map(String.init).joined(separator: ", ") + " and \(counts.last!)"
            return "\(counts.count) sections of \(list) items"
        }
    }

    /// The range `--heights` gives, if any.
    func heightRange() throws -> ClosedRange<Double>? {
        try heights.map { try ArgumentSyntax.range($0, option: "--heights", maximum: Self.maximumHeight) }
    }

    /// The data source the options describe, reading the data file if one is given.
    ///
    /// - Throws: ``CommandError`` for a file that cannot be read or has more
    ///   than ``maximumItemCount`` items, ``JSONError``
    ///   (`file:line:column: $.path: what`) for one that is not valid.
    /// - Complexity: O(n) in the number of items, or the size of the file.
    func dataSource() throws -> DataSource {
        if let data {
            let bytes = try SystemCalls.readFile(atPath: data, role: "data file")
            let source = try DataSource(json: bytes, file: data)
            guard source.totalItemCount <= Self.maximumItemCount else {
                throw CommandError("\(data): \(source.totalItemCount) items in all; mosaic lays out at most \(Self.maximumItemCount)")
            }
            return source
        }
        let counts = try itemCounts() ?? [Self.defaultItemCount]
        return BatchItems.generated(counts: counts, heights: try heightRange(), seed: seed ?? 0).dataSource(files: [:])
    }
}
