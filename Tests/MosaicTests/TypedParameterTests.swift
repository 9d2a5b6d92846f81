import Foundation
import Mosaic
import Testing

/// The built-in layouts' typed parameters: each parameter is declared once as
/// a ``ParameterKey``, and the typed properties, the typed initialisers and
/// the by-name ``Parameters`` (what `-p`, the REPL and Lua use) are views of
/// one storage that cannot disagree; lookups by a wrong name answer `nil` or
/// throw, and another layout's parameter set is refused where it is given.
@Suite("Typed parameters")
struct TypedParameterTests {
    /// Every element of `layout` for `count` items in a phone-sized viewport.
    private func elements(_ layout: any CollectionLayout, count: Int = 40) throws -> [LayoutAttributes] {
        let engine = try LayoutEngine(layout: layout, dataSource: DataSource(count: count), environment: environment(390, 844))
        return try engine.allElements()
    }

    @Test("a typed initialiser lays out exactly as the same values given by name")
    func typedInitialisersEqualByName() throws {
        let pairs: [(any CollectionLayout, [String: String], String)] = [
            (FanLayout(radius: 300, itemSize: Size(width: 90, height: 120)),
             ["radius": "300", "itemWidth": "90", "itemHeight": "120"], "fan"),
            (WaterfallLayout(columns: [2, 3], padding: 6, placement: .roundRobin),
             ["columns": "2,3", "padding": "6", "placement": "roundRobin"], "waterfall"),
            (FlowLayout(itemSize: .all(Size(width: 120, height: 80)), lineSpacing: [4], scrollDirection: .horizontal, headerHeight: [30]),
             ["itemWidth": "120", "itemHeight": "80", "lineSpacing": "4", "scrollDirection": "horizontal", "headerHeight": "30"], "flow"),
        ]
        for (typed, named, name) in pairs {
            let byName = try makeEngine(name, named, dataSource: DataSource(count: 40), environment: environment(390, 844))
            #expect(try elements(typed) == byName.allElements(), "\(name)")
            #expect(typed.parameters == byName.layout.parameters, "\(name)")
        }
    }

    @Test("a typed property and the parameter of the same name are one value")
    func propertiesAndNamesShareStorage() throws {
        var fan = FanLayout()
        fan.radius = 250
        #expect(fan.parameters.number("radius") == 250)
        var parameters = fan.parameters
        try parameters.set("itemWidth", parsing: "50")
        fan.parameters = parameters
        #expect(fan.itemSize.width == 50)
        #expect(fan.anglePerItem == atan(50.0 / 250))

        var flow = FlowLayout()
        flow.headerHeight = [40, 0]
        #expect(flow.parameters["headerHeight"] == .perSection([.number(40), .number(0)]))
        #expect(flow.headerHeight[0] == 40 && flow.headerHeight[7] == 0)

        var waterfall = WaterfallLayout()
        try waterfall.parameters = {
            var values = waterfall.parameters
            try values.set("columns", parsing: "4")
            return values
        }()
        #expect(waterfall.columns == [4])
        #expect(waterfall.parameters[WaterfallLayout.columns] == [4])
    }

    @Test("each descriptor lists exactly its keys' specs, in order, once")
    func descriptorsListTheirKeys() {
        #expect(FanLayout.descriptor.parameterSpecs == [FanLayout.radius.spec, FanLayout.itemWidth.spec, FanLayout.itemHeight.spec])
        for descriptor in [FanLayout.descriptor, FlowLayout.descriptor, WaterfallLayout.descriptor] {
            let names = descriptor.parameterSpecs.map(\.name)
            #expect(Set(names).count == names.count, "\(descriptor.name) declares a name twice")
        }
        #expect(FlowLayout.descriptor.parameterSpecs.contains(FlowLayout.sectionInsetReference.spec))
        #expect(WaterfallLayout.descriptor.parameterSpecs.contains(WaterfallLayout.placement.spec))
    }

    @Test("a lookup by a name the layout does not have answers nil or throws, never traps")
    func unknownNamesDoNotTrap() {
        let parameters = FanLayout.descriptor.defaultParameters
        #expect(parameters["radious"] == nil)
        #expect(parameters.number("radious") == nil)
        #expect(parameters.integers("radius") == nil)  // a number, not whole numbers per section
        #expect(parameters.bool("radius") == nil)
        #expect(throws: ParameterError.self) { try parameters.value(named: "radious") }
        do {
            _ = try parameters.value(named: "radious")
        } catch {
            guard case .unknownParameter(let name, let layout, let available) = error else {
                Issue.record("expected unknownParameter, got \(error)")
                return
            }
            #expect(name == "radious" && layout == "fan" && available.contains("radius"))
        }
    }

    @Test("another layout's parameter set is refused when given, not at prepare")
    func anotherLayoutsSetIsRefused() {
        let fanSet = FanLayout.descriptor.defaultParameters
        #expect(throws: ParameterError.self) { _ = try FlowLayout(parameters: fanSet) }
        #expect(throws: ParameterError.self) { _ = try WaterfallLayout(parameters: fanSet) }
        #expect(throws: ParameterError.self) { _ = try FlowLayout.descriptor.makeLayout(parameters: fanSet) }
        // A set of the same names (a plugin's, with other defaults) is taken by name.
        var otherDefaults = Parameters(layoutName: "my-fan", specs: [
            ParameterSpec("radius", .number(0.001...1e9), default: .number(120), doc: "radius"),
        ])
        #expect(throws: Never.self) { try otherDefaults.set("radius", parsing: "130") }
        #expect((try? FanLayout(parameters: otherDefaults))?.radius == 130)
    }

    @Test("a typed value from input is checked by the key's range and throws")
    func typedSetChecksTheRange() throws {
        var parameters = FanLayout.descriptor.defaultParameters
        #expect(throws: ParameterError.self) { try parameters.set(FanLayout.radius, to: 0) }
        #expect(throws: ParameterError.self) { try parameters.set(FanLayout.radius, to: .infinity) }
        #expect(parameters[FanLayout.radius] == FanLayout.radius.defaultValue)
        try parameters.set(FanLayout.radius, to: 42)
        #expect(parameters[FanLayout.radius] == 42)
        // A key of another layout reads its default from a set without it, and its typed set throws.
        #expect(parameters[WaterfallLayout.padding] == WaterfallLayout.padding.defaultValue)
        #expect(throws: ParameterError.self) { try parameters.set(WaterfallLayout.padding, to: 3) }
    }
}
