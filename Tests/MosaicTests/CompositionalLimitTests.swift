import Mosaic
import Testing

/// Descriptions that are small but stand for too much — nested counts,
/// shared subitems — refused with one error naming the item cap (or the
/// element limit) and the path, before anything large is compiled, whether
/// they come from a JSON spec, Swift code or a section provider.
@Suite struct CompositionalLimitTests {
    static let size = LayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(10))
    static let item = CompositionalElement.item(CompositionalItem(layoutSize: size))

    /// A JSON group of `count` copies of `subitem`.
    static func counted(_ count: Int, _ subitem: String) -> String {
        #"{"arrangement": "horizontal", "size": {"width": 100, "height": 10}, "subitem": \#(subitem), "count": \#(count)}"#
    }

    static let jsonItem = #"{"size": {"width": 10, "height": 10}}"#

    /// The error of reading `json` as `spec.json`.
    func failure(_ json: String) -> String? {
        do {
            _ = try CompositionalConfiguration.parse(json: Array(json.utf8), file: "spec.json")
            return nil
        } catch {
            return error.description
        }
    }

    @Test func nestedCountsInJSONAreRefusedAtTheCountThatPassesTheCap() {
        let spec = #"{"section": {"group": "# + Self.counted(1000, Self.counted(1000, Self.counted(1000, Self.jsonItem))) + "}}"
        #expect(failure(spec) == "spec.json:1:340: $.section.group.count: a group of 1000 copies of 1000000 items holds more than the 10000000 items mosaic lays out (counts of nested groups multiply); lower a count")
    }

    @Test func subitemsThatAddUpPastTheCapAreRefused() {
        let big = Self.counted(100_000, Self.counted(100, Self.jsonItem))
        let spec = #"{"section": {"group": {"arrangement": "vertical", "size": {"width": 1, "height": 1}, "subitems": ["# + big + ", " + big + "]}}}"
        #expect(failure(spec)?.contains("$.section.group.subitems[1].count: a group of 100000 copies of 100 items holds more than") == false)
        #expect(failure(spec)?.hasSuffix("$.section.group.subitems[1]: the subitems of this group hold more than the 10000000 items mosaic lays out together; make them fewer or smaller") == true)
    }

    @Test func countsUpToTheCapRead() throws {
        let spec = #"{"section": {"group": "# + Self.counted(1000, Self.counted(10000, Self.jsonItem)) + "}}"
        #expect(failure(spec) == nil)
    }

    @Test func swiftNestedCountsAreRefusedByValidateAndByPrepare() throws {
        var element = Self.item
        for _ in 0..<3 { element = .group(.horizontal(layoutSize: Self.size, subitem: element, count: 100_000)) }
        let configuration = CompositionalConfiguration(sections: .uniform(CompositionalSection(group: .vertical(layoutSize: Self.size, subitems: [element]))))
        let expected = "section.group.subitems[0].subitem.count: a group of 100000 copies of 100000 items holds more than the 10000000 items mosaic lays out (counts of nested groups multiply); lower a count"
        #expect(throws: CompositionalError.self) { try configuration.validate() }
        do { try configuration.validate() } catch { #expect(error.description == expected) }
        let engine = try compositionalEngine(configuration, dataSource: DataSource(count: 3))
        #expect(layoutFailure(CompositionalError.self) { _ = try engine.allElements() }?.description == expected)
    }

    @Test func aCountPastIntIsRefusedNotTrapped() {
        let inner = CompositionalElement.group(.horizontal(layoutSize: Self.size, subitem: Self.item, count: Int.max / 2))
        let group = CompositionalGroup.horizontal(layoutSize: Self.size, subitem: inner, count: 4)
        #expect(throws: CompositionalError.self) { try group.validate(path: "group") }
    }

    @Test func aSwiftValueSharedThirtyLevelsDeepIsRefusedAfterAMillionElements() {
        var element = Self.item
        for _ in 0..<30 { element = .group(.horizontal(layoutSize: Self.size, subitems: [element, element, element, element])) }
        guard case .group(let group) = element else { return }
        let configuration = CompositionalConfiguration(sections: .uniform(CompositionalSection(group: group)))
        do {
            try configuration.validate()
            Issue.record("a description of 4^30 elements passed")
        } catch {
            #expect(error.reason == "the description has more than 1000000 items and groups (every use of a shared one counts); mosaic reads at most 1000000")
        }
    }

    @Test func aSectionProviderReturningNestedCountsFailsThePrepare() {
        var element = Self.item
        for _ in 0..<2 { element = .group(.horizontal(layoutSize: Self.size, subitem: element, count: 10_000)) }
        guard case .group(let group) = element else { return }
        let configuration = CompositionalConfiguration(sections: .provider(SectionProvider(name: "grid") { _ in CompositionalSection(group: group) }))
        do {
            _ = try compositionalEngine(configuration, dataSource: DataSource(count: 3)).allElements()
            Issue.record("a provider's section of 10^8 items was laid out")
        } catch {
            #expect("\(error)".contains("sections[0].group.count: a group of 10000 copies of 10000 items holds more than the 10000000 items"), "\(error)")
        }
    }
}
