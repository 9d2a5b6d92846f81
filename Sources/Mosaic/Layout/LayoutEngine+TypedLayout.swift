// Reading and changing the engine's layout as its own type, without `as?`
// and `setLayout`: the change invalidates, as a parameter set does.

extension LayoutEngine {
    /// The layout as a `L`, or `nil` when it is another kind of layout.
    ///
    /// ```swift
    /// let radius = engine.layout(as: FanLayout.self)?.radius
    /// ```
    public func layout<L: CollectionLayout>(as type: L.Type) -> L? {
        layout as? L
    }

    /// Changes the layout as a `L` in place and invalidates it, as
    /// ``setLayout(_:)`` would with the changed copy; returns what `change`
    /// returns.
    ///
    /// ```swift
    /// try engine.modifyLayout(as: CompositionalLayout.self) { $0.configuration.interSectionSpacing = 8 }
    /// ```
    ///
    /// - Throws: ``LayoutError/layoutTypeMismatch(expected:actual:)`` when
    ///   the layout is not a `L`; nothing changes then.
    @discardableResult
    public func modifyLayout<L: CollectionLayout, Result>(
        as type: L.Type, _ change: (inout L) -> Result
    ) throws(LayoutError) -> Result {
        guard var typed = layout as? L else {
            throw .layoutTypeMismatch(expected: String(describing: L.self), actual: String(describing: Swift.type(of: layout)))
        }
        let result = change(&typed)
        setLayout(typed)
        return result
    }
}
