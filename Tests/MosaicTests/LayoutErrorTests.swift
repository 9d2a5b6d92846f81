import Mosaic
import Testing

/// The engine throws one typed error (issue 15, item 6): a layout's own
/// failure wrapped with its name, each refused change a case a caller can
/// match, and every message as before.
@Suite struct LayoutErrorTests {
    struct Broken: Error, Equatable { var code: Int }
    struct Opaque: Error {}

    /// A layout whose prepare throws `error`.
    struct Throwing: CollectionLayout {
        var name: String { "throwing" }
        var parameters = Parameters(layoutName: "throwing", specs: [])
        let error: any Error
        func prepare(_ request: PrepareRequest, context: LayoutContext, cache: inout LayoutCache) throws { throw error }
    }

    static func engine(_ layout: any CollectionLayout, count: Int = 3) throws -> LayoutEngine {
        try LayoutEngine(layout: layout, dataSource: DataSource(count: count), environment: LayoutEnvironment(viewport: Size(width: 390, height: 844)))
    }

    @Test func aLayoutsOwnErrorIsWrappedWithItsName() throws {
        let engine = try Self.engine(Throwing(error: Broken(code: 7)))
        do {
            _ = try engine.allElements()  // typed: the catch below needs no cast
            Issue.record("nothing was thrown")
        } catch .layoutFailed(let name, let underlying) {
            #expect(name == "throwing")
            #expect(underlying as? Broken == Broken(code: 7))
        } catch {
            Issue.record("not a layout failure: \(error)")
        }
        #expect(throws: LayoutError.layoutFailed(name: "throwing", underlying: Broken(code: 7))) { try engine.contentSize() }
        #expect(LayoutError.layoutFailed(name: "throwing", underlying: Broken(code: 7)).description == "Broken(code: 7)")
    }

    @Test func aLayoutErrorTheLayoutThrowsIsNotWrapped() throws {
        let engine = try Self.engine(Throwing(error: LayoutError.unsatisfiable(layout: "throwing", reason: "too tight")))
        #expect(throws: LayoutError.unsatisfiable(layout: "throwing", reason: "too tight")) { try engine.prepare() }
        // The built-in waterfall's refusal is matchable too.
        var waterfall = WaterfallLayout()
        waterfall.columns = .all(4)
        waterfall.padding = 60
        let crowded = try LayoutEngine(layout: waterfall, dataSource: DataSource(count: 3), environment: LayoutEnvironment(viewport: Size(width: 400, height: 400)))
        let error = #expect(throws: LayoutError.self) { try crowded.allElements() }
        guard case .unsatisfiable(let layout, let reason)? = error else {
            Issue.record("not unsatisfiable: \(String(describing: error))")
            return
        }
        #expect(layout == "waterfall")
        #expect(reason.hasPrefix("padding 60 leaves no room"))
        #expect(error?.isInvalidInput == true)
    }

    @Test func equalityOfWrappedErrors() {
        let a = LayoutError.layoutFailed(name: "x", underlying: Broken(code: 1))
        #expect(a == .layoutFailed(name: "x", underlying: Broken(code: 1)))
        #expect(a != .layoutFailed(name: "x", underlying: Broken(code: 2)))
        #expect(a != .layoutFailed(name: "y", underlying: Broken(code: 1)))
        #expect(a != .layoutFailed(name: "x", underlying: Opaque()))
        // Not Equatable: same type and description.
        #expect(LayoutError.layoutFailed(name: "x", underlying: Opaque()) == .layoutFailed(name: "x", underlying: Opaque()))
        #expect(a != .unsatisfiable(layout: "x", reason: "Broken(code: 1)"))
        #expect(Set([a, a, .itemNotInData(ItemPath(0, 1))]).count == 2)
    }

    @Test func eachRefusedChangeIsItsOwnCaseWithTheOldMessage() throws {
        let engine = try Self.engine(FlowLayout(), count: 3)
        let cases: [(LayoutError, String, () throws -> Void)] = [
            (.invalidViewport(Size(width: 0, height: 5)), "viewport 0x5 must have a positive, finite width and height",
             { try engine.setViewport(Size(width: 0, height: 5)) }),
            (.boundsOverflow(viewport: Size(width: 1e308, height: 10), contentOffset: Point(x: 1e308, y: 0)),
             "the visible bounds 1e+308x10 at (1e+308, 0) overflow: the offset plus the viewport must be finite",
             { _ = try LayoutEngine(layout: FlowLayout(), dataSource: DataSource(count: 1),
                                    environment: LayoutEnvironment(viewport: Size(width: 1e308, height: 10), contentOffset: Point(x: 1e308, y: 0))) }),
            (.nonFiniteContentOffset(Point(x: 0, y: -.infinity)), "content offset (0, -inf) must be finite",
             { try engine.setContentOffset(Point(x: 0, y: -.infinity)) }),
            (.invalidInsets(.safeArea, Insets(top: -1, left: 0, bottom: 0, right: 0)), "safe area -1,0,0,0 must be finite and not negative",
             { try engine.setSafeArea(Insets(top: -1, left: 0, bottom: 0, right: 0)) }),
            (.insetsLeaveNoRoom(.safeArea, Insets(top: 500, left: 0, bottom: 400, right: 0), viewport: Size(width: 390, height: 844)),
             "safe area 500,0,400,0 leaves no room in a 390x844 viewport",
             { try engine.setSafeArea(Insets(top: 500, left: 0, bottom: 400, right: 0)) }),
            (.invalidInsets(.layoutMargins, Insets(top: 0, left: -2, bottom: 0, right: 0)), "layout margins 0,-2,0,0 must be finite and not negative",
             { try engine.setLayoutMargins(Insets(top: 0, left: -2, bottom: 0, right: 0)) }),
            (.invalidDisplayScale(4), "display scale 4 must be 1, 2 or 3", { try engine.setDisplayScale(4) }),
            (.sectionNotInData(section: 2, sectionCount: 1), "section offset: section 2 does not exist (the data has 1 section)",
             { try engine.setSectionOffset(10, forSection: 2) }),
            (.nonFiniteSectionOffset(.infinity, section: 0), "section offset inf for section 0 must be finite",
             { try engine.setSectionOffset(.infinity, forSection: 0) }),
            (.itemNotInData(ItemPath(0, 9)), "preferred size: item 0.9 is not in the data",
             { try engine.setPreferredSize(Size(width: 10, height: 10), forItemAt: ItemPath(0, 9)) }),
            (.invalidPreferredSize(Size(width: -1, height: 10), indexPath: ItemPath(0, 1)), "preferred size -1x10 for item 0.1 must be positive and finite",
             { try engine.setPreferredSize(Size(width: -1, height: 10), forItemAt: ItemPath(0, 1)) }),
        ]
        for (expected, message, change) in cases {
            #expect(throws: expected) { try change() }
            #expect(expected.description == message)
            #expect(expected.isInvalidInput)
        }
        #expect(engine.pendingInvalidation == .everything, "nothing was prepared, nothing changed")
        #expect(engine.environment == LayoutEnvironment(viewport: Size(width: 390, height: 844)))
    }

    @Test func whatALayoutDidIsNotInvalidInput() {
        #expect(!LayoutError.layoutFailed(name: "x", underlying: Opaque()).isInvalidInput)
        #expect(!LayoutError.unplacedItem(layout: "x", indexPath: ItemPath(0, 0)).isInvalidInput)
        #expect(!LayoutError.layoutTypeMismatch(expected: "A", actual: "B").isInvalidInput)
        #expect(LayoutError.unknownLayout(name: "grid", available: ["flow"]).isInvalidInput)
    }
}
