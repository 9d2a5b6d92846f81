import Mosaic
@testable import MosaicSwift
import Testing

/// What UIKit cannot say is an error naming it; hostile names cannot break
/// out of a string literal or a comment.
@Suite("Swift out: errors and hostile input")
struct SwiftWriterErrorTests {
    static let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))

    @Test("sections from a function are refused, naming the function")
    func provider() {
        let configuration = CompositionalConfiguration(sections: .provider(SectionProvider(name: "tiles.lua:12") { _ in
            CompositionalSection(group: .horizontal(layoutSize: Self.size, subitems: [.item(CompositionalItem(layoutSize: Self.size))]))
        }))
        #expect(throws: SwiftWriterError.self) { try SwiftWriter.source(compositional: configuration) }
        do {
            _ = try SwiftWriter.source(compositional: configuration)
        } catch {
            #expect(error.path == "sections")
            #expect(error.reason.contains("'tiles.lua:12'"))
        }
    }

    @Test("a custom group is refused at its path")
    func customGroup() {
        let custom = CompositionalGroup.custom(layoutSize: Self.size, provider: CustomGroupProvider(name: "grid.lua:3") { _ in [] })
        let outer = CompositionalGroup.horizontal(layoutSize: Self.size, subitems: [.item(CompositionalItem(layoutSize: Self.size)), .group(custom)])
        let configuration = CompositionalConfiguration(sections: .list([
            CompositionalSection(group: .horizontal(layoutSize: Self.size, subitems: [.item(CompositionalItem(layoutSize: Self.size))])),
            CompositionalSection(group: outer),
        ]))
        do {
            _ = try SwiftWriter.source(compositional: configuration)
            Issue.record("no error")
        } catch {
            #expect(error.path == "sections[1].group.subitems[1]")
            #expect(error.reason.contains("custom group") && error.reason.contains("grid.lua:3"))
        }
    }

    @Test("an anchor with both offsets is refused at its path")
    func anchorWithBothOffsets() {
        let badge = SupplementaryItem(
            elementKind: "badge", layoutSize: Self.size,
            containerAnchor: LayoutAnchor(edges: .top, absoluteOffset: Point(x: 1, y: 0), fractionalOffset: Point(x: 0.5, y: 0))
        )
        let item = CompositionalItem(layoutSize: Self.size, supplementaryItems: [badge])
        let configuration = CompositionalConfiguration(sections: .uniform(CompositionalSection(group: .vertical(layoutSize: Self.size, subitem: .item(item), count: 2))))
        do {
            _ = try SwiftWriter.source(compositional: configuration)
            Issue.record("no error")
        } catch {
            #expect(error.path == "section.group.subitem.supplementaryItems[0].containerAnchor")
        }
    }

    @Test("a flow alignment other than justified is refused", arguments: ["leading", "center"])
    func flowAlignment(alignment: String) throws {
        var parameters = FlowLayout.descriptor.defaultParameters
        try parameters.set("alignment", parsing: alignment)
        do {
            _ = try SwiftWriter.source(flow: parameters)
            Issue.record("no error")
        } catch {
            #expect(error.path == "alignment")
            #expect(error.reason.contains("alignment=\(alignment)"))
        }
        try parameters.set("alignment", parsing: "justified")
        _ = try SwiftWriter.source(flow: parameters)
    }

    @Test("layouts other than compositional and flow are refused by name")
    func otherLayouts() throws {
        for descriptor in BuiltinLayouts.all where descriptor.name != "compositional" && descriptor.name != "flow" {
            #expect(throws: SwiftWriter.unsupported(descriptor.name)) { try SwiftWriter.source(for: descriptor.makeLayout()) }
        }
        _ = try SwiftWriter.source(for: CompositionalLayout.descriptor.makeLayout())
        _ = try SwiftWriter.source(for: FlowLayout.descriptor.makeLayout())
    }

    @Test("the compositional layout's parameters override its configuration")
    func parametersApply() throws {
        var parameters = CompositionalLayout.descriptor.defaultParameters
        try parameters.set("scrollDirection", parsing: "horizontal")
        try parameters.set("interSectionSpacing", parsing: "18")
        let source = try SwiftWriter.source(for: CompositionalLayout(configuration: .vibe, parameters: parameters))
        #expect(source.contains("configuration.scrollDirection = .horizontal\n"))
        #expect(source.contains("configuration.interSectionSpacing = 18\n"))
        #expect(source.contains("}, configuration: configuration)\n"))
    }

    @Test("hostile element kinds stay inside their string literals and make valid names")
    func hostileKinds() throws {
        let kinds = ["\"); evil(); let x = (\"", "a\\\nb", "\u{2028}func evil() {}", "default", "9lives", "---", "header", "header!", "kind\u{0}"]
        let items = kinds.map { BoundarySupplementaryItem(elementKind: $0, layoutSize: Self.size, alignment: .top) }
        let section = CompositionalSection(
            group: .horizontal(layoutSize: Self.size, subitems: [.item(CompositionalItem(layoutSize: Self.size))]),
            boundarySupplementaryItems: items
        )
        let source = try SwiftWriter.source(compositional: CompositionalConfiguration(sections: .uniform(section)))
        try SwiftCompiler.expectParses(source, name: "hostile-kinds")
        let read = WrittenSwift(source)
        #expect(Set(kinds).isSubset(of: read.strings.map { Self.unescape($0) }.reduce(into: Set<String>()) { $0.insert($1) }))
        #expect(read.calls["evil"] == nil)
        #expect(source.contains("let defaultViewKind = "))
        #expect(source.contains("let kind9livesKind = "))
        #expect(source.contains("let header2 = "))
    }

    @Test("a hostile command line or function name stays inside its comment")
    func hostileComments() throws {
        let command = "mosaic layout compositional --spec 'x\nfunc evil() {}\r\u{2028}.json'"
        let source = try SwiftWriter.source(flow: FlowLayout.descriptor.defaultParameters, command: command)
        try SwiftCompiler.expectParses(source, name: "hostile-command")
        #expect(WrittenSwift(source).calls["evil"] == nil)
        #expect(!source.contains("\nfunc evil"))
        let section = CompositionalSection(group: .horizontal(layoutSize: Self.size, subitems: [.item(CompositionalItem(layoutSize: Self.size))]))
        let configuration = CompositionalConfiguration(
            sections: .uniform(section), preferredSize: PreferredSizeProvider(name: "a.lua:1\nfunc evil() {}") { _ in nil }
        )
        let commented = try SwiftWriter.source(compositional: configuration)
        try SwiftCompiler.expectParses(commented, name: "hostile-name")
        #expect(!commented.contains("\nfunc evil"))
    }

    /// A string literal's text as Swift reads it (the escapes the writer uses).
    static func unescape(_ text: String) -> String {
        var result = "", scalars = Array(text.unicodeScalars), index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            guard scalar == "\\", index + 1 < scalars.count else { result.unicodeScalars.append(scalar); index += 1; continue }
            let next = scalars[index + 1]
            switch next {
            case "n": result += "\n"; index += 2
            case "r": result += "\r"; index += 2
            case "t": result += "\t"; index += 2
            case "u":
                let close = scalars[(index + 3)...].firstIndex(of: "}")!
                let hex = String(String.UnicodeScalarView(scalars[(index + 3)..<close]))
                result.unicodeScalars.append(Unicode.Scalar(UInt32(hex, radix: 16)!)!)
                index = close + 1
            default: result.unicodeScalars.append(next); index += 2
            }
        }
        return result
    }
}
