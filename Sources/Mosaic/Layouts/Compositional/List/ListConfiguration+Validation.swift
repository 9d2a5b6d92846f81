extension ListConfiguration {
    /// Checks the configuration's one number: a header top padding, when
    /// given, is a finite number of points from 0 to
    /// ``CompositionalLimits/maximumPoints`` (as every spacing a reader takes).
    ///
    /// - Parameter path: where the configuration is, such as `sections[0].list`.
    /// - Throws: ``CompositionalError`` naming `headerTopPadding`.
    /// - Complexity: O(1).
    public func validate(path: String) throws(CompositionalError) {
        guard let padding = headerTopPadding else { return }
        guard padding.isFinite, padding >= 0, padding <= CompositionalLimits.maximumPoints else {
            throw CompositionalError(
                path: path + ".headerTopPadding",
                reason: "header top padding \(padding.shortDescription) must be a finite number of points from 0 to \(CompositionalLimits.maximumPoints.shortDescription)"
            )
        }
    }
}
