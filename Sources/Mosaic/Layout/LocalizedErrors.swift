// Every public error of Mosaic is a LocalizedError whose text is its
// description: what an app shows (`error.localizedDescription` on Apple
// platforms, `errorDescription` everywhere) is the same one line the command
// line prints after `error:`, and it names no command-line option.
#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

extension LayoutError: LocalizedError {
    /// The error's ``description``.
    public var errorDescription: String? { description }
}

extension ParameterError: LocalizedError {
    /// The error's ``description``.
    public var errorDescription: String? { description }
}

extension CompositionalError: LocalizedError {
    /// The error's ``description``.
    public var errorDescription: String? { description }
}

extension BatchUpdateError: LocalizedError {
    /// The error's ``description``.
    public var errorDescription: String? { description }
}

extension JSONError: LocalizedError {
    /// The error's ``description``.
    public var errorDescription: String? { description }
}
