import ArgumentParser
import Mosaic

/// What `mosaic layout` writes: the laid-out elements in an
/// ``ExportFormat``, or the UIKit code that builds the layout (`swift`,
/// compositional and flow layouts only; see docs/swift.md).
enum OutputFormat: Equatable, CustomStringConvertible {
    /// The elements, as text, JSON, CSV or SVG.
    case elements(ExportFormat)
    /// The layout as Swift source (``SwiftOutput``).
    case swift

    /// Every format's name, as `--format` spells it.
    static var allNames: [String] { ExportFormat.allCases.map(\.rawValue) + ["swift"] }

    /// The format `--format` names.
    init?(name: String) {
        if name == "swift" { self = .swift; return }
        guard let format = ExportFormat(rawValue: name) else { return nil }
        self = .elements(format)
    }

    /// The format a file name's extension names (`.swift` included), if any.
    init?(fileExtension: String) {
        if fileExtension.lowercased() == "swift" { self = .swift; return }
        guard let format = ExportFormat(fileExtension: fileExtension) else { return nil }
        self = .elements(format)
    }

    /// The format's name.
    var description: String {
        switch self {
        case .elements(let format): format.rawValue
        case .swift: "swift"
        }
    }
}

/// An ``OutputFormat`` as `--format` spells it: `text`, `json`, `csv`, `svg` or `swift`.
struct OutputFormatArgument: ExpressibleByArgument {
    /// The format named.
    var format: OutputFormat

    init?(argument: String) {
        guard let format = OutputFormat(name: argument) else { return nil }
        self.format = format
    }

    static var allValueStrings: [String] { OutputFormat.allNames }

    static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
}
