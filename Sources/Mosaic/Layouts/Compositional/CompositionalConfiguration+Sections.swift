extension CompositionalConfiguration {
    /// The description of section `index`: from the list, the uniform
    /// section or the provider (whose answer is validated); and, for the
    /// first two, which description of the configuration it is.
    ///
    /// - Parameters:
    ///   - container: the container's size, as a provider is told it.
    ///   - containerInsets: its content insets (the configuration's reference).
    ///   - environment: the collection view's environment.
    ///   - data: every section's item count and identifier, for a provider
    ///     that reads the data source's snapshot.
    /// - Throws: what the provider throws; ``CompositionalError`` for what
    ///   it returned.
    func section(
        _ index: Int, itemCount: Int, container: Size, containerInsets: Insets, environment: LayoutEnvironment,
        data: (itemCounts: [Int], identifiers: [String?]) = ([], [])
    ) throws -> (CompositionalSection, template: Int?) {
        switch sections {
        case .uniform(let section):
            return (section, 0)
        case .list(let list):
            let position = Swift.min(index, list.count - 1)
            return (list[position], position)
        case .provider(let provider):
            var context = SectionProvider.Context(
                section: index, itemCount: itemCount, containerSize: container, contentInsets: containerInsets, environment: environment
            )
            context.itemCounts = data.itemCounts
            context.sectionIdentifiers = data.identifiers
            let section = try provider.body(context)
            do {
                try section.validate(path: "sections[\(index)]")
            } catch {
                throw CompositionalError(path: error.path, reason: error.reason + " (section from provider '\(provider.name)')")
            }
            return (section, nil)
        }
    }
}
