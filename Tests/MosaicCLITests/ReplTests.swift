import Foundation
import Mosaic
import Testing

/// `mosaic repl` driven through standard input, as a script: no prompts,
/// results on standard output, errors on standard error, exit status 1 when
/// any line failed.
@Suite("mosaic repl: sessions from standard input")
struct ReplTests {
    /// Runs a session and returns what it printed.
    private func session(_ lines: [String], arguments: [String] = [], in directory: URL? = nil) throws -> MosaicRunner.Result {
        try MosaicRunner.run(["repl"] + arguments, in: directory, standardInput: lines.joined(separator: "\n") + "\n")
    }

    private func lines(_ text: String) -> [Substring] {
        text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    }

    @Test func expressionsPrintTheirValues() throws {
        let result = try session(["1 + 1", "=2 * 21", "\"a\", 2.5, nil, true", "x = 3", "x", "print('hi', x)"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(lines(result.standardOutput) == ["2", "42", "a\t2.5\tnil\ttrue", "3", "hi\t3"])
        #expect(result.standardError.isEmpty)
    }

    @Test func tablesPrintNestedWithSortedKeysCutAtDepthAndLength() throws {
        let result = try session([
            "{b = 2, a = {1, {2, {3, {4}}}}, ['k y'] = true}",
            "local t = {} for i = 1, 25 do t[i] = i end return t",
            "{10, 20, [4] = 40, n = 'x'}",
        ])
        #expect(result.status == 0, "\(result.standardError)")
        let output = lines(result.standardOutput)
        #expect(output.first == "{a = {1, {2, {…}}}, b = 2, [\"k y\"] = true}")
        #expect(output.contains("  … 5 more"))
        #expect(output.contains("  20,"))
        #expect(!output.contains("  21,"))
        #expect(output.last == "{10, 20, [4] = 40, n = \"x\"}")
    }

    @Test func anUnfinishedChunkContinuesOnTheNextLines() throws {
        let result = try session(["function double(n)", "  return n * 2", "end", "double(", "21)", "for i = 1, 2 do", "print(i)", "end"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(lines(result.standardOutput) == ["42", "1", "2"])
    }

    @Test func anUnfinishedChunkAtTheEndOfTheInputFails() throws {
        let result = try session(["function f()"])
        #expect(result.status == 1)
        #expect(result.standardError.contains("unfinished chunk"))
    }

    @Test func errorsDoNotEndTheSessionButTheStatusIsOne() throws {
        let result = try session(["error('boom')", "x = 1 +", "+", "mosaic.load('nosuch')", ":nope", "'still here'"])
        #expect(result.status == 1)
        #expect(lines(result.standardOutput) == ["still here"])
        let errors = lines(result.standardError)
        #expect(errors.count == 4, "\(result.standardError)")
        #expect(errors[0] == "error: line 1: boom")
        #expect(errors[1].hasPrefix("error: line 3: "))
        #expect(errors[2].contains("unknown layout 'nosuch'"))
        #expect(errors[3] == "error: line 5: unknown command ':nope'; :help lists the commands")
    }

    /// Read from a pipe, an error names the input's line, once: a chunk's
    /// own place (`stdin:2:`) becomes the line of the input it is on.
    @Test func anErrorInAChunkNamesTheInputsLineOnce() throws {
        let result = try session(["x = 1", "", "for i = 1, 2 do", "  local y = i", "  error('at ' .. i)", "end", "nil + 1"])
        #expect(result.status == 1)
        #expect(lines(result.standardError) == [
            "error: line 5: at 1",
            "error: line 7: attempt to perform arithmetic on a nil value",
        ])
    }

    /// `:query` tells a supplementary view from a decoration, not only its
    /// kind; `:snap` refuses a section that does not scroll sideways rather
    /// than answer the proposed offset back.
    @Test func queryNamesWhichViewsAreAndSnapRefusesASectionThatDoesNotScrollSideways() throws {
        let result = try session([":load waterfall", ":set headerHeight 30", ":query 0,0,390,40", ":snap 0 100", "l = mosaic.load('waterfall')", "l:snap(0, 100)"])
        #expect(result.status == 1)
        #expect(lines(result.standardOutput).contains("{section = 0, item = 0, x = 0, y = 0, width = 390, height = 30, category = \"supplementary\", kind = \"header\"}"), "\(result.standardOutput)")
        let refusal = "section 0 does not scroll sideways on its own, so it has no resting place to snap to (this layout has none)"
        #expect(lines(result.standardError) == ["error: line 4: \(refusal)", "error: line 6: snap: \(refusal)"])
    }

    @Test func theSandboxHasNoFileAccess() throws {
        let result = try session(["io", "os.execute", "type(mosaic.load)"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(lines(result.standardOutput) == ["nil", "nil", "function"])
    }

    @Test func theLuaAPIDrivesALayout() throws {
        let result = try session([
            "l = mosaic.load('waterfall', {columns = 2})",
            "l",
            "l:items(3):viewport(200, 400):scroll(0, 0)",
            "l:prepare()",
            "l:contentSize()",
            "l:query(0, 0, 1000, 1000)",
            "l:attributes(0, 2)",
            "l:attributes(0, 3)",
            "l:set('columns', 1)",
            "#l:query(0, 0, 1000, 1000)",
            "l:params().columns",
            "l:time():match('^last prepare')",
        ])
        #expect(result.status == 0, "\(result.standardError)")
        let output = lines(result.standardOutput)
        let reference = try MosaicRunner.json(["layout", "waterfall", "-p", "columns=2", "--items", "3", "--viewport", "200x400", "--format", "json"])
        try #require(output.count == 15, "\(result.standardOutput)")
        #expect(output[0] == "layout waterfall (30 items)")
        #expect(output[1] == "layout waterfall (3 items)")
        #expect(output[2] == "layout waterfall (3 items)")
        let size = try #require(reference["contentSize"])
        #expect(output[3] == "\(size.number("width").shortDescription)\t\(size.number("height").shortDescription)")
        #expect(output[4] == "{")
        #expect(output[5].hasPrefix("  {section = 0, item = 0, x = "))
        #expect(output[8] == "}\t3", "l:query returns the elements and how many met the rectangle")
        let frame = reference.elements[2].rect("frame")
        #expect(output[9] == "{section = 0, item = 2, x = \(frame.minX.shortDescription), y = \(frame.minY.shortDescription), width = \(frame.width.shortDescription), height = \(frame.height.shortDescription)}")
        #expect(output[10] == "nil")
        #expect(output[11] == "layout waterfall (3 items)")
        #expect(output[12] == "3")
        #expect(output[13] == "1")
        #expect(output[14] == "last prepare")
    }

    @Test func showPrintsTheSamePreviewAsTheLayoutCommand() throws {
        let result = try session(["l = mosaic.load('fan')", "_ = l:items(12):scroll(603, 0)", "l:show()", ":show"])
        #expect(result.status == 0, "\(result.standardError)")
        let reference = try MosaicRunner.run(["layout", "fan", "--items", "12", "--offset", "603,0"])
        #expect(result.standardOutput == reference.standardOutput + reference.standardOutput)
    }

    @Test func everyColonCommandWorksOnTheCurrentLayout() throws {
        let directory = try MosaicRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let svg = directory.appendingPathComponent("out.svg").path
        let result = try session([
            ":help",
            ":load waterfall",
            ":params",
            ":set columns 3",
            ":items 5",
            ":viewport 300x500",
            ":scroll 0,10",
            ":query 0,0,300,40",
            ":item 0 4",
            ":time",
            ":data examples/photos.json",
            ":show",
            ":save \(svg)",
            ":reload",
            ":watch on",
            ":watch off",
            ":quit",
            "print('not reached')",
        ])
        let output = result.standardOutput
        #expect(output.contains(":viewport WxH"))
        #expect(output.contains("waterfall: 30 items; columns = 2, padding = 6, placement = roundRobin"))
        #expect(output.contains("\ncolumns = 2\npadding = 6\nplacement = roundRobin\n"))
        #expect(output.contains("{section = 0, item = 0, x = 6, y = 6, "))
        #expect(output.contains("\n{section = 0, item = 4, "))
        #expect(output.contains("\nlast prepare (full): "))
        #expect(output.contains(" items\n"))
        #expect(output.contains("waterfall · viewport 300x500 at (0, 10)"))
        #expect(output.contains("wrote \(svg)\n"))
        #expect(!output.contains("not reached"))
        let saved = try String(contentsOfFile: svg, encoding: .utf8)
        #expect(saved.hasPrefix("<?xml") || saved.hasPrefix("<svg"))
        // A built-in neither reloads nor is watched: two errors, status 1.
        let errors = lines(result.standardError)
        #expect(errors.count == 2, "\(result.standardError)")
        #expect(errors[0] == "error: line 14: 'waterfall' is a built-in layout; only Lua plugins reload")
        #expect(errors[1].hasPrefix("error: line 15: 'waterfall' is a built-in layout"))
        #expect(result.status == 1)
    }

    @Test func colonCommandsRejectBadArguments() throws {
        let result = try session([":show", ":load fan", ":set radius", ":set nope 1", ":items x", ":viewport 10", ":scroll a,b", ":query 1,2,3", ":item 0 99", ":save out.bmp", ":watch maybe"])
        #expect(result.status == 1)
        let errors = lines(result.standardError)
        #expect(errors.count == 10, "\(result.standardError)")
        #expect(errors[0] == "error: line 1: no layout loaded; use :load NAME or mosaic.load(…) first")
        #expect(errors[1] == "error: line 3: usage: :set NAME VALUE")
        #expect(errors[2].contains("nope"))
        #expect(errors[7] == "error: line 9: no item 99 in section 0")
        #expect(errors[8].contains("out.bmp"))
    }

    @Test func theLayoutOnTheCommandLineIsCurrent() throws {
        let result = try session([":params"], arguments: ["examples/fan.lua"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(lines(result.standardOutput) == ["itemHeight = 173", "itemWidth = 133", "radius = 500"])
    }

    @Test(arguments: ["svg", "json", "csv", "txt"])
    func saveWritesTheFormatOfTheExtension(fileExtension: String) throws {
        let directory = try MosaicRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("out.\(fileExtension)").path
        let result = try session(["l = mosaic.load('flow')", "l:items(4)", "l:save('\(path)')"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(lines(result.standardOutput).last.map(String.init) == path)
        let format = fileExtension == "txt" ? "text" : fileExtension
        let reference = try MosaicRunner.run(["layout", "flow", "--items", "4", "--format", format])
        #expect(try String(contentsOfFile: path, encoding: .utf8) == reference.standardOutput)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(leftovers == ["out.\(fileExtension)"])
    }

    @Test func reloadKeepsTheLastGoodVersionAfterABrokenEdit() throws {
        let directory = try PluginFixtures.directory(["marker.lua": PluginFixtures.marker(x: 7)])
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("marker.lua")
        let run = try StagedRun(arguments: ["repl", file.path])
        defer { run.finish() }
        try run.send(":items 2\n:item 0 1\n'edit now'\n")
        try run.waitForOutput("edit now\n")
        // A broken edit: the reload fails with the file and line, and the old version stays.
        try "return {\n  prepare = function(ctx)\n    error('broken on purpose')\n  end,\n}\n".write(to: file, atomically: false, encoding: .utf8)
        try run.send(":reload\n:item 0 1\n'after broken'\n")
        try run.waitForOutput("after broken\n")
        // A good edit: the reload takes it.
        try PluginFixtures.marker(x: 9).write(to: file, atomically: false, encoding: .utf8)
        try run.send(":reload\n:item 0 1\n")
        let result = try run.finish()
        let output = lines(result.standardOutput)
        #expect(output == [
            "{section = 0, item = 1, x = 7, y = 10, width = 10, height = 10}", "edit now",
            "{section = 0, item = 1, x = 7, y = 10, width = 10, height = 10}", "after broken",
            "reloaded \(file.path)",
            "{section = 0, item = 1, x = 9, y = 10, width = 10, height = 10}",
        ])
        let errors = lines(result.standardError)
        #expect(errors.count == 1, "\(result.standardError)")
        #expect(errors.first?.contains("marker.lua:3: broken on purpose") == true, "\(result.standardError)")
        #expect(result.status == 1)
    }


    @Test func watchReloadsAndShowsWhenThePluginFileChanges() throws {
        let directory = try PluginFixtures.directory(["marker.lua": PluginFixtures.marker(x: 7)])
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("marker.lua")
        let run = try StagedRun(arguments: ["repl", file.path])
        defer { run.finish() }
        try run.send(":items 1\n:watch on\n")
        try run.waitForOutput("watching \(file.path)\n")
        // A different size, so that the watcher sees the change even within the same second.
        try PluginFixtures.marker(x: 1234).write(to: file, atomically: false, encoding: .utf8)
        try run.send(":item 0 0\n:watch off\n")
        let result = try run.finish()
        #expect(result.status == 0, "\(result.standardError)")
        let output = lines(result.standardOutput)
        #expect(output.first == "watching \(file.path)")
        #expect(output.dropFirst().first == "reloaded \(file.path)")
        #expect(output.dropFirst(2).first?.hasPrefix("marker · viewport 390x844") == true)
        #expect(output.last == "{section = 0, item = 0, x = 1234, y = 0, width = 10, height = 10}")
    }
}

/// A `mosaic` run whose standard input the test writes in stages, waiting
/// for output in between (to edit a file mid-session).
private final class StagedRun {
    private let process = Process()
    private let input = Pipe()
    private let scratch: URL
    private var finished: MosaicRunner.Result?

    init(arguments: [String]) throws {
        scratch = try MosaicRunner.temporaryDirectory()
        for name in ["stdout", "stderr"] {
            _ = FileManager.default.createFile(atPath: scratch.appendingPathComponent(name).path, contents: nil)
        }
        process.executableURL = MosaicRunner.executable
        process.arguments = arguments
        process.currentDirectoryURL = MosaicRunner.packageRoot
        var environment = ProcessInfo.processInfo.environment
        environment["MOSAIC_PATH"] = nil
        environment["HOME"] = scratch.path
        process.environment = environment
        process.standardInput = input
        process.standardOutput = try FileHandle(forWritingTo: scratch.appendingPathComponent("stdout"))
        process.standardError = try FileHandle(forWritingTo: scratch.appendingPathComponent("stderr"))
        try process.run()
    }

    func send(_ text: String) throws {
        try input.fileHandleForWriting.write(contentsOf: Data(text.utf8))
    }

    private var output: String {
        (try? String(contentsOf: scratch.appendingPathComponent("stdout"), encoding: .utf8)) ?? ""
    }

    /// Waits until standard output ends with `suffix` (a guard against a
    /// hang, not a timing assertion: it gives up after a minute).
    func waitForOutput(_ suffix: String) throws {
        for _ in 0..<6000 where process.isRunning {
            if output.hasSuffix(suffix) { return }
            usleep(10_000)
        }
        Issue.record("no '\(suffix)' on standard output; got: \(output)")
    }

    /// Closes standard input, waits for the end and returns what it printed.
    @discardableResult
    func finish() -> MosaicRunner.Result {
        if let finished { return finished }
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        let result = MosaicRunner.Result(
            status: process.terminationStatus,
            standardOutput: output,
            standardError: (try? String(contentsOf: scratch.appendingPathComponent("stderr"), encoding: .utf8)) ?? ""
        )
        finished = result
        try? FileManager.default.removeItem(at: scratch)
        return result
    }
}
