extension LayoutResolver {
    /// The plugin file `argument` stands for: the argument itself when it
    /// names a file, otherwise the first plugin of that name on the search
    /// path. `nil` for a built-in layout, or when nothing answers to the
    /// name (``descriptor(for:)`` then says so).
    ///
    /// - Complexity: one load of each plugin file up to the one that answers.
    func pluginFile(for argument: String) -> String? {
        if Self.isFile(argument) { return argument }
        if builtins.contains(where: { $0.name == argument }) { return nil }
        return searchPath.files().first { discover($0, lookingFor: argument).name == argument }
    }
}
