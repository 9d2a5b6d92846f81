/// Where `mosaic` looks for layout plugins, and the plugin files found there.
///
/// The standard path is `./layouts`, then each directory of `$MOSAIC_PATH`
/// (colon-separated, empty entries ignored), then `~/.config/mosaic/layouts`.
/// Each `*.lua` file directly in one of those directories is a plugin.
struct PluginSearchPath {
    /// The directories, in the order they are searched.
    var directories: [String]

    /// A search path over `directories`, in that order.
    init(directories: [String]) {
        self.directories = directories
    }

    /// `./layouts`, each directory of `$MOSAIC_PATH`, then
    /// `$HOME/.config/mosaic/layouts` (left out when `HOME` is unset or empty).
    ///
    /// - Parameter environment: the value of an environment variable, if set.
    static func standard(
        environment: (String) -> String? = SystemCalls.environmentValue
    ) -> PluginSearchPath {
        var directories = ["layouts"]
        if let path = environment("MOSAIC_PATH") {
            directories += path.split(separator: ":", omittingEmptySubsequences: true).map(String.init)
        }
        if let home = environment("HOME"), !home.isEmpty {
            directories.append(withoutTrailingSlashes(home) + "/.config/mosaic/layouts")
        }
        return PluginSearchPath(directories: directories)
    }

    /// The plugin files, in search order: the directories in order, and
    /// within one directory the `*.lua` files sorted by name (bytewise).
    ///
    /// Only regular files count (a symbolic link to one too); names starting
    /// with `.` are skipped, as editors use them for lock and backup files. A
    /// directory that does not exist or cannot be read is skipped, and one
    /// that appears twice on the path (under any spelling) is read once.
    ///
    /// - Complexity: O(n log n) for n entries in all the directories.
    func files() -> [String] {
        var seen: Set<String> = []
        var files: [String] = []
        for directory in directories.map(Self.withoutTrailingSlashes) {
            guard let canonical = SystemCalls.canonicalPath(directory), seen.insert(canonical).inserted,
                  let names = SystemCalls.directoryEntries(atPath: directory)
            else { continue }
            let plugins = names
                .filter { $0.hasSuffix(".lua") && !$0.hasPrefix(".") }
                .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
                .map { directory == "/" ? "/" + $0 : directory + "/" + $0 }
            files += plugins.filter(SystemCalls.isRegularFile(atPath:))
        }
        return files
    }

    /// `path` without slashes at its end, except a lone `/`.
    private static func withoutTrailingSlashes(_ path: String) -> String {
        var path = Substring(path)
        while path.count > 1, path.last == "/" { path.removeLast() }
        return String(path)
    }
}
