import Foundation
import Mosaic
import Testing

/// Issue 10 item 11 as a user meets it: attributes, :target, :time and the
/// watch of required modules through the built binary, and (when tmux is
/// installed) the greeting and Tab completion on a real terminal.
@Suite("REPL rough edges")
struct ReplRoughEdgeCommandTests {
    /// A plugin whose cells carry a transform, an anchor point, custom
    /// values and hidden, and whose targetContentOffset snaps to 100s.
    static let plugin = """
        return {
          prepare = function(ctx)
            for i = 0, ctx:items(0) - 1 do
              ctx:place(0, i, 0, i * 50, 40, 40, {scaleX = 1.5, translateY = -4, anchorX = 0.2, label = "card", hidden = i == 1})
            end
            ctx:setContentSize(390, 5000)
          end,
          targetContentOffset = function(ctx, x, y, vx, vy)
            local page = math.floor(y / 100 + 0.5) + (vy > 0 and 1 or 0)
            return x, page * 100
          end,
        }
        """

    func session(_ lines: [String], files: [String: String] = ["cards.lua": plugin]) throws -> MosaicRunner.Result {
        let directory = try PluginFixtures.directory(files)
        defer { try? FileManager.default.removeItem(at: directory) }
        return try MosaicRunner.run(["repl"], in: directory, standardInput: lines.joined(separator: "\n") + "\n")
    }

    @Test func itemQueryAndAttributesPrintEveryNonDefaultAttribute() throws {
        let result = try session([":load ./cards.lua", ":item 0 1", ":query 0,0,40,40", "l = mosaic.load('./cards.lua')", "l:attributes(0, 0)"])
        #expect(result.status == 0, "\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        // Before: only kind, zIndex, rotation and alpha were shown.
        #expect(lines[1] == #"{section = 0, item = 1, x = 0, y = 50, width = 40, height = 40, scaleX = 1.5, translateY = -4, anchorX = 0.2, hidden = true, custom = {label = "card"}}"#)
        #expect(lines[2] == #"{section = 0, item = 0, x = 0, y = 0, width = 40, height = 40, scaleX = 1.5, translateY = -4, anchorX = 0.2, custom = {label = "card"}}"#)
        #expect(lines.last == lines[2])
    }

    @Test func targetRunsTheLayoutsOwnTargetContentOffset() throws {
        let result = try session([":load ./cards.lua", ":target 0,140", ":target 0,140 0,2", ":snap 0,260", "l = mosaic.load('./cards.lua')", "l:target(0, 140, 0, 2)"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.split(separator: "\n").dropFirst().map(String.init) == ["0,100", "0,200", "0,300", "0\t200"])
    }

    @Test func aFailingTargetContentOffsetIsReportedAtOnce() throws {
        let broken = Self.plugin.replacingOccurrences(of: "local page =", with: "error('no snapping today') local page =")
        let result = try session([":load ./cards.lua", ":target 0,140", "'after'"], files: ["cards.lua": broken])
        #expect(result.status == 1)
        #expect(result.standardError.contains("no snapping today"), "\(result.standardError)")
        #expect(result.standardOutput.hasSuffix("after\n"))
    }

    @Test func badTargetArgumentsSayHowToWriteThem() throws {
        let result = try session([":load flow", ":target 1", ":target 0,nan", ":target 0,0 1"])
        #expect(result.status == 1)
        let errors = result.errorLines
        #expect(errors.count == 3, "\(result.standardError)")
        #expect(errors.allSatisfy { $0.contains("expected") || $0.contains("usage") || $0.contains("offset") })
    }

    @Test func timeShowsSubMillisecondPreparesInMicroseconds() throws {
        let result = try session([":load flow", ":items 3", ":time"])
        #expect(result.status == 0, "\(result.standardError)")
        let line = try #require(result.standardOutput.split(separator: "\n").last)
        // A prepare of 3 items: before, "0.0xx ms"; now "NNN µs" (or a longer unit on a slow machine).
        #expect(line.wholeMatch(of: /last prepare \(full\): [0-9.]+ (µs|ms|s), 3 items/) != nil, "\(line)")
        #expect(!line.contains(" 0.0"))
    }

    @Test func watchFollowsAModuleInASubfolder() throws {
        let main = """
            local width = require("parts.size.width")
            return { prepare = function(ctx)
              for item = 0, ctx:items(0) - 1 do ctx:place(0, item, 0, item * 10, width, 10) end
            end }
            """
        let directory = try PluginFixtures.directory(["main.lua": main, "parts/size/width.lua": "return 5\n"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let watch = try WatchedMosaic(
            ["layout", "./main.lua", "--items", "2", "-o", "out.json", "--watch", "--watch-limit", "3"], in: directory
        )
        guard watch.waitForStatusLines(1) != nil else { return }
        // Broken, then fixed: the module is still followed while it does not load.
        try "return (\n".write(to: directory.appendingPathComponent("parts/size/width.lua"), atomically: false, encoding: .utf8)
        guard let broken = watch.waitForStatusLines(2) else { return }
        #expect(broken[1].contains("error: ") && broken[1].contains("width.lua"), "\(broken)")
        try "return 8\n".write(to: directory.appendingPathComponent("parts/size/width.lua"), atomically: false, encoding: .utf8)
        guard let lines = watch.waitForStatusLines(3) else { return }
        #expect(lines[2].contains("rendered"), "\(lines)")
        #expect(lines[0].wholeMatch(of: /.* prepare [0-9.]+ (µs|ms|s)/) != nil, "\(lines[0])")
        #expect(try WatchTests.widths(directory.appendingPathComponent("out.json")) == [8, 8])
        #expect(watch.waitForExit() == 0)
    }
}

/// The REPL on a real terminal, driven through tmux as a person types.
@Suite("REPL on a terminal", .serialized, .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux")))
struct ReplTerminalTests {
    /// A tmux server of its own (a private socket, so no one else's
    /// sessions are touched) running `mosaic repl ARGUMENTS` in `directory`.
    final class Terminal {
        let socket = "mosaic-test-\(UUID().uuidString.prefix(8))"
        let scratch: URL

        init(_ arguments: [String], in directory: URL) throws {
            scratch = try MosaicRunner.temporaryDirectory()
            let command = ["env", "HOME=\(scratch.path)", "XDG_STATE_HOME=\(scratch.path)", "MOSAIC_PATH=", MosaicRunner.executable.path, "repl"] + arguments
            try tmux(["new-session", "-d", "-s", "repl", "-x", "160", "-y", "40", "-c", directory.path] + command)
        }

        deinit {
            try? tmux(["kill-server"])
            try? FileManager.default.removeItem(at: scratch)
        }

        func send(_ keys: String...) throws { try tmux(["send-keys", "-t", "repl"] + keys) }

        /// The screen's lines, once `condition` holds of them (or after 10 s).
        func screen(until condition: ([String]) -> Bool) throws -> [String] {
            var lines: [String] = []
            for _ in 0..<200 {
                lines = try tmux(["capture-pane", "-p", "-t", "repl"], output: true).split(separator: "\n").map(String.init)
                if condition(lines) { break }
                usleep(50_000)
            }
            return lines
        }

        /// Runs tmux on this terminal's socket. Its output goes through a
        /// file, not a pipe: the server that `new-session` starts would hold
        /// a pipe open forever.
        @discardableResult
        func tmux(_ arguments: [String], output: Bool = false) throws -> String {
            let file = scratch.appendingPathComponent("tmux-output")
            // posix_spawn and waitpid rather than Process: the server tmux
            // forks off would keep Process waiting.
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 1, output ? file.path : "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
            // With no signal blocked, as from a shell: the test runner's
            // thread blocks most, and the server and the REPL in its pane
            // would inherit that mask and never take kill-server's SIGHUP.
            var attributes = posix_spawnattr_t()
            posix_spawnattr_init(&attributes)
            defer { posix_spawnattr_destroy(&attributes) }
            var none = sigset_t()
            sigemptyset(&none)
            posix_spawnattr_setsigmask(&attributes, &none)
            posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
            let argv = (["/usr/bin/tmux", "-L", socket] + arguments).map { strdup($0) } + [nil]
            defer { argv.forEach { free($0) } }
            var pid: pid_t = 0
            guard posix_spawn(&pid, "/usr/bin/tmux", &actions, &attributes, argv, environ) == 0 else { return "" }
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            return output ? try String(contentsOf: file, encoding: .utf8) : ""
        }
    }

    @Test func theGreetingNamesTheLayoutAndTabCompletesFilesAndParameters() throws {
        let directory = try PluginFixtures.directory([
            "layouts/hero.lua": WatchTests.plugin(defaultSize: 10), "layouts/grid.lua": "return {}", "hello.txt": "",
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let terminal = try Terminal(["layouts/hero.lua"], in: directory)
        let greeting = try terminal.screen { $0.contains { $0.hasPrefix(">") } }
        #expect(greeting.first == "Mosaic REPL: hero: 30 items; size = 10. :help lists the commands.", "\(greeting)")

        // A file inside a folder: before, libedit completed "h" from the current folder (hello.txt).
        try terminal.send(":load layouts/h", "Tab")
        let load = try terminal.screen { $0.contains { $0.hasPrefix("> :load layouts/hero.lua") } }
        #expect(load.contains("> :load layouts/hero.lua"), "\(load)")
        try terminal.send("C-u")

        // An absolute path.
        try terminal.send(":data \(directory.path)/lay", "Tab")
        let absolute = try terminal.screen { $0.contains { $0.hasSuffix("/layouts/") } }
        #expect(absolute.contains("> :data \(directory.path)/layouts/"), "\(absolute)")
        try terminal.send("C-u")

        // Inside a Lua string.
        try terminal.send("mosaic.load(\"layouts/g", "Tab")
        let string = try terminal.screen { $0.contains { $0.contains("layouts/grid.lua") } }
        #expect(string.contains("> mosaic.load(\"layouts/grid.lua"), "\(string)")
        try terminal.send("C-u")

        // A parameter name after :set is followed by a space, ready for the value.
        try terminal.send(":set s", "Tab", "42", "Enter", ":params", "Enter")
        let set = try terminal.screen { $0.contains("size = 42") }
        #expect(set.contains("> :set size 42"), "\(set)")
        #expect(set.contains("size = 42"), "\(set)")
    }

    @Test func withoutALayoutTheGreetingSaysHowToLoadOne() throws {
        let directory = try MosaicRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let terminal = try Terminal([], in: directory)
        let screen = try terminal.screen { $0.contains { $0.hasPrefix(">") } }
        #expect(screen.first?.hasPrefix("Mosaic REPL: no layout loaded; :load NAME|FILE") == true, "\(screen)")
    }
}
