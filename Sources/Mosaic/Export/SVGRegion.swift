/// The part of the layout an SVG drawing shows (`--region`).
public enum SVGRegion: Hashable, Sendable {
    /// The content, the viewport and every element, with a margin for the
    /// viewport's label: the whole layout (the default).
    case content
    /// The viewport exactly, as the screen shows it: a canvas of the
    /// viewport's size, without its outline and label.
    case viewport
    /// A rectangle in content coordinates, exactly, with the viewport's
    /// outline where it falls inside.
    case rect(Rect)
}
