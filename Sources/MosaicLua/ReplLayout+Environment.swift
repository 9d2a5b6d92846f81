package import Mosaic

/// The REPL's view of the collection view beyond its size and offset: the
/// content insets, the safe area, the layout margins and the display scale
/// (`:insets`, `:safearea`, `:margins`, `:scale`), checked by the rules
/// `--insets`, `--safe-area`, `--layout-margins` and `--scale` obey.
extension ReplLayout {
    /// Sets the content insets.
    ///
    /// - Throws: ``ReplError`` for insets ``ViewRules`` refuses (negative,
    ///   too large, leaving no room in the viewport).
    package func setContentInsets(_ insets: Insets) throws {
        let viewport = engine.environment.viewport
        try engine.setContentInsets(try Self.obeying("content insets \(insets)") { () throws(ViewRuleViolation) in
            try ViewRules.room(for: ViewRules.insets(insets), in: viewport, what: "the insets")
            return insets
        })
    }

    /// Sets the safe area insets.
    ///
    /// - Throws: ``ReplError`` for insets ``ViewRules`` refuses.
    package func setSafeArea(_ insets: Insets) throws {
        let viewport = engine.environment.viewport
        try engine.setSafeArea(try Self.obeying("safe area \(insets)") { () throws(ViewRuleViolation) in
            try ViewRules.room(for: ViewRules.insets(insets), in: viewport, what: "the safe area insets")
            return insets
        })
    }

    /// Sets the layout margins (measured from the safe area).
    ///
    /// - Throws: ``ReplError`` for margins ``ViewRules`` refuses, or that
    ///   with the safe area leave no room.
    package func setLayoutMargins(_ insets: Insets) throws {
        let environment = engine.environment
        try engine.setLayoutMargins(try Self.obeying("layout margins \(insets)") { () throws(ViewRuleViolation) in
            try ViewRules.room(for: environment.safeArea + ViewRules.insets(insets), in: environment.viewport, what: "the safe area and layout margins")
            return insets
        })
    }

    /// Sets the display scale answers are rounded to, or `nil` for exact values.
    ///
    /// - Throws: ``ReplError`` for a scale other than 1, 2 or 3.
    package func setDisplayScale(_ scale: Double?) throws {
        try engine.setDisplayScale(try scale.map { scale throws(ReplError) in
            try Self.obeying("scale \(scale.shortDescription)") { () throws(ViewRuleViolation) in try ViewRules.displayScale(scale) }
        })
    }
}
