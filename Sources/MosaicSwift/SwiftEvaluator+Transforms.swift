import Mosaic
import SwiftSyntax

// What a visibleItemsInvalidationHandler reads and sets: an
// NSCollectionLayoutVisibleItem's frame, center, bounds, transform, alpha,
// zIndex and isHidden, and CGAffineTransform's initialisers.
extension SwiftEvaluator {
    /// The properties of a visible item that code reads.
    static let visibleItemProperties = "frame, bounds, center, size, transform, alpha, zIndex, isHidden, representedElementCategory, representedElementKind"
    /// The properties of a visible item that code sets (UIKit's settable ones
    /// that Mosaic models; `isHidden` is refused by the layout).
    static let visibleItemSettable = "transform, alpha, zIndex, center"

    /// A property of a visible item or a transform; `nil` when `value` is neither.
    func visibleItemProperty(_ name: String, of value: SwiftValue, at node: some SyntaxProtocol) throws(SwiftSourceError) -> SwiftValue? {
        switch value {
        case .visibleItem(let item):
            let attributes = item.attributes
            switch name {
            case "frame": return .rect(attributes.frame)
            case "bounds": return .rect(Rect(origin: .zero, size: attributes.frame.size))
            case "size": return .cgSize(attributes.frame.size)
            case "center": return .point(attributes.center)
            case "transform": return .transform(attributes.transform)
            case "alpha": return .number(attributes.alpha, .floating)
            case "zIndex": return .number(Double(attributes.zIndex), .integer)
            case "isHidden": return .bool(attributes.isHidden)
            case "representedElementCategory": return .enumCase(attributes.category == .supplementary ? "supplementaryView" : attributes.category == .decoration ? "decorationView" : "cell")
            case "representedElementKind": return attributes.kind.map(SwiftValue.string) ?? .null
            default:
                throw error(node, "the property \(quote(name)) of NSCollectionLayoutVisibleItem is not supported; supported: \(Self.visibleItemProperties)")
            }
        case .transform(let transform):
            switch name {
            case "isIdentity": return .bool(transform.isIdentity)
            default: throw error(node, "the property \(quote(name)) of CGAffineTransform is not supported; supported: isIdentity")
            }
        default:
            return nil
        }
    }

    /// `item.name = value` on a visible item, in place; `nil` when `owner` is none.
    func setVisibleItemProperty(_ name: String, of owner: SwiftValue, to value: SwiftValue, at node: some SyntaxProtocol) throws(SwiftSourceError) -> SwiftValue? {
        guard case .visibleItem(let item) = owner else { return nil }
        func fail(_ expected: String) -> SwiftSourceError {
            error(node, "\(quote(name)) of NSCollectionLayoutVisibleItem takes \(expected), found \(value.typeName)")
        }
        switch name {
        case "transform":
            guard let transform = Self.transform(value) else { throw fail("a CGAffineTransform (CGAffineTransform(scaleX:y:), (rotationAngle:), (translationX:y:), .identity)") }
            item.attributes.transform = transform
        case "alpha":
            guard case .number(let alpha, _) = value, alpha >= 0, alpha <= 1 else { throw fail("a number from 0 to 1") }
            item.attributes.alpha = alpha
        case "zIndex":
            guard let z = SwiftCoercion.integer(value), abs(z) <= Double(CompositionalLimits.maximumZIndex) else { throw fail("an Int") }
            item.attributes.zIndex = Int(z)
        case "center":
            guard let center = SwiftCoercion.point(value), center.x.isFinite, center.y.isFinite else { throw fail("a CGPoint of finite numbers") }
            item.attributes.center = center
        default:
            throw error(node, "setting \(quote(name)) of NSCollectionLayoutVisibleItem is not supported; supported: \(Self.visibleItemSettable)")
        }
        return owner
    }

    /// A transform: a `CGAffineTransform` value, or `.identity`.
    static func transform(_ value: SwiftValue) -> Transform? {
        switch value {
        case .transform(let transform): transform
        case .enumCase("identity"): Transform()
        default: nil
        }
    }

    /// `CGAffineTransform(scaleX:y:)`, `(rotationAngle:)`, `(translationX:y:)`:
    /// the transforms Mosaic's attributes hold (a scale, a rotation, a translation).
    func transformInitialiser(_ b: SwiftValueBuilder) throws(SwiftSourceError) -> SwiftValue {
        let key = "CGAffineTransform"
        let transform: Transform
        switch try b.expect(key, [["scaleX", "y"], ["rotationAngle"], ["translationX", "y"]]) {
        case 0: transform = Transform(scaleX: try b.number("scaleX"), scaleY: try b.number("y"))
        case 1: transform = Transform(rotation: try b.number("rotationAngle"))
        default: transform = Transform(translateX: try b.number("translationX"), translateY: try b.number("y"))
        }
        return .transform(transform)
    }
}
