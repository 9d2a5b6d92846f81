/// The type a value is given to — a parameter's or a property's — which
/// `.init(…)`, `.zero` and an integer literal take, as the compiler infers them.
enum SwiftType: Equatable {
    case floating, integer, string, elementKind
    case size, dimension, directionalInsets, edgeInsets, spacing, edgeSpacing, point, cgSize, anchor
    case item, group, section, boundaryItem, supplementaryItem, decorationItem, configuration
    case fileEnum(String)

    /// The type a written type name stands for, if it is one of these.
    init?(typeName: String) {
        let name = typeName.hasSuffix("?") || typeName.hasSuffix("!") ? String(typeName.dropLast()) : typeName
        switch name {
        case "CGFloat", "Double", "Float": self = .floating
        case "Int": self = .integer
        case "String": self = .string
        case "NSCollectionLayoutSize": self = .size
        case "NSCollectionLayoutDimension": self = .dimension
        case "NSDirectionalEdgeInsets": self = .directionalInsets
        case "UIEdgeInsets": self = .edgeInsets
        case "NSCollectionLayoutSpacing": self = .spacing
        case "NSCollectionLayoutEdgeSpacing": self = .edgeSpacing
        case "CGPoint": self = .point
        case "CGSize": self = .cgSize
        case "NSCollectionLayoutAnchor": self = .anchor
        case "NSCollectionLayoutItem": self = .item
        case "NSCollectionLayoutGroup": self = .group
        case "NSCollectionLayoutSection": self = .section
        case "NSCollectionLayoutBoundarySupplementaryItem": self = .boundaryItem
        case "NSCollectionLayoutSupplementaryItem": self = .supplementaryItem
        case "NSCollectionLayoutDecorationItem": self = .decorationItem
        case "UICollectionViewCompositionalLayoutConfiguration": self = .configuration
        default: return nil
        }
    }

    /// The UIKit name, for `.init` calls.
    var typeName: String? {
        switch self {
        case .size: "NSCollectionLayoutSize"
        case .dimension: "NSCollectionLayoutDimension"
        case .directionalInsets: "NSDirectionalEdgeInsets"
        case .edgeInsets: "UIEdgeInsets"
        case .spacing: "NSCollectionLayoutSpacing"
        case .edgeSpacing: "NSCollectionLayoutEdgeSpacing"
        case .point: "CGPoint"
        case .cgSize: "CGSize"
        case .anchor: "NSCollectionLayoutAnchor"
        case .item: "NSCollectionLayoutItem"
        case .group: "NSCollectionLayoutGroup"
        case .section: "NSCollectionLayoutSection"
        case .boundaryItem: "NSCollectionLayoutBoundarySupplementaryItem"
        case .supplementaryItem: "NSCollectionLayoutSupplementaryItem"
        case .decorationItem: "NSCollectionLayoutDecorationItem"
        case .configuration: "UICollectionViewCompositionalLayoutConfiguration"
        case .fileEnum(let name): name
        case .floating: "CGFloat"
        case .integer: "Int"
        case .string, .elementKind: "String"
        }
    }

    var isFloating: Bool { self == .floating }

    /// The type an argument label or a property name gives its value.
    static func of(label: String) -> SwiftType? {
        switch label {
        case "layoutSize": .size
        case "widthDimension", "heightDimension": .dimension
        case "contentInsets": .directionalInsets
        case "sectionInset": .edgeInsets
        case "edgeSpacing": .edgeSpacing
        case "leading", "top", "trailing", "bottom": nil
        case "interItemSpacing": .spacing
        case "absoluteOffset", "fractionalOffset": .point
        case "itemSize", "estimatedItemSize", "headerReferenceSize", "footerReferenceSize": .cgSize
        case "elementKind": .elementKind
        case "containerAnchor", "itemAnchor": .anchor
        case "group": .group
        case "section": .section
        case "configuration": .configuration
        case "subitem", "repeatingSubitem", "subitems": .item
        // Arrays: the element type (an array literal gives it to each element).
        case "boundarySupplementaryItems": .boundaryItem
        case "supplementaryItems": .supplementaryItem
        case "decorationItems": .decorationItem
        case "interGroupSpacing", "interSectionSpacing", "minimumInteritemSpacing", "minimumLineSpacing", "width", "height", "x", "y": .floating
        case "count", "zIndex": .integer
        default: nil
        }
    }
}

extension SwiftValue {
    /// The type of the value, for matching a `switch` case against it.
    var swiftType: SwiftType? {
        switch self {
        case .fileEnum(let type, _, _): .fileEnum(type)
        case .number(_, .integer): .integer
        case .number: .floating
        default: nil
        }
    }
}
