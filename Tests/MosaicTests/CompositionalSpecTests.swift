import Foundation
import Mosaic
import Testing

/// `CompositionalConfiguration.parse(json:file:)`: every shape of a spec
/// file, every kind of bad value with its exact line, column and JSON path,
/// and the example spec against the configuration written in Swift.
/// The path of a file in `examples/`.
private func examplePath(_ name: String) -> String {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.path + "/examples/" + name
}

@Suite("Compositional spec files")
struct CompositionalSpecTests {
    private func parse(_ text: String) throws(JSONError) -> CompositionalConfiguration {
        try CompositionalConfiguration.parse(json: Array(text.utf8), file: "spec.json")
    }

    /// The one-line description of the error reading `text` gives.
    private func failure(_ text: String) -> String? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error.description
        }
    }

    /// A section whose group holds one item, with `extra` members added to
    /// the section (`extra` starts with a comma).
    private static func section(_ extra: String = "") -> String {
        #"{"group": {"arrangement": "horizontal", "size": {"width": 1, "height": 1}, "subitems": [{"size": {"width": 1, "height": 1}}]}"# + extra + "}"
    }

    // MARK: - Accepted shapes

    @Test("the example spec reads as the seed's three sections")
    func vibeExample() throws {
        let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: examplePath("compositional-vibe.json"))))
        let configuration = try CompositionalConfiguration.parse(json: bytes, file: "compositional-vibe.json")
        #expect(configuration.scrollDirection == .vertical)
        #expect(configuration.interSectionSpacing == 0)
        #expect(configuration.boundarySupplementaryItems.isEmpty)
        guard case .list(let sections) = configuration.sections else { Issue.record("not a list of sections"); return }
        #expect(sections.count == 3)
        let header = BoundarySupplementaryItem(
            elementKind: "header", layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            alignment: .topLeading
        )
        for section in sections {
            #expect(section.contentInsets == Insets(top: 0, left: 16, bottom: 0, right: 16))
            #expect(section.orthogonalScrollingBehavior == .groupPaging)
            #expect(section.boundarySupplementaryItems == [header])
            #expect(section.interGroupSpacing == 0)
            #expect(section.decorationItems.isEmpty)
            #expect(section.supplementariesFollowContentInsets)
        }
        let itemInsets = Insets(top: 0, left: 5, bottom: 16, right: 5)
        let square = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1))

        let first = sections[0].group
        #expect(first.layoutSize == LayoutSize(widthDimension: .fractionalWidth(0.9), heightDimension: .estimated(200)))
        #expect(first.contentInsets == itemInsets)
        guard case .horizontal(.repeating(let firstItems)) = first.arrangement, firstItems.count == 1, case .item(let firstItem) = firstItems[0] else {
            Issue.record("section 0: not a horizontal group of one item"); return
        }
        #expect(firstItem == CompositionalItem(layoutSize: square))

        let second = sections[1].group
        #expect(second.layoutSize == LayoutSize(widthDimension: .fractionalWidth(0.45), heightDimension: .estimated(200)))
        #expect(second.contentInsets == .zero)
        guard case .horizontal(.repeating(let secondItems)) = second.arrangement, secondItems.count == 1, case .item(let secondItem) = secondItems[0] else {
            Issue.record("section 1: not a horizontal group of one item"); return
        }
        #expect(secondItem == CompositionalItem(layoutSize: square, contentInsets: itemInsets))

        let third = sections[2].group
        #expect(third.layoutSize == LayoutSize(widthDimension: .fractionalWidth(0.9), heightDimension: .estimated(300)))
        guard case .vertical(.count(.item(let thirdItem), 5)) = third.arrangement else {
            Issue.record("section 2: not a vertical group of 5 items"); return
        }
        #expect(thirdItem == CompositionalItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)), contentInsets: itemInsets
        ))
    }

    @Test("the example spec lays out exactly as CompositionalConfiguration.vibe, at several viewports and offsets")
    func vibeRoundTrip() throws {
        let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: examplePath("compositional-vibe.json"))))
        let spec = try CompositionalConfiguration.parse(json: bytes, file: "compositional-vibe.json")
        let data = DataSource(itemCounts: [6, 10, 15, 7])
        let environments = [
            LayoutEnvironment(),
            LayoutEnvironment(viewport: Size(width: 320, height: 480), contentOffset: Point(x: 0, y: 300), sectionOffsets: [1: 120]),
            LayoutEnvironment(viewport: Size(width: 1024, height: 768), contentInsets: Insets(top: 20, left: 10, bottom: 0, right: 10)),
        ]
        for environment in environments {
            let fromSpec = try LayoutEngine(layout: CompositionalLayout(configuration: spec), dataSource: data, environment: environment)
            let fromCode = try LayoutEngine(layout: CompositionalLayout(configuration: .vibe), dataSource: data, environment: environment)
            let elements = try fromSpec.allElements()
            #expect(elements.count == 6 + 10 + 15 + 7 + 4)
            #expect(elements == (try fromCode.allElements()))
            #expect(try fromSpec.contentSize() == fromCode.contentSize())
        }
    }

    @Test("a spec's descriptor takes its parameter defaults from the spec, and -p still wins")
    func descriptorDefaults() throws {
        let spec = try parse(#"{"scrollDirection": "horizontal", "interSectionSpacing": 12, "section": "# + Self.section() + "}")
        let descriptor = CompositionalLayout.descriptor(for: spec)
        #expect(descriptor.name == "compositional")
        #expect(descriptor.parameterSpecs.map(\.name) == CompositionalLayout.descriptor.parameterSpecs.map(\.name))
        #expect(descriptor.defaultParameters["scrollDirection"] == .choice("horizontal"))
        #expect(descriptor.defaultParameters["interSectionSpacing"] == .number(12))
        #expect(CompositionalLayout.descriptor.defaultParameters["scrollDirection"] == .choice("vertical"))
        var parameters = descriptor.defaultParameters
        try parameters.set("interSectionSpacing", parsing: "3")
        let layout = try #require(descriptor.makeLayout(parameters: parameters) as? CompositionalLayout)
        #expect(layout.parameters["interSectionSpacing"] == .number(3))
        #expect(layout.parameters["scrollDirection"] == .choice("horizontal"))
        guard case .uniform = layout.configuration.sections else { Issue.record("not the spec's configuration"); return }
    }

    @Test("defaults, bare numbers and the short forms")
    func shortForms() throws {
        let configuration = try parse(#"""
            {"section": {"group": {"arrangement": "vertical", "size": {"width": 300, "height": {"estimated": 44}},
                                   "subitems": [{"size": {"width": {"fractionalWidth": 0.5}, "height": {"fractionalHeight": 2}}}],
                                   "interItemSpacing": 8, "contentInsets": 4}}}
            """#)
        #expect(configuration.scrollDirection == .vertical)
        #expect(configuration.interSectionSpacing == 0)
        guard case .uniform(let section) = configuration.sections else { Issue.record("not one uniform section"); return }
        #expect(section.contentInsets == .zero)
        #expect(section.orthogonalScrollingBehavior == .none)
        #expect(section.boundarySupplementaryItems.isEmpty)
        let group = section.group
        #expect(group.layoutSize == LayoutSize(widthDimension: .absolute(300), heightDimension: .estimated(44)))
        #expect(group.interItemSpacing == .fixed(8))
        #expect(group.contentInsets == Insets(all: 4))
        #expect(group.edgeSpacing == nil)
        guard case .vertical(.repeating(let subitems)) = group.arrangement, case .item(let item) = subitems.first else {
            Issue.record("not a vertical group"); return
        }
        #expect(item == CompositionalItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(2))))
    }

    @Test("every key: nested groups, spacing, anchors, boundary and decoration items")
    func everyKey() throws {
        let configuration = try parse(#"""
            {
              "scrollDirection": "horizontal",
              "interSectionSpacing": 24,
              "boundarySupplementaryItems": [
                {"kind": "banner", "size": {"width": 100, "height": {"fractionalHeight": 1}}, "alignment": "leading",
                 "offset": {"x": -4}, "extendsBoundary": false, "pinToVisibleBounds": true, "zIndex": 7}
              ],
              "sections": [
                {
                  "group": {
                    "arrangement": "horizontal",
                    "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 200}},
                    "subitems": [
                      {"size": {"width": {"fractionalWidth": 0.5}, "height": {"fractionalHeight": 1}},
                       "edgeSpacing": {"leading": {"flexible": 3}, "top": {"fixed": 2}},
                       "supplementaryItems": [
                         {"kind": "badge", "size": {"width": 20, "height": 20}, "containerAnchor": "topTrailing"},
                         {"kind": "ribbon", "size": {"width": 10, "height": 10},
                          "containerAnchor": {"edges": "bottomLeading", "offset": {"x": 1, "y": -2}, "fractionalOffset": {"x": 0.5}},
                          "itemAnchor": {"edges": "top"}, "zIndex": 3}
                       ]},
                      {"arrangement": "vertical", "size": {"width": {"fractionalWidth": 0.5}, "height": {"fractionalHeight": 1}},
                       "subitem": {"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}, "count": 2,
                       "interItemSpacing": {"flexible": 6}, "edgeSpacing": {"trailing": 1, "bottom": {"flexible": 0}}}
                    ]
                  },
                  "contentInsets": {"top": 1, "leading": 2, "bottom": 3, "trailing": 4},
                  "interGroupSpacing": 10,
                  "orthogonalScrollingBehavior": "continuousGroupLeadingBoundary",
                  "boundarySupplementaryItems": [
                    {"kind": "header", "size": {"width": {"fractionalWidth": 1}, "height": 40}, "alignment": "top"},
                    {"kind": "footer", "size": {"width": {"fractionalWidth": 1}, "height": 20}, "alignment": "bottom"}
                  ],
                  "decorationItems": [{"kind": "background", "contentInsets": {"top": 8}, "zIndex": -2}],
                  "supplementariesFollowContentInsets": false
                },
                \#(Self.section())
              ]
            }
            """#)
        try configuration.validate()
        #expect(configuration.scrollDirection == .horizontal)
        #expect(configuration.interSectionSpacing == 24)
        #expect(configuration.boundarySupplementaryItems == [BoundarySupplementaryItem(
            elementKind: "banner", layoutSize: LayoutSize(widthDimension: .absolute(100), heightDimension: .fractionalHeight(1)),
            alignment: .leading, offset: Point(x: -4, y: 0), extendsBoundary: false, pinToVisibleBounds: true, zIndex: 7
        )])
        guard case .list(let sections) = configuration.sections, sections.count == 2 else { Issue.record("not a list of two sections"); return }
        let section = sections[0]
        #expect(section.contentInsets == Insets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(section.interGroupSpacing == 10)
        #expect(section.orthogonalScrollingBehavior == .continuousGroupLeadingBoundary)
        #expect(section.supplementariesFollowContentInsets == false)
        #expect(section.boundarySupplementaryItems.map(\.elementKind) == ["header", "footer"])
        #expect(section.boundarySupplementaryItems.map(\.alignment) == [.top, .bottom])
        #expect(section.boundarySupplementaryItems[0].extendsBoundary && !section.boundarySupplementaryItems[0].pinToVisibleBounds)
        #expect(section.decorationItems == [DecorationItem(elementKind: "background", contentInsets: Insets(top: 8, left: 0, bottom: 0, right: 0), zIndex: -2)])

        guard case .horizontal(.repeating(let subitems)) = section.group.arrangement, subitems.count == 2,
              case .item(let item) = subitems[0], case .group(let nested) = subitems[1]
        else { Issue.record("not an item and a nested group"); return }
        #expect(item.edgeSpacing == LayoutEdgeSpacing(leading: .flexible(3), top: .fixed(2)))
        #expect(item.supplementaryItems == [
            SupplementaryItem(elementKind: "badge", layoutSize: LayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
                              containerAnchor: LayoutAnchor(edges: .topTrailing)),
            SupplementaryItem(elementKind: "ribbon", layoutSize: LayoutSize(widthDimension: .absolute(10), heightDimension: .absolute(10)),
                              containerAnchor: LayoutAnchor(edges: .bottomLeading, absoluteOffset: Point(x: 1, y: -2), fractionalOffset: Point(x: 0.5, y: 0)),
                              itemAnchor: LayoutAnchor(edges: .top), zIndex: 3),
        ])
        #expect(item.supplementaryItems[0].itemAnchor == LayoutAnchor(edges: .topTrailing))
        #expect(item.supplementaryItems[0].zIndex == 1)
        #expect(nested.interItemSpacing == .flexible(6))
        #expect(nested.edgeSpacing == LayoutEdgeSpacing(trailing: .fixed(1), bottom: .flexible(0)))
        guard case .vertical(.count(.item(let counted), 2)) = nested.arrangement else { Issue.record("not a vertical group of 2"); return }
        #expect(counted.layoutSize == LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    }

    @Test("every orthogonal scrolling behaviour and alignment by its UIKit name")
    func names() throws {
        for behavior in OrthogonalScrollingBehavior.allCases {
            let configuration = try parse(#"{"section": "# + Self.section(#", "orthogonalScrollingBehavior": ""# + behavior.rawValue + #"""# ) + "}")
            guard case .uniform(let section) = configuration.sections else { Issue.record("not uniform"); return }
            #expect(section.orthogonalScrollingBehavior == behavior)
        }
        for alignment in RectAlignment.allCases {
            let boundary = #", "boundarySupplementaryItems": [{"kind": "k", "size": {"width": 1, "height": 1}, "alignment": ""# + alignment.rawValue + #""}]"#
            let configuration = try parse(#"{"section": "# + Self.section(boundary) + "}")
            guard case .uniform(let section) = configuration.sections else { Issue.record("not uniform"); return }
            #expect(section.boundarySupplementaryItems.first?.alignment == alignment)
        }
    }

    // MARK: - Errors

    /// A bad spec and the exact error it gives.
    struct BadSpec: Sendable, CustomTestStringConvertible {
        var text: String
        var error: String
        var testDescription: String { error }
    }

    static let badSpecs: [BadSpec] = [
        // A fraction ≤ 0 or too large, deep in the tree.
        BadSpec(
            text: #"{"sections": [{"group": {"arrangement": "horizontal", "size": {"width": 1, "height": 1}, "subitems": [{"size": {"width": {"fractionalWidth": 0}, "height": 1}}]}}]}"#,
            error: "spec.json:1:142: $.sections[0].group.subitems[0].size.width.fractionalWidth: a fraction must be > 0 and at most 100, found 0"
        ),
        BadSpec(
            text: #"{"section": {"group": {"arrangement": "vertical", "size": {"width": {"fractionalHeight": -0.5}, "height": 1}, "subitems": []}}}"#,
            error: "spec.json:1:90: $.section.group.size.width.fractionalHeight: a fraction must be > 0 and at most 100, found -0.5"
        ),
        BadSpec(
            text: #"{"section": {"group": {"arrangement": "vertical", "size": {"width": {"fractionalWidth": 100.5}, "height": 1}, "subitems": []}}}"#,
            error: "spec.json:1:89: $.section.group.size.width.fractionalWidth: a fraction must be > 0 and at most 100, found 100.5"
        ),
        // Negative absolute and estimated sizes; an estimate of 0.
        BadSpec(
            text: #"{"section": {"group": {"arrangement": "vertical", "size": {"width": 1, "height": -2}, "subitems": []}}}"#,
            error: "spec.json:1:82: $.section.group.size.height: an absolute size must be ≥ 0, found -2"
        ),
        BadSpec(
            text: #"{"section": {"group": {"arrangement": "vertical", "size": {"width": {"absolute": -1}, "height": 1}, "subitems": []}}}"#,
            error: "spec.json:1:82: $.section.group.size.width.absolute: an absolute size must be ≥ 0, found -1"
        ),
        BadSpec(
            text: #"{"section": {"group": {"arrangement": "vertical", "size": {"width": 1, "height": {"estimated": -10}}, "subitems": []}}}"#,
            error: "spec.json:1:96: $.section.group.size.height.estimated: an estimated size must be > 0, found -10"
        ),
        BadSpec(
            text: #"{"section": {"group": {"arrangement": "vertical", "size": {"width": 1, "height": {"estimated": 0}}, "subitems": []}}}"#,
            error: "spec.json:1:96: $.section.group.size.height.estimated: an estimated size must be > 0, found 0"
        ),
        BadSpec(
            text: #"{"section": {"group": {"arrangement": "vertical", "size": {"width": 1e10, "height": 1}, "subitems": []}}}"#,
            error: "spec.json:1:69: $.section.group.size.width: an absolute size must be at most 1000000000, found 10000000000"
        ),
        // A group with no subitems, a count < 1, a count that is not whole.
        BadSpec(
            text: #"{"section": {"group": {"arrangement": "vertical", "size": {"width": 1, "height": 1}, "subitems": []}}}"#,
            error: "spec.json:1:98: $.section.group.subitems: expected at least one of subitems (items or groups), found an empty array"
        ),
        BadSpec(
            text: #"{"section": {"group": {"arrangement": "vertical", "size": {"width": 1, "height": 1}, "subitem": {"size": {"width": 1, "height": 1}}, "count": 0}}}"#,
            error: "spec.json:1:143: $.section.group.count: a count must be from 1 to 100000, found 0"
        ),
        BadSpec(
            text: #"{"section": {"group": {"arrangement": "vertical", "size": {"width": 1, "height": 1}, "subitem": {"size": {"width": 1, "height": 1}}, "count": 2.5}}}"#,
            error: "spec.json:1:143: $.section.group.count: expected a count (a whole number), found 2.5"
        ),
        BadSpec(
            text: #"{"section": {"group": {"arrangement": "vertical", "size": {"width": 1, "height": 1}, "subitem": {"size": {"width": 1, "height": 1}}}}}"#,
            error: #"spec.json:1:23: $.section.group: a group with "subitem" needs "count": how many copies of it the group holds"#
        ),
        BadSpec(
            text: #"{"section": {"group": {"arrangement": "vertical", "size": {"width": 1, "height": 1}, "count": 3}}}"#,
            error: #"spec.json:1:23: $.section.group: a group with "count" needs "subitem": the item (or group) it holds that many of"#
        ),
        BadSpec(
            text: #"{"section": {"group": {"arrangement": "vertical", "size": {"width": 1, "height": 1}}}}"#,
            error: #"spec.json:1:23: $.section.group: a group needs "subitems": [ITEM, …], or "subitem": ITEM with "count": N"#
        ),
        // Unknown keys, with the known ones and a guess.
        BadSpec(
            text: #"{"section": {}, "scrollDirektion": "vertical"}"#,
            error: #"spec.json:1:36: $.scrollDirektion: unknown key "scrollDirektion" in a compositional spec (did you mean "scrollDirection"?); expected "scrollDirection", "interSectionSpacing", "boundarySupplementaryItems", "sections", "section", "contentInsetsReference""#
        ),
        BadSpec(
            text: #"{"section": "# + section(#", "contentInset": 8"#) + "}",
            error: #"spec.json:1:156: $.section.contentInset: unknown key "contentInset" in a section (did you mean "contentInsets"?); expected "group", "contentInsets", "interGroupSpacing", "orthogonalScrollingBehavior", "boundarySupplementaryItems", "decorationItems", "supplementariesFollowContentInsets", "contentInsetsReference", "supplementaryContentInsetsReference", "list""#
        ),
        BadSpec(
            text: #"{"section": {"group": {"arrangement": "vertical", "size": {"width": 1, "height": 1}, "subitems": [{"size": {"width": 1, "height": 1}, "color": "red"}]}}}"#,
            error: #"spec.json:1:144: $.section.group.subitems[0].color: unknown key "color" in an item; expected "size", "contentInsets", "edgeSpacing", "supplementaryItems""#
        ),
        BadSpec(
            text: #"{"section": {"group": {"arrangement": "vertical", "size": {"width": {"fraction": 1}, "height": 1}, "subitems": []}}}"#,
            error: #"spec.json:1:82: $.section.group.size.width.fraction: unknown key "fraction" in a dimension; expected "fractionalWidth", "fractionalHeight", "absolute", "estimated""#
        ),
        // Wrong types.
        BadSpec(
            text: #"{"section": "# + section(#", "interGroupSpacing": "10""#) + "}",
            error: #"spec.json:1:161: $.section.interGroupSpacing: expected interGroupSpacing (a number of points), found "10""#
        ),
        BadSpec(
            text: #"{"sections": {}}"#,
            error: "spec.json:1:14: $.sections: expected an array of sections, found an object"
        ),
        BadSpec(
            text: #"{"sections": [[]]}"#,
            error: "spec.json:1:15: $.sections[0]: expected a section (an object), found an array"
        ),
        BadSpec(
            text: #"{"section": "# + section(#", "supplementariesFollowContentInsets": 1"#) + "}",
            error: "spec.json:1:178: $.section.supplementariesFollowContentInsets: expected true or false, found 1"
        ),
        BadSpec(
            text: #"{"section": "# + section(#", "boundarySupplementaryItems": [{"kind": 3, "size": {"width": 1, "height": 1}, "alignment": "top"}]"#) + "}",
            error: #"spec.json:1:180: $.section.boundarySupplementaryItems[0].kind: expected an element kind (a string such as "header"), found 3"#
        ),
        // Unknown names, with the valid ones.
        BadSpec(
            text: #"{"section": "# + section(#", "orthogonalScrollingBehavior": "paged""#) + "}",
            error: #"spec.json:1:171: $.section.orthogonalScrollingBehavior: unknown orthogonal scrolling behavior "paged"; expected one of "none", "continuous", "continuousGroupLeadingBoundary", "paging", "groupPaging", "groupPagingCentered""#
        ),
        BadSpec(
            text: #"{"scrollDirection": "diagonal", "section": {}}"#,
            error: #"spec.json:1:21: $.scrollDirection: unknown scroll direction "diagonal"; expected one of "vertical", "horizontal""#
        ),
        BadSpec(
            text: #"{"section": "# + section(#", "boundarySupplementaryItems": [{"kind": "h", "size": {"width": 1, "height": 1}, "alignment": "above"}]"#) + "}",
            error: #"spec.json:1:233: $.section.boundarySupplementaryItems[0].alignment: unknown alignment "above"; expected one of "none", "top", "topLeading", "leading", "bottomLeading", "bottom", "bottomTrailing", "trailing", "topTrailing""#
        ),
        BadSpec(
            text: #"{"section": {"group": {"arrangement": "diagonal", "size": {"width": 1, "height": 1}, "subitems": []}}}"#,
            error: #"spec.json:1:39: $.section.group.arrangement: unknown arrangement "diagonal"; expected "horizontal" or "vertical" (custom groups come from Lua)"#
        ),
        // Custom groups are Lua's.
        BadSpec(
            text: #"{"section": {"group": {"custom": "frames", "size": {"width": 1, "height": 1}}}}"#,
            error: #"spec.json:1:34: $.section.group.custom: a custom group's frames come from a function, which a JSON spec cannot hold; make the layout in Lua with mosaic.compositional{…}, or use "horizontal" or "vertical""#
        ),
        BadSpec(
            text: #"{"section": {"group": {"arrangement": "vertical", "size": {"width": 1, "height": 1}, "subitems": [{"arrangement": "custom"}]}}}"#,
            error: #"spec.json:1:115: $.section.group.subitems[0].arrangement: a custom group's frames come from a function, which a JSON spec cannot hold; make the layout in Lua with mosaic.compositional{…}, or use "horizontal" or "vertical""#
        ),
        // Missing and contradictory members.
        BadSpec(
            text: #"{"scrollDirection": "vertical"}"#,
            error: #"spec.json:1:1: $: a spec needs "sections": [SECTION, …] (section i uses sections[i], later ones the last) or "section": SECTION (one for all)"#
        ),
        BadSpec(
            text: #"{"sections": [], "section": {}}"#,
            error: #"spec.json:1:1: $: a spec has "sections" (a list: section i uses sections[i], later ones the last) or "section" (one for all), not both"#
        ),
        BadSpec(
            text: #"{"sections": []}"#,
            error: "spec.json:1:14: $.sections: expected at least one of sections, found an empty array"
        ),
        BadSpec(
            text: #"{"section": {"contentInsets": 4}}"#,
            error: #"spec.json:1:13: $.section: a section needs "group" ({"arrangement": "horizontal", "size": …, "subitems": […]}, or "list": {"appearance": "insetGrouped"} for a list section)"#
        ),
        BadSpec(
            text: #"{"section": {"group": {"size": {"width": 1, "height": 1}, "subitems": []}}}"#,
            error: #"spec.json:1:23: $.section.group: a section's group needs "arrangement": "horizontal" or "vertical""#
        ),
        BadSpec(
            text: #"{"section": {"group": {"arrangement": "vertical", "subitems": []}}}"#,
            error: #"spec.json:1:23: $.section.group: a group needs "size" ({"width": …, "height": …})"#
        ),
        BadSpec(
            text: #"{"section": {"group": {"arrangement": "vertical", "size": {"width": 1}, "subitems": []}}}"#,
            error: #"spec.json:1:59: $.section.group.size: a size needs "height" (a dimension such as {"fractionalWidth": 1}, {"absolute": 44} or {"estimated": 200})"#
        ),
        BadSpec(
            text: #"{"section": {"group": {"arrangement": "vertical", "size": {"width": {"absolute": 1, "estimated": 2}, "height": 1}, "subitems": []}}}"#,
            error: #"spec.json:1:69: $.section.group.size.width: a dimension has one of "fractionalWidth", "fractionalHeight", "absolute", "estimated", not both "absolute" and "estimated""#
        ),
        BadSpec(
            text: #"{"section": {"group": {"arrangement": "vertical", "size": {"width": 1, "height": 1}, "subitems": [{"subitems": []}]}}}"#,
            error: #"spec.json:1:99: $.section.group.subitems[0]: this subitem has "subitems", so it is a group: give it "arrangement": "horizontal" or "vertical""#
        ),
        BadSpec(
            text: #"{"section": {"group": {"arrangement": "vertical", "size": {"width": 1, "height": 1}, "subitems": [{"size": {"width": 1, "height": 1}}], "interItemSpacing": {"fixed": 1, "flexible": 2}}}}"#,
            error: #"spec.json:1:157: $.section.group.interItemSpacing: a spacing is "fixed" or "flexible", not both"#
        ),
        BadSpec(
            text: #"{"section": "# + section(#", "contentInsets": {"left": 3}"#) + "}",
            error: #"spec.json:1:166: $.section.contentInsets.left: unknown key "left" in content insets; expected "top", "leading", "bottom", "trailing""#
        ),
        BadSpec(
            text: #"{"section": "# + section(#", "contentInsets": {"top": -3}"#) + "}",
            error: "spec.json:1:165: $.section.contentInsets.top: an inset must be ≥ 0, found -3"
        ),
        // Views of one kind that would clash.
        BadSpec(
            text: #"{"section": "# + section(#", "boundarySupplementaryItems": [{"kind": "h", "size": {"width": 1, "height": 1}, "alignment": "top"}, {"kind": "h", "size": {"width": 1, "height": 1}, "alignment": "bottom"}]"#) + "}",
            error: "spec.json:1:250: $.section.boundarySupplementaryItems[1].kind: kind \"h\" is already used by $.section.boundarySupplementaryItems[0]; two boundary supplementary items of one kind would be one view, so give each its own kind"
        ),
        BadSpec(
            text: #"{"boundarySupplementaryItems": [{"kind": "h", "size": {"width": 1, "height": 1}, "alignment": "top"}], "sections": ["# + section(#", "boundarySupplementaryItems": [{"kind": "h", "size": {"width": 1, "height": 1}, "alignment": "top"}]"#) + "]}",
            error: "spec.json:1:284: $.sections[0].boundarySupplementaryItems[0].kind: kind \"h\" is already the kind of a layout-wide boundary item ($.boundarySupplementaryItems), which shares index path (0, 0) with section 0's; give it its own kind"
        ),
        BadSpec(
            text: #"{"section": {"boundarySupplementaryItems": [{"kind": "h", "size": {"width": 1, "height": 1}, "alignment": "top"}], "group": {"arrangement": "vertical", "size": {"width": 1, "height": 1}, "subitems": [{"size": {"width": 1, "height": 1}, "supplementaryItems": [{"kind": "h", "size": {"width": 1, "height": 1}, "containerAnchor": "top"}]}]}}}"#,
            error: "spec.json:1:269: $.section.group.subitems[0].supplementaryItems[0].kind: kind \"h\" is already used by a boundary view of the section or by an enclosing group's supplementary item; views of one kind at one index path would be one view, so give it its own kind"
        ),
        BadSpec(
            text: #"{"section": "# + section(#", "decorationItems": [{"kind": "bg"}, {"kind": "bg"}]"#) + "}",
            error: "spec.json:1:185: $.section.decorationItems[1].kind: kind \"bg\" is already used by $.section.decorationItems[0]; two decoration items of one kind would be one view, so give each its own kind"
        ),
        // Anchors and offsets.
        BadSpec(
            text: #"{"section": {"group": {"arrangement": "vertical", "size": {"width": 1, "height": 1}, "subitems": [{"size": {"width": 1, "height": 1}, "supplementaryItems": [{"kind": "b", "size": {"width": 1, "height": 1}, "containerAnchor": {"offset": {"x": 1}}}]}]}}}"#,
            error: #"spec.json:1:226: $.section.group.subitems[0].supplementaryItems[0].containerAnchor: an anchor needs "edges" (such as "topTrailing")"#
        ),
        BadSpec(
            text: #"{"section": {"group": {"arrangement": "vertical", "size": {"width": 1, "height": 1}, "subitems": [{"size": {"width": 1, "height": 1}, "supplementaryItems": [{"kind": "b", "size": {"width": 1, "height": 1}, "containerAnchor": "topTrailing", "itemAnchor": {"edges": "top", "offset": {"z": 1}}}]}]}}}"#,
            error: #"spec.json:1:288: $.section.group.subitems[0].supplementaryItems[0].itemAnchor.offset.z: unknown key "z" in an offset; expected "x", "y""#
        ),
        // Lines and syntax errors.
        BadSpec(
            text: "{\n  \"sections\": [\n    {\n      \"group\": {\n        \"arrangement\": \"horizontal\",\n        \"size\": {\"width\": {\"fractionalWidth\": 0.9}, \"height\": {\"estimated\": -200}},\n        \"subitems\": []\n      }\n    }\n  ]\n}\n",
            error: "spec.json:6:77: $.sections[0].group.size.height.estimated: an estimated size must be > 0, found -200"
        ),
        BadSpec(
            text: "{\n  \"section\": {\"group\": 1,}\n}",
            error: "spec.json:2:26: expected a string key, found '}'"
        ),
        BadSpec(
            text: "[]",
            error: "spec.json:1:1: $: expected a compositional spec (an object), found an array"
        ),
    ]

    @Test("a bad value names its file, line, column and JSON path", arguments: badSpecs)
    func badSpec(_ spec: BadSpec) {
        #expect(failure(spec.text) == spec.error)
    }

    @Test("a bad value's error names the file it was read from")
    func fileName() {
        do {
            _ = try CompositionalConfiguration.parse(json: Array("{}".utf8), file: "dir/layout.json")
            Issue.record("no error")
        } catch {
            #expect(error.file == "dir/layout.json")
            #expect(error.line == 1 && error.column == 1)
            #expect(error.path == .root)
        }
    }
}
