import ArgumentParser
import Mosaic

/// What the layout is looked at through: the viewport, where it is
/// scrolled to, the content insets, the safe area and layout margins, the
/// display scale frames are rounded to, and an optional query rectangle.
struct ViewOptions: ParsableArguments {
    /// The largest viewport side and inset (``ViewRules/maximumExtent``).
    static let maximumExtent = ViewRules.maximumExtent
    /// The largest content offset coordinate, in either direction (``ViewRules/maximumOffset``).
    static let maximumOffset = ViewRules.maximumOffset

    @Option(parsing: .unconditional, help: ArgumentHelp("The size of the visible bounds, <width>x<height>.", valueName: "WxH"))
    var viewport = "390x844"

    @Option(parsing: .unconditional, help: ArgumentHelp("The content offset: where the visible bounds are scrolled to.", valueName: "x,y"))
    var offset = "0,0"

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("The content insets, top,left,bottom,right, or one value for every edge.", valueName: "t,l,b,r")
    )
    var insets = "0"

    @Option(
        name: .customLong("safe-area"), parsing: .unconditional,
        help: ArgumentHelp(
            "The collection view's safe area insets, top,left,bottom,right, or one value for every edge; at 0 the viewport is the collection view.",
            valueName: "t,l,b,r"
        )
    )
    var safeArea = "0"

    @Option(
        name: .customLong("layout-margins"), parsing: .unconditional,
        help: ArgumentHelp(
            "The collection view's layout margins, measured from the safe area, top,left,bottom,right, or one value (default 0,16,0,16: UIKit's for a root view in a compact width).",
            valueName: "t,l,b,r"
        )
    )
    var layoutMargins: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Round every frame to the pixels of a display of this scale, as UIKit shows cells: 1, 2 or 3 (default: exact values).",
            valueName: "s"
        )
    )
    var scale: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Keep only the elements whose visual frame meets this rectangle, in content coordinates.", valueName: "x,y,w,h")
    )
    var query: String?

    @Option(
        name: .customLong("section-offset"), parsing: .unconditionalSingleValue,
        help: ArgumentHelp(
            "Scroll a sideways-scrolling section of a compositional layout along its own axis, SECTION:OFFSET (such as 1:100); repeat for more sections.",
            valueName: "s:x"
        )
    )
    var sectionOffsets: [String] = []

    func validate() throws {
        let environment = try environment()
        let room = environment.viewport
        let insets = environment.contentInsets
        guard insets.horizontal < room.width, insets.vertical < room.height else {
            throw ValidationError("--insets '\(self.insets)': the insets leave no room in the \(room) viewport")
        }
        try ArgumentSyntax.obeying("--safe-area", safeArea) { () throws(ViewRuleViolation) in
            try ViewRules.room(for: environment.safeArea, in: room, what: "the safe area insets")
        }
        if let layoutMargins {
            try ArgumentSyntax.obeying("--layout-margins", layoutMargins) { () throws(ViewRuleViolation) in
                try ViewRules.room(for: environment.safeArea + environment.layoutMargins, in: room, what: "the safe area and layout margins")
            }
        }
        _ = try queryRect()
        _ = try parsedSectionOffsets()
    }

    /// The offsets `--section-offset` gives, in order, each section once.
    func parsedSectionOffsets() throws -> [(section: Int, offset: Double)] {
        var seen: Set<Int> = []
        return try sectionOffsets.map { text in
            let parsed = try ArgumentSyntax.sectionOffset(text, option: "--section-offset")
            guard seen.insert(parsed.section).inserted else {
                throw ValidationError("--section-offset '\(text)': section \(parsed.section) is given twice; give each section one offset")
            }
            return parsed
        }
    }

    /// Scrolls the sections `--section-offset` names in `engine`.
    ///
    /// - Throws: ``ValidationError`` for a section that is not in the data.
    func applySectionOffsets(to engine: LayoutEngine) throws {
        for (section, offset) in try parsedSectionOffsets() {
            guard section < engine.dataSource.numberOfSections else {
                throw ValidationError("--section-offset \(section):\(offset.shortDescription): section \(section) is not in the data (\(ItemOptions.describe(engine.dataSource)))")
            }
            try engine.setSectionOffset(offset, forSection: section)
        }
    }

    /// The viewport, content offset, insets, safe area, layout margins and display scale.
    func environment() throws -> LayoutEnvironment {
        LayoutEnvironment(
            viewport: try ArgumentSyntax.size(viewport, option: "--viewport"),
            contentOffset: try ArgumentSyntax.point(offset, option: "--offset"),
            contentInsets: try ArgumentSyntax.insets(insets, option: "--insets"),
            safeArea: try ArgumentSyntax.insets(safeArea, option: "--safe-area"),
            layoutMargins: try layoutMargins.map { try ArgumentSyntax.insets($0, option: "--layout-margins") } ?? LayoutEnvironment.defaultLayoutMargins,
            displayScale: try scale.map { try ArgumentSyntax.displayScale($0, option: "--scale") }
        )
    }

    /// The query rectangle, if `--query` is given.
    func queryRect() throws -> Rect? {
        try query.map { try ArgumentSyntax.rect($0, option: "--query") }
    }
}
