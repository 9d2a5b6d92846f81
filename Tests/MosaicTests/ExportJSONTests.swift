import Mosaic
import Testing

@Suite("JSON export")
struct ExportJSONTests {
    @Test("a small snapshot gives exactly the documented text")
    func exactText() {
        let snapshot = LayoutSnapshot(
            layoutName: "grid",
            parameters: [("itemWidth", .number(100)), ("columns", .integer(2)), ("pinHeaders", .bool(false)),
                         ("alignment", .choice("leading")), ("sectionInset", .insets(Insets(top: 0, left: 10, bottom: 0, right: 10.5)))],
            environment: LayoutEnvironment(viewport: Size(width: 390, height: 844), contentOffset: Point(x: 0, y: 12.5)),
            contentSize: Size(width: 390, height: 1000),
            elements: [
                LayoutAttributes(indexPath: ItemPath(0, 0), frame: Rect(x: 10, y: 0, width: 100, height: 100)),
                LayoutAttributes(category: .supplementary, kind: "header", indexPath: ItemPath(0, 0),
                                 frame: Rect(x: 0, y: 0, width: 390, height: 40), zIndex: 10, alpha: 0.5,
                                 isHidden: true, custom: ["z": "last", "a": 1.25, "m": true]),
            ]
        )
        let expected = """
        {
          "layout": "grid",
          "parameters": {
            "itemWidth": 100,
            "columns": 2,
            "pinHeaders": false,
            "alignment": "leading",
            "sectionInset": {"top": 0, "left": 10, "bottom": 0, "right": 10.5}
          },
          "viewport": {"width": 390, "height": 844},
          "contentOffset": {"x": 0, "y": 12.5},
          "contentInsets": {"top": 0, "left": 0, "bottom": 0, "right": 0},
          "contentSize": {"width": 390, "height": 1000},
          "elements": [
            {"category": "cell", "section": 0, "item": 0, "frame": {"x": 10, "y": 0, "width": 100, "height": 100}, "center": {"x": 60, "y": 50}, "visualFrame": {"x": 10, "y": 0, "width": 100, "height": 100}, "transform": {"rotation": 0, "scaleX": 1, "scaleY": 1, "translateX": 0, "translateY": 0}, "anchorPoint": {"x": 0.5, "y": 0.5}, "zIndex": 0, "alpha": 1, "hidden": false, "custom": {}},
            {"category": "supplementary", "kind": "header", "section": 0, "item": 0, "frame": {"x": 0, "y": 0, "width": 390, "height": 40}, "center": {"x": 195, "y": 20}, "visualFrame": {"x": 0, "y": 0, "width": 390, "height": 40}, "transform": {"rotation": 0, "scaleX": 1, "scaleY": 1, "translateX": 0, "translateY": 0}, "anchorPoint": {"x": 0.5, "y": 0.5}, "zIndex": 10, "alpha": 0.5, "hidden": true, "custom": {"a": 1.25, "m": true, "z": "last"}}
          ]
        }

        """
        #expect(JSONExporter.render(snapshot) == expected)
    }

    @Test("the document has the documented members, in order")
    func structure() throws {
        let snapshot = ExportFixtures.mixed
        let root = try JSONParser.parse(JSONExporter.render(snapshot))
        #expect(root.keys == ["layout", "parameters", "viewport", "contentOffset", "contentInsets", "contentSize", "elements"])
        #expect(root["layout"]?.string == "mixed")
        let parameters = try #require(root["parameters"])
        #expect(parameters.keys == ["gap", "columns", "pinned", "mode", "inset"])
        #expect(parameters["gap"]?.number == 2.5)
        #expect(parameters["columns"]?.number == 3)
        #expect(parameters["pinned"]?.bool == true)
        #expect(parameters["mode"]?.string == "leading")
        #expect(parameters["inset"]?.keys == ["top", "left", "bottom", "right"])
        #expect(parameters["inset"]?["right"]?.number == 4)
        #expect(root["viewport"]?.keys == ["width", "height"])
        #expect(root["contentOffset"]?.keys == ["x", "y"])
        #expect(root["contentOffset"]?["x"]?.number == 50)
        #expect(root["contentInsets"]?.keys == ["top", "left", "bottom", "right"])
        #expect(root["contentInsets"]?["bottom"]?.number == 0.5)
        #expect(root["contentSize"]?["height"]?.number == 400)

        let elements = try #require(root["elements"]?.array)
        #expect(elements.count == snapshot.elements.count)
        for (json, element) in zip(elements, snapshot.elements) {
            var keys = ["category", "kind", "section", "item", "frame", "center", "visualFrame", "transform",
                        "anchorPoint", "zIndex", "alpha", "hidden", "custom"]
            if element.category == .cell { keys.remove(at: 1) }
            #expect(json.keys == keys)
            #expect(json["category"]?.string == element.category.rawValue)
            #expect(json["kind"]?.string == element.kind)
            #expect(json["transform"]?.keys == ["rotation", "scaleX", "scaleY", "translateX", "translateY"])
            #expect(json["frame"]?.keys == ["x", "y", "width", "height"])
            #expect(json["hidden"]?.bool == element.isHidden)
            #expect(json["custom"]?.keys == element.custom.keys.sorted())
        }
        #expect(elements[4]["custom"]?["note"]?.string == "a \"b\", c\nd")
        #expect(elements[5]["custom"]?["flag"]?.bool == true)
    }

    @Test("kind is absent for cells and present for supplementary and decoration views")
    func kind() throws {
        let elements = try #require(try JSONParser.parse(JSONExporter.render(ExportFixtures.mixed))["elements"]?.array)
        #expect(elements.map { $0["kind"]?.string } == [.some("background"), nil, nil, nil, .some("header"), nil, nil])
    }

    @Test("every number reads back to the same bits", arguments: [1, 2, 3] as [UInt64])
    func exactNumbers(seed: UInt64) throws {
        let snapshot = ExportFixtures.awkward(count: 200, seed: seed)
        try expectRoundTrip(snapshot)
    }

    @Test("the fan's numbers read back to the same bits")
    func exactFan() throws {
        try expectRoundTrip(try ExportFixtures.fan(offset: Point(x: 333.3, y: 0)))
    }

    @Test("the same snapshot gives the same bytes, whatever the order custom values were set in")
    func deterministic() throws {
        var keys = (0..<50).map { "key\($0)" }
        var random = SplitMix64(seed: 9)
        var first: [String: AttributeValue] = [:], second: [String: AttributeValue] = [:]
        for key in keys { first[key] = .number(Double(key.count)) }
        keys.shuffle(using: &random)
        for key in keys { second[key] = .number(Double(key.count)) }
        var a = ExportFixtures.mixed, b = ExportFixtures.mixed
        a.elements[1].custom = first
        b.elements[1].custom = second
        #expect(JSONExporter.render(a) == JSONExporter.render(b))
        let fan = try ExportFixtures.fan()
        #expect(JSONExporter.render(fan) == JSONExporter.render(try ExportFixtures.fan()))
    }

    @Test("each element is on one line that is a JSON object by itself")
    func oneLinePerElement() throws {
        let snapshot = try ExportFixtures.waterfall()
        let lines = JSONExporter.render(snapshot).split(separator: "\n", omittingEmptySubsequences: false)
        // 9 lines of header plus one per parameter, one per element, 2
        // closing lines, and the empty string after the last line break.
        #expect(lines.count == 9 + snapshot.parameters.count + snapshot.elements.count + 3)
        let elementLines = lines.filter { $0.hasPrefix("    {") }
        #expect(elementLines.count == snapshot.elements.count)
        for (line, element) in zip(elementLines, snapshot.elements) {
            let text = line.hasSuffix(",") ? String(line.dropLast()) : String(line)
            let value = try JSONParser.parse(text)
            #expect(value["item"]?.number == Double(element.indexPath.item))
        }
    }

    @Test("strings are escaped and read back")
    func escaping() throws {
        var snapshot = ExportFixtures.mixed
        snapshot.layoutName = "quote \" backslash \\ tab \t bell \u{7} é 🧩"
        snapshot.elements[4].kind = "line\nbreak"
        let root = try JSONParser.parse(JSONExporter.render(snapshot))
        #expect(root["layout"]?.string == snapshot.layoutName)
        #expect(root["elements"]?.array?[4]["kind"]?.string == "line\nbreak")
    }

    @Test("numbers JSON cannot write are null")
    func nonFinite() throws {
        var snapshot = ExportFixtures.mixed
        snapshot.elements[1].custom["bad"] = .number(.nan)
        snapshot.elements[1].alpha = .infinity
        let element = try #require(try JSONParser.parse(JSONExporter.render(snapshot))["elements"]?.array?[1])
        #expect(element["custom"]?["bad"]?.isNull == true)
        #expect(element["alpha"]?.isNull == true)
    }

    @Test("no parameters and no elements give empty containers")
    func empty() throws {
        let snapshot = LayoutSnapshot(layoutName: "none", parameters: [], environment: LayoutEnvironment(),
                                      contentSize: .zero, elements: [])
        let text = JSONExporter.render(snapshot)
        #expect(text.contains("\"parameters\": {},\n"))
        #expect(text.hasSuffix("\"elements\": []\n}\n"))
        #expect(try JSONParser.parse(text)["elements"]?.array?.isEmpty == true)
    }

    /// Parses the snapshot's JSON and checks every number against the
    /// attributes, bit for bit (−0 is written as 0).
    private func expectRoundTrip(_ snapshot: LayoutSnapshot, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let root = try JSONParser.parse(JSONExporter.render(snapshot))
        func same(_ json: JSONValue?, _ value: Double, _ what: @autoclosure () -> String) {
            let expected = value == 0 ? 0 : value
            #expect(json?.number?.bitPattern == expected.bitPattern, "\(what()): \(String(describing: json?.number)) != \(value)",
                    sourceLocation: sourceLocation)
        }
        func same(_ json: JSONValue?, _ rect: Rect, _ what: String) {
            same(json?["x"], rect.minX, "\(what).x")
            same(json?["y"], rect.minY, "\(what).y")
            same(json?["width"], rect.width, "\(what).width")
            same(json?["height"], rect.height, "\(what).height")
        }
        let environment = snapshot.environment
        same(root["viewport"]?["width"], environment.viewport.width, "viewport.width")
        same(root["viewport"]?["height"], environment.viewport.height, "viewport.height")
        same(root["contentOffset"]?["x"], environment.contentOffset.x, "contentOffset.x")
        same(root["contentOffset"]?["y"], environment.contentOffset.y, "contentOffset.y")
        same(root["contentSize"]?["width"], snapshot.contentSize.width, "contentSize.width")
        same(root["contentSize"]?["height"], snapshot.contentSize.height, "contentSize.height")
        for (name, value) in snapshot.parameters {
            if case .number(let number) = value { same(root["parameters"]?[name], number, name) }
        }
        let elements = try #require(root["elements"]?.array, sourceLocation: sourceLocation)
        #expect(elements.count == snapshot.elements.count, sourceLocation: sourceLocation)
        for (index, (json, element)) in zip(elements, snapshot.elements).enumerated() {
            let at = "elements[\(index)]"
            #expect(json["section"]?.number == Double(element.indexPath.section), sourceLocation: sourceLocation)
            #expect(json["item"]?.number == Double(element.indexPath.item), sourceLocation: sourceLocation)
            same(json["frame"], element.frame, "\(at).frame")
            same(json["center"]?["x"], element.center.x, "\(at).center.x")
            same(json["center"]?["y"], element.center.y, "\(at).center.y")
            same(json["visualFrame"], element.visualFrame, "\(at).visualFrame")
            let transform = element.transform
            same(json["transform"]?["rotation"], transform.rotation, "\(at).rotation")
            same(json["transform"]?["scaleX"], transform.scaleX, "\(at).scaleX")
            same(json["transform"]?["scaleY"], transform.scaleY, "\(at).scaleY")
            same(json["transform"]?["translateX"], transform.translateX, "\(at).translateX")
            same(json["transform"]?["translateY"], transform.translateY, "\(at).translateY")
            same(json["anchorPoint"]?["x"], element.anchorPoint.x, "\(at).anchorPoint.x")
            same(json["anchorPoint"]?["y"], element.anchorPoint.y, "\(at).anchorPoint.y")
            same(json["alpha"], element.alpha, "\(at).alpha")
            #expect(json["hidden"]?.bool == element.isHidden, sourceLocation: sourceLocation)
            for (key, value) in element.custom {
                if case .number(let number) = value { same(json["custom"]?[key], number, "\(at).custom.\(key)") }
            }
        }
        // Every z index, exactly, as text: a Double could round 64-bit integers.
        let text = JSONExporter.render(snapshot)
        for element in snapshot.elements {
            #expect(text.contains("\"zIndex\": \(element.zIndex), "), sourceLocation: sourceLocation)
        }
    }
}

extension JSONValue {
    /// An object's keys, in order; empty for anything else.
    var keys: [String] {
        guard case .object(let members) = content else { return [] }
        return members.map(\.key)
    }

    var number: Double? {
        guard case .number(let value) = content else { return nil }
        return value
    }

    var string: String? {
        guard case .string(let value) = content else { return nil }
        return value
    }

    var bool: Bool? {
        guard case .bool(let value) = content else { return nil }
        return value
    }

    var array: [JSONValue]? {
        guard case .array(let values) = content else { return nil }
        return values
    }

    var isNull: Bool {
        if case .null = content { return true }
        return false
    }
}
