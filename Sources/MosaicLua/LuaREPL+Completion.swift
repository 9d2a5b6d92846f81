import CLua
import CLuaShims
import Mosaic

// Tab completion of globals and table fields: `ma` → `math`, `math.fl` →
// `math.floor`, `l:sh` → `l:show`.
extension LuaREPL {
    /// The completions of `word`, a chain of names separated by `.` or `:`
    /// whose last part is unfinished, sorted. Reads with raw accesses only,
    /// so no metamethod runs.
    ///
    /// - Complexity: O(k) in the number of fields of the table completed in.
    package func completions(of word: String) -> [String] {
        let L = state.L
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        let separatorIndex = word.lastIndex { $0 == "." || $0 == ":" }
        let base = separatorIndex.map { String(word[..<$0]) } ?? ""
        let partial = separatorIndex.map { String(word[word.index(after: $0)...]) } ?? word
        let prefix = separatorIndex.map { String(word[...$0]) } ?? ""

        clua_pushglobaltable(L)
        if !base.isEmpty {
            for name in base.split(separator: ".", omittingEmptySubsequences: false) {
                guard lua_type(L, -1) == LUA_TTABLE, !name.isEmpty else { return [] }
                LuaHost.push(L, String(name))
                lua_rawget(L, -2)
                clua_remove(L, -2)
            }
        }
        var names: Set<String> = []
        if layout(at: -1) != nil {
            names.formUnion(Self.methodNames)
        } else if lua_type(L, -1) == LUA_TTABLE {
            collectKeys(at: lua_gettop(L), into: &names)
            // Fields reached through `__index` when it is a table.
            if lua_getmetatable(L, -1) != 0 {
                lua_pushstring(L, "__index")
                lua_rawget(L, -2)
                if lua_type(L, -1) == LUA_TTABLE { collectKeys(at: lua_gettop(L), into: &names) }
            }
        }
        if base.isEmpty {
            names.formUnion(["and", "break", "do", "else", "elseif", "end", "false", "for", "function", "if", "in",
                             "local", "nil", "not", "or", "repeat", "return", "then", "true", "until", "while"])
        }
        return names.filter { $0.hasPrefix(partial) }.sorted().map { prefix + $0 }
    }

    private func collectKeys(at index: Int32, into names: inout Set<String>) {
        let L = state.L
        lua_pushnil(L)
        while lua_next(L, index) != 0 {
            clua_pop(L, 1)
            if let key = LuaHost.string(L, -1), key.isIdentifier { names.insert(key) }
        }
    }
}

// Tab completion of file names: `:load layouts/h` → `layouts/hero.lua`,
// `mosaic.load("/tmp/sp` → `"/tmp/spiral.lua`, from the folder the path
// names (the current folder without a slash; `~/` is the home folder).
extension LuaREPL {
    /// One entry of a folder, as ``fileCompletions(of:home:entries:)`` lists it.
    package struct FolderEntry: Hashable, Sendable {
        /// The entry's name, without its folder.
        package var name: String
        /// Whether it is a folder (completed with a `/` after it).
        package var isFolder: Bool

        /// An entry named `name`.
        package init(name: String, isFolder: Bool) {
            self.name = name
            self.isFolder = isFolder
        }
    }

    /// The most entries a folder is read for when completing; a larger
    /// folder offers the matches among its first entries.
    package static let maximumCompletionEntries = 10_000

    /// The completions of `path`, a file name being typed: the entries of
    /// the folder it names whose names start with what follows its last
    /// slash, each as the whole path typed so far plus the rest of the name,
    /// a folder with `/` after it; sorted. Names starting with `.` are
    /// offered only when the typed part starts with `.`.
    ///
    /// - Parameters:
    ///   - home: the home folder, for a path starting `~/`.
    ///   - entries: the entries of a folder, or `nil` when it cannot be read.
    /// - Complexity: O(e log e) for the e entries of the folder.
    package static func fileCompletions(of path: String, home: String?, entries: (String) -> [FolderEntry]?) -> [String] {
        let slash = path.lastIndex(of: "/")
        let typedFolder = slash.map { String(path[...$0]) } ?? ""
        let partial = slash.map { String(path[path.index(after: $0)...]) } ?? path
        var folder = typedFolder.isEmpty ? "." : typedFolder
        if folder.hasPrefix("~/") {
            guard let home, !home.isEmpty else { return [] }
            folder = home + folder.dropFirst()
        }
        guard let listed = entries(folder) else { return [] }
        return listed.prefix(maximumCompletionEntries)
            .filter { entry in
                entry.name != "." && entry.name != ".." && entry.name.hasPrefix(partial)
                    && (!entry.name.hasPrefix(".") || partial.hasPrefix("."))
            }
            .map { typedFolder + $0.name + ($0.isFolder ? "/" : "") }
            .sorted()
    }
}
