import Mosaic
import Testing

/// What a layout threw, unwrapped from the engine's
/// ``LayoutError/layoutFailed(name:underlying:)``, when it is an `E`;
/// records an issue when nothing, or something else, was thrown.
@discardableResult
func layoutFailure<E: Error>(
    _ errorType: E.Type, layout: String? = nil, sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void
) -> E? {
    do {
        try body()
        Issue.record("expected a layout failure of type \(E.self), but nothing was thrown", sourceLocation: sourceLocation)
    } catch {
        if case .layoutFailed(let name, let underlying as E)? = error as? LayoutError, layout == nil || layout == name { return underlying }
        Issue.record("expected a layout failure of type \(E.self), got \(type(of: error)) \(error)", sourceLocation: sourceLocation)
    }
    return nil
}
