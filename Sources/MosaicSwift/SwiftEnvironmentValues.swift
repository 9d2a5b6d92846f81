import Mosaic
import SwiftSyntax

/// The app and device state layout code reads: the collection view, its
/// view controller's view, the screen, the device and the trait
/// collection. They are the collection view's environment, so they are
/// Mosaic's view options (`--viewport`, `--safe-area`, `--insets`,
/// `--margins`, `--scale`), read as constants:
///
/// | Swift | Value |
/// |---|---|
/// | `collectionView.bounds`, `.frame`, `view.bounds`, `.frame`, `UIScreen.main.bounds` | the viewport (the collection view fills its view and the screen); `bounds.origin` is the content offset |
/// | `safeAreaInsets` | `--safe-area` |
/// | `safeAreaLayoutGuide.layoutFrame` | the viewport less the safe area |
/// | `layoutMargins`, `directionalLayoutMargins`, `layoutMarginsGuide.layoutFrame` | the safe area plus `--margins` |
/// | `contentInset`; `adjustedContentInset` | `--insets`; `--insets` plus the safe area |
/// | `UIScreen.main.scale`, `traitCollection.displayScale` | `--scale` (3 without it) |
/// | `traitCollection.horizontalSizeClass`, `.verticalSizeClass` | from the viewport, as UIKit's devices give them (``sizeClasses(viewport:)``) |
/// | `UIDevice.current.userInterfaceIdiom`, `traitCollection.userInterfaceIdiom` | `.pad` when the viewport's shorter side is 744 or more, else `.phone` |
///
/// Outside a section provider the environment is the one the file is read
/// in; inside one it is the provider's (the same view options).
enum SwiftHost: Sendable {
    case collectionView
    case view
    case screen
    case device
    case traits
    /// A layout guide's frame holder: the safe area's (`true`) or the margins'.
    case guide(safeArea: Bool)
    /// A diffable data source of the files, with its section identifier type
    /// (`Section` of `UICollectionViewDiffableDataSource<Section, Item>`) when the files say it.
    case dataSource(sectionType: String?)
    /// Its `snapshot()`.
    case snapshot(sectionType: String?)

    var typeName: String {
        switch self {
        case .collectionView: "UICollectionView"
        case .view: "UIView"
        case .screen: "UIScreen"
        case .device: "UIDevice"
        case .traits: "UITraitCollection"
        case .guide: "UILayoutGuide"
        case .dataSource: "UICollectionViewDiffableDataSource"
        case .snapshot: "NSDiffableDataSourceSnapshot"
        }
    }
}

extension SwiftEvaluator {
    /// The names that stand for the environment in a view controller or a layout subclass.
    static let hostNames: [String: SwiftHost] = ["collectionView": .collectionView, "view": .view, "traitCollection": .traits]

    /// The size classes and idiom of a device whose screen is `viewport`,
    /// as UIKit gives them to an app that fills the screen (Apple's Human
    /// Interface Guidelines, "Layout", table "Device size classes"): every
    /// iPad (shorter side 744 points or more: iPad mini 744×1133) is
    /// regular both ways; an iPhone is compact wide and regular tall in
    /// portrait, compact tall in landscape, and regular wide in landscape
    /// only on the Plus and Max models, whose portrait width is 414 points
    /// or more (iPhone 8 Plus 414, 11 414, 15 Pro Max 430; the others are
    /// 375 to 402).
    ///
    /// - Complexity: O(1).
    static func sizeClasses(viewport: Size) -> (horizontal: String, vertical: String, idiom: String) {
        let shorter = min(viewport.width, viewport.height)
        if shorter >= 744 { return ("regular", "regular", "pad") }
        if viewport.width <= viewport.height { return ("compact", "regular", "phone") }
        return (shorter >= 414 ? "regular" : "compact", "compact", "phone")
    }

    /// A bare name that is the environment (`collectionView`, `view`,
    /// `traitCollection`) or, in a flow layout subclass, one of its own
    /// properties (`itemSize`), or app data the layout cannot know; `nil`
    /// for any other name.
    func environmentName(_ name: String, in scope: Scope) throws(SwiftSourceError) -> SwiftValue? {
        if case .flowLayout(let flow)? = scope.lookup("self"), let value = Self.flowProperty(name, of: flow) { return value }
        if let host = Self.hostNames[name] { return .host(host) }
        if let sectionType = program.diffableSectionType(of: name) { return .host(.dataSource(sectionType: sectionType)) }
        if program.appData.contains(name) { return .unknown(name) }
        return nil
    }

    /// `UIScreen.main`, `UIDevice.current`, `self.view`, `self.collectionView`:
    /// an environment value `member` stands for, or `nil`.
    func environmentMember(_ member: MemberAccessExprSyntax, in scope: Scope) -> SwiftValue? {
        guard let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        let name = member.declName.baseName.text
        switch (base, name) {
        case ("UIScreen", "main"): return .host(.screen)
        case ("UIDevice", "current"): return .host(.device)
        case ("self", _):
            if case .flowLayout(let flow)? = scope.lookup("self") {
                // `self.columns` in a flow layout subclass: its own stored property.
                return Self.flowProperty(name, of: flow) == nil ? scope.lookup(name) : nil
            }
            guard scope.lookup("self") == nil else { return nil }
            if let host = Self.hostNames[name] { return .host(host) }
            if let sectionType = program.diffableSectionType(of: name) { return .host(.dataSource(sectionType: sectionType)) }
            if program.appData.contains(name) { return .unknown(name) }
            return nil
        default: return nil
        }
    }

    /// A property of an environment value, of a `CGRect`, of a flow layout
    /// or of app data; `nil` when `value` is none of those.
    func environmentProperty(_ name: String, of value: SwiftValue, at node: some SyntaxProtocol) throws(SwiftSourceError) -> SwiftValue? {
        let environment = self.environment
        let viewport = environment.viewport
        switch value {
        case .unknown(let what):
            return .unknown("\(what).\(name)")
        case .flowLayout(let flow):
            return Self.flowProperty(name, of: flow)
        case .rect(let rect):
            switch name {
            case "width": return .number(rect.size.width, .floating)
            case "height": return .number(rect.size.height, .floating)
            case "size": return .cgSize(rect.size)
            case "origin": return .point(rect.origin)
            case "minX": return .number(rect.minX, .floating)
            case "minY": return .number(rect.minY, .floating)
            case "maxX": return .number(rect.maxX, .floating)
            case "maxY": return .number(rect.maxY, .floating)
            case "midX": return .number(rect.midX, .floating)
            case "midY": return .number(rect.midY, .floating)
            default: return nil
            }
        case .cgSize(let size) where name == "size":
            return .cgSize(size)
        case .host(let host):
            if let value = try dataProperty(name, of: host, at: node) { return value }
            let classes = Self.sizeClasses(viewport: viewport)
            let scale = environment.displayScale ?? 3
            let margins = environment.safeArea + environment.layoutMargins
            switch (host, name) {
            case (.collectionView, "bounds"):
                return .rect(Rect(origin: environment.contentOffset, size: viewport))
            case (.collectionView, "frame"), (.view, "bounds"), (.view, "frame"), (.screen, "bounds"):
                return .rect(Rect(origin: .zero, size: viewport))
            case (.screen, "nativeBounds"):
                return .rect(Rect(x: 0, y: 0, width: viewport.width * scale, height: viewport.height * scale))
            case (.screen, "scale"), (.screen, "nativeScale"), (.traits, "displayScale"):
                return .number(scale, .floating)
            case (.collectionView, "safeAreaInsets"), (.view, "safeAreaInsets"):
                return .insets(environment.safeArea)
            case (.collectionView, "layoutMargins"), (.view, "layoutMargins"), (.collectionView, "directionalLayoutMargins"), (.view, "directionalLayoutMargins"):
                return .insets(margins)
            case (.collectionView, "safeAreaLayoutGuide"), (.view, "safeAreaLayoutGuide"): return .host(.guide(safeArea: true))
            case (.collectionView, "layoutMarginsGuide"), (.view, "layoutMarginsGuide"): return .host(.guide(safeArea: false))
            case (.guide(let safeArea), "layoutFrame"):
                let insets = safeArea ? environment.safeArea : margins
                return .rect(Rect(x: insets.left, y: insets.top, width: viewport.width - insets.left - insets.right,
                                  height: viewport.height - insets.top - insets.bottom))
            case (.collectionView, "contentInset"): return .insets(environment.contentInsets)
            case (.collectionView, "adjustedContentInset"): return .insets(environment.contentInsets + environment.safeArea)
            case (.collectionView, "contentOffset"): return .point(environment.contentOffset)
            case (.collectionView, "traitCollection"), (.view, "traitCollection"), (.screen, "traitCollection"): return .host(.traits)
            case (.collectionView, "collectionViewLayout"):
                throw error(node, "collectionView.collectionViewLayout is the layout being read; use the layout's own values")
            case (.traits, "horizontalSizeClass"): return .enumCase(classes.horizontal)
            case (.traits, "verticalSizeClass"): return .enumCase(classes.vertical)
            case (.traits, "userInterfaceIdiom"), (.device, "userInterfaceIdiom"): return .enumCase(classes.idiom)
            case (.traits, "layoutDirection"): return .enumCase("leftToRight")
            case (.traits, "userInterfaceStyle"): return .enumCase("light")
            case (.traits, "preferredContentSizeCategory"): return .enumCase("large")
            default:
                throw error(node, "\(InputQuote.quoted(name)) of the \(host.typeName) is not known to mosaic; supported: bounds, frame, safeAreaInsets, safeAreaLayoutGuide.layoutFrame, layoutMargins, contentInset, adjustedContentInset, traitCollection (horizontalSizeClass, verticalSizeClass, userInterfaceIdiom, displayScale), UIScreen.main.bounds and scale, UIDevice.current.userInterfaceIdiom")
            }
        default:
            return nil
        }
    }

    /// A property of `UICollectionViewFlowLayout` read back (in a subclass's `prepare()`).
    static func flowProperty(_ name: String, of flow: SwiftFlowValue) -> SwiftValue? {
        switch name {
        case "itemSize": .cgSize(flow.itemSize)
        case "minimumLineSpacing": .number(flow.minimumLineSpacing, .floating)
        case "minimumInteritemSpacing": .number(flow.minimumInteritemSpacing, .floating)
        case "sectionInset": .insets(flow.sectionInset)
        case "scrollDirection": .enumCase(flow.scrollDirection == .vertical ? "vertical" : "horizontal")
        case "headerReferenceSize": .cgSize(flow.headerReferenceSize)
        case "footerReferenceSize": .cgSize(flow.footerReferenceSize)
        case "sectionHeadersPinToVisibleBounds": .bool(flow.sectionHeadersPinToVisibleBounds)
        case "sectionFootersPinToVisibleBounds": .bool(flow.sectionFootersPinToVisibleBounds)
        case "collectionView": .host(.collectionView)
        default: nil
        }
    }
}
