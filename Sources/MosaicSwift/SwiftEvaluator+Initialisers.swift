import Mosaic
import SwiftSyntax

// The UIKit initialisers and static methods the evaluator knows, each
// building the Mosaic value it stands for.
extension SwiftEvaluator {
    typealias Initialiser = (SwiftValueBuilder) throws(SwiftSourceError) -> SwiftValue

    static let initialisers: [String: Initialiser] = {
        var table: [String: Initialiser] = [:]
        let dimension = "NSCollectionLayoutDimension"
        table["\(dimension).fractionalWidth"] = { b throws(SwiftSourceError) in
            _ = try b.expect(dimension + ".fractionalWidth", [[""]]); return .dimension(.fractionalWidth(try b.number("")))
        }
        table["\(dimension).fractionalHeight"] = { b throws(SwiftSourceError) in
            _ = try b.expect(dimension + ".fractionalHeight", [[""]]); return .dimension(.fractionalHeight(try b.number("")))
        }
        table["\(dimension).absolute"] = { b throws(SwiftSourceError) in
            _ = try b.expect(dimension + ".absolute", [[""]]); return .dimension(.absolute(try b.number("")))
        }
        table["\(dimension).estimated"] = { b throws(SwiftSourceError) in
            _ = try b.expect(dimension + ".estimated", [[""]]); return .dimension(.estimated(try b.number("")))
        }
        table["\(dimension).uniformAcrossSiblings"] = { b throws(SwiftSourceError) in
            throw b.evaluator.error(b.call, "NSCollectionLayoutDimension.uniformAcrossSiblings(estimate:) is not supported (Mosaic's layout has no such dimension); supported: .fractionalWidth, .fractionalHeight, .absolute, .estimated")
        }
        table["NSCollectionLayoutSize"] = { b throws(SwiftSourceError) in
            _ = try b.expect("NSCollectionLayoutSize", [["widthDimension", "heightDimension"]])
            return .size(LayoutSize(
                widthDimension: try b.required("widthDimension", SwiftCoercion.dimension, "an NSCollectionLayoutDimension"),
                heightDimension: try b.required("heightDimension", SwiftCoercion.dimension, "an NSCollectionLayoutDimension")
            ))
        }
        table["NSCollectionLayoutItem"] = { b throws(SwiftSourceError) in
            _ = try b.expect("NSCollectionLayoutItem", [["layoutSize", "supplementaryItems?"]])
            return .item(CompositionalItem(
                layoutSize: try b.size("layoutSize"),
                supplementaryItems: try b.coerce("supplementaryItems", SwiftCoercion.array(SwiftCoercion.supplementaryItem), "[NSCollectionLayoutSupplementaryItem]") ?? []
            ))
        }
        for axis in ["horizontal", "vertical"] {
            let name = "NSCollectionLayoutGroup.\(axis)"
            table[name] = { b throws(SwiftSourceError) in
                let form = try b.expect(name, [["layoutSize", "subitems"], ["layoutSize", "subitem", "count"], ["layoutSize", "repeatingSubitem", "count"]])
                let size = try b.size("layoutSize")
                let subitems: CompositionalGroup.Subitems
                if form == 0 {
                    subitems = .repeating(try b.required("subitems", SwiftCoercion.array(SwiftCoercion.element), "[NSCollectionLayoutItem]"))
                } else {
                    subitems = .count(try b.element(form == 1 ? "subitem" : "repeatingSubitem"), try b.integer("count"))
                }
                return .group(CompositionalGroup(layoutSize: size, arrangement: axis == "horizontal" ? .horizontal(subitems) : .vertical(subitems)))
            }
        }
        table["NSCollectionLayoutGroup.custom"] = { b throws(SwiftSourceError) in
            throw b.evaluator.error(b.call, "NSCollectionLayoutGroup.custom(layoutSize:itemProvider:) is not supported in Swift (its item provider is code that mosaic does not run); write the layout as a Lua plugin, or supported: NSCollectionLayoutGroup.horizontal/vertical")
        }
        table["NSCollectionLayoutSection"] = { b throws(SwiftSourceError) in
            _ = try b.expect("NSCollectionLayoutSection", [["group"]])
            return .section(CompositionalSection(group: try b.required("group", SwiftCoercion.group, "an NSCollectionLayoutGroup")))
        }
        table["NSCollectionLayoutBoundarySupplementaryItem"] = { b throws(SwiftSourceError) in
            _ = try b.expect("NSCollectionLayoutBoundarySupplementaryItem", [["layoutSize", "elementKind", "alignment", "absoluteOffset?"]])
            return .boundaryItem(BoundarySupplementaryItem(
                elementKind: try b.string("elementKind"), layoutSize: try b.size("layoutSize"),
                alignment: try b.required("alignment", SwiftCoercion.alignment, "an NSRectAlignment"),
                offset: try b.coerce("absoluteOffset", SwiftCoercion.point, "a CGPoint") ?? .zero
            ))
        }
        table["NSCollectionLayoutSupplementaryItem"] = { b throws(SwiftSourceError) in
            _ = try b.expect("NSCollectionLayoutSupplementaryItem", [["layoutSize", "elementKind", "containerAnchor", "itemAnchor?"]])
            return .supplementaryItem(SupplementaryItem(
                elementKind: try b.string("elementKind"), layoutSize: try b.size("layoutSize"),
                containerAnchor: try b.required("containerAnchor", SwiftCoercion.anchor, "an NSCollectionLayoutAnchor"),
                itemAnchor: try b.coerce("itemAnchor", SwiftCoercion.anchor, "an NSCollectionLayoutAnchor")
            ))
        }
        table["NSCollectionLayoutAnchor"] = { b throws(SwiftSourceError) in
            _ = try b.expect("NSCollectionLayoutAnchor", [["edges", "absoluteOffset?"], ["edges", "fractionalOffset"]])
            return .anchor(LayoutAnchor(
                edges: try b.required("edges", SwiftCoercion.alignment, "an NSDirectionalRectEdge"),
                absoluteOffset: try b.coerce("absoluteOffset", SwiftCoercion.point, "a CGPoint") ?? .zero,
                fractionalOffset: try b.coerce("fractionalOffset", SwiftCoercion.point, "a CGPoint") ?? .zero
            ))
        }
        table["NSCollectionLayoutDecorationItem.background"] = { b throws(SwiftSourceError) in
            _ = try b.expect("NSCollectionLayoutDecorationItem.background", [["elementKind"]])
            return .decorationItem(DecorationItem(elementKind: try b.string("elementKind")))
        }
        table["NSDirectionalEdgeInsets"] = { b throws(SwiftSourceError) in
            _ = try b.expect("NSDirectionalEdgeInsets", [["top", "leading", "bottom", "trailing"]])
            return .insets(Insets(top: try b.number("top"), left: try b.number("leading"), bottom: try b.number("bottom"), right: try b.number("trailing")))
        }
        table["UIEdgeInsets"] = { b throws(SwiftSourceError) in
            _ = try b.expect("UIEdgeInsets", [["top", "left", "bottom", "right"]])
            return .insets(Insets(top: try b.number("top"), left: try b.number("left"), bottom: try b.number("bottom"), right: try b.number("right")))
        }
        table["NSCollectionLayoutSpacing.fixed"] = { b throws(SwiftSourceError) in
            _ = try b.expect("NSCollectionLayoutSpacing.fixed", [[""]]); return .spacing(.fixed(try b.number("")))
        }
        table["NSCollectionLayoutSpacing.flexible"] = { b throws(SwiftSourceError) in
            _ = try b.expect("NSCollectionLayoutSpacing.flexible", [[""]]); return .spacing(.flexible(try b.number("")))
        }
        table["NSCollectionLayoutEdgeSpacing"] = { b throws(SwiftSourceError) in
            _ = try b.expect("NSCollectionLayoutEdgeSpacing", [["leading", "top", "trailing", "bottom"]])
            func side(_ label: String) throws(SwiftSourceError) -> LayoutSpacing? {
                try b.required(label, SwiftCoercion.optionalSpacing, "an NSCollectionLayoutSpacing or nil")
            }
            return .edgeSpacing(LayoutEdgeSpacing(leading: try side("leading"), top: try side("top"), trailing: try side("trailing"), bottom: try side("bottom")))
        }
        table["CGSize"] = { b throws(SwiftSourceError) in
            _ = try b.expect("CGSize", [["width", "height"]])
            return .cgSize(Size(width: try b.number("width"), height: try b.number("height")))
        }
        table["CGPoint"] = { b throws(SwiftSourceError) in
            _ = try b.expect("CGPoint", [["x", "y"]])
            return .point(Point(x: try b.number("x"), y: try b.number("y")))
        }
        for name in ["CGFloat", "Double", "Float"] {
            table[name] = { b throws(SwiftSourceError) in
                _ = try b.expect(name, [[""]]); return .number(try b.number(""), .floating)
            }
        }
        table["Int"] = { b throws(SwiftSourceError) in
            _ = try b.expect("Int", [[""]])
            let value = try b.number("").rounded(.towardZero)
            return .number(value, .integer)
        }
        for name in ["min", "max"] {
            table[name] = { b throws(SwiftSourceError) in
                guard b.arguments.values.count >= 2, b.arguments.labels.allSatisfy(\.isEmpty) else {
                    throw b.evaluator.error(b.call, "\(name) needs two or more numbers")
                }
                var numbers: [Double] = []
                var kind = SwiftValue.NumberKind.literalInteger
                for (value, node) in zip(b.arguments.values, b.arguments.nodes) {
                    guard case .number(let number, let numberKind) = value else {
                        throw b.evaluator.error(node, "\(name) needs numbers, found \(value.typeName)")
                    }
                    numbers.append(number)
                    if numberKind == .floating || kind == .literalInteger { kind = numberKind }
                }
                return .number(name == "min" ? numbers.min()! : numbers.max()!, kind)
            }
        }
        table["abs"] = { b throws(SwiftSourceError) in
            _ = try b.expect("abs", [[""]])
            guard case .number(let number, let kind) = b.arguments.values[0] else { throw b.evaluator.error(b.call, "abs needs a number") }
            return .number(abs(number), kind)
        }
        table["UICollectionViewCompositionalLayoutConfiguration"] = { b throws(SwiftSourceError) in
            _ = try b.expect("UICollectionViewCompositionalLayoutConfiguration", [[]])
            return .configuration(SwiftLayoutConfigurationValue())
        }
        table["UICollectionViewFlowLayout"] = { b throws(SwiftSourceError) in
            _ = try b.expect("UICollectionViewFlowLayout", [[]])
            return .flowLayout(SwiftFlowValue())
        }
        table["UICollectionViewCompositionalLayout"] = { b throws(SwiftSourceError) in
            try b.evaluator.compositionalLayout(b)
        }
        return table
    }()
}
