import Mosaic
import SwiftSyntax

// The UIKit initialisers and static methods the evaluator knows, each
// building the Mosaic value it stands for.
extension SwiftEvaluator {
    /// Builds the value `key` (`Type` for an initialiser, `Type.member` for a
    /// static method) makes from the call's arguments; `nil` if the
    /// evaluator does not know `key`.
    func initialise(_ key: String, _ b: SwiftValueBuilder) throws(SwiftSourceError) -> SwiftValue? {
        switch key {
        case "CGAffineTransform":
            return try transformInitialiser(b)
        case "NSCollectionLayoutDimension.fractionalWidth":
            _ = try b.expect(key, [[""]]); return .dimension(.fractionalWidth(try b.number("")))
        case "NSCollectionLayoutDimension.fractionalHeight":
            _ = try b.expect(key, [[""]]); return .dimension(.fractionalHeight(try b.number("")))
        case "NSCollectionLayoutDimension.absolute":
            _ = try b.expect(key, [[""]]); return .dimension(.absolute(try b.number("")))
        case "NSCollectionLayoutDimension.estimated":
            _ = try b.expect(key, [[""]]); return .dimension(.estimated(try b.number("")))
        case "NSCollectionLayoutDimension.uniformAcrossSiblings":
            throw error(b.call, "NSCollectionLayoutDimension.uniformAcrossSiblings(estimate:) is not supported (Mosaic's layout has no such dimension); supported: .fractionalWidth, .fractionalHeight, .absolute, .estimated")
        case "NSCollectionLayoutSize":
            _ = try b.expect(key, [["widthDimension", "heightDimension"]])
            return .size(LayoutSize(
                widthDimension: try b.required("widthDimension", SwiftCoercion.dimension, "an NSCollectionLayoutDimension"),
                heightDimension: try b.required("heightDimension", SwiftCoercion.dimension, "an NSCollectionLayoutDimension")
            ))
        case "NSCollectionLayoutItem":
            _ = try b.expect(key, [["layoutSize", "supplementaryItems?"]])
            return .item(CompositionalItem(
                layoutSize: try b.size("layoutSize"),
                supplementaryItems: try b.coerce("supplementaryItems", SwiftCoercion.array(SwiftCoercion.supplementaryItem), "[NSCollectionLayoutSupplementaryItem]") ?? []
            ))
        case "NSCollectionLayoutGroup.horizontal", "NSCollectionLayoutGroup.vertical":
            let form = try b.expect(key, [["layoutSize", "subitems"], ["layoutSize", "subitem", "count"], ["layoutSize", "repeatingSubitem", "count"]])
            let size = try b.size("layoutSize")
            let subitems: CompositionalGroup.Subitems
            if form == 0 {
                subitems = .repeating(try b.required("subitems", SwiftCoercion.array(SwiftCoercion.element), "[NSCollectionLayoutItem]"))
            } else {
                let count = try b.integer("count")
                guard count >= 1 else {
                    throw error(b.value("count")?.1 ?? ExprSyntax(b.call), "'count' must be at least 1, found \(count)")
                }
                subitems = .count(try b.element(form == 1 ? "subitem" : "repeatingSubitem"), count)
            }
            return .group(CompositionalGroup(layoutSize: size, arrangement: key.hasSuffix("horizontal") ? .horizontal(subitems) : .vertical(subitems)))
        case "NSCollectionLayoutGroup.custom":
            throw error(b.call, "NSCollectionLayoutGroup.custom(layoutSize:itemProvider:) is not supported in Swift (its item provider is code that mosaic does not run); write the layout as a Lua plugin, or supported: NSCollectionLayoutGroup.horizontal/vertical")
        case "NSCollectionLayoutSection":
            _ = try b.expect(key, [["group"]])
            return .section(CompositionalSection(group: try b.required("group", SwiftCoercion.group, "an NSCollectionLayoutGroup")))
        case "NSCollectionLayoutBoundarySupplementaryItem":
            _ = try b.expect(key, [["layoutSize", "elementKind", "alignment", "absoluteOffset?"]])
            return .boundaryItem(BoundarySupplementaryItem(
                elementKind: try b.string("elementKind"), layoutSize: try b.size("layoutSize"),
                alignment: try b.required("alignment", SwiftCoercion.alignment, "an NSRectAlignment"),
                offset: try b.coerce("absoluteOffset", SwiftCoercion.point, "a CGPoint") ?? .zero
            ))
        case "NSCollectionLayoutSupplementaryItem":
            _ = try b.expect(key, [["layoutSize", "elementKind", "containerAnchor", "itemAnchor?"]])
            return .supplementaryItem(SupplementaryItem(
                elementKind: try b.string("elementKind"), layoutSize: try b.size("layoutSize"),
                containerAnchor: try b.required("containerAnchor", SwiftCoercion.anchor, "an NSCollectionLayoutAnchor"),
                itemAnchor: try b.coerce("itemAnchor", SwiftCoercion.anchor, "an NSCollectionLayoutAnchor")
            ))
        case "NSCollectionLayoutAnchor":
            _ = try b.expect(key, [["edges", "absoluteOffset?"], ["edges", "fractionalOffset"]])
            return .anchor(LayoutAnchor(
                edges: try b.required("edges", SwiftCoercion.alignment, "an NSDirectionalRectEdge"),
                absoluteOffset: try b.coerce("absoluteOffset", SwiftCoercion.point, "a CGPoint") ?? .zero,
                fractionalOffset: try b.coerce("fractionalOffset", SwiftCoercion.point, "a CGPoint") ?? .zero
            ))
        case "NSCollectionLayoutDecorationItem.background":
            _ = try b.expect(key, [["elementKind"]])
            return .decorationItem(DecorationItem(elementKind: try b.string("elementKind")))
        case "NSDirectionalEdgeInsets":
            _ = try b.expect(key, [["top", "leading", "bottom", "trailing"]])
            return .insets(Insets(top: try b.number("top"), left: try b.number("leading"), bottom: try b.number("bottom"), right: try b.number("trailing")))
        case "UIEdgeInsets":
            _ = try b.expect(key, [["top", "left", "bottom", "right"]])
            return .insets(Insets(top: try b.number("top"), left: try b.number("left"), bottom: try b.number("bottom"), right: try b.number("right")))
        case "NSCollectionLayoutSpacing.fixed":
            _ = try b.expect(key, [[""]]); return .spacing(.fixed(try b.number("")))
        case "NSCollectionLayoutSpacing.flexible":
            _ = try b.expect(key, [[""]]); return .spacing(.flexible(try b.number("")))
        case "NSCollectionLayoutEdgeSpacing":
            _ = try b.expect(key, [["leading", "top", "trailing", "bottom"]])
            func side(_ label: String) throws(SwiftSourceError) -> LayoutSpacing? {
                try b.required(label, SwiftCoercion.optionalSpacing, "an NSCollectionLayoutSpacing or nil")
            }
            return .edgeSpacing(LayoutEdgeSpacing(leading: try side("leading"), top: try side("top"), trailing: try side("trailing"), bottom: try side("bottom")))
        case "CGSize":
            _ = try b.expect(key, [["width", "height"]])
            return .cgSize(Size(width: try b.number("width"), height: try b.number("height")))
        case "CGPoint":
            _ = try b.expect(key, [["x", "y"]])
            return .point(Point(x: try b.number("x"), y: try b.number("y")))
        case "CGFloat", "Double", "Float":
            _ = try b.expect(key, [[""]]); return .number(try b.number(""), .floating)
        case "Int":
            _ = try b.expect(key, [[""]])
            return .number(try checked(SwiftChecked.integer(try b.number("")), at: b.call), .integer)
        case "Array":
            _ = try b.expect(key, [["repeating", "count"]])
            guard let (value, _) = b.value("repeating") else { throw error(b.call, "missing argument 'repeating'") }
            return try repeating(value, count: try b.number("count"), at: b.call)
        case "repeatElement":
            _ = try b.expect(key, [["", "count"]])
            guard let (value, _) = b.value("") else { throw error(b.call, "missing the element") }
            return try repeating(value, count: try b.number("count"), at: b.call)
        case "min", "max":
            guard b.arguments.values.count >= 2, b.arguments.labels.allSatisfy(\.isEmpty) else {
                throw error(b.call, "\(key) needs two or more numbers")
            }
            var numbers: [Double] = []
            var kind = SwiftValue.NumberKind.literalInteger
            for (value, node) in zip(b.arguments.values, b.arguments.nodes) {
                guard case .number(let number, let numberKind) = value else {
                    throw error(node, "\(key) needs numbers, found \(value.typeName)")
                }
                numbers.append(number)
                if numberKind == .floating || kind == .literalInteger { kind = numberKind }
            }
            return .number(key == "min" ? numbers.min()! : numbers.max()!, kind)
        case "abs":
            _ = try b.expect(key, [[""]])
            guard case .number(let number, let kind) = b.arguments.values[0] else { throw error(b.call, "abs needs a number") }
            return .number(abs(number), kind)
        case "UICollectionViewCompositionalLayoutConfiguration":
            _ = try b.expect(key, [[]])
            return .configuration(SwiftLayoutConfigurationValue())
        case "UICollectionViewFlowLayout":
            _ = try b.expect(key, [[]])
            return .flowLayout(SwiftFlowValue())
        case "UICollectionViewCompositionalLayout":
            return try compositionalLayout(b)
        default:
            return try listInitialise(key, b)
        }
    }
}
