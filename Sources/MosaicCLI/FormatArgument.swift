import ArgumentParser
import Mosaic

/// An ``ExportFormat`` as `--format` spells it: `text`, `json`, `csv` or `svg`.
struct FormatArgument: ExpressibleByArgument {
    /// The format named.
    var format: ExportFormat

    init?(argument: String) {
        guard let format = ExportFormat(rawValue: argument) else { return nil }
        self.format = format
    }

    static var allValueStrings: [String] { ExportFormat.allCases.map(\.rawValue) }

    static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
}
