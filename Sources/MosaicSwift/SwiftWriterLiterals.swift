import Mosaic

/// How values are spelt in the Swift that ``SwiftWriter`` writes: the
/// shortest decimal that reads back as the same `Double`, so the numbers
/// round-trip exactly, and fractions with a decimal point as Apple's
/// sample code writes them (`.fractionalWidth(1.0)`).
enum SwiftWriterLiterals {
    /// A number of points: `44`, `10.5`, `-8`.
    static func points(_ value: Double) -> String {
        value.shortDescription
    }

    /// A fraction: `1.0`, `0.45`.
    static func fraction(_ value: Double) -> String {
        let text = value.shortDescription
        return text.contains(".") || text.contains("e") ? text : text + ".0"
    }

    /// A string literal with `"`, `\` and control characters escaped.
    static func string(_ value: String) -> String {
        var literal = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value)
                || scalar.properties.generalCategory == .lineSeparator || scalar.properties.generalCategory == .paragraphSeparator:
                literal += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }

    /// `text` made safe inside a `//` comment: line breaks and other
    /// control characters escaped (`\n`, `\u{2028}`), so that a name taken
    /// from a file (a path, a Lua function's `file:line`) cannot end the
    /// comment and put code in the file.
    static func commentText(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case _ where scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .lineSeparator
                || scalar.properties.generalCategory == .paragraphSeparator || scalar.properties.generalCategory == .format:
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `NSCollectionLayoutDimension`: `.fractionalWidth(1.0)`, `.absolute(44)`.
    static func dimension(_ dimension: LayoutDimension) -> String {
        switch dimension {
        case .fractionalWidth(let value): ".fractionalWidth(\(fraction(value)))"
        case .fractionalHeight(let value): ".fractionalHeight(\(fraction(value)))"
        case .absolute(let value): ".absolute(\(points(value)))"
        case .estimated(let value): ".estimated(\(points(value)))"
        }
    }

    /// `NSCollectionLayoutSize(widthDimension: …, heightDimension: …)`.
    static func size(_ size: LayoutSize) -> String {
        "NSCollectionLayoutSize(widthDimension: \(dimension(size.widthDimension)), heightDimension: \(dimension(size.heightDimension)))"
    }

    /// `NSDirectionalEdgeInsets(top: …, leading: …, bottom: …, trailing: …)`.
    static func directionalInsets(_ insets: Insets) -> String {
        "NSDirectionalEdgeInsets(top: \(points(insets.top)), leading: \(points(insets.left)), bottom: \(points(insets.bottom)), trailing: \(points(insets.right)))"
    }

    /// `UIEdgeInsets(top: …, left: …, bottom: …, right: …)`.
    static func edgeInsets(_ insets: Insets) -> String {
        "UIEdgeInsets(top: \(points(insets.top)), left: \(points(insets.left)), bottom: \(points(insets.bottom)), right: \(points(insets.right)))"
    }

    /// `CGSize(width: …, height: …)`.
    static func cgSize(width: Double, height: Double) -> String {
        "CGSize(width: \(points(width)), height: \(points(height)))"
    }

    /// `CGPoint(x: …, y: …)`.
    static func cgPoint(_ point: Point) -> String {
        "CGPoint(x: \(points(point.x)), y: \(points(point.y)))"
    }

    /// `NSCollectionLayoutSpacing`: `.fixed(10)`, `.flexible(0)`.
    static func spacing(_ spacing: LayoutSpacing) -> String {
        switch spacing {
        case .fixed(let value): ".fixed(\(points(value)))"
        case .flexible(let value): ".flexible(\(points(value)))"
        }
    }

    /// `NSCollectionLayoutEdgeSpacing(leading: …, top: …, trailing: …, bottom: …)`, `nil` for an edge without.
    static func edgeSpacing(_ spacing: LayoutEdgeSpacing) -> String {
        let edges = [("leading", spacing.leading), ("top", spacing.top), ("trailing", spacing.trailing), ("bottom", spacing.bottom)]
        return "NSCollectionLayoutEdgeSpacing(" + edges.map { "\($0.0): \($0.1.map(Self.spacing) ?? "nil")" }.joined(separator: ", ") + ")"
    }

    /// `NSDirectionalRectEdge` members of an alignment, for an anchor: `[.top, .trailing]`, `[]` for the centre.
    static func edges(_ alignment: RectAlignment) -> String {
        let members: [String] = switch alignment {
        case .none: []
        case .top: [".top"]
        case .topLeading: [".top", ".leading"]
        case .leading: [".leading"]
        case .bottomLeading: [".bottom", ".leading"]
        case .bottom: [".bottom"]
        case .bottomTrailing: [".bottom", ".trailing"]
        case .trailing: [".trailing"]
        case .topTrailing: [".top", ".trailing"]
        }
        return "[" + members.joined(separator: ", ") + "]"
    }
}
