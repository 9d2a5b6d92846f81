/// A compositional configuration that cannot be laid out, or a custom group
/// or section provider that answered something impossible.
///
/// ``description`` is one line that names where the bad value is, as a path
/// into the configuration (`sections[0].group.subitems[0].layoutSize.widthDimension`)
/// or into the prepared layout (`section 2, group 3`), and what is wrong with it.
public struct CompositionalError: Error, Hashable, Sendable {
    /// Where the bad value is.
    public var path: String
    /// What is wrong with it, and what would be right.
    public var reason: String

    /// Creates an error.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }
}

extension CompositionalError: CustomStringConvertible {
    /// `path: reason`, on one line.
    public var description: String { InputQuote.escapingControls(path.isEmpty ? reason : "\(path): \(reason)") }
}
