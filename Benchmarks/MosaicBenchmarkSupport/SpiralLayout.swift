#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
public import Mosaic

/// `examples/spiral.lua` written natively in Swift: the baseline the Lua
/// spiral is measured against.
///
/// It computes exactly what the script computes, in the same order and with
/// the same libm functions (`cos`, `sin`, `atan2`), so that the two give
/// identical attributes; `mosaic-bench-summary` checks that they do.
///
/// Item i (counted across sections in index-path order) sits at angle
/// `θ = i · anglePerItem`, distance `r = radius + growth · |θ|` from the
/// centre, turned along the spiral's tangent, with `zIndex = i`; the
/// content is the square that holds every item however it is turned.
public struct SpiralLayout: CollectionLayout {
    /// `radius`: the distance of item 0 from the centre.
    public static let radius = ParameterKey<Double>(
        "radius", default: 40, range: 0...Double.greatestFiniteMagnitude, summary: "distance of item 0 from the centre")
    /// `anglePerItem`: the radians between neighbours.
    public static let anglePerItem = ParameterKey<Double>(
        "anglePerItem", default: 0.35, range: -100...100, summary: "radians between neighbours")
    /// `growth`: how much the distance grows per radian turned.
    public static let growth = ParameterKey<Double>(
        "growth", default: 12, range: 0...Double.greatestFiniteMagnitude, summary: "how much the distance grows per radian turned")
    /// `itemWidth`: the item width.
    public static let itemWidth = ParameterKey<Double>(
        "itemWidth", default: 40, range: 0...Double.greatestFiniteMagnitude, summary: "item width")
    /// `itemHeight`: the item height.
    public static let itemHeight = ParameterKey<Double>(
        "itemHeight", default: 40, range: 0...Double.greatestFiniteMagnitude, summary: "item height")

    /// The spiral's name, parameters (those of `spiral.lua`) and factory.
    public static let descriptor = LayoutDescriptor(
        name: "spiral",
        summary: "Archimedean spiral, items turned along the tangent (native twin of examples/spiral.lua)",
        parameters: [radius.spec, anglePerItem.spec, growth.spec, itemWidth.spec, itemHeight.spec],
        make: { SpiralLayout(parameters: $0) }
    )

    public var name: String { Self.descriptor.name }
    /// The parameters; ``LayoutDescriptor/makeLayout(parameters:)`` checks
    /// that a set is the spiral's.
    public var parameters: Parameters

    /// Creates a spiral with the given parameters (defaults when omitted).
    public init(parameters: Parameters = SpiralLayout.descriptor.defaultParameters) {
        self.parameters = parameters
    }

    /// Places every item, as `spiral.lua`'s prepare does.
    ///
    /// - Complexity: O(n).
    public mutating func prepare(_ request: PrepareRequest, context: LayoutContext, cache: inout LayoutCache) throws {
        let radius = parameters[Self.radius], anglePerItem = parameters[Self.anglePerItem]
        let growth = parameters[Self.growth]
        let width = parameters[Self.itemWidth], height = parameters[Self.itemHeight]
        let count = cache.cellCount

        let farthest = radius + growth * abs(Double(max(count - 1, 0)) * anglePerItem)
        let margin = (width * width + height * height).squareRoot() / 2
        let centre = farthest + margin
        let anchor = Point(x: 0.5, y: 0.5)
        for index in 0..<count {
            let theta = Double(index) * anglePerItem
            let r = radius + growth * abs(theta)
            let c = cos(theta), s = sin(theta)
            let dr = anglePerItem < 0 ? -growth : growth
            let rotation = atan2(dr * s + r * c, dr * c - r * s)
            let frame = Rect(x: centre + r * c - width / 2, y: centre + r * s - height / 2, width: width, height: height)
            cache.setCell(frame: frame, rotation: rotation, anchorPoint: anchor, zIndex: index, slot: index)
        }
        cache.contentSize = Size(width: 2 * centre, height: 2 * centre)
    }
}
