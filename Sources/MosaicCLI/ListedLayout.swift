import Mosaic

/// One entry of `mosaic layouts`: a built-in layout, or a plugin file with
/// what it declares, whether another layout of its name wins over it, and
/// why it failed to load.
struct ListedLayout {
    /// What wins over a plugin of the same name.
    enum Shadow: Equatable {
        /// The built-in layout of that name.
        case builtin
        /// The plugin file earlier on the search path.
        case plugin(file: String)
    }

    /// The name `mosaic layout NAME` uses: the plugin's `name` field, or
    /// its file name without `.lua` when it has none or fails to load.
    var name: String
    /// One line on what the layout does; empty when it says nothing.
    var summary: String
    /// The parameters, with their defaults and docs; none when the plugin fails to load.
    var parameterSpecs: [ParameterSpec]
    /// The plugin's file; `nil` for a built-in layout.
    var file: String?
    /// What `name` resolves to instead of this plugin, if anything.
    var shadowedBy: Shadow?
    /// Why the plugin failed to load, in one line (`file.lua:12: message`).
    var error: String?
    /// Whether the file is a `mosaic run` script found on the plugin path
    /// (listed as one, with no error).
    var isScript = false

    /// A built-in layout's entry.
    init(builtin descriptor: LayoutDescriptor) {
        self.name = descriptor.name
        self.summary = descriptor.summary
        self.parameterSpecs = descriptor.parameterSpecs
    }

    /// A plugin file's entry, loaded or not.
    init(plugin: PluginFile) {
        self.name = plugin.name
        self.file = plugin.file
        if plugin.isScript {
            self.summary = "a script: mosaic run \(plugin.file)"
            self.parameterSpecs = []
            self.isScript = true
            return
        }
        switch plugin.loaded {
        case .success(let loaded):
            self.summary = loaded.summary
            self.parameterSpecs = loaded.parameterSpecs
        case .failure(let error):
            self.summary = ""
            self.parameterSpecs = []
            self.error = error.description
        }
    }

    /// `warning: B.lua is shadowed by A.lua`, or by `the built-in layout
    /// NAME`; `nil` when nothing shadows the plugin.
    var shadowWarning: String? {
        guard let shadowedBy, let file else { return nil }
        switch shadowedBy {
        case .builtin: return "warning: \(file) is shadowed by the built-in layout \(name)"
        case .plugin(let winner): return "warning: \(file) is shadowed by \(winner)"
        }
    }
}
