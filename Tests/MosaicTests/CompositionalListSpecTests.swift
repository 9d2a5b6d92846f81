import Mosaic
import MosaicTestSupport
import Testing

/// List sections in JSON spec files: `"list": {"appearance": …}` in a
/// section, with the same frames as the core's (``ListExpectations``), the
/// list's values replaced by the section's own keys, and one clear line for
/// every bad value.
@Suite struct CompositionalListSpecTests {
    private func parse(_ text: String) throws(JSONError) -> CompositionalConfiguration {
        try CompositionalConfiguration.parse(json: Array(text.utf8), file: "spec.json")
    }

    private func failure(_ text: String) -> String? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error.description
        }
    }

    /// The spec of one case: one list section for every section.
    static func spec(_ list: ListConfiguration, extra: String = "") -> String {
        #"{"section": {"list": {"appearance": "\#(list.appearance.rawValue)", "headerMode": "\#(list.headerMode.rawValue)", "footerMode": "\#(list.footerMode.rawValue)"}\#(extra)}}"#
    }

    private func engine(_ text: String, environment: LayoutEnvironment = LayoutEnvironment()) throws -> LayoutEngine {
        try compositionalEngine(try parse(text), dataSource: ListExpectations.data, environment: environment)
    }

    @Test("each appearance read from JSON lays out the sourced measurements", arguments: ListExpectations.cases)
    func appearance(_ expected: ListExpectations.Case) throws {
        #expect(try ListExpectations.mismatches(try engine(Self.spec(expected.list)), expected) == [])
    }

    @Test("the modes default to none, as UIKit's init(appearance:)")
    func defaults() throws {
        let configuration = try parse(#"{"section": {"list": {"appearance": "grouped"}}}"#)
        guard case .uniform(let section) = configuration.sections else { Issue.record("not uniform"); return }
        #expect(section.list == ListConfiguration(appearance: .grouped))
        #expect(section.boundarySupplementaryItems.isEmpty)
    }

    @Test("a section's own keys replace what the list gives, as properties set on UIKit's list section")
    func overrides() throws {
        let text = Self.spec(
            ListConfiguration(appearance: .insetGrouped, headerMode: .supplementary),
            extra: #", "contentInsets": {"top": 5, "leading": 0, "bottom": 0, "trailing": 0}, "interGroupSpacing": 2, "contentInsetsReference": "none", "supplementaryContentInsetsReference": "none""#
        )
        let engine = try engine(text)
        try expectView(engine, FlowLayout.headerKind, 0, Rect(x: 0, y: 0, width: 390, height: 44))
        try expectCell(engine, 0, 0, Rect(x: 0, y: 49, width: 390, height: 44))
        try expectCell(engine, 0, 1, Rect(x: 0, y: 95, width: 390, height: 44))
    }

    @Test("headerTopPadding is read and lays out")
    func headerTopPadding() throws {
        let engine = try engine(#"{"section": {"list": {"appearance": "plain", "headerMode": "supplementary", "headerTopPadding": 8}}}"#)
        try expectView(engine, FlowLayout.headerKind, 0, Rect(x: 0, y: 8, width: 390, height: 44))
    }

    struct BadList: Sendable, CustomTestStringConvertible {
        var text: String
        var error: String
        var testDescription: String { error }
    }

    static let badLists: [BadList] = [
        BadList(
            text: #"{"section": {"list": {"apperance": "plain"}}}"#,
            error: #"spec.json:1:36: $.section.list.apperance: unknown key "apperance" in a list configuration (did you mean "appearance"?); expected "appearance", "headerMode", "footerMode", "headerTopPadding""#
        ),
        BadList(
            text: #"{"section": {"list": {"appearance": "insetgrouped"}}}"#,
            error: #"spec.json:1:37: $.section.list.appearance: unknown list appearance "insetgrouped"; expected one of "plain", "grouped", "insetGrouped", "sidebar", "sidebarPlain""#
        ),
        BadList(
            text: #"{"section": {"list": {"headerMode": "supplementary"}}}"#,
            error: #"spec.json:1:22: $.section.list: a list configuration needs "appearance" (one of "plain", "grouped", "insetGrouped", "sidebar", "sidebarPlain")"#
        ),
        BadList(
            text: #"{"section": {"list": {"appearance": "plain", "footerMode": "firstItemInSection"}}}"#,
            error: #"spec.json:1:60: $.section.list.footerMode: unknown list footer mode "firstItemInSection"; expected one of "none", "supplementary""#
        ),
        BadList(
            text: #"{"section": {"list": {"appearance": "plain", "headerTopPadding": -1}}}"#,
            error: "spec.json:1:66: $.section.list.headerTopPadding: headerTopPadding must be ≥ 0, found -1"
        ),
        BadList(
            text: #"{"section": {"list": {"appearance": "plain", "headerTopPadding": 1e10}}}"#,
            error: "spec.json:1:66: $.section.list.headerTopPadding: headerTopPadding must be at most 1000000000, found 10000000000"
        ),
        BadList(
            text: #"{"section": {"list": "plain"}}"#,
            error: #"spec.json:1:22: $.section.list: expected a list configuration (an object), found "plain""#
        ),
        BadList(
            text: #"{"section": {"list": {"appearance": "plain"}, "group": {}}}"#,
            error: #"spec.json:1:56: $.section.group: a list section's rows come from its "list"; give "list" or "group", not both"#
        ),
        BadList(
            text: #"{"section": {"lists": {"appearance": "plain"}}}"#,
            error: #"spec.json:1:23: $.section.lists: unknown key "lists" in a section (did you mean "list"?); expected "group", "contentInsets", "interGroupSpacing", "orthogonalScrollingBehavior", "boundarySupplementaryItems", "decorationItems", "supplementariesFollowContentInsets", "contentInsetsReference", "supplementaryContentInsetsReference", "list""#
        ),
        BadList(
            text: #"{"section": {}}"#,
            error: #"spec.json:1:13: $.section: a section needs "group" ({"arrangement": "horizontal", "size": …, "subitems": […]}, or "list": {"appearance": "insetGrouped"} for a list section)"#
        ),
        // The list's header shares index path (0, 0) with a layout-wide header of the same kind.
        BadList(
            text: #"{"boundarySupplementaryItems": [{"kind": "header", "alignment": "top", "size": {"width": 1, "height": 10}}], "section": {"list": {"appearance": "plain", "headerMode": "supplementary"}}}"#,
            error: #"spec.json:1:130: $.section.list: the list's header view has kind "header", already the kind of a layout-wide boundary item ($.boundarySupplementaryItems), which shares index path (0, 0) with section 0's; give the layout's item another kind, or set "headerMode" to "none""#
        ),
    ]

    @Test("a bad list names its line, column, path and what to write", arguments: badLists)
    func badList(_ bad: BadList) {
        #expect(failure(bad.text) == bad.error)
    }
}
