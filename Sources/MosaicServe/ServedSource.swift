/// Where a served layout comes from, as the page shows it.
public struct ServedSource: Hashable, Sendable {
    /// The kinds of layout source.
    public enum Kind: String, Hashable, Sendable {
        /// A layout built into Mosaic.
        case builtin
        /// A Lua plugin file.
        case plugin
        /// A layout description file: a compositional JSON spec (`--spec`)
        /// or UIKit layout code (`--swift`).
        case spec
        /// The REPL's current layout.
        case repl
    }

    /// The kind.
    public var kind: Kind
    /// The file, for a plugin or a spec.
    public var file: String?
    /// The command line's options that made the items and the collection
    /// view beyond its size and offsets (`--data FILE`, `--heights A:B`,
    /// `--seed N`, `--measure …`, `--insets …`, `--scale S`, …), as given:
    /// what the page's "Copy as command" adds to its `mosaic layout` line.
    public var arguments: [String]

    /// Creates a source.
    public init(kind: Kind, file: String? = nil, arguments: [String] = []) {
        self.kind = kind
        self.file = file
        self.arguments = arguments
    }
}
