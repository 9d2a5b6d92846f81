import Mosaic
import MosaicLua

/// The REPL's colon commands: what each is called, takes and does.
enum ReplCommands {
    /// One command's name, arguments and summary, for `:help` and completion.
    struct Entry {
        var name: String
        var arguments: String
        var summary: String
    }

    /// Every command, in the order `:help` lists them.
    static let all: [Entry] = [
        Entry(name: "load", arguments: "FILE|NAME", summary: "load a layout (a .lua file, a compositional spec .json, UIKit layout code .swift, a plugin name or a built-in) and make it current"),
        Entry(name: "set", arguments: "NAME VALUE", summary: "set a parameter of the current layout"),
        Entry(name: "params", arguments: "", summary: "list the parameters and their values"),
        Entry(name: "items", arguments: "N[,N…]", summary: "lay out N items; a list makes one section per number"),
        Entry(name: "data", arguments: "FILE", summary: "lay out the items of a JSON data file"),
        Entry(name: "viewport", arguments: "WxH", summary: "set the viewport size, as 390x844"),
        Entry(name: "scroll", arguments: "X,Y", summary: "scroll to a content offset"),
        Entry(name: "insets", arguments: "[T,L,B,R]", summary: "set (or show) the content insets; one value for every edge"),
        Entry(name: "safearea", arguments: "[T,L,B,R]", summary: "set (or show) the safe area insets; one value for every edge"),
        Entry(name: "margins", arguments: "[T,L,B,R]", summary: "set (or show) the layout margins, measured from the safe area"),
        Entry(name: "scale", arguments: "[1|2|3|off]", summary: "round frames to the pixels of a display of that scale (off: exact)"),
        Entry(name: "show", arguments: "", summary: "print the text preview of the viewport"),
        Entry(name: "query", arguments: "X,Y,W,H", summary: "list the elements that meet a rectangle"),
        Entry(name: "item", arguments: "S I", summary: "show the attributes of item I in section S"),
        Entry(name: "insert", arguments: "S I [N]", summary: "insert N items (1) at item I of section S, as a batch update"),
        Entry(name: "delete", arguments: "S I [N]", summary: "delete N items (1) from item I of section S, as a batch update"),
        Entry(name: "move", arguments: "S I S I", summary: "move the item at S I to S I, as a batch update"),
        Entry(name: "measure", arguments: "S I W H", summary: "feed back the size a cell wants (self-sizing) and show how the offset moved"),
        Entry(name: "selfsize", arguments: "", summary: "ask the layout what size each visible cell wants and feed those back"),
        Entry(name: "offset", arguments: "S X", summary: "scroll an orthogonal section (a row of a compositional layout) to X"),
        Entry(name: "snap", arguments: "S X [V]", summary: "where an orthogonal section whose scrolling would stop at X (with velocity V) comes to rest"),
        Entry(name: "target", arguments: "X,Y [VX,VY]", summary: "where the content whose scrolling would stop at X,Y comes to rest (the layout's targetContentOffset)"),
        Entry(name: "save", arguments: "FILE [--compact]", summary: "save the layout as .svg, .json, .csv or .txt (--compact: compact JSON), or its UIKit code as .swift"),
        Entry(name: "reload", arguments: "", summary: "reload the plugin file; a broken file keeps the last good version"),
        Entry(name: "watch", arguments: "on|off", summary: "reload and show again whenever the plugin file or a module it requires changes"),
        Entry(name: "serve", arguments: "[PORT]", summary: "serve the current layout as a live page on http://127.0.0.1:PORT/ (0: any free port); every change shows there"),
        Entry(name: "time", arguments: "", summary: "how long the last prepare took and how many items it placed"),
        Entry(name: "help", arguments: "", summary: "list the commands and the Lua API"),
        Entry(name: "quit", arguments: "", summary: "leave (Ctrl-D does too)"),
    ]

    /// The text `:help` prints.
    static var help: String {
        let width = all.map { $0.name.count + $0.arguments.count + 2 }.max() ?? 0
        var lines = all.map { entry in
            let left = ":\(entry.name)" + (entry.arguments.isEmpty ? "" : " \(entry.arguments)")
            return "  " + left + String(repeating: " ", count: max(1, width - left.count + 2)) + entry.summary
        }
        lines.insert("Commands (on the current layout):", at: 0)
        lines.append("Lua: l = mosaic.load(\"examples/fan.lua\", {radius = 300}); l:set(name, value), l:params(), l:items(n),")
        lines.append("  l:data(file), l:viewport(w, h), l:scroll(x, y), l:prepare(), l:query(x, y, w, h),")
        lines.append("  l:attributes(section, item), l:contentSize(), l:show(), l:save(file), l:reload(), l:time(),")
        lines.append("  l:insert(s, i [, n]), l:delete(s, i [, n]), l:move(s, i, s, i), l:measure(s, i, w, h), l:selfSize(),")
        lines.append("  l:sectionOffset(s, x), l:snap(s, x [, v]), l:target(x, y [, vx, vy]), l:contentOffset();")
        lines.append("  l = mosaic.compositional{section = {group = …}} makes a compositional layout (docs/lua-api.md)")
        lines.append("An expression prints its values; =expr does too; an unfinished chunk continues after '>>'.")
        return lines.joined(separator: "\n")
    }

    /// Numbers in ``NumberSyntax`` separated by `separator`, exactly
    /// `count` of them; what values are allowed is up to ``ViewRules``.
    static func numbers(_ text: String, count: Int, separator: Character, usage: String) throws -> [Double] {
        let parts = text.split(separator: separator, omittingEmptySubsequences: false)
        let values = parts.compactMap { NumberSyntax.parse($0) }
        guard parts.count == count, values.count == count else {
            throw ReplError("expected \(usage), got \(InputQuote.quoted(text))")
        }
        return values
    }

    /// Insets, `T,L,B,R` or one value for every edge, in ``NumberSyntax``;
    /// what values are allowed is up to ``ViewRules``.
    static func insets(_ text: String, usage: String) throws -> Insets {
        let values = try numbers(text, count: text.contains(",") ? 4 : 1, separator: ",", usage: usage)
        return values.count == 1 ? Insets(all: values[0]) : Insets(top: values[0], left: values[1], bottom: values[2], right: values[3])
    }

    /// One number in ``NumberSyntax``, or `nil`.
    static func number(_ text: Substring) -> Double? { NumberSyntax.parse(text) }

    /// Whole numbers separated by spaces, as many as `count` allows.
    ///
    /// - Throws: ``ReplError`` `usage: …` for anything else.
    static func integers(_ text: String, count: ClosedRange<Int>, usage: String) throws -> [Int] {
        let parts = text.split(whereSeparator: { $0 == " " || $0 == "\t" })
        let values = parts.compactMap { Int($0) }  // decimal only, as Int(String) reads
        guard count.contains(parts.count), values.count == parts.count else {
            throw ReplError("usage: \(usage)")
        }
        return values
    }

    /// The last line of `:query`: `12 elements`, or, when the cap left some
    /// out, `20000 of 10000000 elements listed (the first, in index-path
    /// order; at most 20000: narrow the rectangle)`.
    static func queryCount(_ answer: CappedElements) -> String {
        let listed = answer.elements.count
        guard answer.omitted > 0 else { return "\(listed) element\(listed == 1 ? "" : "s")" }
        return "\(listed) of \(answer.total) elements listed (the first, in index-path order; at most \(ElementCap.standard): narrow the rectangle)"
    }

    /// An attribute as one line, as the Lua side prints attribute tables:
    /// the index path and frame, then every attribute that differs from its
    /// default (``LuaREPL/nonDefaultAttributes(of:)``), the custom ones in
    /// `custom = {…}`.
    static func line(_ attributes: LayoutAttributes) -> String {
        var parts = [
            "section = \(attributes.indexPath.section)", "item = \(attributes.indexPath.item)",
            "x = \(attributes.frame.minX.shortDescription)", "y = \(attributes.frame.minY.shortDescription)",
            "width = \(attributes.frame.width.shortDescription)", "height = \(attributes.frame.height.shortDescription)",
        ]
        let (fields, custom) = LuaREPL.nonDefaultAttributes(of: attributes)
        for (key, value) in fields { parts.append("\(key) = " + luaText(value)) }
        if !custom.isEmpty {
            let entries = custom.map { key, value in
                (key.isIdentifier ? key : "[" + InputQuote.quoted(key, delimiter: "\"") + "]") + " = " + luaText(value)
            }
            parts.append("custom = {" + entries.joined(separator: ", ") + "}")
        }
        return "{" + parts.joined(separator: ", ") + "}"
    }

    /// A value as Lua would write it: a number, a quoted string, true or false.
    private static func luaText(_ value: AttributeValue) -> String {
        switch value {
        case .number(let number): number.shortDescription
        case .string(let text): InputQuote.quoted(text, delimiter: "\"")
        case .bool(let flag): flag ? "true" : "false"
        }
    }
}

extension Substring {
    /// The text without spaces at either end.
    var trimmingSpaces: String {
        var slice = self
        while slice.first == " " || slice.first == "\t" { slice.removeFirst() }
        while slice.last == " " || slice.last == "\t" { slice.removeLast() }
        return String(slice)
    }
}
