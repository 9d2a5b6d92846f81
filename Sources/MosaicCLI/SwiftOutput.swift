import Mosaic
import MosaicLua
import MosaicSwift

/// `--format swift` and `:save FILE.swift`: the UIKit code that builds a
/// layout, written by ``SwiftWriter``. One home for both, so the command
/// line and the REPL accept and refuse the same layouts.
enum SwiftOutput {
    /// The Swift source of `layout`: a compositional layout (built in, from
    /// a spec, or a Lua file that returns `mosaic.compositional{…}`) or the
    /// flow layout.
    ///
    /// - Parameter command: the command line, for the file's first comment.
    /// - Throws: ``CommandError`` naming the layout and what UIKit cannot
    ///   say (``SwiftWriterError``), or that the layout has no UIKit form.
    static func source(for layout: any CollectionLayout, command: String? = nil) throws(CommandError) -> String {
        var layout = layout
        let name = layout.name
        if let plugin = layout as? LuaLayout {
            guard let compositional = plugin.compositionalLayout else {
                throw CommandError(
                    "--format swift: '\(plugin.name)' is a Lua plugin that places its own elements; it has no UIKit equivalent (--format swift writes compositional and flow layouts)"
                )
            }
            layout = compositional
        }
        guard layout is CompositionalLayout || layout is FlowLayout else {
            throw CommandError(SwiftWriter.unsupported(name).description)
        }
        do {
            return try SwiftWriter.source(for: layout, command: command)
        } catch {
            throw CommandError("--format swift: layout '\(name)': \(error.description)")
        }
    }

    /// The REPL's writers of source files (``ReplEnvironment/sourceWriters``): `.swift`.
    static var sourceWriters: [String: (any CollectionLayout) throws -> String] {
        ["swift": { layout in try source(for: layout) }]
    }
}
