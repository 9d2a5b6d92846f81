import Mosaic
import SwiftSyntax

/// A value the evaluator computes from Swift layout code: a number, a UIKit
/// layout object as Mosaic describes it, or one of the few other things
/// layout code handles (an enum case of the file, a closure, the layout
/// environment).
///
/// UIKit's layout objects are classes; here they are values, so a property
/// set after an item was put in a group does not reach the group's copy.
indirect enum SwiftValue: Sendable {
    /// How a number was written or typed: an integer literal takes the type
    /// its context gives (`1 / 3` as a `CGFloat` is a third), an `Int`
    /// divides as integers.
    enum NumberKind: Sendable { case literalInteger, integer, floating }

    case number(Double, NumberKind)
    case bool(Bool)
    case string(String)
    case null
    /// `.name` or `Type.name` of a UIKit enumeration (`.groupPaging`,
    /// `.vertical`, `.topLeading`), checked where it is used.
    case enumCase(String)
    /// `.zero`, whichever type takes it.
    case zero
    case dimension(LayoutDimension)
    case size(LayoutSize)
    case insets(Insets)
    case spacing(LayoutSpacing)
    case edgeSpacing(LayoutEdgeSpacing)
    case point(Point)
    case cgSize(Size)
    case anchor(LayoutAnchor)
    case item(CompositionalItem)
    case group(CompositionalGroup)
    case section(CompositionalSection)
    case boundaryItem(BoundarySupplementaryItem)
    case supplementaryItem(SupplementaryItem)
    case decorationItem(DecorationItem)
    case array([SwiftValue])
    case configuration(SwiftLayoutConfigurationValue)
    case compositionalLayout(CompositionalConfiguration)
    /// `UICollectionLayoutListConfiguration` as the code sets it.
    case listConfiguration(ListConfiguration)
    case flowLayout(SwiftFlowValue)
    /// A case of an enum declared in the file.
    case fileEnum(type: String, name: String, raw: SwiftValue?)
    /// A closure or a function of the file, with what it captured.
    case closure(SwiftClosure)
    /// The section provider's environment and its parts.
    case environment(SectionProvider.Context)
    case container(SectionProvider.Context)
    /// `self` (the view controller the code is in): its properties are the file's constants.
    case selfReference
    /// A flow layout delegate's `indexPath`: only its section is known.
    case indexPath(section: Int)
    /// A `CGRect` (`collectionView.bounds`, `UIScreen.main.bounds`).
    case rect(Rect)
    /// The collection view, its view controller's view, the screen, the
    /// device or a trait collection: the environment the layout is in
    /// (``SwiftEnvironmentValues``).
    case host(SwiftHost)
    /// App data the layout cannot know when it is read (a model array that
    /// starts empty, a data source declared `= nil`): an error only where
    /// it reaches geometry, naming it.
    case unknown(String)
    /// An item a `visibleItemsInvalidationHandler` is given (``SwiftVisibleItem``).
    case visibleItem(SwiftVisibleItem)
    /// A `CGAffineTransform` (a scale, a rotation or a translation).
    case transform(Transform)

    /// What messages call the value's type.
    var typeName: String {
        switch self {
        case .number(_, .integer): "Int"
        case .number: "a number"
        case .bool: "Bool"
        case .string: "String"
        case .null: "nil"
        case .enumCase(let name): "." + InputQuote.escaped(name)
        case .zero: ".zero"
        case .dimension: "NSCollectionLayoutDimension"
        case .size: "NSCollectionLayoutSize"
        case .insets: "NSDirectionalEdgeInsets"
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
        case .array: "an array"
        case .configuration: "UICollectionViewCompositionalLayoutConfiguration"
        case .compositionalLayout: "UICollectionViewCompositionalLayout"
        case .listConfiguration: "UICollectionLayoutListConfiguration"
        case .flowLayout: "UICollectionViewFlowLayout"
        case .fileEnum(let type, _, _): InputQuote.escaped(type)
        case .closure: "a closure"
        case .environment: "NSCollectionLayoutEnvironment"
        case .container: "NSCollectionLayoutContainer"
        case .indexPath: "IndexPath"
        case .selfReference: "self"
        case .rect: "CGRect"
        case .host(let host): host.typeName
        case .visibleItem: "NSCollectionLayoutVisibleItem"
        case .transform: "CGAffineTransform"
        case .unknown(let name): "\(InputQuote.quoted(name)) (app data: mosaic cannot know its value when it reads the layout; write a constant, or switch on the section index, instead)"
        }
    }
}

/// A closure (or a function of the file) as a value: its parameters, its
/// body, and the bindings it captured, frozen when it was made.
struct SwiftClosure: Sendable {
    /// The parameters' names, in order.
    var parameters: [String]
    /// The statements of the body.
    var body: CodeBlockItemListSyntax
    /// Where the closure is, for messages.
    var node: Syntax
    /// The bindings in scope where it was made, as values (a function of
    /// the file, a section provider's closure once frozen).
    var captured: [String: SwiftValue]
    /// The scope a closure literal or nested function was made in, shared:
    /// Swift's closures capture variables by reference, so a variable
    /// changed after the closure was made is seen changed, and the closure
    /// changes it for everyone. `nil` for a closure that runs on `captured`.
    var shared: SwiftCapturedScope? = nil
    /// A frozen closure's scope (a section provider's, ``SwiftFrozenScopes``):
    /// the template and the scope's index in it. Each evaluation thaws the
    /// template once into fresh scopes, shared as they were when frozen.
    var frozen: SwiftFrozenLink? = nil
}

/// A frozen closure's template and scope (``SwiftClosure/frozen``). The
/// closure a provider runs holds its template; a closure kept inside the
/// template (a helper beside the provider, a closure that calls itself)
/// refers to it weakly, or the template would hold itself.
struct SwiftFrozenLink: @unchecked Sendable {
    private let strong: SwiftFrozenScopes?
    private weak var weak: SwiftFrozenScopes?
    let index: Int

    init(holding scopes: SwiftFrozenScopes, index: Int) {
        strong = scopes
        self.index = index
    }

    init(inside scopes: SwiftFrozenScopes, index: Int) {
        strong = nil
        weak = scopes
        self.index = index
    }

    /// The template; `nil` once the closure that held it is gone.
    var scopes: SwiftFrozenScopes? { strong ?? weak }
}

/// A scope captured by reference (``SwiftClosure/shared``). Only one
/// evaluation, on one thread, uses it: a section provider's closure is
/// frozen into values before it leaves the evaluation that made it
/// (``SwiftEvaluator/frozen(_:at:)``).
final class SwiftCapturedScope: @unchecked Sendable {
    let scope: SwiftEvaluator.Scope
    init(_ scope: SwiftEvaluator.Scope) { self.scope = scope }
}

/// `UICollectionViewCompositionalLayoutConfiguration` as the code sets it.
struct SwiftLayoutConfigurationValue: Sendable {
    var scrollDirection: ScrollDirection = .vertical
    var interSectionSpacing: Double = 0
    var boundarySupplementaryItems: [BoundarySupplementaryItem] = []
    var contentInsetsReference: ContentInsetsReference = .automatic
}

/// `UICollectionViewFlowLayout` as the code sets it, with UIKit's defaults.
struct SwiftFlowValue: Sendable {
    var itemSize = Size(width: 50, height: 50)
    /// `nil`: `.zero` (no self-sizing); `automatic`: `UICollectionViewFlowLayout.automaticSize`.
    var estimatedItemSize: String?
    var minimumInteritemSpacing: Double = 10
    var minimumLineSpacing: Double = 10
    var sectionInset: Insets = .zero
    var scrollDirection: ScrollDirection = .vertical
    var headerReferenceSize = Size(width: 0, height: 0)
    var footerReferenceSize = Size(width: 0, height: 0)
    var sectionHeadersPinToVisibleBounds = false
    var sectionFootersPinToVisibleBounds = false
    var sectionInsetReference: FlowLayout.SectionInsetReference = .fromContentInset
}
