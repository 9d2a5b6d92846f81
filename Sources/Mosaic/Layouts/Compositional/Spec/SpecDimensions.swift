/// Readers of the measures of a compositional description: dimensions,
/// sizes, content insets, spacing and edge spacing.
extension SpecReader {
    /// The keys of a dimension object, one of which it has.
    static let dimensionKeys = ["fractionalWidth", "fractionalHeight", "absolute", "estimated"]

    /// What a dimension looks like, for messages.
    var dimensionExample: String {
        let n = notation
        return "a dimension such as \(n.record([("fractionalWidth", "1")])), \(n.record([("absolute", "44")])) or \(n.record([("estimated", "200")]))"
    }

    /// `{"fractionalWidth": F}`, `{"fractionalHeight": F}`, `{"absolute": V}`,
    /// `{"estimated": V}`, or a bare number (absolute).
    ///
    /// Fractions are in (0, ``maximumFraction``]; absolute sizes in
    /// [0, ``maximumPoints``]; estimates in (0, ``maximumPoints``].
    func dimension(_ value: JSONValue, path: SpecPath) throws(CompositionalSpecError) -> LayoutDimension {
        if case .number = value.content {
            return .absolute(try points(value, path: path, what: "an absolute size"))
        }
        let keys = Self.dimensionKeys
        let object = try SpecObject(self, value, path: path, what: "a dimension", keys: keys)
        let given = keys.filter(object.has)
        guard given.count == 1, let key = given.first, let member = object[key] else {
            if given.isEmpty { throw object.error("a dimension needs one of \(notation.keys(keys)), or is a number of points") }
            throw object.error("a dimension has one of \(notation.keys(keys)), not both \(notation.key(given[0])) and \(notation.key(given[1]))")
        }
        let memberPath = path.appending(key)
        switch key {
        case "fractionalWidth": return .fractionalWidth(try fraction(member, path: memberPath))
        case "fractionalHeight": return .fractionalHeight(try fraction(member, path: memberPath))
        case "absolute": return .absolute(try points(member, path: memberPath, what: "an absolute size"))
        default:
            if case .number(let points) = member.content, points <= 0 {
                throw error(at: member, memberPath, "an estimated size must be > 0, found \(points.shortDescription)")
            }
            return .estimated(try points(member, path: memberPath, what: "an estimated size"))
        }
    }

    /// A fraction of a container, in (0, ``maximumFraction``].
    func fraction(_ value: JSONValue, path: SpecPath) throws(CompositionalSpecError) -> Double {
        guard case .number(let fraction) = value.content else {
            throw error(at: value, path, "expected a fraction (a number such as 0.5), found \(describe(value))")
        }
        guard fraction > 0, fraction <= Self.maximumFraction else {
            throw error(at: value, path, "a fraction must be > 0 and at most \(Self.maximumFraction.shortDescription), found \(fraction.shortDescription)")
        }
        return fraction
    }

    /// `{"width": DIMENSION, "height": DIMENSION}`.
    func size(_ value: JSONValue, path: SpecPath) throws(CompositionalSpecError) -> LayoutSize {
        let object = try SpecObject(self, value, path: path, what: "a size", keys: ["width", "height"])
        return LayoutSize(
            widthDimension: try object.read("width", dimensionExample, dimension),
            heightDimension: try object.read("height", dimensionExample, dimension)
        )
    }

    /// `{"top": T, "leading": L, "bottom": B, "trailing": R}` (each optional,
    /// 0 by default; leading is left), or one number for every edge.
    func insets(_ value: JSONValue, path: SpecPath) throws(CompositionalSpecError) -> Insets {
        if case .number = value.content {
            return Insets(all: try points(value, path: path, what: "an inset"))
        }
        let object = try SpecObject(self, value, path: path, what: "content insets", keys: ["top", "leading", "bottom", "trailing"])
        func edge(_ key: String) throws(CompositionalSpecError) -> Double {
            try object.optional(key) { value, path throws(CompositionalSpecError) in try points(value, path: path, what: "an inset") } ?? 0
        }
        return Insets(top: try edge("top"), left: try edge("leading"), bottom: try edge("bottom"), right: try edge("trailing"))
    }

    /// `{"fixed": V}`, `{"flexible": V}`, or a bare number (fixed).
    func spacing(_ value: JSONValue, path: SpecPath) throws(CompositionalSpecError) -> LayoutSpacing {
        if case .number = value.content {
            return .fixed(try points(value, path: path, what: "a spacing"))
        }
        let object = try SpecObject(self, value, path: path, what: "a spacing", keys: ["fixed", "flexible"])
        let fixed = notation.key("fixed"), flexible = notation.key("flexible")
        switch (object["fixed"], object["flexible"]) {
        case (let value?, nil): return .fixed(try points(value, path: path.appending("fixed"), what: "a spacing"))
        case (nil, let value?): return .flexible(try points(value, path: path.appending("flexible"), what: "a spacing"))
        case (.some, .some): throw object.error("a spacing is \(fixed) or \(flexible), not both")
        case (nil, nil): throw object.error("a spacing needs \(fixed) or \(flexible), or is a number of points")
        }
    }

    /// `{"leading": SPACING, "top": …, "trailing": …, "bottom": …}`, each optional.
    func edgeSpacing(_ value: JSONValue, path: SpecPath) throws(CompositionalSpecError) -> LayoutEdgeSpacing {
        let object = try SpecObject(self, value, path: path, what: "edge spacing", keys: ["leading", "top", "trailing", "bottom"])
        return LayoutEdgeSpacing(
            leading: try object.optional("leading", spacing),
            top: try object.optional("top", spacing),
            trailing: try object.optional("trailing", spacing),
            bottom: try object.optional("bottom", spacing)
        )
    }
}
