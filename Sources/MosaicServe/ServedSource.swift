/// Where a served layout comes from, as the page shows it.
public struct ServedSource: Hashable, Sendable {
    /// The kinds of layout source.
    public enum Kind: String, Hashable, Sendable {
        /// A layout built into Mosaic.
        case builtin
        /// A Lua plugin file.
        case plugin
        /// A compositional JSON spec.
        case spec
        /// The REPL's current layout.
        case repl
    }

    /// The kind.
    public var kind: Kind
    /// The file, for a plugin or a spec.
    public var file: String?

    /// Creates a source.
    public init(kind: Kind, file: String? = nil) {
        self.kind = kind
        self.file = file
    }
}
