import Mosaic
import SwiftSyntax

// List sections: `UICollectionLayoutListConfiguration`, its properties,
// `NSCollectionLayoutSection.list(using:layoutEnvironment:)` and
// `UICollectionViewCompositionalLayout.list(using:)`, read into Mosaic's
// ``ListConfiguration``; the section it builds is an ordinary section the
// code may change afterwards (`section.contentInsets = …`), as in UIKit.
extension SwiftEvaluator {
    /// The list calls, as ``initialise(_:_:)`` dispatches them; `nil` for
    /// any other key.
    func listInitialise(_ key: String, _ b: SwiftValueBuilder) throws(SwiftSourceError) -> SwiftValue? {
        switch key {
        case "UICollectionLayoutListConfiguration":
            _ = try b.expect(key, [["appearance"]])
            let appearances = ListConfiguration.Appearance.allCases.map { "." + $0.rawValue }.joined(separator: ", ")
            return .listConfiguration(ListConfiguration(
                appearance: try b.required("appearance", SwiftCoercion.enumeration(ListConfiguration.Appearance.self), "a UICollectionLayoutListConfiguration.Appearance (\(appearances))")
            ))
        case "NSCollectionLayoutSection.list":
            _ = try b.expect(key, [["using", "layoutEnvironment"]])
            let list = try b.required("using", SwiftCoercion.listConfiguration, "a UICollectionLayoutListConfiguration")
            _ = try b.required("layoutEnvironment", SwiftCoercion.environment, "the section provider's NSCollectionLayoutEnvironment")
            return .section(list.section())
        case "UICollectionViewCompositionalLayout.list":
            _ = try b.expect(key, [["using"]])
            let list = try b.required("using", SwiftCoercion.listConfiguration, "a UICollectionLayoutListConfiguration")
            return .compositionalLayout(CompositionalConfiguration(sections: .uniform(list.section())))
        default:
            return nil
        }
    }

    /// The properties of a list configuration that have no geometry: read
    /// (their values are not evaluated, so colours and closures need no
    /// support) and ignored. `docs/swift.md` lists them.
    static let listPropertiesWithoutGeometry: Set<String> = [
        "showsSeparators", "separatorConfiguration", "itemSeparatorHandler", "backgroundColor",
        "leadingSwipeActionsConfigurationProvider", "trailingSwipeActionsConfigurationProvider", "contentHuggingElements",
    ]

    /// Whether `target` (the left side of an assignment) is a property of a
    /// list configuration that has no geometry, so that the assignment is
    /// skipped without evaluating its value.
    func isListPropertyWithoutGeometry(_ target: ExprSyntax, in scope: Scope) throws(SwiftSourceError) -> Bool {
        guard let member = target.as(MemberAccessExprSyntax.self), let base = member.base,
              Self.listPropertiesWithoutGeometry.contains(member.declName.baseName.text),
              let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text,
              case .listConfiguration? = scope.lookup(name)
        else { return false }
        return true
    }

    /// `list` with its property `name` set to `value`.
    func setListProperty(_ name: String, of list: ListConfiguration, to value: SwiftValue, at node: some SyntaxProtocol) throws(SwiftSourceError) -> SwiftValue {
        var list = list
        switch name {
        case "headerMode":
            let modes = ListConfiguration.HeaderMode.allCases.map { "." + $0.rawValue }.joined(separator: ", ")
            guard let mode = SwiftCoercion.enumeration(ListConfiguration.HeaderMode.self)(value) else {
                throw error(node, "'headerMode' of UICollectionLayoutListConfiguration takes a HeaderMode (\(modes)), found \(value.typeName)")
            }
            list.headerMode = mode
        case "footerMode":
            let modes = ListConfiguration.FooterMode.allCases.map { "." + $0.rawValue }.joined(separator: ", ")
            guard let mode = SwiftCoercion.enumeration(ListConfiguration.FooterMode.self)(value) else {
                let hint = if case .enumCase("firstItemInSection") = value { " (UIKit's FooterMode has no .firstItemInSection)" } else { "" }
                throw error(node, "'footerMode' of UICollectionLayoutListConfiguration takes a FooterMode (\(modes)), found \(value.typeName)\(hint)")
            }
            list.footerMode = mode
        case "headerTopPadding":
            switch value {
            case .null: list.headerTopPadding = nil
            case .number(let points, _):
                guard points.isFinite, points >= 0, points <= CompositionalLimits.maximumPoints else {
                    throw error(node, "'headerTopPadding' must be a number of points from 0 to \(CompositionalLimits.maximumPoints.shortDescription), or nil, found \(points.shortDescription)")
                }
                list.headerTopPadding = points
            default:
                throw error(node, "'headerTopPadding' of UICollectionLayoutListConfiguration takes a number or nil, found \(value.typeName)")
            }
        case "appearance":
            throw error(node, "'appearance' of UICollectionLayoutListConfiguration is read-only: give it to UICollectionLayoutListConfiguration(appearance:)")
        default:
            let ignored = Self.listPropertiesWithoutGeometry.sorted().joined(separator: ", ")
            throw error(node, "the property \(InputQuote.quoted(name)) of UICollectionLayoutListConfiguration is not supported; supported: headerMode, footerMode, headerTopPadding; read and ignored (no geometry): \(ignored)")
        }
        return .listConfiguration(list)
    }

    /// A property of a list configuration.
    func listProperty(_ name: String, of list: ListConfiguration, at node: some SyntaxProtocol) throws(SwiftSourceError) -> SwiftValue {
        switch name {
        case "appearance": return .enumCase(list.appearance.rawValue)
        case "headerMode": return .enumCase(list.headerMode.rawValue)
        case "footerMode": return .enumCase(list.footerMode.rawValue)
        case "headerTopPadding": return list.headerTopPadding.map { .number($0, .floating) } ?? .null
        default:
            throw error(node, "the property \(InputQuote.quoted(name)) of UICollectionLayoutListConfiguration is not supported; supported: appearance, headerMode, footerMode, headerTopPadding")
        }
    }
}

extension SwiftCoercion {
    static func listConfiguration(_ value: SwiftValue) -> ListConfiguration? {
        if case .listConfiguration(let list) = value { return list }
        return nil
    }
    static func environment(_ value: SwiftValue) -> SectionProvider.Context? {
        if case .environment(let context) = value { return context }
        return nil
    }
}
