/// Settings for the exporters that draw: how large the drawing is.
public struct RenderOptions: Hashable, Sendable {
    /// The width of the text preview in characters, its frame included.
    ///
    /// Values below ``TextPreview/minimumColumns`` are treated as that minimum.
    public var textColumns: Int = 64

    /// Creates options.
    ///
    /// - Parameter textColumns: the width of the text preview in characters.
    public init(textColumns: Int = 64) {
        self.textColumns = textColumns
    }
}
