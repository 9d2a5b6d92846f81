/// A layout parameter declared once, with its Swift type: the name, the
/// values it accepts, its default and its one-line summary.
///
/// A layout declares each parameter as a key, builds its spec list from the
/// keys' ``spec``s, and reads its values typed through the keys:
///
/// ```swift
/// struct Spiral: CollectionLayout {
///     static let radius = ParameterKey<Double>("radius", default: 300, range: 0...5000,
///                                              summary: "distance of item 0 from the centre")
///     static let turns = ParameterKey<Int>("turns", default: 3, range: 1...100, summary: "how many turns")
///     static let descriptor = LayoutDescriptor(
///         name: "spiral", summary: "a spiral", parameters: [radius.spec, turns.spec],
///         make: { Spiral(parameters: $0) }
///     )
///
///     var name: String { "spiral" }
///     var parameters: Parameters
///
///     mutating func prepare(_ request: PrepareRequest, context: LayoutContext, cache: inout LayoutCache) throws {
///         let radius = parameters[Self.radius]  // a Double: the default until set
///         …
///     }
/// }
/// ```
///
/// The command line (`-p radius=120`), the REPL and Lua set the same
/// parameter by name through ``Parameters``, checked by the key's spec.
public struct ParameterKey<Value: ParameterRepresentable>: Sendable {
    /// The parameter as the command line, the REPL and Lua see it.
    public let spec: ParameterSpec
    /// The value when none is set.
    public let defaultValue: Value

    /// The name, as `-p name=value` and `l:set("name", …)` spell it.
    public var name: String { spec.name }

    /// A parameter of any kind whose values convert to `Value`.
    ///
    /// - Precondition: `defaultValue` is valid for `kind` and converts back
    ///   to `Value` (a programmer error otherwise).
    public init(_ name: String, kind: ParameterKind, default defaultValue: Value, summary: String) {
        spec = ParameterSpec(name, kind, default: defaultValue.parameterValue, doc: summary)
        precondition(Value(parameterValue: spec.defaultValue) != nil, "the default of \(name) is not a \(Value.self)")
        self.defaultValue = defaultValue
    }
}

extension ParameterKey where Value == Double {
    /// A number parameter within `range`.
    public init(_ name: String, default defaultValue: Double, range: ClosedRange<Double>, summary: String) {
        self.init(name, kind: .number(range), default: defaultValue, summary: summary)
    }
}

extension ParameterKey where Value == Int {
    /// A whole-number parameter within `range`.
    public init(_ name: String, default defaultValue: Int, range: ClosedRange<Int>, summary: String) {
        self.init(name, kind: .integer(range), default: defaultValue, summary: summary)
    }
}

extension ParameterKey where Value == Bool {
    /// A Boolean parameter.
    public init(_ name: String, default defaultValue: Bool, summary: String) {
        self.init(name, kind: .bool, default: defaultValue, summary: summary)
    }
}

extension ParameterKey where Value == Insets {
    /// An insets parameter, each side within `range`.
    public init(_ name: String, default defaultValue: Insets, range: ClosedRange<Double>, summary: String) {
        self.init(name, kind: .insets(range), default: defaultValue, summary: summary)
    }
}

extension ParameterKey where Value == Size {
    /// A size parameter, both sides within `range`.
    public init(_ name: String, default defaultValue: Size, range: ClosedRange<Double>, summary: String) {
        self.init(name, kind: .size(range, keywords: []), default: defaultValue, summary: summary)
    }
}

extension ParameterKey where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
    /// A choice among the raw values of `Value`'s cases, in declaration order.
    public init(_ name: String, default defaultValue: Value, summary: String) {
        self.init(name, kind: .choice(Value.allCases.map(\.rawValue)), default: defaultValue, summary: summary)
    }
}

extension ParameterKey where Value == PerSection<Double> {
    /// A number per section, each within `range`.
    public init(_ name: String, default defaultValue: PerSection<Double>, range: ClosedRange<Double>, summary: String) {
        self.init(name, kind: .perSection(.number(range)), default: defaultValue, summary: summary)
    }
}

extension ParameterKey where Value == PerSection<Int> {
    /// A whole number per section, each within `range`.
    public init(_ name: String, default defaultValue: PerSection<Int>, range: ClosedRange<Int>, summary: String) {
        self.init(name, kind: .perSection(.integer(range)), default: defaultValue, summary: summary)
    }
}

extension ParameterKey where Value == PerSection<Insets> {
    /// Insets per section, each side within `range`.
    public init(_ name: String, default defaultValue: PerSection<Insets>, range: ClosedRange<Double>, summary: String) {
        self.init(name, kind: .perSection(.insets(range)), default: defaultValue, summary: summary)
    }
}
