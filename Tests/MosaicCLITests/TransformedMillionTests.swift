import Foundation
import Testing

/// Issue 22's memory item: a plugin that gives each of 1,000,000 items a
/// transform (rotation, scale and translation), an alpha and a z-index
/// fits `mosaic layout`'s default limits. What the cache keeps beyond a
/// plain cell is charged to the plugin's 256 MiB state (LuaHost+Placement.swift,
/// `LuaElementAttributes.hostBytes`): one full element each, 256 bytes, so
/// 1,000,000 of them are charged 244 MiB. The test runs without a time limit
/// worth the name (debug builds take most of a minute) and at the default
/// memory limit; the peak resident memory (the child's own, from `wait4`)
/// stays within the limit plus the program, never a time.
@Suite(.serialized, .disabled(if: ProcessInfo.processInfo.environment["MOSAIC_SANITIZER"] != nil, "a million placed elements; sanitizers' slowdown and shadow memory"))
struct TransformedMillionTests {
    static let plugin = """
    return { prepare = function(ctx)
      for item = 0, ctx:items(0) - 1 do
        ctx:place(0, item, (item % 1000) * 50, (item // 1000) * 50, 40, 40, {
          rotation = item * 0.001, scaleX = 0.9, scaleY = 0.8, translateX = 1, translateY = 2,
          alpha = 0.5, zIndex = item % 7,
        })
      end
    end }
    """

    /// The default memory limit (256 MiB) plus the program and its output, well
    /// below what the charge would allow if it were not made.
    static let peakBound = 512 << 20

    @Test func millionTransformedItemsFitTheDefaultLimit() throws {
        let directory = try MosaicRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(Self.plugin.utf8).write(to: directory.appendingPathComponent("transformed.lua"))
        let outcome = try PeakMemoryRunner.run(
            ["layout", "transformed.lua", "--items", "1000000", "--format", "csv", "--query", "0,0,390,844", "--timeout", "600"],
            in: directory, safetySeconds: 900
        )
        #expect(!outcome.killed, "still running at the safety bound")
        #expect(outcome.status == 0, "status \(outcome.status): \(outcome.standardError.prefix(500))")
        #expect(outcome.standardError.isEmpty, "\(outcome.standardError.prefix(500))")
        let rows = outcome.standardOutput.split(separator: "\n")
        #expect(rows.count > 1, "no rows: \(outcome.standardOutput.prefix(300))")
        // A row of the query: item 0 with its transform, alpha and z-index.
        #expect(rows.contains { $0.hasPrefix("cell,,0,0,0,0,40,40,") && $0.hasSuffix(",0.5,false") }, "\(rows.prefix(3))")
        if PeakMemoryRunner.measuresMemory {
            #expect(outcome.peakBytes < Self.peakBound, "peak \(outcome.peakBytes >> 20) MiB")
        }
    }

    /// The charge is real: the same plugin under a limit too small for its
    /// elements' charge is refused with one line naming the memory limit.
    @Test func chargedAgainstASmallerLimit() throws {
        let directory = try MosaicRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(Self.plugin.utf8).write(to: directory.appendingPathComponent("transformed.lua"))
        let outcome = try PeakMemoryRunner.run(
            ["layout", "transformed.lua", "--items", "1000000", "--format", "csv", "--query", "0,0,390,844", "--timeout", "600", "--max-memory", "128"],
            in: directory, safetySeconds: 900
        )
        #expect(!outcome.killed, "still running at the safety bound")
        #expect(outcome.status == 1, "status \(outcome.status): \(outcome.standardError.prefix(500))")
        #expect(outcome.errorLines.count == 1 && outcome.errorLines.first?.contains("memory limit of 128 MiB exceeded") == true,
                "\(outcome.standardError.prefix(500))")
    }
}
