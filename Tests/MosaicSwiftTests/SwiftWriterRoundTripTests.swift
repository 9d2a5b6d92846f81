import Mosaic
@testable import MosaicSwift
import SwiftParser
import SwiftSyntax
import Testing

/// What the written Swift says, read back: through the Swift reader
/// (``SwiftLayoutSource``), which must give the same frames, and with
/// SwiftParser, whose tree must hold the structure and every number.
@Suite("Swift out: round trip")
struct SwiftWriterRoundTripTests {
    // MARK: - Read back with the Swift reader

    /// The compositional configuration the Swift reader reads from `source`.
    static func readBack(_ source: String) throws -> CompositionalConfiguration? {
        guard case .compositional(let configuration) = try SwiftLayoutSource.read(source, path: "roundtrip.swift") else {
            Issue.record("the written Swift reads back as another layout")
            return nil
        }
        return configuration
    }

    /// The flow layout's parameters the Swift reader reads from `source`.
    static func flowReadBack(_ source: String) throws -> Parameters? {
        guard case .flow(let parameters) = try SwiftLayoutSource.read(source, path: "roundtrip.swift") else {
            Issue.record("the written Swift reads back as another layout")
            return nil
        }
        return parameters
    }

    /// Every frame of `layout` over `counts` items per section, in a
    /// 390×844 viewport, as `mosaic layout` lays them out.
    static func frames(_ layout: any CollectionLayout, counts: [Int]) throws -> [String] {
        let engine = try LayoutEngine(layout: layout, dataSource: DataSource(itemCounts: counts))
        try engine.prepare()
        let content = try engine.contentSize()
        return try engine.layoutAttributesForElements(in: Rect(x: -1e6, y: -1e6, width: content.width + 2e6, height: content.height + 2e6))
            .map { "\($0.category) \($0.kind ?? "") \($0.indexPath) \($0.frame)" }
    }

    @Test("read back, every compositional fixture gives the same frames")
    func compositionalFramesRoundTrip() throws {
        for (name, configuration) in try SwiftWriterFixtures.compositional() {
            let source = try SwiftWriter.source(compositional: configuration)
            let read = try #require(try Self.readBack(source), "\(name)")
            let counts = [7, 12, 5, 9, 4, 6, 3]
            #expect(try Self.frames(CompositionalLayout(configuration: read), counts: counts)
                    == Self.frames(CompositionalLayout(configuration: configuration), counts: counts), "\(name)")
        }
    }

    @Test("kinds with quotes, backslashes, interpolation-like text and Unicode read back as written (escapes are resolved)")
    func hostileKindsReadBackUnchanged() throws {
        let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
        let kinds = ["a\"b", "\\(evil)", "\"#raw\"#", "back\\slash", "line\u{2028}separator", "é-🧩", "tab\\t", "header"]
        let section = CompositionalSection(
            group: .horizontal(layoutSize: size, subitems: [.item(CompositionalItem(layoutSize: size))]),
            boundarySupplementaryItems: kinds.map { BoundarySupplementaryItem(elementKind: $0, layoutSize: size, alignment: .top) }
        )
        let configuration = CompositionalConfiguration(sections: .uniform(section))
        let read = try #require(try Self.readBack(try SwiftWriter.source(compositional: configuration)))
        guard case .uniform(let readSection) = read.sections else {
            Issue.record("the sections read back are not uniform")
            return
        }
        #expect(readSection.boundarySupplementaryItems.map(\.elementKind) == kinds)
        // Written again from what was read, the Swift is the same: no escape doubles.
        #expect(try SwiftWriter.source(compositional: read) == SwiftWriter.source(compositional: configuration))
    }

    @Test("a flow list longer than the reader reads back is refused by the writer, and the longest it writes reads back")
    func flowListsTheReaderCanRead() throws {
        let readable = SwiftSourceLimits.standard.maximumFlowSections
        for count in [readable, readable + 1] {
            var parameters = FlowLayout.descriptor.defaultParameters
            try parameters.set("itemWidth", parsing: (1...count).map(String.init).joined(separator: ","))
            if count > readable {
                #expect(throws: SwiftWriterError.self) { try SwiftWriter.source(flow: parameters) }
                continue
            }
            let read = try #require(try Self.flowReadBack(try SwiftWriter.source(flow: parameters)))
            #expect(read[FlowLayout.itemWidth] == parameters[FlowLayout.itemWidth])
        }
    }

    @Test("read back, every flow fixture gives the same frames")
    func flowFramesRoundTrip() throws {
        for (name, settings) in SwiftWriterFixtures.flow {
            let parameters = try SwiftWriterFixtures.flowParameters(settings)
            let source = try SwiftWriter.source(flow: parameters)
            let read = try #require(try Self.flowReadBack(source), "\(name)")
            let counts = [7, 12, 5]
            #expect(try Self.frames(FlowLayout(parameters: read), counts: counts) == Self.frames(FlowLayout(parameters: parameters), counts: counts), "\(name)")
        }
    }

    // MARK: - The structure and the numbers, read with SwiftParser

    @Test("each compositional fixture's file has one item, group and section constructor per description, and every number it holds")
    func compositionalStructureAndNumbers() throws {
        for (name, configuration) in try SwiftWriterFixtures.compositional() {
            let source = try SwiftWriter.source(compositional: configuration)
            let read = WrittenSwift(source)
            #expect(read.hasErrors == false, "\(name): SwiftParser found errors")
            let expected = Expected(configuration)
            #expect(read.calls["NSCollectionLayoutItem"] == expected.items, "\(name): items")
            #expect(read.calls["NSCollectionLayoutSection"] == expected.sections, "\(name): sections")
            #expect((read.calls["horizontal"] ?? 0) + (read.calls["vertical"] ?? 0) == expected.groups, "\(name): groups")
            #expect(read.calls["NSCollectionLayoutBoundarySupplementaryItem"] ?? 0 == expected.boundaryItems, "\(name): boundary views")
            #expect(read.calls["NSCollectionLayoutSupplementaryItem"] ?? 0 == expected.anchoredItems, "\(name): badges")
            #expect(read.calls["background"] ?? 0 == expected.decorations, "\(name): backgrounds")
            for number in expected.numbers {
                #expect(read.numbers.contains(number), "\(name): \(number) is not in the written Swift")
            }
            #expect(Set(expected.kinds).isSubset(of: read.strings), "\(name): element kinds")
        }
    }

    @Test("each flow fixture's file holds every value its parameters set")
    func flowNumbers() throws {
        for (name, settings) in SwiftWriterFixtures.flow {
            let parameters = try SwiftWriterFixtures.flowParameters(settings)
            let read = WrittenSwift(try SwiftWriter.source(flow: parameters))
            #expect(read.hasErrors == false, "\(name)")
            let values = FlowValues(parameters)
            let numbers = values.widths.values + values.heights.values + values.lineSpacings.values + values.interitemSpacings.values
                + values.insets.values.flatMap(\.components) + values.headers.values.filter { $0 != 0 } + values.footers.values.filter { $0 != 0 }
            for number in numbers where number != 0 { #expect(read.numbers.contains(number), "\(name): \(number)") }
            #expect(read.calls["UICollectionViewFlowLayout"] == 1, "\(name)")
        }
    }

    @Test("a number the layout does not hold is not found (so the checks above can fail)")
    func checksCanFail() throws {
        let read = WrittenSwift(try SwiftWriter.source(compositional: try SwiftWriterFixtures.exampleSpec("compositional-list.json")))
        #expect(read.numbers.contains(44))
        #expect(!read.numbers.contains(45))
        #expect(!read.numbers.contains(1e-7))
        #expect(WrittenSwift("let x = (").hasErrors)
    }
}

/// What a written file holds, read with SwiftParser: how often each
/// constructor or factory is called, every number and every string.
struct WrittenSwift {
    var calls: [String: Int] = [:]
    var numbers: Set<Double> = []
    var strings: Set<String> = []
    var hasErrors = false

    init(_ source: String) {
        let tree = Parser.parse(source: source)
        hasErrors = tree.hasError
        let visitor = Visitor(viewMode: .sourceAccurate)
        visitor.walk(tree)
        calls = visitor.calls
        numbers = visitor.numbers
        strings = visitor.strings
    }

    private final class Visitor: SyntaxVisitor {
        var calls: [String: Int] = [:]
        var numbers: Set<Double> = []
        var strings: Set<String> = []

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let name: String? = if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
                reference.baseName.text
            } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
                member.declName.baseName.text
            } else { nil }
            if let name { calls[name, default: 0] += 1 }
            return .visitChildren
        }

        override func visit(_ node: IntegerLiteralExprSyntax) -> SyntaxVisitorContinueKind {
            if let value = Double(node.literal.text) { numbers.insert(negated(node) ? -value : value) }
            return .skipChildren
        }

        override func visit(_ node: FloatLiteralExprSyntax) -> SyntaxVisitorContinueKind {
            if let value = Double(node.literal.text) { numbers.insert(negated(node) ? -value : value) }
            return .skipChildren
        }

        override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
            strings.insert(node.segments.map { $0.as(StringSegmentSyntax.self)?.content.text ?? "" }.joined())
            return .skipChildren
        }

        /// Whether a literal has a minus in front of it (`-10.25`).
        private func negated(_ node: some ExprSyntaxProtocol) -> Bool {
            node.parent?.as(PrefixOperatorExprSyntax.self)?.operator.text == "-"
        }
    }
}

/// What the written file of a configuration must hold.
struct Expected {
    var items = 0, groups = 0, sections = 0, boundaryItems = 0, anchoredItems = 0, decorations = 0
    var numbers: [Double] = []
    var kinds: [String] = []

    init(_ configuration: CompositionalConfiguration) {
        let list: [CompositionalSection] = switch configuration.sections {
        case .uniform(let section): [section]
        case .list(let sections): sections
        case .provider: []
        }
        sections = list.count
        boundaryItems = configuration.boundarySupplementaryItems.count
        if configuration.interSectionSpacing != 0 { numbers.append(configuration.interSectionSpacing) }
        configuration.boundarySupplementaryItems.forEach { add($0) }
        for section in list {
            add(section.group)
            numbers += section.contentInsets.components + [section.interGroupSpacing]
            boundaryItems += section.boundarySupplementaryItems.count
            section.boundarySupplementaryItems.forEach { add($0) }
            decorations += section.decorationItems.count
            for decoration in section.decorationItems {
                kinds.append(decoration.elementKind)
                numbers += decoration.contentInsets.components
            }
        }
        numbers = numbers.filter { $0 != 0 }
    }

    private mutating func add(_ size: LayoutSize) {
        numbers += [size.widthDimension.value, size.heightDimension.value]
    }

    private mutating func add(_ item: BoundarySupplementaryItem) {
        add(item.layoutSize)
        kinds.append(item.elementKind)
        numbers += [item.offset.x, item.offset.y]
    }

    private mutating func add(_ item: SupplementaryItem) {
        anchoredItems += 1
        add(item.layoutSize)
        kinds.append(item.elementKind)
        for anchor in [item.containerAnchor, item.itemAnchor] {
            numbers += [anchor.absoluteOffset.x, anchor.absoluteOffset.y, anchor.fractionalOffset.x, anchor.fractionalOffset.y]
        }
    }

    private mutating func add(_ spacing: LayoutSpacing?) {
        if let spacing { numbers.append(spacing.points) }
    }

    private mutating func add(_ group: CompositionalGroup) {
        groups += 1
        add(group.layoutSize)
        numbers += group.contentInsets.components
        add(group.interItemSpacing)
        if let edges = group.edgeSpacing { [edges.leading, edges.top, edges.trailing, edges.bottom].forEach { add($0) } }
        group.supplementaryItems.forEach { add($0) }
        for element in CompositionalWriter.subitems(of: group) {
            switch element {
            case .group(let nested): add(nested)
            case .item(let item):
                items += 1
                add(item.layoutSize)
                numbers += item.contentInsets.components
                if let edges = item.edgeSpacing { [edges.leading, edges.top, edges.trailing, edges.bottom].forEach { add($0) } }
                item.supplementaryItems.forEach { add($0) }
            }
        }
    }
}
