import Mosaic
import Testing

/// The compact JSON form (`docs/json-format.md`, "Compact JSON"): valid
/// JSON, one element per line, the defaults left out, and every value of
/// the full form recoverable from it.
@Suite("Compact JSON export")
struct ExportCompactJSONTests {
    static func compact(_ snapshot: LayoutSnapshot) -> String { JSONExporter.render(snapshot, compact: true) }

    @Test("a plain grid cell takes at most a third of the bytes of the full form")
    func plainCellSize() throws {
        let engine = try LayoutEngine(layout: FlowLayout(), dataSource: DataSource(count: 1_000))
        let snapshot = try LayoutSnapshot(engine: engine)
        let full = snapshot.rendered(as: .json).split(separator: "\n").filter { $0.contains("\"item\": 500,") }
        let short = Self.compact(snapshot).split(separator: "\n").filter { $0.contains("\"item\":500,") }
        #expect(full.count == 1 && short.count == 1)
        #expect(short[0].utf8.count * 3 <= full[0].utf8.count, "\(short[0].utf8.count) of \(full[0].utf8.count) bytes")
        // And the whole document.
        #expect(Self.compact(snapshot).utf8.count * 3 <= snapshot.rendered(as: .json).utf8.count)
    }

    @Test("the layout of the text: a first line with the header, one element a line, a last line ]}")
    func lines() throws {
        let lines = Self.compact(ExportFixtures.mixed).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 1 + 7 + 2)  // header, 7 elements, "]}", and the empty string after the last line break
        #expect(lines[0].hasPrefix("{\"layout\":\"mixed\",\"compact\":true,\"parameters\":{"))
        #expect(lines[0].hasSuffix(",\"elements\":["))
        for line in lines[1..<7] { #expect(line.hasPrefix("{") && line.hasSuffix("},")) }
        #expect(lines[7].hasSuffix("}") && !lines[7].hasSuffix(","))
        #expect(lines[8] == "]}")
        #expect(!Self.compact(ExportFixtures.mixed).contains(": "))
        let empty = LayoutSnapshot(layoutName: "none", parameters: [], environment: LayoutEnvironment(), contentSize: .zero, elements: [])
        #expect(Self.compact(empty).hasSuffix("\"elements\":[\n]}\n"))
    }

    @Test("plain, transformed and custom elements: exactly the members that differ from their defaults")
    func members() throws {
        let lines = Self.compact(ExportFixtures.mixed).split(separator: "\n")
        #expect(lines[1] == #"{"category":"decoration","kind":"background","section":0,"item":0,"frame":{"x":40,"y":30,"width":300,"height":180},"zIndex":-1},"#)
        #expect(lines[2] == #"{"section":0,"item":0,"frame":{"x":60,"y":40,"width":80,"height":60}},"#)
        #expect(lines[4] == #"{"section":0,"item":2,"frame":{"x":260,"y":40,"width":80,"height":60},"hidden":true},"#)
        #expect(lines[5].hasPrefix(#"{"category":"supplementary","kind":"header","section":1,"item":0,"frame":"#))
        #expect(lines[5].hasSuffix(#""zIndex":5,"custom":{"note":"a \"b\", c\nd","weight":2.5}},"#))
        // Rotated, scaled, translated about (0, 0): its visual frame, the transform's other members, the anchor point.
        #expect(lines[6].contains(#""transform":{"rotation":-0.3,"scaleX":1.5,"scaleY":0.8,"translateX":20,"translateY":10},"anchorPoint":{"x":0,"y":0}"#))
        #expect(lines[6].contains(#""visualFrame":{"#))
        #expect(lines[3].contains(#""transform":{"rotation":0.4},"alpha":0.5}"#))
    }

    @Test("parsed back with the defaults filled in, every element equals the full form's", arguments: [7, 8])
    func sameValuesAsTheFullForm(seed: UInt64) throws {
        for snapshot in [ExportFixtures.mixed, ExportFixtures.awkward(count: 40, seed: seed), try ExportFixtures.fan()] {
            let full = try JSONParser.parse(snapshot.rendered(as: .json))
            let short = try JSONParser.parse(Self.compact(snapshot))
            #expect(Self.plain(short["compact"]) == "true")
            for key in ["layout", "parameters", "viewport", "contentOffset", "contentInsets", "contentSize"] {
                #expect(Self.plain(full[key]) == Self.plain(short[key]), "\(key)")
            }
            guard case .array(let fullElements)? = full["elements"]?.content,
                  case .array(let shortElements)? = short["elements"]?.content else {
                Issue.record("no elements")
                return
            }
            #expect(fullElements.count == shortElements.count)
            for (long, brief) in zip(fullElements, shortElements) {
                #expect(Self.plain(long) == Self.withDefaults(brief, full: long))
            }
        }
    }

    /// A JSON value as nested Swift values, without source positions.
    static func plain(_ value: JSONValue?) -> String {
        guard let value else { return "absent" }
        switch value.content {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let number): return number.bitPattern.description
        case .string(let text): return "\"" + text + "\""
        case .array(let elements): return "[" + elements.map(plain).joined(separator: ",") + "]"
        case .object(let members): return "{" + members.map { "\($0.key):" + plain($0.value) }.joined(separator: ",") + "}"
        case .foreign: return "foreign"
        }
    }

    /// A compact element with the members it leaves out filled in, as the
    /// documentation says, in the full form's order.
    static func withDefaults(_ brief: JSONValue, full: JSONValue) -> String {
        func member(_ key: String) -> String? { brief[key].map(plain) }
        let frame = member("frame") ?? "absent"
        let zero = 0.0.bitPattern.description, one = 1.0.bitPattern.description, half = 0.5.bitPattern.description
        var transform: [(String, String)] = [("rotation", zero), ("scaleX", one), ("scaleY", one), ("translateX", zero), ("translateY", zero)]
        if case .object(let given)? = brief["transform"]?.content {
            for (key, value) in given { if let index = transform.firstIndex(where: { $0.0 == key }) { transform[index].1 = plain(value) } }
        }
        var parts: [String] = ["category:" + (member("category") ?? "\"cell\"")]
        if let kind = member("kind") { parts.append("kind:" + kind) }
        parts += [
            "section:" + (member("section") ?? "absent"), "item:" + (member("item") ?? "absent"), "frame:" + frame,
            // center is the frame's centre: taken from the full form, which the exporter computes the same way.
            "center:" + plain(full["center"]),
            "visualFrame:" + (member("visualFrame") ?? frame),
            "transform:{" + transform.map { "\($0.0):\($0.1)" }.joined(separator: ",") + "}",
            "anchorPoint:" + (member("anchorPoint") ?? "{x:\(half),y:\(half)}"),
            "zIndex:" + (member("zIndex") ?? zero), "alpha:" + (member("alpha") ?? one),
            "hidden:" + (member("hidden") ?? "false"), "custom:" + (member("custom") ?? "{}"),
        ]
        return "{" + parts.joined(separator: ",") + "}"
    }
}
