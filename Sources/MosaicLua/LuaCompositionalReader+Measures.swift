import CLua
import Mosaic

// Dimensions, sizes, content insets, spacing and edge spacing of
// mosaic.compositional{…}, as in JSON spec files.
extension LuaSpecReader {
    /// The keys of a dimension table, one of which it has.
    static let dimensionKeys = ["fractionalWidth", "fractionalHeight", "absolute", "estimated"]

    /// `{fractionalWidth = F}`, `{fractionalHeight = F}`, `{absolute = V}`,
    /// `{estimated = V}`, or a bare number (absolute).
    ///
    /// Fractions are in (0, ``maximumFraction``]; absolute sizes in [0,
    /// ``maximumPoints``]; estimates in (0, ``maximumPoints``].
    mutating func dimension(_ index: Int32, path: LuaKeyPath) throws(LuaSpecError) -> LayoutDimension {
        if lua_type(L, index) == LUA_TNUMBER {
            return .absolute(try points(index, path: path, what: "an absolute size"))
        }
        try checkTable(index, path: path, what: "a dimension such as {fractionalWidth = 1}, {absolute = 44} or {estimated = 200}", keys: Self.dimensionKeys)
        let given = Self.dimensionKeys.filter { has(index, $0) }
        guard given.count == 1, let key = given.first else {
            let choices = Self.dimensionKeys.joined(separator: ", ")
            if given.isEmpty { throw LuaSpecError(path: path, message: "a dimension needs one of \(choices), or is a number of points") }
            throw LuaSpecError(path: path, message: "a dimension has one of \(choices), not both \(given[0]) and \(given[1])")
        }
        return try required(index, key, path: path, what: "a dimension", "") { reader, value, path throws(LuaSpecError) in
            switch key {
            case "fractionalWidth": return .fractionalWidth(try reader.fraction(value, path: path))
            case "fractionalHeight": return .fractionalHeight(try reader.fraction(value, path: path))
            case "absolute": return .absolute(try reader.points(value, path: path, what: "an absolute size"))
            default:
                let points = try reader.points(value, path: path, what: "an estimated size")
                guard points > 0 else { throw LuaSpecError(path: path, message: "an estimated size must be > 0, got \(points.shortDescription)") }
                return .estimated(points)
            }
        }
    }

    /// A fraction of a container, in (0, ``maximumFraction``].
    func fraction(_ index: Int32, path: LuaKeyPath) throws(LuaSpecError) -> Double {
        guard lua_type(L, index) == LUA_TNUMBER else {
            throw LuaSpecError(path: path, message: "expected a fraction (a number such as 0.5), got \(describe(index))")
        }
        let fraction = lua_tonumberx(L, index, nil)
        guard fraction > 0, fraction <= Self.maximumFraction else {
            throw LuaSpecError(path: path, message: "a fraction must be > 0 and at most \(Self.maximumFraction.shortDescription), got \(fraction.shortDescription)")
        }
        return fraction
    }

    /// `{width = DIMENSION, height = DIMENSION}`.
    mutating func size(_ index: Int32, path: LuaKeyPath) throws(LuaSpecError) -> LayoutSize {
        try checkTable(index, path: path, what: "a size", keys: ["width", "height"])
        let expectation = "a dimension such as {fractionalWidth = 1}, {absolute = 44} or {estimated = 200}"
        let dimension = { (reader: inout LuaSpecReader, value: Int32, path: LuaKeyPath) throws(LuaSpecError) in
            try reader.dimension(value, path: path)
        }
        return LayoutSize(
            widthDimension: try required(index, "width", path: path, what: "a size", expectation, dimension),
            heightDimension: try required(index, "height", path: path, what: "a size", expectation, dimension)
        )
    }

    /// `{top = T, leading = L, bottom = B, trailing = R}` (each optional, 0
    /// by default; leading is left), or one number for every edge.
    mutating func insets(_ index: Int32, path: LuaKeyPath) throws(LuaSpecError) -> EdgeInsets {
        if lua_type(L, index) == LUA_TNUMBER {
            return EdgeInsets(all: try points(index, path: path, what: "an inset"))
        }
        try checkTable(index, path: path, what: "content insets", keys: ["top", "leading", "bottom", "trailing"])
        let edge = { (reader: inout LuaSpecReader, value: Int32, path: LuaKeyPath) throws(LuaSpecError) in
            try reader.points(value, path: path, what: "an inset")
        }
        return EdgeInsets(
            top: try optional(index, "top", path: path, edge) ?? 0, left: try optional(index, "leading", path: path, edge) ?? 0,
            bottom: try optional(index, "bottom", path: path, edge) ?? 0, right: try optional(index, "trailing", path: path, edge) ?? 0
        )
    }

    /// `{fixed = V}`, `{flexible = V}`, or a bare number (fixed).
    mutating func spacing(_ index: Int32, path: LuaKeyPath) throws(LuaSpecError) -> LayoutSpacing {
        if lua_type(L, index) == LUA_TNUMBER {
            return .fixed(try points(index, path: path, what: "a spacing"))
        }
        try checkTable(index, path: path, what: "a spacing", keys: ["fixed", "flexible"])
        let amount = { (reader: inout LuaSpecReader, value: Int32, path: LuaKeyPath) throws(LuaSpecError) in
            try reader.points(value, path: path, what: "a spacing")
        }
        switch (try optional(index, "fixed", path: path, amount), try optional(index, "flexible", path: path, amount)) {
        case (let fixed?, nil): return .fixed(fixed)
        case (nil, let flexible?): return .flexible(flexible)
        case (.some, .some): throw LuaSpecError(path: path, message: "a spacing is fixed or flexible, not both")
        case (nil, nil): throw LuaSpecError(path: path, message: "a spacing needs fixed = V or flexible = V, or is a number of points")
        }
    }

    /// `{leading = SPACING, top =, trailing =, bottom =}`, each optional.
    mutating func edgeSpacing(_ index: Int32, path: LuaKeyPath) throws(LuaSpecError) -> LayoutEdgeSpacing {
        try checkTable(index, path: path, what: "edge spacing", keys: ["leading", "top", "trailing", "bottom"])
        let spacing = { (reader: inout LuaSpecReader, value: Int32, path: LuaKeyPath) throws(LuaSpecError) in
            try reader.spacing(value, path: path)
        }
        return LayoutEdgeSpacing(
            leading: try optional(index, "leading", path: path, spacing), top: try optional(index, "top", path: path, spacing),
            trailing: try optional(index, "trailing", path: path, spacing), bottom: try optional(index, "bottom", path: path, spacing)
        )
    }
}
