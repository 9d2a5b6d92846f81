/// Where a value is in a Lua table given to Mosaic, as the script would
/// write it: `sections[1].group.subitems[2].size.width` (lists from 1, as
/// in Lua).
struct LuaKeyPath: CustomStringConvertible, Sendable {
    /// The path as text; empty for the table itself.
    private(set) var description: String

    /// The table itself.
    static let root = LuaKeyPath(description: "")

    /// A path that starts with `name` (a function's result, say).
    init(_ name: String) { description = name }

    private init(description: String) { self.description = description }

    /// The path of field `key`.
    func appending(_ key: String) -> LuaKeyPath {
        LuaKeyPath(description: description.isEmpty ? key : description + "." + key)
    }

    /// The path of list entry `position` (from 1).
    func appending(_ position: Int) -> LuaKeyPath {
        LuaKeyPath(description: description + "[\(position)]")
    }
}

/// A bad value in a Lua table given to Mosaic: its key path and what is
/// wrong with it. The host function that read it raises it at the calling
/// line; a callback's result is reported at the callback's definition.
struct LuaSpecError: Error, CustomStringConvertible {
    /// Where the value is.
    var path: LuaKeyPath
    /// What is wrong, and what would be right.
    var message: String

    /// `path: message`, or `message` for the table itself.
    var description: String {
        path.description.isEmpty ? message : "\(path): \(message)"
    }
}
