/// Settings for the exporters: how large the drawings are, and which JSON form.
public struct RenderOptions: Hashable, Sendable {
    /// The width of the text preview in characters, its frame included.
    ///
    /// Values below 8 are treated as that minimum.
    public var textColumns: Int = 64

    /// Whether JSON is written in its compact form: one element per line
    /// with only the members that differ from their defaults (see
    /// `docs/json-format.md`). Other formats ignore it.
    public var compactJSON = false

    /// The part of the layout the SVG drawing shows. Other formats ignore it.
    public var svgRegion = SVGRegion.content

    /// Creates options.
    ///
    /// - Parameters:
    ///   - textColumns: the width of the text preview in characters.
    ///   - compactJSON: whether JSON is written in its compact form.
    ///   - svgRegion: the part of the layout the SVG drawing shows.
    public init(textColumns: Int = 64, compactJSON: Bool = false, svgRegion: SVGRegion = .content) {
        self.textColumns = textColumns
        self.compactJSON = compactJSON
        self.svgRegion = svgRegion
    }
}
