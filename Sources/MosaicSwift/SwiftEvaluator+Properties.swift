import Mosaic
import SwiftSyntax

// The settable properties of UIKit's layout types.
extension SwiftEvaluator {
    /// `owner` with its property `name` set to `value`.
    func setProperty(_ name: String, of owner: SwiftValue, to value: SwiftValue, at node: some SyntaxProtocol) throws(SwiftSourceError) -> SwiftValue {
        func need<T>(_ convert: (SwiftValue) -> T?, _ typeName: String) throws(SwiftSourceError) -> T {
            guard let result = convert(value) else {
                throw error(node, "\(quote(name)) of \(owner.typeName) takes \(typeName), found \(value.typeName)")
            }
            return result
        }
        let insets = "an NSDirectionalEdgeInsets", spacing = "an NSCollectionLayoutSpacing"
        let orthogonal = SwiftCoercion.enumeration(OrthogonalScrollingBehavior.self)
        let reference = SwiftCoercion.enumeration(ContentInsetsReference.self)
        let direction = SwiftCoercion.enumeration(ScrollDirection.self)
        switch owner {
        case .item(var item):
            switch name {
            case "contentInsets": item.contentInsets = try need(SwiftCoercion.insets, insets)
            case "edgeSpacing": item.edgeSpacing = try need(SwiftCoercion.edgeSpacing, "an NSCollectionLayoutEdgeSpacing")
            default: throw unsupported(name, owner, "contentInsets, edgeSpacing", node)
            }
            return .item(item)
        case .group(var group):
            switch name {
            case "contentInsets": group.contentInsets = try need(SwiftCoercion.insets, insets)
            case "edgeSpacing": group.edgeSpacing = try need(SwiftCoercion.edgeSpacing, "an NSCollectionLayoutEdgeSpacing")
            case "interItemSpacing": group.interItemSpacing = try need(SwiftCoercion.optionalSpacing, spacing)
            case "supplementaryItems": group.supplementaryItems = try need(SwiftCoercion.array(SwiftCoercion.supplementaryItem), "[NSCollectionLayoutSupplementaryItem]")
            default: throw unsupported(name, owner, "contentInsets, edgeSpacing, interItemSpacing, supplementaryItems", node)
            }
            return .group(group)
        case .section(var section):
            switch name {
            case "contentInsets": section.contentInsets = try need(SwiftCoercion.insets, insets)
            case "interGroupSpacing": section.interGroupSpacing = try need(SwiftCoercion.number, "a number")
            case "orthogonalScrollingBehavior": section.orthogonalScrollingBehavior = try need(orthogonal, "a UICollectionLayoutSectionOrthogonalScrollingBehavior (.none, .continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging, .groupPagingCentered)")
            case "boundarySupplementaryItems": section.boundarySupplementaryItems = try need(SwiftCoercion.array(SwiftCoercion.boundaryItem), "[NSCollectionLayoutBoundarySupplementaryItem]")
            case "decorationItems": section.decorationItems = try need(SwiftCoercion.array(SwiftCoercion.decorationItem), "[NSCollectionLayoutDecorationItem]")
            case "supplementariesFollowContentInsets": section.supplementariesFollowContentInsets = try need(SwiftCoercion.bool, "a Bool")
            case "contentInsetsReference": section.contentInsetsReference = try need(reference, "a UIContentInsetsReference")
            case "supplementaryContentInsetsReference": section.supplementaryContentInsetsReference = try need(reference, "a UIContentInsetsReference")
            case "visibleItemsInvalidationHandler":
                guard case .closure(let closure) = value else { throw error(node, "\(quote(name)) of NSCollectionLayoutSection takes a closure { items, offset, environment in … }, found \(value.typeName)") }
                // Frozen here: the handler runs on engine threads long after this
                // evaluation, each call on its own copy of what it captured.
                section.visibleItemsInvalidationHandler = SwiftVisibleItemsHandler(program: program, closure: try frozen(closure, at: node)).handler
            default: throw unsupported(name, owner, "contentInsets, interGroupSpacing, orthogonalScrollingBehavior, boundarySupplementaryItems, decorationItems, supplementariesFollowContentInsets, contentInsetsReference, supplementaryContentInsetsReference, visibleItemsInvalidationHandler", node)
            }
            return .section(section)
        case .boundaryItem(var item):
            switch name {
            case "pinToVisibleBounds": item.pinToVisibleBounds = try need(SwiftCoercion.bool, "a Bool")
            case "zIndex": item.zIndex = Int(try need(SwiftCoercion.integer, "an Int"))
            case "extendsBoundary": item.extendsBoundary = try need(SwiftCoercion.bool, "a Bool")
            default: throw unsupported(name, owner, "pinToVisibleBounds, zIndex, extendsBoundary", node)
            }
            return .boundaryItem(item)
        case .supplementaryItem(var item):
            guard name == "zIndex" else { throw unsupported(name, owner, "zIndex", node) }
            item.zIndex = Int(try need(SwiftCoercion.integer, "an Int"))
            return .supplementaryItem(item)
        case .decorationItem(var item):
            switch name {
            case "contentInsets": item.contentInsets = try need(SwiftCoercion.insets, insets)
            case "zIndex": item.zIndex = Int(try need(SwiftCoercion.integer, "an Int"))
            default: throw unsupported(name, owner, "contentInsets, zIndex", node)
            }
            return .decorationItem(item)
        case .configuration(var configuration):
            switch name {
            case "scrollDirection": configuration.scrollDirection = try need(direction, "a UICollectionView.ScrollDirection (.vertical, .horizontal)")
            case "interSectionSpacing": configuration.interSectionSpacing = try need(SwiftCoercion.number, "a number")
            case "boundarySupplementaryItems": configuration.boundarySupplementaryItems = try need(SwiftCoercion.array(SwiftCoercion.boundaryItem), "[NSCollectionLayoutBoundarySupplementaryItem]")
            case "contentInsetsReference": configuration.contentInsetsReference = try need(reference, "a UIContentInsetsReference")
            default: throw unsupported(name, owner, "scrollDirection, interSectionSpacing, boundarySupplementaryItems, contentInsetsReference", node)
            }
            return .configuration(configuration)
        case .flowLayout(var flow):
            switch name {
            case "itemSize": flow.itemSize = try need(SwiftCoercion.cgSize, "a CGSize")
            case "estimatedItemSize":
                if case .enumCase("automaticSize") = value { flow.estimatedItemSize = "automatic" } else {
                    let size = try need(SwiftCoercion.cgSize, "a CGSize or UICollectionViewFlowLayout.automaticSize")
                    flow.estimatedItemSize = size == .zero ? nil : "\(size.width.shortDescription),\(size.height.shortDescription)"
                }
            case "minimumInteritemSpacing": flow.minimumInteritemSpacing = try need(SwiftCoercion.number, "a number")
            case "minimumLineSpacing": flow.minimumLineSpacing = try need(SwiftCoercion.number, "a number")
            case "sectionInset": flow.sectionInset = try need(SwiftCoercion.insets, "a UIEdgeInsets")
            case "scrollDirection": flow.scrollDirection = try need(direction, "a UICollectionView.ScrollDirection (.vertical, .horizontal)")
            case "headerReferenceSize": flow.headerReferenceSize = try need(SwiftCoercion.cgSize, "a CGSize")
            case "footerReferenceSize": flow.footerReferenceSize = try need(SwiftCoercion.cgSize, "a CGSize")
            case "sectionHeadersPinToVisibleBounds": flow.sectionHeadersPinToVisibleBounds = try need(SwiftCoercion.bool, "a Bool")
            case "sectionFootersPinToVisibleBounds": flow.sectionFootersPinToVisibleBounds = try need(SwiftCoercion.bool, "a Bool")
            case "sectionInsetReference": flow.sectionInsetReference = try need(SwiftCoercion.enumeration(FlowLayout.SectionInsetReference.self), "a UICollectionViewFlowLayout.SectionInsetReference")
            default: throw unsupported(name, owner, "itemSize, estimatedItemSize, minimumInteritemSpacing, minimumLineSpacing, sectionInset, scrollDirection, headerReferenceSize, footerReferenceSize, sectionHeadersPinToVisibleBounds, sectionFootersPinToVisibleBounds, sectionInsetReference", node)
            }
            return .flowLayout(flow)
        case .compositionalLayout(var configuration):
            // `layout.configuration = config` after the layout is made.
            guard name == "configuration", case .configuration(let given) = value else {
                throw unsupported(name, owner, "configuration", node)
            }
            SwiftEvaluator.apply(given, to: &configuration)
            return .compositionalLayout(configuration)
        case .listConfiguration(let list):
            return try setListProperty(name, of: list, to: value, at: node)
        case .insets(var edges):
            guard case .number(let number, _) = value else { throw error(node, "\(quote(name)) takes a number") }
            switch name {
            case "top": edges.top = number
            case "bottom": edges.bottom = number
            case "leading", "left": edges.left = number
            case "trailing", "right": edges.right = number
            default: throw unsupported(name, owner, "top, leading, bottom, trailing", node)
            }
            return .insets(edges)
        default:
            if let updated = try setVisibleItemProperty(name, of: owner, to: value, at: node) { return updated }
            throw error(node, "setting \(quote(name)) of \(owner.typeName) is not supported; supported: the layout properties of items, groups, sections, boundary items, configurations and UICollectionViewFlowLayout")
        }
    }

    private func unsupported(_ name: String, _ owner: SwiftValue, _ supported: String, _ node: some SyntaxProtocol) -> SwiftSourceError {
        error(node, "the property \(quote(name)) of \(owner.typeName) is not supported; supported: \(supported)")
    }

    static func apply(_ given: SwiftLayoutConfigurationValue, to configuration: inout CompositionalConfiguration) {
        configuration.scrollDirection = given.scrollDirection
        configuration.interSectionSpacing = given.interSectionSpacing
        configuration.boundarySupplementaryItems = given.boundarySupplementaryItems
        configuration.contentInsetsReference = given.contentInsetsReference
    }
}

extension SwiftCoercion {
    static func integer(_ value: SwiftValue) -> Double? {
        guard case .number(let number, _) = value, number == number.rounded(), abs(number) <= 1e15 else { return nil }
        return number
    }
}
