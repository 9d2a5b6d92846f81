import Mosaic
import Testing

@Suite("Parameters")
struct ParametersTests {
    /// A parameter set with one parameter of each kind.
    private var sample: Parameters {
        Parameters(layoutName: "sample", specs: [
            ParameterSpec("size", .number(0...100), default: .number(10), doc: "a number"),
            ParameterSpec("count", .integer(1...5), default: .integer(2), doc: "an integer"),
            ParameterSpec("flag", .bool, default: .bool(false), doc: "a Boolean"),
            ParameterSpec("mode", .choice(["fast", "slow"]), default: .choice("fast"), doc: "a choice"),
            ParameterSpec("inset", .insets(0...50), default: .insets(.zero), doc: "insets"),
        ])
    }

    private func parsed(_ name: String, _ text: String) throws(ParameterError) -> ParameterValue {
        var parameters = sample
        try parameters.set(name, parsing: text)
        return try parameters.value(named: name)
    }

    @Test("a size takes two numbers as a list ({W, H} in Lua, [W, H] in JSON), checked as its text is")
    func sizeFromList() throws {
        let spec = ParameterSpec("estimate", .size(0...100, keywords: ["automatic"]), default: .choice("0,0"), doc: "a size")
        #expect(try spec.validate(.perSection([.integer(80), .number(40.5)])) == .choice("80,40.5"))
        #expect(try spec.validate(.perSection([.number(80), .number(40)])) == spec.parse("80,40"))
        #expect(throws: ParameterError.outOfRange(parameter: "estimate", value: "-1,5", expected: "width,height, each from 0 to 100, or automatic")) {
            try spec.validate(.perSection([.integer(-1), .integer(5)]))
        }
        for bad: [ParameterValue] in [[.integer(80)], [.integer(1), .integer(2), .integer(3)], [.integer(1), .bool(true)], [.number(.nan), .integer(1)]] {
            #expect(throws: ParameterError.self) { try spec.validate(.perSection(bad)) }
        }
        // Quoted, as every bad value is, so that a pair reads as one value.
        #expect(ParameterError.outOfRange(parameter: "estimate", value: "-1,5", expected: "width,height").description
            == "parameter estimate: '-1,5' is out of range; expected width,height")
    }

    @Test("each kind parses from text")
    func parsing() throws {
        #expect(try parsed("size", "42") == .number(42))
        #expect(try parsed("size", " 2.5 ") == .number(2.5))
        #expect(try parsed("size", "1e1") == .number(10))
        #expect(try parsed("count", "5") == .integer(5))
        for text in ["true", "yes", "1", "on", "TRUE"] { #expect(try parsed("flag", text) == .bool(true), "\(text)") }
        for text in ["false", "no", "0", "off"] { #expect(try parsed("flag", text) == .bool(false), "\(text)") }
        #expect(try parsed("mode", "slow") == .choice("slow"))
        #expect(try parsed("inset", "5") == .insets(Insets(all: 5)))
        #expect(try parsed("inset", "1,2,3,4") == .insets(Insets(top: 1, left: 2, bottom: 3, right: 4)))
        #expect(try parsed("inset", " 1 , 2.5,3 ,4") == .insets(Insets(top: 1, left: 2.5, bottom: 3, right: 4)))
    }

    @Test("values of the wrong form")
    func wrongForm() {
        let cases: [(String, String, String)] = [
            ("size", "big", "a number from 0 to 100"),
            ("size", "nan", "a number from 0 to 100"),
            ("size", "inf", "a number from 0 to 100"),
            ("size", "", "a number from 0 to 100"),
            ("count", "2.5", "a whole number from 1 to 5"),
            ("flag", "maybe", "true or false"),
            ("mode", "medium", "one of fast, slow"),
            ("mode", "Fast", "one of fast, slow"),
            ("inset", "1,2,3", "top,left,bottom,right, each from 0 to 50"),
            ("inset", "1,,3,4", "top,left,bottom,right, each from 0 to 50"),
            ("inset", "a", "top,left,bottom,right, each from 0 to 50"),
        ]
        for (name, text, expected) in cases {
            #expect(throws: ParameterError.invalidValue(parameter: name, value: text, expected: expected), "\(name)=\(text)") {
                try parsed(name, text)
            }
        }
        #expect(ParameterError.invalidValue(parameter: "mode", value: "medium", expected: "one of fast, slow").description
            == "parameter mode: 'medium' is not valid; expected one of fast, slow")
    }

    @Test("values out of range")
    func outOfRange() throws {
        #expect(throws: ParameterError.outOfRange(parameter: "size", value: "100.5", expected: "a number from 0 to 100")) { try parsed("size", "100.5") }
        #expect(throws: ParameterError.outOfRange(parameter: "size", value: "-1", expected: "a number from 0 to 100")) { try parsed("size", "-1") }
        #expect(throws: ParameterError.outOfRange(parameter: "count", value: "0", expected: "a whole number from 1 to 5")) { try parsed("count", "0") }
        #expect(throws: ParameterError.outOfRange(parameter: "inset", value: "0,60,0,0", expected: "top,left,bottom,right, each from 0 to 50")) {
            try parsed("inset", "0,60,0,0")
        }
        #expect(ParameterError.outOfRange(parameter: "count", value: "0", expected: "a whole number from 1 to 5").description
            == "parameter count: '0' is out of range; expected a whole number from 1 to 5")
        #expect(try parsed("size", "0") == .number(0))
        #expect(try parsed("size", "100") == .number(100))
    }

    @Test("typed values: conversions between numbers and integers, wrong types")
    func typedValues() throws {
        var parameters = sample
        try parameters.set("size", to: .integer(7))
        #expect(parameters["size"] == .number(7))
        try parameters.set("count", to: .number(3))
        #expect(parameters["count"] == .integer(3))
        #expect(throws: ParameterError.invalidValue(parameter: "count", value: "3.5", expected: "a whole number from 1 to 5")) {
            try parameters.set("count", to: .number(3.5))
        }
        #expect(throws: ParameterError.invalidValue(parameter: "size", value: "true", expected: "a number from 0 to 100")) {
            try parameters.set("size", to: .bool(true))
        }
        #expect(throws: ParameterError.invalidValue(parameter: "flag", value: "fast", expected: "true or false")) {
            try parameters.set("flag", to: .choice("fast"))
        }
        #expect(throws: ParameterError.invalidValue(parameter: "size", value: "nan", expected: "a number from 0 to 100")) {
            try parameters.set("size", to: .number(.nan))
        }
        #expect(throws: ParameterError.invalidValue(parameter: "inset", value: "inf,0,0,0", expected: "top,left,bottom,right, each from 0 to 50")) {
            try parameters.set("inset", to: .insets(Insets(top: .infinity, left: 0, bottom: 0, right: 0)))
        }
        // Failed sets leave the values as they were.
        #expect(parameters.effectiveValues.map(\.value) == [.number(7), .integer(3), .bool(false), .choice("fast"), .insets(.zero)])
        #expect(parameters.number("count") == 3)
    }

    @Test("an unknown name lists the available parameters")
    func unknownName() throws {
        var parameters = sample
        let error = #expect(throws: ParameterError.self) { try parameters.set("colour", parsing: "red") }
        #expect(error == .unknownParameter(name: "colour", layout: "sample", available: ["size", "count", "flag", "mode", "inset"]))
        #expect(error?.description == "unknown parameter 'colour' for layout 'sample'; its parameters are size, count, flag, mode, inset")
        #expect(throws: ParameterError.self) { try parameters.spec(named: "Size") }
        #expect(try parameters.spec(named: "mode").doc == "a choice")
        let none = ParameterError.unknownParameter(name: "x", layout: "plain", available: [])
        #expect(none.description == "unknown parameter 'x' for layout 'plain'; it has none")
    }

    @Test("the built-in layouts' parameters and defaults are the issue's")
    func builtinDefaults() throws {
        func defaults(_ name: String) throws -> String {
            try BuiltinLayouts.named(name).defaultParameters.effectiveValues.map { "\($0.name)=\($0.value)" }.joined(separator: " ")
        }
        #expect(try defaults("flow") == "itemWidth=100 itemHeight=100 lineSpacing=10 interitemSpacing=10 sectionInset=0,0,0,0 scrollDirection=vertical alignment=justified headerHeight=0 footerHeight=0 pinHeaders=false pinFooters=false estimatedItemSize=0,0 sectionInsetReference=fromContentInset")
        #expect(try defaults("waterfall") == "columns=2 padding=6 placement=roundRobin sectionInset=0,0,0,0 headerHeight=0 footerHeight=0 pinHeaders=false")
        #expect(try defaults("fan") == "radius=500 itemWidth=133 itemHeight=173")
        #expect(BuiltinLayouts.all.map(\.name) == ["flow", "waterfall", "fan", "compositional"])
        #expect(BuiltinLayouts.all.allSatisfy { !$0.summary.isEmpty && $0.parameterSpecs.allSatisfy { !$0.doc.isEmpty } })
        #expect(throws: LayoutError.unknownLayout(name: "grid", available: ["flow", "waterfall", "fan", "compositional"])) { try BuiltinLayouts.named("grid") }
        #expect(LayoutError.unknownLayout(name: "grid", available: ["flow", "waterfall", "fan"]).description
            == "unknown layout 'grid'; available layouts: flow, waterfall, fan")
        // Sizes must be positive, counts at least one.
        var waterfall = try BuiltinLayouts.named("waterfall").defaultParameters
        #expect(throws: ParameterError.outOfRange(parameter: "columns", value: "0", expected: "a whole number from 1 to 10000")) {
            try waterfall.set("columns", parsing: "0")
        }
        var fan = try BuiltinLayouts.named("fan").defaultParameters
        #expect(throws: ParameterError.self) { try fan.set("radius", parsing: "0") }
    }

    @Test("kind summaries")
    func summaries() {
        #expect(ParameterKind.number(0...1e9).summary == "a number from 0 to 1000000000")
        #expect(ParameterKind.number(0...Double.greatestFiniteMagnitude).summary == "a number ≥ 0")
        #expect(ParameterKind.number(-Double.greatestFiniteMagnitude...5).summary == "a number ≤ 5")
        #expect(ParameterKind.integer(Int.min...Int.max).summary == "a whole number")
        #expect(ParameterKind.choice(["a", "b"]).summary == "one of a, b")
        #expect(ParameterValue.insets(Insets(top: 1, left: 2.5, bottom: 0, right: 4)).description == "1,2.5,0,4")
    }
}
