import Foundation
import Testing

/// Every value the host copies out of a Lua state is charged to the memory
/// limit before it is copied (`mosaic_chargecopy`): a string the script
/// holds once but uses N times is N copies to the host, and a table shared
/// N times is expanded N times. Each front end that reads Lua values is
/// tried with one large value used many times, a table shared many times
/// and many small values, under `--max-memory 64`: one clean error line
/// naming the memory limit, and a peak resident memory near the limit (the
/// child's own, from `wait4`), never a time. Not under ThreadSanitizer:
/// the copies are made on one thread, and copying and scanning hundreds of
/// megabytes there takes many minutes of CI for nothing it can check.
@Suite(.serialized, .disabled(if: ProcessInfo.processInfo.environment["MOSAIC_SANITIZER"] == "thread", "single-threaded copies; ThreadSanitizer's slowdown"))
struct HostCopyLimitTests {
    /// Well above a 64 MiB state plus the program (about 30 MB), well below
    /// what the copies took before they were charged (255 MB to 3 GB).
    static let peakBound = 220 << 20

    static let limits = ["--max-memory", "64", "--timeout", "5"]

    /// A section of one full-width item, with boundary items `items` (Lua text).
    static func section(boundary items: String) -> String {
        """
        { group = { arrangement = "horizontal", size = { width = { fractionalWidth = 1 }, height = { absolute = 44 } },
            subitems = { { size = { width = { fractionalWidth = 1 }, height = { fractionalHeight = 1 } } } } },
          boundarySupplementaryItems = \(items) }
        """
    }

    /// A folder holding `files` (name → text).
    static func folder(_ files: [String: String]) throws -> URL {
        let directory = try MosaicRunner.temporaryDirectory()
        for (name, text) in files {
            try Data(text.utf8).write(to: directory.appendingPathComponent(name))
        }
        return directory
    }

    /// Asserts a run that ended with one error line naming the memory limit,
    /// within the peak bound.
    static func expectRefused(_ outcome: PeakMemoryRunner.Outcome, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(!outcome.killed, "\(what): still running at the safety bound", sourceLocation: sourceLocation)
        #expect(outcome.signal == nil, "\(what): ended by signal \(outcome.signal ?? 0): \(outcome.standardError.prefix(300))", sourceLocation: sourceLocation)
        #expect(outcome.status == 1, "\(what): status \(outcome.status): \(outcome.standardError.prefix(300))", sourceLocation: sourceLocation)
        #expect(outcome.errorLines.count == 1 && outcome.errorLines.first?.contains("memory limit of 64 MiB exceeded") == true,
                "\(what): \(outcome.standardError.prefix(500))", sourceLocation: sourceLocation)
        #expect(outcome.standardError.utf8.count < 1000, "\(what): an error of \(outcome.standardError.utf8.count) bytes", sourceLocation: sourceLocation)
        if PeakMemoryRunner.measuresMemory {
            #expect(outcome.peakBytes < peakBound, "\(what): peak \(outcome.peakBytes >> 20) MiB", sourceLocation: sourceLocation)
        }
    }

    // MARK: - layout, with a plugin

    /// The issue's case and its variants, as `mosaic.compositional{…}` plugins.
    static let compositionalPlugins: [(String, String)] = [
        ("one string as the kind of 40 boundary items", """
        local big = string.rep("k", 10000000)
        local sections = {}
        for i = 1, 40 do sections[i] = \(section(boundary: "{ { kind = big, alignment = \"top\", size = { width = { fractionalWidth = 1 }, height = { absolute = 44 } } } }")) end
        return mosaic.compositional{ sections = sections }
        """),
        ("one boundary item table shared by 40 sections", """
        local big = string.rep("k", 10000000)
        local item = { kind = big, alignment = "top", size = { width = { fractionalWidth = 1 }, height = { absolute = 44 } } }
        local sections = {}
        for i = 1, 40 do sections[i] = \(section(boundary: "{ item }")) end
        return mosaic.compositional{ sections = sections }
        """),
        ("a shared subtable nested five deep, 4 ways at each level", """
        local big = string.rep("k", 1000000)
        local t = { big, big, big, big }
        for level = 1, 5 do t = { t, t, t, t } end
        return mosaic.compositional{ sections = { \(section(boundary: "{}")) }, extra = t }
        """),
        ("a section provider's result with one string as 40 kinds", """
        local big = string.rep("k", 10000000)
        local items = {}
        for i = 1, 40 do items[i] = { kind = big, alignment = "top", size = { width = { fractionalWidth = 1 }, height = { absolute = 44 } } } end
        return mosaic.compositional{ section = function(index, env) return \(section(boundary: "items")) end }
        """),
        ("600,000 small strings", """
        local list = {}
        local text = string.rep("s", 100)
        for i = 1, 600000 do list[i] = text end
        return mosaic.compositional{ sections = { \(section(boundary: "{}")) }, extra = list }
        """),
    ]

    @Test(arguments: 0..<5) func layoutPluginCopies(case index: Int) throws {
        let (what, plugin) = Self.compositionalPlugins[index]
        let directory = try Self.folder(["big.lua": plugin])
        defer { try? FileManager.default.removeItem(at: directory) }
        let outcome = try PeakMemoryRunner.run(["layout", "big.lua", "--format", "json"] + Self.limits, in: directory)
        Self.expectRefused(outcome, "layout: \(what)")
    }

    /// Custom attributes: one string as 30 custom values of each placed cell.
    @Test func placedCustomAttributes() throws {
        let plugin = """
        local big = string.rep("v", 8000000)
        return { prepare = function(ctx)
          local attrs = {}
          for i = 1, 30 do attrs["a" .. i] = big end
          for item = 0, ctx:items(0) - 1 do ctx:place(0, item, 0, item * 10, 10, 10, attrs) end
        end }
        """
        let directory = try Self.folder(["attrs.lua": plugin])
        defer { try? FileManager.default.removeItem(at: directory) }
        let outcome = try PeakMemoryRunner.run(["layout", "attrs.lua", "--format", "json"] + Self.limits, in: directory)
        Self.expectRefused(outcome, "layout: custom attributes")
    }

    // MARK: - run and mosaic.batch

    static let batchScripts: [(String, String)] = [
        ("60 jobs sharing one 10 MB string", """
        local big = string.rep("x", 10000000)
        local jobs = {}
        for i = 1, 60 do jobs[i] = { layout = "flow", output = "o" .. i .. ".json", params = { label = big } } end
        mosaic.batch(jobs)
        """),
        ("300 jobs sharing one 10 MB string", """
        local big = string.rep("x", 10000000)
        local jobs = {}
        for i = 1, 300 do jobs[i] = { layout = big } end
        mosaic.batch(jobs)
        """),
        ("one job table shared 200,000 times", """
        local job = { layout = "flow", items = 1 }
        local jobs = {}
        for i = 1, 200000 do jobs[i] = job end
        mosaic.batch(jobs)
        """),
        ("100,000 trivial job tables", """
        local jobs = {}
        for i = 1, 100000 do jobs[i] = { layout = "flow", items = 1, output = "o" .. i .. ".json" } end
        mosaic.batch(jobs)
        """),
    ]

    @Test(arguments: 0..<4) func runBatchCopies(case index: Int) throws {
        let (what, script) = Self.batchScripts[index]
        let directory = try Self.folder(["gen.lua": script])
        defer { try? FileManager.default.removeItem(at: directory) }
        let outcome = try PeakMemoryRunner.run(["run"] + Self.limits + ["--out", "out", "gen.lua"], in: directory)
        Self.expectRefused(outcome, "run: \(what)")
    }

    /// `mosaic.load`'s parameters: one string as the value of 100 of them.
    @Test func runLoadParameters() throws {
        let script = """
        local big = string.rep("x", 10000000)
        local params = {}
        for i = 1, 100 do params["p" .. i] = big end
        mosaic.load("flow", params)
        """
        let directory = try Self.folder(["gen.lua": script])
        defer { try? FileManager.default.removeItem(at: directory) }
        let outcome = try PeakMemoryRunner.run(["run"] + Self.limits + ["--out", "out", "gen.lua"], in: directory)
        Self.expectRefused(outcome, "run: mosaic.load parameters")
    }

    // MARK: - The REPL

    /// Each line copies one string many times; each fails with the memory
    /// limit, and the session goes on.
    @Test func replCopies() throws {
        let lines = [
            "big = string.rep('x', 10000000)",
            "params = {} for i = 1, 100 do params['p' .. i] = big end",
            "l = mosaic.load('flow', params)",
            "sections = {} for i = 1, 40 do sections[i] = \(Self.section(boundary: "{ { kind = big, alignment = 'top', size = { width = { fractionalWidth = 1 }, height = { absolute = 44 } } } }").replacingOccurrences(of: "\n", with: " ")) end",
            "c = mosaic.compositional{ sections = sections }",
            "print('still here')",
        ]
        let directory = try Self.folder([:])
        defer { try? FileManager.default.removeItem(at: directory) }
        let outcome = try PeakMemoryRunner.run(["repl"] + Self.limits, in: directory, standardInput: lines.joined(separator: "\n") + "\n")
        #expect(!outcome.killed && outcome.signal == nil, "\(outcome.standardError.prefix(300))")
        let errors = outcome.errorLines.filter { $0.contains("memory limit of 64 MiB exceeded") }
        #expect(errors.count == 2, "\(outcome.standardError.prefix(800))")
        #expect(outcome.standardOutput.contains("still here"), "\(outcome.standardOutput.prefix(300))")
        if PeakMemoryRunner.measuresMemory {
            #expect(outcome.peakBytes < Self.peakBound, "peak \(outcome.peakBytes >> 20) MiB")
        }
    }

    // MARK: - What still fits

    /// A string used a few times, under the limit, is copied as before: the
    /// charge refuses only what does not fit.
    @Test func copiesThatFitAreKept() throws {
        let plugin = """
        local kind = string.rep("k", 1000000)
        local sections = {}
        for i = 1, 4 do sections[i] = \(Self.section(boundary: "{ { kind = kind, alignment = \"top\", size = { width = { fractionalWidth = 1 }, height = { absolute = 44 } } } }")) end
        return mosaic.compositional{ sections = sections }
        """
        let directory = try Self.folder(["fits.lua": plugin])
        defer { try? FileManager.default.removeItem(at: directory) }
        let outcome = try PeakMemoryRunner.run(["layout", "fits.lua", "--format", "json", "--items", "4"] + Self.limits, in: directory)
        #expect(outcome.status == 0, "\(outcome.standardError.prefix(500))")
        #expect(outcome.standardOutput.utf8.count > 1_000_000, "the kind is in the output whole")
    }
}
