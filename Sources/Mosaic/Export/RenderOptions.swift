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

    /// The custom attribute that labels elements in the drawings (SVG and
    /// text preview) instead of their index path, where they have it
    /// (`--label`); `nil` for index paths.
    public var labelAttribute: String?

    /// The custom attribute whose value picks an element's colour in the
    /// SVG (equal values, equal colours; `--color`); `nil` to colour by section.
    public var colorAttribute: String?

    /// Whether decoration views are labelled (their tags in the SVG, their
    /// labels in the text preview); off with `--no-tags`.
    public var decorationTags = true

    /// Creates options.
    ///
    /// - Parameters:
    ///   - textColumns: the width of the text preview in characters.
    ///   - compactJSON: whether JSON is written in its compact form.
    ///   - svgRegion: the part of the layout the SVG drawing shows.
    ///   - labelAttribute: the custom attribute that labels elements.
    ///   - colorAttribute: the custom attribute that colours elements.
    ///   - decorationTags: whether decoration views are labelled.
    public init(
        textColumns: Int = 64, compactJSON: Bool = false, svgRegion: SVGRegion = .content,
        labelAttribute: String? = nil, colorAttribute: String? = nil, decorationTags: Bool = true
    ) {
        self.textColumns = textColumns
        self.compactJSON = compactJSON
        self.svgRegion = svgRegion
        self.labelAttribute = labelAttribute
        self.colorAttribute = colorAttribute
        self.decorationTags = decorationTags
    }
}
