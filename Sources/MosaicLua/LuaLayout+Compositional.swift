public import Mosaic

extension LuaLayout {
    /// The compositional layout a file that returns `mosaic.compositional{…}`
    /// stands for, with this layout's parameters; `nil` for a plugin that
    /// places its own elements (or one that failed to load). Its
    /// configuration is what the file returned: sections given as tables,
    /// or a section function (`CompositionalConfiguration/Sections/provider(_:)`).
    public var compositionalLayout: CompositionalLayout? {
        instance?.configuration.map { CompositionalLayout(configuration: $0, parameters: parameters) }
    }
}
