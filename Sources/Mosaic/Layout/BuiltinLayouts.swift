/// The layouts that come with Mosaic.
public enum BuiltinLayouts {
    /// Every built-in layout, in the order `mosaic layouts` lists them.
    public static let all: [LayoutDescriptor] = [
        FlowLayout.descriptor,
        WaterfallLayout.descriptor,
        FanLayout.descriptor,
        CompositionalLayout.descriptor,
    ]

    /// The built-in layout named `name`.
    ///
    /// - Throws: ``LayoutError/unknownLayout(name:available:)``.
    public static func named(_ name: String) throws(LayoutError) -> LayoutDescriptor {
        guard let descriptor = all.first(where: { $0.name == name }) else {
            throw .unknownLayout(name: name, available: all.map(\.name))
        }
        return descriptor
    }
}
