import Foundation
@testable import Mosaic
@testable import MosaicLua
import Testing

/// `types/mosaic.lua`, the LuaLS type definitions of the Lua API, against
/// what the host really registers: every name a live plugin state, REPL
/// state or script state has (the `mosaic` table, `ctx`, a REPL layout's
/// methods, a section provider's and a custom group's `env`) and every key
/// the readers accept (the plugin table, attributes, compositional spec
/// tables) has an annotation, and every annotation names something real.
/// So the definitions cannot drift from the API without this failing.
@Suite("Lua type definitions (types/mosaic.lua)")
struct LuaTypeDefinitionTests {
    /// The members of each `---@class` of the file: its `---@field`s and
    /// the functions defined on it (`function Context:place(…)`,
    /// `function mosaic.load(…)`).
    static func annotatedClasses(_ text: String) -> [String: Set<String>] {
        var classes: [String: Set<String>] = [:]
        var current: String?
        var locals: [String: String] = [:]  // `local Context = {}` → mosaic.Context
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map({ $0.trimmingCharacters(in: .whitespaces) }) {
            if line.hasPrefix("---@class ") {
                let declaration = line.dropFirst("---@class ".count)
                let name = String(declaration.prefix { $0 != ":" && $0 != " " })
                current = name
                classes[name, default: []] = classes[name] ?? []
            } else if line.hasPrefix("---@field "), let current {
                var name = String(line.dropFirst("---@field ".count).prefix { $0 != " " })
                if name.hasSuffix("?") { name.removeLast() }
                if !name.hasPrefix("[") { classes[current, default: []].insert(name) }
            } else if line.hasPrefix("local "), line.hasSuffix(" = {}"), let current {
                locals[String(line.dropFirst("local ".count).dropLast(" = {}".count))] = current
            } else if line.hasPrefix("function ") {
                let signature = line.dropFirst("function ".count).prefix { $0 != "(" }
                guard let separator = signature.firstIndex(where: { $0 == ":" || $0 == "." }) else { continue }
                let owner = String(signature[..<separator]), method = String(signature[signature.index(after: separator)...])
                classes[locals[owner] ?? owner, default: []].insert(method)
            }
        }
        return classes
    }

    static let classes: [String: Set<String>] = {
        let text = (try? String(contentsOfFile: packageRoot + "/types/mosaic.lua", encoding: .utf8)) ?? ""
        return annotatedClasses(text)
    }()

    /// A class's members, recording an issue for a class the file lacks.
    static func members(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) -> Set<String> {
        guard let members = classes[name] else {
            Issue.record("types/mosaic.lua has no ---@class \(name)", sourceLocation: sourceLocation)
            return []
        }
        return members
    }

    /// The keys a Lua expression's table has, sorted: `keysOf(t)` in Lua.
    static let keysOf = """
        local function keysOf(t)
          local keys = {}
          for key in pairs(t) do keys[#keys + 1] = key end
          table.sort(keys)
          return table.concat(keys, ",")
        end
        """

    /// The comma-separated keys a plugin reports by raising `keys:…`.
    static func reported(_ body: () throws -> Void) -> Set<String> {
        do {
            try body()
        } catch {
            let message = "\(error)"
            guard let start = message.range(of: "keys:") else {
                Issue.record("no keys in: \(message)")
                return []
            }
            return Set(message[start.upperBound...].prefix { $0 != " " && $0 != "\n" && $0 != "'" }.split(separator: ",").map(String.init))
        }
        Issue.record("the plugin reported nothing")
        return []
    }

    @Test("the parser of the file finds classes, fields and methods (so the checks can fail)")
    func parser() {
        let classes = Self.annotatedClasses("""
            ---@class a.B: a.C
            ---@field x number
            ---@field y? string
            ---@field [string] number
            local B = {}
            function B:go() end
            ---@class m
            m = {}
            function m.load() end
            """)
        #expect(classes == ["a.B": ["x", "y", "go"], "m": ["load"]])
        #expect(Self.classes.count > 30)
    }

    @Test("the file is Lua that compiles (LuaLS reads it as code)")
    func compiles() throws {
        let text = try String(contentsOfFile: packageRoot + "/types/mosaic.lua", encoding: .utf8)
        #expect(!text.contains("]==]"))
        let repl = try LuaREPL(environment: ReplEnvironment(resolve: { try BuiltinLayouts.named($0) }, readFile: { _ in [] }, writeFile: { _, _ in }))
        #expect(repl.evaluate("return load([==[\n\(text)]==]) ~= nil") == .values(["true"]))
        #expect(repl.evaluate("return load([==[\nfunction x(]==]) ~= nil") == .values(["false"]))
    }

    @Test("ctx: every field and method of a live ctx, and nothing else")
    func context() throws {
        // displayScale is there only at a scale, which the trial prepare at load has not.
        let plugin = try pluginPreparing("\(Self.keysOf)\nif ctx.displayScale then error('keys:' .. keysOf(ctx), 0) end\n\(placeEveryItem)")
        var environment = LayoutEnvironment()
        environment.displayScale = 2
        let live = Self.reported { try engine(plugin, environment: environment).prepare() }
        #expect(live.contains("place") && live.contains("displayScale"))
        #expect(Self.members("mosaic.Context") == live)
    }

    @Test("the plugin table's fields, the attributes and a parameter's keys")
    func pluginTable() {
        #expect(Self.members("mosaic.Plugin") == Set(LuaPluginDefinition.fields))
        #expect(Self.members("mosaic.Attributes") == Set(LuaElementAttributes.names))
        #expect(Self.members("mosaic.HookAttributes") == ["x", "y", "width", "height"])
        #expect(Self.members("mosaic.ParameterSpec") == ["default", "min", "max", "values", "doc"])
    }

    @Test("the mosaic table: what plugins, the REPL and scripts register, all of it and no more")
    func mosaicTable() throws {
        let pluginKeys = Self.reported { _ = try pluginPreparing("\(Self.keysOf)\nerror('keys:' .. keysOf(mosaic), 0)") }
        let environment = ReplEnvironment(resolve: { try BuiltinLayouts.named($0) }, readFile: { _ in [] }, writeFile: { _, _ in })
        let repl = try LuaREPL(environment: environment)
        let script = try LuaScript(file: "types.lua", environment: environment)
        var keys: [Set<String>] = []
        for state in [repl, script.repl] {
            guard case .values(let values) = state.evaluate("\(Self.keysOf)\nreturn keysOf(mosaic)") else {
                Issue.record("no keys")
                continue
            }
            keys.append(Set(values.first.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "\"")) }?.split(separator: ",").map(String.init) ?? []))
        }
        let annotated = Self.members("mosaic")
        #expect(pluginKeys == ["layout", "compositional"])
        #expect(keys.count == 2 && keys[0].contains("load") && keys[1].contains("batch"))
        #expect(annotated == keys.reduce(pluginKeys) { $0.union($1) })
    }

    @Test("a REPL layout's methods")
    func replLayout() {
        #expect(Self.members("mosaic.Layout") == Set(LuaREPL.methodNames))
    }

    @Test("the compositional spec's tables: every key the reader accepts")
    func compositionalSpec() {
        #expect(Self.members("mosaic.CompositionalSpec") == Set(SpecReader.configurationKeys + ["preferredSize"]))
        #expect(Self.members("mosaic.Section") == Set(SpecReader.sectionKeys))
        #expect(Self.members("mosaic.ListConfiguration") == Set(SpecReader.listKeys))
        #expect(Self.members("mosaic.Group") == Set(SpecReader.groupKeys + SpecReader.customGroupKeys))
        #expect(Self.members("mosaic.Item") == Set(SpecReader.itemKeys))
        #expect(Self.members("mosaic.Dimension") == Set(SpecReader.dimensionKeys))
        #expect(Self.members("mosaic.BoundaryItem") == Set(SpecReader.boundaryKeys))
        #expect(Self.members("mosaic.AnchoredItem") == Set(SpecReader.anchoredKeys))
        #expect(Self.members("mosaic.Anchor") == Set(SpecReader.anchorKeys))
        #expect(Self.members("mosaic.DecorationItem") == Set(SpecReader.decorationKeys))
        #expect(Self.members("mosaic.CustomFrame") == Set(SpecReader.frameKeys))
        #expect(Self.members("mosaic.EdgeSpacing") == ["leading", "top", "trailing", "bottom"])
        #expect(Self.members("mosaic.DirectionalInsets") == ["top", "leading", "bottom", "trailing"])
    }

    @Test("a section provider's env and its container, and a custom group's env")
    func environments() throws {
        let sectionPlugin = try plugin("""
            \(Self.keysOf)
            return mosaic.compositional {
              section = function(index, env)
                if env.displayScale then
                  error('keys:' .. keysOf(env) .. ',' .. keysOf(env.container):gsub('(%w+)', 'container.%1'), 0)
                end
                return { group = { arrangement = "horizontal", size = { width = { fractionalWidth = 1 }, height = 50 },
                  subitems = { { size = { width = { fractionalWidth = 1 }, height = 50 } } } } }
              end,
            }
            """)
        var environment = LayoutEnvironment()
        environment.displayScale = 3
        let sectionKeys = Self.reported { try engine(sectionPlugin, environment: environment).prepare() }
        #expect(sectionKeys.filter { !$0.hasPrefix("container.") } == Self.members("mosaic.SectionEnvironment"))
        #expect(Set(sectionKeys.filter { $0.hasPrefix("container.") }.map { String($0.dropFirst("container.".count)) }) == Self.members("mosaic.Container"))
        let groupKeys = Self.reported { _ = try plugin("""
            \(Self.keysOf)
            return mosaic.compositional {
              section = { group = { size = { width = { fractionalWidth = 1 }, height = 50 },
                custom = function(env) error('keys:' .. keysOf(env), 0) end } },
            }
            """) }
        #expect(groupKeys == Self.members("mosaic.CustomGroupEnvironment"))
    }
}
