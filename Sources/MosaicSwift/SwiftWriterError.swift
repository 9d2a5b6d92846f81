/// Why a layout cannot be written as UIKit code: something it has that
/// UIKit's layout classes cannot say.
public struct SwiftWriterError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Where in the layout's description the problem is, such as
    /// `sections[1].group.subitems[0]`, or the parameter's name; empty for
    /// the layout as a whole.
    public var path: String
    /// What has no UIKit form, and what does.
    public var reason: String

    /// Creates an error.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// `path: reason`, or the reason alone.
    public var description: String {
        path.isEmpty ? reason : "\(path): \(reason)"
    }
}
