import Foundation
@testable import MosaicLua
import Mosaic
import Testing

/// A plugin loaded from text and an open folder (``PluginSource``): its
/// `require` reads that folder, never the folder's name again.
@Suite struct PluginFolderTests {
    @Test func requireReadsTheHeldFolderAfterItsNameIsSwappedForALink() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-folder-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("sub"), outside = root.appendingPathComponent("outside")
        for directory in [folder, outside] { try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true) }
        try "return 10".write(to: folder.appendingPathComponent("m.lua"), atomically: true, encoding: .utf8)
        try "return 999".write(to: outside.appendingPathComponent("m.lua"), atomically: true, encoding: .utf8)
        let text = """
            local width = require("m")
            return {name = "held", prepare = function(ctx)
              for i = 0, ctx:items(0) - 1 do ctx:place(0, i, 0, i * 10, width, 10) end
            end}
            """
        let descriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        #expect(descriptor >= 0)
        var modules: [String] = []
        let plugin = try LuaPlugin.load(
            source: PluginSource(text: Array(text.utf8), moduleFolder: PluginFolder(adopting: descriptor)),
            file: "sub/p.lua", limits: testLimits, modules: &modules
        )
        #expect(modules == ["sub/m.lua"])
        // The folder's name now leads outside: a new layout of the plugin still reads the held folder.
        try FileManager.default.moveItem(at: folder, to: root.appendingPathComponent("moved"))
        try FileManager.default.createSymbolicLink(at: folder, withDestinationURL: outside)
        let engine = try LayoutEngine(layout: try plugin.makeLayout(), dataSource: DataSource(count: 2))
        #expect(try engine.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 2000, height: 2000)).map(\.frame.width) == [10, 10])
    }
}
