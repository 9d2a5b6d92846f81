/// The names of the constants a Swift file declares in one scope: each
/// name is used once, the second `item` becomes `item2`, and a name made
/// from an element kind is a valid identifier that is no keyword.
struct SwiftWriterNames {
    /// The names taken in this scope and the scopes around it.
    private var taken: Set<String>

    /// A scope inside `outer` (whose names stay taken), or the outermost.
    init(inside outer: SwiftWriterNames? = nil) {
        taken = outer?.taken ?? []
    }

    /// `base`, or `base2`, `base3`… the first not yet taken; it is then taken.
    mutating func unique(_ base: String) -> String {
        var name = base, number = 1
        while taken.contains(name) {
            number += 1
            name = base + String(number)
        }
        taken.insert(name)
        return name
    }

    /// The identifier an element kind suggests, in lower camel case:
    /// `section-header-element-kind` → `sectionHeader` (trailing `element`
    /// and `kind` words dropped), `new-badge` → `newBadge`,
    /// `header` → `header`; `view` for a kind with no letters, a `kind`
    /// prefix before a digit, and a `View` suffix after a keyword.
    static func identifier(fromKind kind: String) -> String {
        var words = kind.split(whereSeparator: { !($0.isASCII && ($0.isLetter || $0.isNumber)) })
        // `section-header-element-kind` names a header: the constant adds `Kind` again.
        while words.count > 1, ["kind", "element"].contains(words.last!.lowercased()) { words.removeLast() }
        guard !words.isEmpty else { return "view" }
        var name = words.enumerated().map { index, word in
            index == 0 ? word.prefix(1).lowercased() + word.dropFirst() : word.prefix(1).uppercased() + word.dropFirst()
        }.joined()
        if name.first!.isNumber { name = "kind" + name }
        if keywords.contains(name) { name += "View" }
        return name
    }

    /// Swift's keywords and the names the written code itself uses.
    private static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_",
        "sectionIndex", "environment", "layout", "configuration", "createLayout",
    ]
}
