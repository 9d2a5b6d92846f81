// Section identifiers: what a diffable data source's snapshot calls each
// section (`snapshot.sectionIdentifiers`), so that a section provider that
// reads them (`dataSource.snapshot().sectionIdentifiers[sectionIndex]`)
// describes the sections the data names.
extension DataSource {
    /// The identifier of `section`, `nil` when the data gives none.
    ///
    /// - Complexity: O(1).
    public func identifier(ofSection section: Int) -> String? {
        sections[section].identifier
    }

    /// Names `section` (`nil` to take its name away).
    ///
    /// - Complexity: O(1).
    public mutating func setIdentifier(_ identifier: String?, ofSection section: Int) {
        sections[section].identifier = identifier
    }

    /// Every section's identifier, section by section (`nil` for a section
    /// without one).
    ///
    /// - Complexity: O(sections).
    public var sectionIdentifiers: [String?] { sections.map(\.identifier) }

    /// Whether some section has an identifier.
    ///
    /// - Complexity: O(sections).
    public var hasSectionIdentifiers: Bool { sections.contains { $0.identifier != nil } }
}
