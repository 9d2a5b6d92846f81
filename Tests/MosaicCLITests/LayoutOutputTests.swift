import Foundation
import Mosaic
import Testing

/// `mosaic layout … --format json` gives the frames worked out by hand from
/// the seeds' code.
@Suite("mosaic layout: JSON content")
struct LayoutOutputTests {
    /// Tests/Fixtures/photos.json in a 390-point viewport, 2 columns, padding 10:
    /// column width 195, image width (390 − 10·2·2)/2 = 175, so an item of
    /// w×h is 175·h/w tall; each frame is its slot inset by 10.
    @Test func waterfallShortestFirstPlacesEachPhotoInTheShortestColumn() throws {
        let document = try MosaicRunner.json([
            "layout", "waterfall", "--data", MosaicRunner.fixture("photos.json"),
            "-p", "placement=shortestFirst", "-p", "padding=10", "--format", "json",
        ])
        let frames = document.elements.map { $0.rect("frame") }
        #expect(frames == [
            Rect(x: 10, y: 10, width: 175, height: 175),      // both columns at 0: the left one
            Rect(x: 205, y: 10, width: 175, height: 350),     // right column at 0
            Rect(x: 10, y: 205, width: 175, height: 87.5),    // left at 195 < 370
            Rect(x: 10, y: 312.5, width: 175, height: 175),   // left at 302.5 < 370
            Rect(x: 205, y: 380, width: 175, height: 350),    // right at 370 < 497.5
            Rect(x: 10, y: 507.5, width: 175, height: 175),   // left at 497.5 < 740
        ])
        #expect(document["contentSize"]?.number("height") == 740)
        #expect(document["parameters"]?["placement"]?.string == "shortestFirst")
        #expect(document["parameters"]?.number("padding") == 10)
        #expect(document["parameters"]?.number("columns") == 2)
    }

    @Test func waterfallRoundRobinAlternatesColumns() throws {
        let document = try MosaicRunner.json([
            "layout", "waterfall", "--data", MosaicRunner.fixture("photos.json"), "-p", "padding=10", "--format", "json",
        ])
        #expect(document.elements.map { $0.rect("frame") } == [
            Rect(x: 10, y: 10, width: 175, height: 175),
            Rect(x: 205, y: 10, width: 175, height: 350),
            Rect(x: 10, y: 205, width: 175, height: 87.5),
            Rect(x: 205, y: 380, width: 175, height: 175),    // the right column's turn, though taller
            Rect(x: 10, y: 312.5, width: 175, height: 350),
            Rect(x: 205, y: 575, width: 175, height: 175),
        ])
        #expect(document["contentSize"]?.number("height") == 760)
    }

    /// 100-point items with 10-point spacing: three fit in 390 points.
    @Test func flowLeadingPlacesItemsOnAGrid() throws {
        let document = try MosaicRunner.json(["layout", "flow", "--items", "7", "-p", "alignment=leading", "--format", "json"])
        let frames = document.elements.map { $0.rect("frame") }
        let expected = (0..<7).map { item in
            Rect(x: Double(item % 3) * 110, y: Double(item / 3) * 110, width: 100, height: 100)
        }
        #expect(frames == expected)
        #expect(document["contentSize"]?.number("height") == 320)
    }

    /// The widest viewport accepted holds every item in one line.
    @Test func flowInTheWidestViewportIsOneLine() throws {
        let document = try MosaicRunner.json([
            "layout", "flow", "--items", "5", "--viewport", "1000000000x844", "-p", "alignment=leading", "--format", "json",
        ])
        #expect(document.elements.map { $0.rect("frame").minX } == [0, 110, 220, 330, 440])
        #expect(document.elements.allSatisfy { $0.rect("frame").minY == 0 })
    }

    /// Justified lines spread three 100-point items over 390 points (gaps
    /// of 45); the lone item of the last line takes a full line's first
    /// position, x 0 (UIKit's, issue 10 item 2; FlowLastLineTests cites the sources).
    @Test func flowJustifiedSpreadsTheLine() throws {
        let document = try MosaicRunner.json(["layout", "flow", "--items", "4", "--format", "json"])
        #expect(document.elements.map { $0.rect("frame").minX } == [0, 145, 290, 0])
        #expect(document.elements.map { $0.rect("frame").minY } == [0, 0, 0, 110])
    }

    /// 30 items of 133×173, radius 500: every item inside the visible angle
    /// (the tutorial's atan2(195, 586.5 − 422), one item wider) is centred
    /// in the viewport and item i turns by angle + i·atan(133/500) about a
    /// point 500 below its centre; the others are parked, transparent.
    @Test(arguments: [0.0, 1800.0])
    func fanTurnsEachItemByItsAngle(offsetX: Double) throws {
        let document = try MosaicRunner.json([
            "layout", "fan", "--offset", "\(offsetX.shortDescription),0", "--format", "json",
        ])
        let elements = document.elements
        #expect(elements.count == 30)
        let anglePerItem = atan(133.0 / 500)
        // angleAtExtreme · offset / (contentWidth − viewportWidth) = −29·a · offset / (3990 − 390)
        let angle = -29 * anglePerItem * offsetX / 3600
        let visible = atan2(195, 586.5 - 422) + anglePerItem
        var shown = 0
        for (item, element) in elements.enumerated() {
            #expect(element.number("item") == Double(item))
            guard abs(angle + Double(item) * anglePerItem) <= visible else {
                #expect(element.number("alpha") == 0, "item \(item)")
                continue
            }
            shown += 1
            #expect(element.rect("frame") == Rect(x: offsetX + 195 - 66.5, y: 422 - 86.5, width: 133, height: 173))
            let rotation = element["transform"]?.number("rotation") ?? .nan
            #expect(abs(rotation - (angle + Double(item) * anglePerItem)) < 1e-12, "item \(item)")
            #expect(element.number("zIndex") == Double(Int(rotation * 1_000_000)))
            #expect(element["anchorPoint"]?.number("y") == (86.5 + 500) / 173)
        }
        #expect(shown >= 5 && shown <= 9)
        #expect(document["contentSize"]?.number("width") == 3990)
    }

    /// Scrolled halfway, item 14 is turned by −½·anglePerItem and item 15 by +½.
    @Test func fanHalfwayIsSymmetric() throws {
        let document = try MosaicRunner.json(["layout", "fan", "--offset", "1800,0", "--format", "json"])
        let rotations = document.elements.map { $0["transform"]?.number("rotation") ?? .nan }
        let half = atan(133.0 / 500) / 2
        #expect(abs(rotations[14] + half) < 1e-12)
        #expect(abs(rotations[15] - half) < 1e-12)
    }
}
