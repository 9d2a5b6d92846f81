import Foundation
import Mosaic
import Testing

/// `mosaic run`'s layout files, end to end: a plugin, a spec or a batch
/// job's layout is read through the working directory's descriptor without
/// following links (never by name after the check), `l:reload()` reads the
/// same way, only `.lua` and `.json` files are layout files, and a
/// plugin's `require` stays in the folder its plugin was read from.
@Suite("mosaic run: layout files")
struct RunFilesTests {
    /// A plugin named `name`, with a parameter of that name (so a script
    /// can tell which plugin it loaded), that places every item in a column.
    static func plugin(named name: String, requiring module: String? = nil) -> String {
        """
        \(module.map { "local m = require('\($0)')" } ?? "")
        return {name = "\(name)", params = {\(name) = {default = 1}}, prepare = function(ctx)
          for i = 0, ctx:items(0) - 1 do ctx:place(0, i, 0, i * 10, 10, 10) end
        end}
        """
    }

    private func write(_ text: String, _ path: String, in directory: URL) throws {
        let url = directory.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    private func layoutName(_ file: URL) throws -> String? {
        try JSONParser.parse(Array(Data(contentsOf: file)))["layout"]?.string
    }

    @Test("l:reload() after the plugin's folder is swapped for a link to outside is refused; the plugin is unchanged")
    func reloadThroughASwappedFolder() throws {
        let directory = try MosaicRunner.temporaryDirectory()
        let outside = try MosaicRunner.temporaryDirectory()
        try write(Self.plugin(named: "good"), "sub/p.lua", in: directory)
        try write(Self.plugin(named: "evil"), "p.lua", in: outside)
        try write("""
            local l = mosaic.load("sub/p.lua")
            l:save("loaded.json")
            while not pcall(mosaic.readJSON, "go.json") do end
            local ok, message = pcall(l.reload, l)
            l:save(ok and "reloaded.json" or (message:find("'sub' is a symbolic link") and "refused.json" or "other.json"))
            """, "gen.lua", in: directory)
        let running = try ProcessHarness.start(["run", "gen.lua"], in: directory)
        let loaded = directory.appendingPathComponent("loaded.json")
        let deadline = Date().addingTimeInterval(20)
        while !FileManager.default.fileExists(atPath: loaded.path) && Date() < deadline { usleep(10_000) }
        try FileManager.default.moveItem(at: directory.appendingPathComponent("sub"), to: directory.appendingPathComponent("sub-old"))
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("sub").path, withDestinationPath: outside.path)
        try write("{}", "go.json", in: directory)
        let outcome = running.finish(timeout: 30)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let refused = directory.appendingPathComponent("refused.json")
        let left = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(FileManager.default.fileExists(atPath: refused.path), "\(left)")
        #expect(try layoutName(refused) == "good")
    }

    @Test("a folder swapped with a link while plugins and specs load: nothing outside is ever loaded")
    func loadRace() throws {
        let directory = try MosaicRunner.temporaryDirectory()
        let outside = try MosaicRunner.temporaryDirectory()
        try write(Self.plugin(named: "good"), "sub/p.lua", in: directory)
        try write(Self.plugin(named: "evil"), "p.lua", in: outside)
        try write("""
            local evil = 0
            for i = 1, 3000 do
              local ok, l = pcall(mosaic.load, "sub/p.lua")
              if ok and l:params().good ~= 1 then evil = evil + 1 end
              pcall(mosaic.batch, {{layout = "sub/p.lua", items = 3, output = "j.json"}}, {index = false})
            end
            os.exit(math.min(evil, 255))
            """, "gen.lua", in: directory)
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("link").path, withDestinationPath: outside.path)
        let running = try ProcessHarness.start(["run", "--timeout", "600", "gen.lua"], in: directory)  // about races, not time: 3,000 loads took past 60 s under ThreadSanitizer on a loaded machine
        // Swaps sub and the link back and forth until the run ends.
        let sub = directory.appendingPathComponent("sub").path, link = directory.appendingPathComponent("link").path
        let aside = directory.appendingPathComponent("aside").path
        while running.process.isRunning {
            _ = rename(sub, aside); _ = rename(link, sub)
            _ = rename(sub, link); _ = rename(aside, sub)
        }
        let outcome = running.finish(timeout: 60)
        #expect(outcome.status == 0, "\(outcome.status) loads reached outside: \(outcome.standardError)")
        if FileManager.default.fileExists(atPath: directory.appendingPathComponent("j.json").path) {
            #expect(try layoutName(directory.appendingPathComponent("j.json")) == "good")
        }
    }

    @Test("only .lua plugins and .json specs are layout files: no other file is read, nor quoted")
    func layoutFileKinds() throws {
        let directory = try MosaicRunner.temporaryDirectory()
        try write("\"hunter2\"", "secret.txt", in: directory)
        try write("\"hunter2\"", "secret.lua.txt", in: directory)
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("passwd.json").path, withDestinationPath: "/etc/passwd")
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("passwd.swift").path, withDestinationPath: "/etc/passwd")
        try write("local ok, m = pcall(mosaic.load, arg[1]) print(m)", "gen.lua", in: directory)
        for (path, expected) in [
            ("./secret.txt", "'./secret.txt' is not a layout file; give a layout name, a .lua plugin, a .json spec or .swift layout code"),
            ("secret.lua.txt", "unknown layout"),
            ("./secret.lua.txt", "is not a layout file"),
            ("passwd.json", "'passwd.json' is a symbolic link"),
            ("passwd.swift", "'passwd.swift' is a symbolic link"),
        ] {
            let result = try MosaicRunner.run(["run", "gen.lua", path], in: directory)
            #expect(result.standardOutput.contains(expected), "\(path): \(result.standardOutput)")
            #expect(!result.standardOutput.contains("hunter2") && !result.standardOutput.contains("root:"), "\(path): \(result.standardOutput)")
        }
        let batch = try MosaicRunner.run(["run", "-", "x"], in: directory, standardInput: "mosaic.batch({{layout = './secret.txt'}})")
        #expect(batch.errorLines == ["error: -:1: mosaic.batch: jobs[1].layout: './secret.txt' is not a layout file; give a layout name, a .lua plugin, a .json spec or .swift layout code"])
    }

    @Test("layout files come from the working directory and data from --in, a spec .json included")
    func layoutFilesFromTheWorkingDirectory() throws {
        let directory = try MosaicRunner.temporaryDirectory()
        try write(Self.plugin(named: "mine", requiring: "helpers.m"), "p.lua", in: directory)
        try write("return 1", "helpers/m.lua", in: directory)
        try write(try String(contentsOfFile: MosaicRunner.packageRoot.appendingPathComponent("examples/compositional-list.json").path, encoding: .utf8), "spec.json", in: directory)
        try write(Self.plugin(named: "datafolder"), "data/p.lua", in: directory)
        try write("[10, 20]", "data/d.json", in: directory)
        try write("""
            local l = mosaic.load("p.lua") l:data("d.json") l:save("a.json")
            mosaic.load("spec.json"):save("b.json")
            local r = mosaic.batch({{layout = "p.lua", data = "d.json", output = "c.json"}}, {index = false})
            print(r[1].status, pcall(mosaic.readJSON, "p.lua"))
            """, "gen.lua", in: directory)
        let result = try MosaicRunner.run(["run", "--in", "data", "gen.lua"], in: directory)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.hasPrefix("succeeded\tfalse\t"), "\(result.standardOutput)")
        #expect(try layoutName(directory.appendingPathComponent("a.json")) == "mine")
        #expect(try layoutName(directory.appendingPathComponent("c.json")) == "mine")
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("b.json").path))
    }

    @Test("a plugin's require reads its own folder; a module linked outside is refused")
    func requireInARun() throws {
        let directory = try MosaicRunner.temporaryDirectory()
        let outside = try MosaicRunner.temporaryDirectory()
        try write("return 2", "m.lua", in: outside)
        try write(Self.plugin(named: "inside", requiring: "m"), "sub/p.lua", in: directory)
        try write("return 1", "sub/real.lua", in: directory)
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("sub/m.lua").path, withDestinationPath: "real.lua")
        try write(Self.plugin(named: "out", requiring: "m"), "sub2/p.lua", in: directory)
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("sub2/m.lua").path, withDestinationPath: outside.appendingPathComponent("m.lua").path)
        try write("mosaic.load('sub/p.lua'):save('ok.json') print(select(2, pcall(mosaic.load, 'sub2/p.lua')))", "gen.lua", in: directory)
        let result = try MosaicRunner.run(["run", "gen.lua"], in: directory)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("ok.json").path))
        #expect(result.standardOutput.contains("require 'm': cannot read sub2/m.lua: it is a symbolic link that leads out of the plugin's directory"), "\(result.standardOutput)")
    }
}
