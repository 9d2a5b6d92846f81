// A plugin's error as an app shows it: the same one line the command line
// prints after `error:` (`fan.lua:12: …`).
#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

extension LuaError: LocalizedError {
    /// The error's ``description``.
    public var errorDescription: String? { description }
}
