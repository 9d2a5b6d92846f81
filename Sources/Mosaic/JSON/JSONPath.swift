/// A path into a JSON document, printed as `$.sections[0].items[3].height`;
/// odd keys are quoted as every error quotes input (at most 200 characters,
/// control characters escaped).
public struct JSONPath: Hashable, Sendable, CustomStringConvertible {
    private var components: [Component]

    private enum Component: Hashable, Sendable {
        case key(String)
        case index(Int)
    }

    /// The root, `$`.
    public static let root = JSONPath(components: [])

    /// This path followed by an object member.
    public func appending(_ key: String) -> JSONPath {
        JSONPath(components: components + [.key(key)])
    }

    /// This path followed by an array element.
    public func appending(_ index: Int) -> JSONPath {
        JSONPath(components: components + [.index(index)])
    }

    public var description: String {
        var text = "$"
        for component in components {
            switch component {
            case .index(let index): text += "[\(index)]"
            case .key(let key):
                if !key.isEmpty, key.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" }) {
                    text += ".\(key)"
                } else {
                    text += "[\(InputQuote.quoted(key, delimiter: "\""))]"
                }
            }
        }
        return text
    }
}
