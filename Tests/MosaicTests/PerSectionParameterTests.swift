import Mosaic
import Testing

/// Parameters that take one value per section: `-p columns=2,3`,
/// `-p sectionInset="0,10,0,10;20"`.
@Suite("Per-section parameters")
struct PerSectionParameterTests {
    /// A parameter set with a per-section parameter of each element kind.
    private var sample: Parameters {
        Parameters(layoutName: "sample", specs: [
            ParameterSpec("columns", .perSection(.integer(1...10)), default: .integer(2), doc: "integers"),
            ParameterSpec("height", .perSection(.number(0...100)), default: .number(0), doc: "numbers"),
            ParameterSpec("inset", .perSection(.insets(0...50)), default: .insets(.zero), doc: "insets"),
            ParameterSpec("mode", .perSection(.choice(["a", "b"])), default: .choice("a"), doc: "choices"),
        ])
    }

    private func parsed(_ name: String, _ text: String) throws(ParameterError) -> ParameterValue {
        var parameters = sample
        try parameters.set(name, parsing: text)
        return try parameters.value(named: name)
    }

    @Test("a single value stays a single value; a list is one value per section")
    func parsing() throws {
        #expect(try parsed("columns", "3") == .integer(3))
        #expect(try parsed("columns", "2,3") == .perSection([.integer(2), .integer(3)]))
        #expect(try parsed("columns", " 2 , 3 ,4") == .perSection([.integer(2), .integer(3), .integer(4)]))
        #expect(try parsed("height", "40,0,40") == .perSection([.number(40), .number(0), .number(40)]))
        #expect(try parsed("height", "2.5") == .number(2.5))
        // Insets hold commas, so their lists are separated by semicolons; one value is all four sides.
        #expect(try parsed("inset", "0,10,0,10") == .insets(Insets(top: 0, left: 10, bottom: 0, right: 10)))
        #expect(try parsed("inset", "0,10,0,10;20") == .perSection([
            .insets(Insets(top: 0, left: 10, bottom: 0, right: 10)), .insets(Insets(all: 20)),
        ]))
        #expect(try parsed("mode", "b,a") == .perSection([.choice("b"), .choice("a")]))
    }

    @Test("typed values: one value, a list, a list of one, numbers for integers")
    func typedValues() throws {
        var parameters = sample
        try parameters.set("columns", to: .perSection([.integer(2), .number(3)]))
        #expect(parameters["columns"] == .perSection([.integer(2), .integer(3)]))
        // A list of one value is that value: the same output as before lists existed.
        try parameters.set("columns", to: .perSection([.integer(4)]))
        #expect(parameters["columns"] == .integer(4))
        try parameters.set("height", to: .perSection([.integer(40), .number(0.5)]))
        #expect(parameters["height"] == .perSection([.number(40), .number(0.5)]))
        try parameters.set("height", to: .integer(7))
        #expect(parameters["height"] == .number(7))
    }

    @Test("the typed reads give every section its value, the last repeating")
    func typedReads() throws {
        var parameters = sample
        #expect(parameters.integers("columns") == PerSection([2]))
        #expect((0..<4).map { parameters.integers("columns")?[$0] } == [2, 2, 2, 2])
        try parameters.set("columns", parsing: "1,5,3")
        #expect((0..<5).map { parameters.integers("columns")?[$0] } == [1, 5, 3, 3, 3])
        #expect(parameters.integers("columns")?.maximum == 5)
        try parameters.set("height", parsing: "40,0")
        #expect((0..<3).map { parameters.numbers("height")?[$0] } == [40, 0, 0])
        try parameters.set("inset", parsing: "1,2,3,4;5")
        #expect(parameters.insetsList("inset")?[0] == Insets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(parameters.insetsList("inset")?[9] == Insets(all: 5))
        // A single value reads as a one-value list, and by the single-value reads.
        #expect(parameters["height"]?.isPerSectionList == true)
        try parameters.set("height", parsing: "12")
        #expect(parameters.numbers("height") == PerSection([12]))
        #expect(parameters.number("height") == 12)
        #expect(PerSection(all: 3)[1000] == 3)
    }

    @Test("what each kind accepts, for listings and errors")
    func summaries() {
        #expect(ParameterKind.perSection(.integer(1...10_000)).summary
            == "a whole number from 1 to 10000, or A,B,… per section")
        #expect(ParameterKind.perSection(.insets(0...1e9)).summary
            == "top,left,bottom,right, each from 0 to 1000000000, or A;B;… per section")
        #expect(ParameterKind.perSection(.number(0...1)).isPerSection)
        #expect(!ParameterKind.number(0...1).isPerSection)
        #expect(ParameterValue.perSection([.integer(2), .integer(3)]).description == "2,3")
        #expect(ParameterValue.perSection([.insets(Insets(top: 0, left: 10, bottom: 0, right: 10.5)), .insets(Insets(all: 2))]).description
            == "0,10,0,10.5;2,2,2,2")
    }

    @Test("a bad value in a list names the parameter and its position")
    func listErrors() {
        let integer = "a whole number from 1 to 10", number = "a number from 0 to 100"
        let insets = "top,left,bottom,right, each from 0 to 50"
        let cases: [(String, String, ParameterError)] = [
            ("columns", "2,x,3", .invalidListValue(parameter: "columns", position: 2, count: 3,
                                                   reason: .invalidValue(parameter: "columns", value: "x", expected: integer))),
            ("columns", "2,0", .invalidListValue(parameter: "columns", position: 2, count: 2,
                                                 reason: .outOfRange(parameter: "columns", value: "0", expected: integer))),
            ("columns", "2,", .invalidListValue(parameter: "columns", position: 2, count: 2,
                                                reason: .invalidValue(parameter: "columns", value: "", expected: integer))),
            ("columns", "2.5,2", .invalidListValue(parameter: "columns", position: 1, count: 2,
                                                   reason: .invalidValue(parameter: "columns", value: "2.5", expected: integer))),
            ("height", "40, nan", .invalidListValue(parameter: "height", position: 2, count: 2,
                                                    reason: .invalidValue(parameter: "height", value: "nan", expected: number))),
            ("height", "1,2,300", .invalidListValue(parameter: "height", position: 3, count: 3,
                                                    reason: .outOfRange(parameter: "height", value: "300", expected: number))),
            ("inset", "0,10,0,10;1,2", .invalidListValue(parameter: "inset", position: 2, count: 2,
                                                         reason: .invalidValue(parameter: "inset", value: "1,2", expected: insets))),
            ("inset", "0;0,60,0,0", .invalidListValue(parameter: "inset", position: 2, count: 2,
                                                      reason: .outOfRange(parameter: "inset", value: "0,60,0,0", expected: insets))),
        ]
        for (name, text, expected) in cases {
            #expect(throws: expected, "\(name)=\(text)") { try parsed(name, text) }
        }
        #expect(ParameterError.invalidListValue(parameter: "columns", position: 2, count: 3,
                                                reason: .invalidValue(parameter: "columns", value: "x", expected: integer)).description
            == "parameter columns, value 2 of 3 (section 1): 'x' is not valid; expected a whole number from 1 to 10")
        #expect(ParameterError.invalidListValue(parameter: "height", position: 3, count: 3,
                                                reason: .outOfRange(parameter: "height", value: "300", expected: number)).description
            == "parameter height, value 3 of 3 (section 2): '300' is out of range; expected a number from 0 to 100")
    }

    @Test("a single bad value reads as before; the wrong form says lists are taken too")
    func singleValueErrors() {
        #expect(throws: ParameterError.outOfRange(parameter: "columns", value: "0", expected: "a whole number from 1 to 10")) {
            try parsed("columns", "0")
        }
        #expect(throws: ParameterError.invalidValue(parameter: "height", value: "40;0",
                                                    expected: "a number from 0 to 100, or A,B,… per section")) {
            try parsed("height", "40;0")
        }
        var parameters = sample
        #expect(throws: ParameterError.invalidValue(parameter: "columns", value: "",
                                                    expected: "a whole number from 1 to 10, or A,B,… per section")) {
            try parameters.set("columns", to: .perSection([]))
        }
        #expect(throws: ParameterError.invalidListValue(parameter: "columns", position: 2, count: 2,
                                                        reason: .invalidValue(parameter: "columns", value: "true", expected: "a whole number from 1 to 10"))) {
            try parameters.set("columns", to: .perSection([.integer(1), .bool(true)]))
        }
        // Lists of lists are not values.
        #expect(throws: ParameterError.self) {
            try parameters.set("columns", to: .perSection([.integer(1), .perSection([.integer(1), .integer(2)])]))
        }
        // A list for a parameter that takes one value.
        var flow = FlowLayout.descriptor.defaultParameters
        #expect(throws: ParameterError.invalidValue(parameter: "scrollDirection", value: "vertical,horizontal",
                                                    expected: "one of vertical, horizontal")) {
            try flow.set("scrollDirection", parsing: "vertical,horizontal")
        }
        #expect(throws: ParameterError.self) { try flow.set("pinHeaders", to: .perSection([.bool(true), .bool(false)])) }
        // Failed sets leave the values as they were.
        #expect(parameters.effectiveValues.map(\.value) == sample.effectiveValues.map(\.value))
    }

    @Test("text round-trips: the description of any value parses back to it", arguments: testSeeds)
    func textRoundTrip(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let specs = sample.specs
        for _ in 0..<200 {
            let count = random.nextInt(in: 1..<6)
            let spec = random.pick(specs)
            let values: [ParameterValue] = (0..<count).map { _ in
                switch spec.name {
                case "columns": .integer(random.nextInt(in: 1..<11))
                case "height": .number(random.pick([0, 100, 40, random.nextDouble(in: 0...100)]))
                case "inset": .insets(Insets(top: random.nextDouble(in: 0...50), left: random.pick([0, 10, 0.1 + 0.2]),
                                                 bottom: 50, right: random.nextDouble(in: 0...1)))
                default: .choice(random.pick(["a", "b"]))
                }
            }
            var parameters = sample
            try parameters.set(spec.name, to: .perSection(values))
            let value = try parameters.value(named: spec.name)
            #expect(value == (count == 1 ? values[0] : .perSection(values)))
            var reparsed = sample
            try reparsed.set(spec.name, parsing: value.description)
            #expect(reparsed[spec.name] == value, "\(spec.name)=\(value)")
        }
    }

    @Test("JSON writes a list as an array of its values")
    func json() throws {
        #expect(ParameterValue.perSection([.integer(2), .integer(3)]).jsonText == "[2, 3]")
        #expect(ParameterValue.perSection([.number(40), .number(0.5)]).jsonText == "[40, 0.5]")
        #expect(ParameterValue.perSection([.insets(Insets(top: 0, left: 10, bottom: 0, right: 10)), .insets(Insets(all: 20))]).jsonText
            == #"[{"top": 0, "left": 10, "bottom": 0, "right": 10}, {"top": 20, "left": 20, "bottom": 20, "right": 20}]"#)
        #expect(ParameterValue.integer(2).jsonText == "2")

        var parameters = WaterfallLayout.descriptor.defaultParameters
        try parameters.set("columns", parsing: "2,3")
        try parameters.set("sectionInset", parsing: "0,10,0,10;5")
        let engine = try LayoutEngine(layout: WaterfallLayout(parameters: parameters), dataSource: DataSource(itemCounts: [2, 2]))
        let text = try LayoutSnapshot(engine: engine).rendered(as: .json)
        #expect(text.contains(#"    "columns": [2, 3],"#))
        #expect(text.contains(#"    "sectionInset": [{"top": 0, "left": 10, "bottom": 0, "right": 10}, {"top": 5, "left": 5, "bottom": 5, "right": 5}],"#))
        let document = try JSONParser.parse(Array(text.utf8))
        #expect(document["parameters"]?["columns"]?.array?.count == 2)
    }

    @Test("the built-in layouts' per-section parameters, and their defaults as single values")
    func builtins() throws {
        let flow = FlowLayout.descriptor.parameterSpecs.filter(\.kind.isPerSection).map(\.name)
        #expect(flow == ["itemWidth", "itemHeight", "lineSpacing", "interitemSpacing", "sectionInset", "headerHeight", "footerHeight"])
        let waterfall = WaterfallLayout.descriptor.parameterSpecs.filter(\.kind.isPerSection).map(\.name)
        #expect(waterfall == ["columns", "sectionInset", "headerHeight", "footerHeight"])
        for spec in FlowLayout.descriptor.parameterSpecs + WaterfallLayout.descriptor.parameterSpecs {
            #expect(!spec.defaultValue.isPerSectionList, "\(spec.name)")
        }
    }
}
