import Foundation
import Testing

/// A plugin on the search path cannot hang a search or a listing, and no
/// plugin file is read through a link that leads out of its directory
/// (issue 9, items 1 and 5).
@Suite struct PluginDiscoveryLimitTests {
    static let hanging = "return { name = 'hang', prepare = function(ctx) while true do end end }"

    @Test func aHangingPluginCostsAListingOneSecond() throws {
        let directory = try PluginFixtures.directory(["aaa-hang.lua": Self.hanging, "marker.lua": PluginFixtures.marker(x: 3)])
        defer { try? FileManager.default.removeItem(at: directory) }
        let listing = try MosaicRunner.run(["layouts"], environment: ["MOSAIC_PATH": directory.path])
        #expect(listing.standardOutput.contains("marker"), "\(listing.standardOutput)")
        #expect(listing.standardOutput.contains("time limit of 1 s exceeded"), "\(listing.standardOutput)")
        let byName = try MosaicRunner.json(["layout", "marker", "--items", "2", "--format", "json"], environment: ["MOSAIC_PATH": directory.path])
        #expect(PluginFixtures.frameXs(byName) == [3, 3])
    }

    /// The plugin asked for by its file name keeps the time it was given.
    @Test func thePluginAskedForGetsItsWholeTimeLimit() throws {
        let slow = "local t = os.clock() while os.clock() - t < 1.5 do end\n" + PluginFixtures.marker(x: 5)
        let directory = try PluginFixtures.directory(["slow.lua": slow])
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try MosaicRunner.run(["layout", "slow", "--items", "1", "--format", "json", "--timeout", "30"], environment: ["MOSAIC_PATH": directory.path])
        #expect(result.status == 0, "\(result.standardError)")
    }

    @Test func aPluginLinkLeadingOutOfItsDirectoryIsRefused() throws {
        let root = try PluginFixtures.directory(["elsewhere/real.lua": PluginFixtures.marker(x: 1), "layouts/keep.txt": ""])
        defer { try? FileManager.default.removeItem(at: root) }
        let layouts = root.appendingPathComponent("layouts")
        try FileManager.default.createSymbolicLink(atPath: layouts.appendingPathComponent("out.lua").path, withDestinationPath: "../elsewhere/real.lua")
        try FileManager.default.createSymbolicLink(atPath: layouts.appendingPathComponent("passwd.lua").path, withDestinationPath: "/etc/passwd")
        for argument in ["out", "layouts/out.lua", "passwd", "layouts/passwd.lua"] {
            let result = try MosaicRunner.run(["layout", argument], in: root)
            #expect(result.status == 1, "\(argument): \(result.standardError)")
            #expect(result.errorLines.count == 1, "\(argument): \(result.standardError)")
            #expect(result.standardError.contains("plugins are read only from inside their own directory"), "\(argument): \(result.standardError)")
        }
    }

    @Test func aLinkWithinTheDirectoryIsFollowed() throws {
        let root = try PluginFixtures.directory(["layouts/shapes/real.lua": PluginFixtures.marker(name: "inner", x: 9)])
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("layouts/inner.lua").path, withDestinationPath: "shapes/real.lua")
        let result = try MosaicRunner.run(["layout", "inner", "--items", "1", "--format", "json"], in: root)
        #expect(result.status == 0, "\(result.standardError)")
    }
}
