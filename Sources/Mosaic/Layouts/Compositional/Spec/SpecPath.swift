/// Where a value is in a compositional description, shown in the
/// description's notation: `$.sections[0].group.size` in JSON,
/// `sections[1].group.size` in Lua.
package struct SpecPath: Hashable, Sendable {
    private enum Component: Hashable, Sendable {
        case key(String)
        case index(Int)
    }

    private var components: [Component] = []

    /// The description itself.
    package static let root = SpecPath()

    /// This path followed by an object member.
    package func appending(_ key: String) -> SpecPath {
        var path = self
        path.components.append(.key(key))
        return path
    }

    /// This path followed by a list element, counted from 0 whatever the notation.
    package func appending(_ index: Int) -> SpecPath {
        var path = self
        path.components.append(.index(index))
        return path
    }

    /// The number of keys and indices in the path.
    package var count: Int { components.count }

    /// The path as `notation` writes it: keys that are not plain names in
    /// brackets, list positions from the notation's first index.
    ///
    /// - Complexity: O(length of the path).
    package func rendered(in notation: SpecNotation) -> String {
        var text = notation.rootName
        for component in components {
            switch component {
            case .index(let index): text += "[\(index + notation.firstIndex)]"
            case .key(let key):
                if !key.isEmpty, key.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" }) {
                    text += text.isEmpty ? key : ".\(key)"
                } else {
                    text += "[\(JSONWriter.quoted(key))]"
                }
            }
        }
        return text
    }

    /// The same path as a ``JSONPath``.
    package var jsonPath: JSONPath {
        components.reduce(JSONPath.root) { path, component in
            switch component {
            case .key(let key): path.appending(key)
            case .index(let index): path.appending(index)
            }
        }
    }
}
