/// Where a boundary supplementary view sits against its section (or the
/// whole layout), as `NSRectAlignment`. Leading is left, trailing right.
public enum RectAlignment: String, Hashable, Sendable, CaseIterable {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}
