import Mosaic

/// Finds the layout that a name on the command line stands for.
///
/// This is the one place that knows where layouts come from. Today that is
/// ``BuiltinLayouts``; layout plugins (a path ending in `.lua`, or a name
/// found on a plugin search path) are to be resolved here too, so that
/// `mosaic layout` and `mosaic layouts` pick them up without other changes.
struct LayoutResolver {
    /// The layouts that a bare name can refer to, in listing order.
    var available: [LayoutDescriptor]

    /// A resolver over the built-in layouts.
    init(available: [LayoutDescriptor] = BuiltinLayouts.all) {
        self.available = available
    }

    /// The layout `name` stands for.
    ///
    /// - Throws: ``LayoutError/unknownLayout(name:available:)``, which lists
    ///   the available names.
    /// - Complexity: O(l) for l available layouts.
    func descriptor(named name: String) throws(LayoutError) -> LayoutDescriptor {
        guard let descriptor = available.first(where: { $0.name == name }) else {
            throw .unknownLayout(name: name, available: available.map(\.name))
        }
        return descriptor
    }
}
