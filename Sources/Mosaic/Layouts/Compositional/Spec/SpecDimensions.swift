/// Readers of the measures of a compositional spec: dimensions, sizes,
/// content insets, spacing and edge spacing.
enum SpecDimensions {
    /// The keys of a dimension object, one of which it has.
    static let dimensionKeys = ["fractionalWidth", "fractionalHeight", "absolute", "estimated"]

    /// `{"fractionalWidth": F}`, `{"fractionalHeight": F}`, `{"absolute": V}`,
    /// `{"estimated": V}`, or a bare number (absolute).
    ///
    /// Fractions are in (0, ``SpecValues/maximumFraction``]; absolute sizes
    /// in [0, ``SpecValues/maximumPoints``]; estimates in (0, ``SpecValues/maximumPoints``].
    static func dimension(_ value: JSONValue, path: JSONPath) throws(JSONError) -> LayoutDimension {
        if case .number = value.content {
            return .absolute(try SpecValues.points(value, path: path, what: "an absolute size"))
        }
        let object = try SpecObject(value, path: path, what: "a dimension", keys: dimensionKeys)
        let given = dimensionKeys.filter(object.has)
        guard given.count == 1, let key = given.first, let member = object[key] else {
            let choices = dimensionKeys.map(JSONWriter.quoted).joined(separator: ", ")
            if given.isEmpty { throw object.error("a dimension needs one of \(choices), or is a number of points") }
            throw object.error("a dimension has one of \(choices), not both \(JSONWriter.quoted(given[0])) and \(JSONWriter.quoted(given[1]))")
        }
        let memberPath = path.appending(key)
        switch key {
        case "fractionalWidth": return .fractionalWidth(try fraction(member, path: memberPath))
        case "fractionalHeight": return .fractionalHeight(try fraction(member, path: memberPath))
        case "absolute": return .absolute(try SpecValues.points(member, path: memberPath, what: "an absolute size"))
        default:
            if case .number(let points) = member.content, points <= 0 {
                throw JSONError(at: member, path: memberPath, "an estimated size must be > 0, found \(points.shortDescription)")
            }
            return .estimated(try SpecValues.points(member, path: memberPath, what: "an estimated size"))
        }
    }

    /// A fraction of a container, in (0, ``SpecValues/maximumFraction``].
    static func fraction(_ value: JSONValue, path: JSONPath) throws(JSONError) -> Double {
        guard case .number(let fraction) = value.content else {
            throw JSONError(at: value, path: path, "expected a fraction (a number such as 0.5), found \(SpecValues.describe(value))")
        }
        guard fraction > 0, fraction <= SpecValues.maximumFraction else {
            throw JSONError(at: value, path: path, "a fraction must be > 0 and at most \(SpecValues.maximumFraction.shortDescription), found \(fraction.shortDescription)")
        }
        return fraction
    }

    /// `{"width": DIMENSION, "height": DIMENSION}`.
    static func size(_ value: JSONValue, path: JSONPath) throws(JSONError) -> LayoutSize {
        let object = try SpecObject(value, path: path, what: "a size", keys: ["width", "height"])
        let expectation = "a dimension such as {\"fractionalWidth\": 1}, {\"absolute\": 44} or {\"estimated\": 200}"
        return LayoutSize(
            widthDimension: try object.read("width", expectation, dimension),
            heightDimension: try object.read("height", expectation, dimension)
        )
    }

    /// `{"top": T, "leading": L, "bottom": B, "trailing": R}` (each optional,
    /// 0 by default; leading is left), or one number for every edge.
    static func insets(_ value: JSONValue, path: JSONPath) throws(JSONError) -> EdgeInsets {
        if case .number = value.content {
            return EdgeInsets(all: try SpecValues.points(value, path: path, what: "an inset"))
        }
        let object = try SpecObject(value, path: path, what: "content insets", keys: ["top", "leading", "bottom", "trailing"])
        func edge(_ key: String) throws(JSONError) -> Double {
            try object.optional(key) { value, path throws(JSONError) in try SpecValues.points(value, path: path, what: "an inset") } ?? 0
        }
        return EdgeInsets(top: try edge("top"), left: try edge("leading"), bottom: try edge("bottom"), right: try edge("trailing"))
    }

    /// `{"fixed": V}`, `{"flexible": V}`, or a bare number (fixed).
    static func spacing(_ value: JSONValue, path: JSONPath) throws(JSONError) -> LayoutSpacing {
        if case .number = value.content {
            return .fixed(try SpecValues.points(value, path: path, what: "a spacing"))
        }
        let object = try SpecObject(value, path: path, what: "a spacing", keys: ["fixed", "flexible"])
        switch (object["fixed"], object["flexible"]) {
        case (let fixed?, nil): return .fixed(try SpecValues.points(fixed, path: path.appending("fixed"), what: "a spacing"))
        case (nil, let flexible?): return .flexible(try SpecValues.points(flexible, path: path.appending("flexible"), what: "a spacing"))
        case (.some, .some): throw object.error("a spacing is \"fixed\" or \"flexible\", not both")
        case (nil, nil): throw object.error("a spacing needs \"fixed\" or \"flexible\", or is a number of points")
        }
    }

    /// `{"leading": SPACING, "top": …, "trailing": …, "bottom": …}`, each optional.
    static func edgeSpacing(_ value: JSONValue, path: JSONPath) throws(JSONError) -> LayoutEdgeSpacing {
        let object = try SpecObject(value, path: path, what: "edge spacing", keys: ["leading", "top", "trailing", "bottom"])
        return LayoutEdgeSpacing(
            leading: try object.optional("leading", spacing),
            top: try object.optional("top", spacing),
            trailing: try object.optional("trailing", spacing),
            bottom: try object.optional("bottom", spacing)
        )
    }
}
