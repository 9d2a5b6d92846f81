package import Mosaic

// The frames list sections give, shared by the core's, the Lua reader's and
// the Swift reader's tests so that every reader is held to one table.

/// The frames a list section gives for each appearance, worked out by hand
/// from the sourced numbers of ``ListMetrics`` (rows estimated 44 tall;
/// `grouped` 22 above and 8 below its rows, `insetGrouped` and `sidebar` 20
/// and 10 and inset to the layout margins; `plain` headers float), in a
/// 390 × 844 viewport with UIKit's default margins (16 a side). The same
/// table is checked from JSON and Lua specs (`CompositionalListSpecTests`,
/// `LuaCompositionalListTests`) and from Swift (`SwiftListTests`).
package enum ListExpectations {
    /// One case: a list, and the frames two sections of two items give.
    package struct Case: Sendable, CustomStringConvertible {
        package init(
            appearance: ListConfiguration.Appearance, headerMode: ListConfiguration.HeaderMode, footerMode: ListConfiguration.FooterMode,
            cells: [[Rect]], headers: [Rect?], footers: [Rect?], contentHeight: Double
        ) {
            self.appearance = appearance; self.headerMode = headerMode; self.footerMode = footerMode
            self.cells = cells; self.headers = headers; self.footers = footers; self.contentHeight = contentHeight
        }
        package var appearance: ListConfiguration.Appearance
        package var headerMode: ListConfiguration.HeaderMode
        package var footerMode: ListConfiguration.FooterMode
        /// Cells, section by section.
        package var cells: [[Rect]]
        /// Headers and footers by section (nil: none).
        package var headers: [Rect?]
        package var footers: [Rect?]
        package var contentHeight: Double
        package var description: String { "\(appearance.rawValue) header \(headerMode.rawValue) footer \(footerMode.rawValue)" }
        package var list: ListConfiguration { ListConfiguration(appearance: appearance, headerMode: headerMode, footerMode: footerMode) }
    }

    static func row(_ x: Double, _ y: Double, _ width: Double) -> Rect { Rect(x: x, y: y, width: width, height: 44) }

    /// Every appearance, with and without views.
    package static let cases: [Case] = [
        // Plain: rows edge to edge from y 0, no insets.
        Case(appearance: .plain, headerMode: .none, footerMode: .none,
             cells: [[row(0, 0, 390), row(0, 44, 390)], [row(0, 88, 390), row(0, 132, 390)]],
             headers: [nil, nil], footers: [nil, nil], contentHeight: 176),
        // Plain with a header and a footer: header 0–44, rows 44–132, footer 132–176.
        Case(appearance: .plain, headerMode: .supplementary, footerMode: .supplementary,
             cells: [[row(0, 44, 390), row(0, 88, 390)], [row(0, 220, 390), row(0, 264, 390)]],
             headers: [row(0, 0, 390), row(0, 176, 390)], footers: [row(0, 132, 390), row(0, 308, 390)], contentHeight: 352),
        // Grouped: 22 above the rows, 8 below: 22, 66, end 118; then 140, 184, end 236.
        Case(appearance: .grouped, headerMode: .none, footerMode: .none,
             cells: [[row(0, 22, 390), row(0, 66, 390)], [row(0, 140, 390), row(0, 184, 390)]],
             headers: [nil, nil], footers: [nil, nil], contentHeight: 236),
        // Grouped with a header: the rows start right below it; 8 before the footer.
        Case(appearance: .grouped, headerMode: .supplementary, footerMode: .supplementary,
             cells: [[row(0, 44, 390), row(0, 88, 390)], [row(0, 228, 390), row(0, 272, 390)]],
             headers: [row(0, 0, 390), row(0, 184, 390)], footers: [row(0, 140, 390), row(0, 324, 390)], contentHeight: 368),
        // Grouped, first item as header: no view, no space above the rows.
        Case(appearance: .grouped, headerMode: .firstItemInSection, footerMode: .none,
             cells: [[row(0, 0, 390), row(0, 44, 390)], [row(0, 96, 390), row(0, 140, 390)]],
             headers: [nil, nil], footers: [nil, nil], contentHeight: 192),
        // Inset grouped: 16 in from each side (the layout margins), 20 above, 10 below.
        Case(appearance: .insetGrouped, headerMode: .none, footerMode: .none,
             cells: [[row(16, 20, 358), row(16, 64, 358)], [row(16, 138, 358), row(16, 182, 358)]],
             headers: [nil, nil], footers: [nil, nil], contentHeight: 236),
        // Inset grouped with views: header and footer as wide as the rows.
        Case(appearance: .insetGrouped, headerMode: .supplementary, footerMode: .supplementary,
             cells: [[row(16, 44, 358), row(16, 88, 358)], [row(16, 230, 358), row(16, 274, 358)]],
             headers: [row(16, 0, 358), row(16, 186, 358)], footers: [row(16, 142, 358), row(16, 328, 358)], contentHeight: 372),
        // Sidebar: as inset grouped.
        Case(appearance: .sidebar, headerMode: .supplementary, footerMode: .none,
             cells: [[row(16, 44, 358), row(16, 88, 358)], [row(16, 186, 358), row(16, 230, 358)]],
             headers: [row(16, 0, 358), row(16, 142, 358)], footers: [nil, nil], contentHeight: 284),
        // Sidebar plain: as plain.
        Case(appearance: .sidebarPlain, headerMode: .supplementary, footerMode: .none,
             cells: [[row(0, 44, 390), row(0, 88, 390)], [row(0, 176, 390), row(0, 220, 390)]],
             headers: [row(0, 0, 390), row(0, 132, 390)], footers: [nil, nil], contentHeight: 264),
    ]

    /// What differs between an engine laid out over two sections of two
    /// items and `expected`: one line per frame (none when all agree).
    package static func mismatches(_ engine: LayoutEngine, _ expected: Case) throws -> [String] {
        var found: [String] = []
        for (section, cells) in expected.cells.enumerated() {
            for (item, frame) in cells.enumerated() {
                let got = try engine.layoutAttributesForItem(at: ItemPath(section, item))?.frame
                if got != frame { found.append("\(expected) cell \(section).\(item): \(String(describing: got)), expected \(frame)") }
            }
            for (kind, frames) in [(FlowLayout.headerKind, expected.headers), (FlowLayout.footerKind, expected.footers)] {
                let got = try engine.layoutAttributesForSupplementaryView(ofKind: kind, at: ItemPath(section, 0))?.frame
                if got != frames[section] {
                    found.append("\(expected) \(kind) \(section): \(String(describing: got)), expected \(String(describing: frames[section]))")
                }
            }
        }
        let size = try engine.contentSize()
        if size != Size(width: 390, height: expected.contentHeight) { found.append("\(expected) content size \(size), expected height \(expected.contentHeight)") }
        return found
    }

    /// The data every case is laid out over: two sections of two items with no sizes.
    package static let data = DataSource(sections: [[ItemMetrics(), ItemMetrics()], [ItemMetrics(), ItemMetrics()]])
}

