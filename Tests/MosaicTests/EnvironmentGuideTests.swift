import Mosaic
import Testing

/// The safe area, layout margins and readable content guides of the
/// environment (`LayoutEnvironment+Guides`), and their defaults.
@Suite struct EnvironmentGuideTests {
    /// UIKit: a root view's margins are 16 points leading and trailing in a
    /// compact width (useyourloaf.com, "Changing Root View Layout Margins":
    /// "16 points for compact width and 20 points for regular"); the safe
    /// area is 0 until bars or the screen's shape cover the view.
    @Test func defaultsAreARootViewInACompactWidthWithNoSafeArea() {
        let environment = LayoutEnvironment()
        #expect(environment.safeArea == .zero)
        #expect(environment.layoutMargins == Insets(top: 0, left: 16, bottom: 0, right: 16))
        #expect(environment.displayScale == nil)
        #expect(environment.layoutMarginsGuide == Insets(top: 0, left: 16, bottom: 0, right: 16))
    }

    /// insetsLayoutMarginsFromSafeArea (true by default): the margins are
    /// measured from the safe area, so an iPhone in landscape with a 44-point
    /// safe area at each side and 16-point margins has its margins guide 60
    /// points in.
    @Test func layoutMarginsAreMeasuredFromTheSafeArea() {
        let environment = LayoutEnvironment(
            viewport: Size(width: 844, height: 390), safeArea: Insets(top: 0, left: 44, bottom: 21, right: 44)
        )
        #expect(environment.layoutMarginsGuide == Insets(top: 0, left: 60, bottom: 21, right: 60))
    }

    /// useyourloaf.com, "Readable Content Guides": on an iPad Air 2 in
    /// landscape (1024 points, 20-point margins) the readable content guide
    /// "is 672 points wide and inset 176 points from the edges of the view":
    /// (1024 − 672) / 2 = 176.
    @Test func readableContentIsAtMost672WideCentredInTheMargins() {
        let iPad = LayoutEnvironment(viewport: Size(width: 1024, height: 768), layoutMargins: Insets(top: 0, left: 20, bottom: 0, right: 20))
        #expect(LayoutEnvironment.readableContentWidth == 672)
        #expect(iPad.readableContentGuide == Insets(top: 0, left: 176, bottom: 0, right: 176))
        // Narrower than 672 between the margins: the margins guide itself.
        let phone = LayoutEnvironment()
        #expect(phone.readableContentGuide == phone.layoutMarginsGuide)
    }

    /// Apple, `sectionInsetReference`: "the minimum value … is always the
    /// collection view's contentInset": a guide inside a wider content inset
    /// is 0 from the content's edge.
    @Test func aGuideIsMeasuredFromTheContentEdgeAndNeverOutsideIt() {
        let environment = LayoutEnvironment(
            contentInsets: Insets(top: 0, left: 50, bottom: 0, right: 10), safeArea: Insets(top: 0, left: 44, bottom: 0, right: 44)
        )
        #expect(environment.insetsFromContent(toGuide: environment.safeAreaGuide) == Insets(top: 0, left: 0, bottom: 0, right: 34))
    }

    @Test func guidesThatWouldCrossAreCutAtTheFarEdge() {
        let environment = LayoutEnvironment(viewport: Size(width: 100, height: 100), layoutMargins: Insets(top: 0, left: 70, bottom: 0, right: 70))
        let guide = environment.layoutMarginsGuide
        #expect(guide.left == 70 && guide.right == 30)
        #expect(environment.readableContentGuide.horizontal == 100)
    }

    @Test func theEngineRefusesASafeAreaThatLeavesNoRoomAndBadValues() throws {
        let viewport = Size(width: 100, height: 100)
        let refused: [LayoutEnvironment] = [
            LayoutEnvironment(viewport: viewport, safeArea: Insets(top: 0, left: 50, bottom: 0, right: 50)),
            LayoutEnvironment(viewport: viewport, safeArea: Insets(top: -1, left: 0, bottom: 0, right: 0)),
            LayoutEnvironment(viewport: viewport, layoutMargins: Insets(top: .nan, left: 0, bottom: 0, right: 0)),
            LayoutEnvironment(viewport: viewport, layoutMargins: Insets(top: 0, left: .infinity, bottom: 0, right: 0)),
            LayoutEnvironment(viewport: viewport, displayScale: 4),
            LayoutEnvironment(viewport: viewport, displayScale: 2.5),
        ]
        for environment in refused {
            #expect(throws: LayoutError.self) { try LayoutEngine(layout: FlowLayout(), dataSource: DataSource(count: 1), environment: environment) }
        }
        let engine = try LayoutEngine(layout: FlowLayout(), dataSource: DataSource(count: 1), environment: LayoutEnvironment(viewport: viewport))
        #expect(throws: LayoutError.self) { try engine.setSafeArea(Insets(top: 60, left: 0, bottom: 40, right: 0)) }
        #expect(throws: LayoutError.self) { try engine.setDisplayScale(0) }
        #expect(engine.environment.safeArea == .zero && engine.environment.displayScale == nil, "the last good environment is kept")
    }
}
