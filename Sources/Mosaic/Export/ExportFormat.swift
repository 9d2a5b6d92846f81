/// The formats a layout can be written in.
public enum ExportFormat: String, Sendable, CaseIterable {
    /// A preview of the viewport drawn with Unicode box characters.
    case text
    /// Every element and the layout's settings; see `docs/json-format.md`.
    case json
    /// One row per element.
    case csv
    /// A drawing of the elements with their transforms over the viewport.
    case svg

    /// The format a file name's extension names (`.txt` for text), if any.
    public init?(fileExtension: String) {
        switch fileExtension.lowercased() {
        case "txt", "text": self = .text
        case "json": self = .json
        case "csv": self = .csv
        case "svg": self = .svg
        default: return nil
        }
    }
}
