// LayoutError's catch-all invalidEnvironment(String) became cases a caller
// can match (invalidViewport, boundsOverflow, invalidInsets, ...).
// expect: type 'LayoutError' has no member 'invalidEnvironment'
import Mosaic

func describe(_ error: LayoutError) -> String {
    if case .invalidEnvironment(let text) = error { return text }
    return "other"
}
