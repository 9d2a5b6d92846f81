import Foundation
import Mosaic
import Testing

/// The built `mosaic` given compositional descriptions that expand past its
/// limits — a Lua table shared thirty levels deep, nested counts in a Lua
/// file, a JSON spec and a section function, a cycle, a table nested too
/// deeply — under `--max-memory 64`: each is one `error:` line naming the
/// limit and the key path, status 1, no output file, no crash.
@Suite("mosaic: compositional descriptions past the item and value limits")
struct CompositionalLimitCommandTests {
    static let item = "{ size = { width = 10, height = 10 } }"

    /// Runs `mosaic layout FILE -o out.svg --max-memory 64` on `source` written as `name`.
    /// `memory`: the value cap is tried with `512`, room for a million
    /// values' host copies, which the memory limit charges first (HostCopyLimitTests).
    private func layout(_ source: String, name: String, memory: String = "64") throws -> (result: MosaicRunner.Result, wroteOutput: Bool) {
        let directory = try MosaicRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try source.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
        let arguments = name.hasSuffix(".json")
            ? ["layout", "compositional", "--spec", name, "--items", "5", "-o", "out.svg", "--max-memory", memory]
            : ["layout", name, "--items", "5", "-o", "out.svg", "--max-memory", memory]
        let result = try MosaicRunner.run(arguments, in: directory)
        return (result, FileManager.default.fileExists(atPath: directory.appendingPathComponent("out.svg").path))
    }

    @Test func aLuaTableSharedThirtyLevelsDeepIsOneLine() throws {
        let (result, wrote) = try layout("""
        local g = \(Self.item)
        for level = 1, 30 do
          g = { arrangement = "horizontal", size = { width = 100, height = 10 }, subitems = { g, g, g, g } }
        end
        return mosaic.compositional { section = { group = g } }
        """, name: "dag.lua", memory: "512")
        #expect(result.status == 1)
        #expect(result.errorLines.count == 1, "\(result.standardError)")
        #expect(result.errorLines.first?.hasPrefix("error: dag.lua:5: mosaic.compositional: section.group.subitems[") == true, "\(result.standardError)")
        #expect(result.errorLines.first?.hasSuffix("mosaic reads at most 1000000") == true)
        #expect(!wrote)
    }

    @Test func nestedCountsInALuaFileAreOneLine() throws {
        let (result, wrote) = try layout("""
        local g = \(Self.item)
        for level = 1, 4 do
          g = { arrangement = "horizontal", size = { width = 100, height = 10 }, subitem = g, count = 1000 }
        end
        return mosaic.compositional { section = { group = g } }
        """, name: "counts.lua")
        #expect(result.status == 1)
        #expect(result.errorLines == [
            "error: counts.lua:5: mosaic.compositional: section.group.subitem.count: a group of 1000 copies of 1000000 items holds more than the 10000000 items mosaic lays out (counts of nested groups multiply); lower a count",
        ])
        #expect(!wrote)
    }

    @Test func nestedCountsInAJSONSpecAreOneLine() throws {
        var group = #"{"size": {"width": 10, "height": 10}}"#
        for _ in 0..<4 { group = #"{"arrangement": "horizontal", "size": {"width": 100, "height": 10}, "count": 100000, "subitem": \#(group)}"# }
        let (result, wrote) = try layout(#"{"section": {"group": \#(group)}}"#, name: "spec.json")
        #expect(result.status == 1)
        #expect(result.errorLines.count == 1, "\(result.standardError)")
        #expect(result.errorLines.first?.hasPrefix("error: spec.json:1:") == true)
        #expect(result.errorLines.first?.hasSuffix("$.section.group.subitem.subitem.count: a group of 100000 copies of 100000 items holds more than the 10000000 items mosaic lays out (counts of nested groups multiply); lower a count") == true, "\(result.standardError)")
        #expect(!wrote)
    }

    @Test func aSectionFunctionReturningAnExplodingTableIsOneLine() throws {
        let (result, wrote) = try layout("""
        return mosaic.compositional {
          section = function(index, env)
            local g = \(Self.item)
            for level = 1, 30 do
              g = { arrangement = "vertical", size = { width = 100, height = 10 }, subitems = { g, g, g } }
            end
            return { group = g }
          end,
        }
        """, name: "provider.lua")
        #expect(result.status == 1)
        #expect(result.errorLines.count == 1, "\(result.standardError)")
        #expect(result.errorLines.first?.hasPrefix("error: provider.lua:2: section function (section 0): result.group.subitems[") == true, "\(result.standardError)")
        #expect(!wrote)
    }

    @Test func aCycleAndDeepNestingAreOneLineEach() throws {
        let cycle = try layout("""
        local g = { arrangement = "horizontal", size = { width = 100, height = 10 } }
        g.subitems = { g }
        return mosaic.compositional { section = { group = g } }
        """, name: "cycle.lua")
        #expect(cycle.result.errorLines == [
            "error: cycle.lua:3: mosaic.compositional: section.group.subitems[1]: this table contains itself (a cycle): a description is a tree, though a table may be used in several places",
        ])
        let deep = try layout("""
        local t = {}
        local top = t
        for i = 1, 1000 do t.group = {} t = t.group end
        return mosaic.compositional { section = top }
        """, name: "deep.lua")
        #expect(deep.result.status == 1)
        #expect(deep.result.errorLines.count == 1)
        #expect(deep.result.errorLines.first?.hasSuffix(": tables nested more than 100 deep; mosaic reads at most 100 levels") == true, "\(deep.result.standardError)")
    }

    @Test func theREPLGoesOnAfterAnExplodingTable() throws {
        let result = try MosaicRunner.run(["repl", "--max-memory", "512"], standardInput: """
        g = \(Self.item)
        for level = 1, 30 do g = { arrangement = "horizontal", size = { width = 100, height = 10 }, subitems = { g, g } } end
        mosaic.compositional { section = { group = g } }
        1 + 1

        """)
        #expect(result.standardOutput == "2\n")
        #expect(result.errorLines.count == 1, "\(result.standardError)")
        #expect(result.errorLines.first?.hasPrefix("error: line 3: mosaic.compositional: section.group.subitems[") == true, "\(result.standardError)")
    }
}
