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
    /// The spiral's name, parameters (those of `spiral.lua`) and factory.
    public static let descriptor = LayoutDescriptor(
        name: "spiral",
        summary: "Archimedean spiral, items turned along the tangent (native twin of examples/spiral.lua)",
        parameters: [
            ParameterSpec("radius", .number(0...Double.greatestFiniteMagnitude), default: .number(40), doc: "distance of item 0 from the centre"),
            ParameterSpec("anglePerItem", .number(-100...100), default: .number(0.35), doc: "radians between neighbours"),
            ParameterSpec("growth", .number(0...Double.greatestFiniteMagnitude), default: .number(12), doc: "how much the distance grows per radian turned"),
            ParameterSpec("itemWidth", .number(0...Double.greatestFiniteMagnitude), default: .number(40), doc: "item width"),
            ParameterSpec("itemHeight", .number(0...Double.greatestFiniteMagnitude), default: .number(40), doc: "item height"),
        ],
        make: { SpiralLayout(parameters: $0) }
    )

    public var name: String { Self.descriptor.name }
    public var parameters: Parameters

    /// Creates a spiral with the given parameters (defaults when omitted).
    public init(parameters: Parameters = SpiralLayout.descriptor.defaultParameters) {
        self.parameters = parameters
    }

    /// Places every item, as `spiral.lua`'s prepare does.
    ///
    /// - Complexity: O(n).
    public mutating func prepare(_ request: PrepareRequest, context: LayoutContext, cache: inout LayoutCache) throws {
        let radius = parameters.number("radius"), anglePerItem = parameters.number("anglePerItem")
        let growth = parameters.number("growth")
        let width = parameters.number("itemWidth"), height = parameters.number("itemHeight")
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
