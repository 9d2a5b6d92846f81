import CLua
import Mosaic

/// `mosaic.compositional{…}`, a section provider's result and a custom
/// group's frames, read by the one spec reader of `Mosaic`: the Lua table is
/// read into the JSON reader's value tree (``LuaTableReader``, with its
/// limits on values, depth and cycles), and the tree by
/// `CompositionalConfiguration/read(_:notation:functions:)`, the reader of
/// JSON spec files, in Lua's notation. So the keys, the rules, the limits
/// and the messages are those of `docs/json-format.md`, "Compositional spec
/// files", plus what only Lua can give: functions for custom groups, for
/// sections (a section provider), for preferred sizes and for a section's
/// visible items (`visibleItemsInvalidationHandler`).
enum LuaCompositionalReader {
    /// The forms of the functions a table may hold, for messages.
    static let customGroupForm = SpecFunctions.Form(
        signature: "function(env) … end", example: "function(env) return {{x = 0, y = 0, width = 100, height = 100}} end"
    )
    static let sectionForm = SpecFunctions.Form(
        signature: "function(index, env) … end", example: "function(index, env) return {group = …} end"
    )
    static let preferredSizeForm = SpecFunctions.Form(
        signature: "function(section, item, width, height) … end",
        example: "function(section, item, width, height) return width, height end"
    )
    static let visibleItemsForm = SpecFunctions.Form(
        signature: "function(items, offset, env) … end",
        example: "function(items, offset, env) for _, item in ipairs(items) do item.alpha = 0.5 end end"
    )

    /// The configuration the table at `index` of `L` describes.
    ///
    /// - Throws: ``CompositionalSpecError`` naming the key path of the first
    ///   bad value, without line (the caller reports the calling line).
    static func configuration(_ L: OpaquePointer, at index: Int32, callbacks: LuaCallbacks) throws(CompositionalSpecError) -> CompositionalConfiguration {
        var tables = LuaTableReader(L: L, table: index, notation: .lua)
        let tree = try tables.read()
        return try CompositionalConfiguration.read(tree, notation: .lua, functions: functions(tables, callbacks: callbacks))
    }

    /// The section a section provider returned, at `index` of `L`.
    static func section(
        _ L: OpaquePointer, at index: Int32, callbacks: LuaCallbacks, layoutKinds: Set<String>
    ) throws(CompositionalSpecError) -> CompositionalSection {
        let notation = SpecNotation.lua.rooted(at: "result")
        var tables = LuaTableReader(L: L, table: index, notation: notation)
        let tree = try tables.read()
        return try CompositionalSection.read(tree, notation: notation, functions: functions(tables, callbacks: callbacks), layoutKinds: layoutKinds)
    }

    /// The frames a custom group's function returned, at `index` of `L`.
    static func frames(_ L: OpaquePointer, at index: Int32, most: Int) throws(CompositionalSpecError) -> [CustomGroupProvider.Item] {
        let notation = SpecNotation.lua.rooted(at: "result")
        var tables = LuaTableReader(L: L, table: index, notation: notation)
        return try CustomGroupProvider.Item.read(tables.read(), notation: notation, most: most)
    }

    /// What the functions of a table read by `tables` become: references
    /// kept in the registry, made while the table is still on the stack.
    private static func functions(_ tables: LuaTableReader, callbacks: LuaCallbacks) -> SpecFunctions {
        let L = tables.L
        func reference(_ function: JSONValue.Foreign, name: String) -> LuaFunctionReference? {
            guard tables.pushFunction(function.id) else { return nil }
            defer { lua_settop(L, -2) }
            return callbacks.reference(at: -1, of: L, name: name)
        }
        return SpecFunctions(
            customGroup: (customGroupForm, { function in
                reference(function, name: "custom").map(LuaCompositionalProviders.customGroup)
            }),
            sectionProvider: (sectionForm, { function, layoutKinds in
                reference(function, name: "section").map { LuaCompositionalProviders.sections($0, layoutKinds: layoutKinds) }
            }),
            preferredSize: (preferredSizeForm, { function in
                reference(function, name: "preferredSize").map(LuaCompositionalProviders.preferredSize)
            }),
            visibleItemsHandler: (visibleItemsForm, { function in
                reference(function, name: "visibleItemsInvalidationHandler").map(LuaCompositionalProviders.visibleItems)
            })
        )
    }
}
