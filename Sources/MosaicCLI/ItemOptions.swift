import ArgumentParser
import Mosaic

/// Where the items to lay out come from: generated (`--items`, with
/// `--heights` and `--seed`) or read from a JSON file (`--data`).
struct ItemOptions: ParsableArguments {
    /// The number of items generated when neither `--items` nor `--data` is given.
    static let defaultItemCount = 30
    /// The most items `--items` generates.
    static let maximumItemCount = 10_000_000
    /// The largest height `--heights` accepts.
    static let maximumHeight = 1_000_000.0

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Lay out <n> generated items, in one section. (default: \(ItemOptions.defaultItemCount))", valueName: "n")
    )
    var items: Int?

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

    func validate() throws {
        if let items, !(0...Self.maximumItemCount).contains(items) {
            throw ValidationError("--items \(items): expected a count from 0 to \(Self.maximumItemCount)")
        }
        if data != nil {
            if items != nil { throw ValidationError("--items and --data cannot be used together: the data file gives the items") }
            if heights != nil { throw ValidationError("--heights and --data cannot be used together: the data file gives the heights") }
        }
        if seed != nil && heights == nil {
            throw ValidationError("--seed needs --heights: it seeds the random heights")
        }
        _ = try heightRange()
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
        let count = items ?? Self.defaultItemCount
        guard let range = try heightRange() else { return DataSource(count: count) }
        return .generated(count: count, heights: range, seed: seed ?? 0)
    }
}
