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
    /// - Parameters:
    ///   - command: the command line, for the file's first comment.
    ///   - writer: what the user asked to write Swift with, for messages:
    ///     `--format swift`, or `:save FILE.swift` in the REPL.
    /// - Throws: ``CommandError`` naming the layout and what UIKit cannot
    ///   say (``SwiftWriterError``), or that the layout has no UIKit form.
    static func source(for layout: any CollectionLayout, command: String? = nil, writer: String = "--format swift") throws(CommandError) -> String {
        var layout = layout
        let name = layout.name
        if let plugin = layout as? LuaLayout {
            guard let compositional = plugin.compositionalLayout else {
                throw CommandError(
                    "\(writer): '\(plugin.name)' is a Lua plugin that places its own elements; it has no UIKit equivalent (\(writer) writes compositional and flow layouts)"
                )
            }
            layout = compositional
        }
        guard layout is CompositionalLayout || layout is FlowLayout else {
            throw CommandError(SwiftWriter.unsupported(name, writer: writer).description)
        }
        do {
            return try SwiftWriter.source(for: layout, command: command)
        } catch {
            throw CommandError("\(writer): layout '\(name)': \(error.description)")
        }
    }

    /// The REPL's writers of source files (``ReplEnvironment/sourceWriters``): `.swift`.
    static var sourceWriters: [String: (any CollectionLayout) throws -> String] {
        ["swift": { layout in try source(for: layout, writer: ":save FILE.swift") }]
    }
}
