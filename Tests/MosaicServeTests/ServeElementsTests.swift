import Foundation
import Mosaic
@testable import MosaicServe
import Testing

/// What the server answers a page with: the elements of the visible rect
/// (as `mosaic layout` lays them out), pinned headers, a fan's rotation,
/// targetContentOffset and the animations of a batch update.
@Suite("Serve elements")
struct ServeElementsTests {
    /// The elements of one `scroll` equal `mosaic layout`'s for the rect the
    /// reply names, element for element: index path, category and frame.
    @Test func scrollAnswersWhatMosaicLayoutLaysOutForTheRect() async throws {
        let running = try await RunningServer.start(try ServeFixtures.waterfall())
        defer { Task { await running.stop() } }
        let page = try await running.connectPage()
        let reply = try await offPool {
            try page.send(#"{"type":"scroll","seq":7,"offset":{"x":0,"y":12345}}"#)
            return try page.receive(type: "elements")
        }
        #expect(reply.number("seq") == 7)
        let rect = try #require(reply.rect("rect"))
        #expect(rect == Rect(x: -195, y: 12345 - 422, width: 780, height: 1688))
        let served = reply["elements"]!.array.map { element in
            "\(element.string("category")!) \(element.number("section")!) \(element.number("item")!) \(element.rect("frame")!)"
        }
        let command = try ServeFixtures.runMosaic([
            "layout", "waterfall", "--items", "1000", "--heights", "50:500", "--seed", "7", "--viewport", "390x844",
            "--offset", "0,12345", "--query", rect.queryText, "--format", "json",
        ])
        let expected = try JSONParser.parse(command)["elements"]!.array.map { element in
            "\(element.string("category")!) \(element.number("section")!) \(element.number("item")!) \(element.rect("frame")!)"
        }
        #expect(served.count > 4)
        #expect(served.sorted() == expected.sorted())
    }

    /// A pinned header stays at the top of the visible bounds as the page scrolls.
    @Test func pinnedHeaderFollowsTheOffset() async throws {
        let served = try ServeFixtures.waterfall(sections: [200, 200], parameters: ["pinHeaders": "true", "headerHeight": "50"])
        let running = try await RunningServer.start(served)
        defer { Task { await running.stop() } }
        let page = try await running.connectPage()
        for y in [1_000.0, 2_500.5] {
            let reply = try await offPool {
                try page.send(#"{"type":"scroll","seq":2,"offset":{"x":0,"y":\#(y)}}"#)
                return try page.receive(type: "elements")
            }
            let header = try #require(reply["elements"]!.array.first { $0.string("id")?.hasPrefix("s:0:0:") == true })
            #expect(header.rect("frame")?.origin.y == y)
            #expect(header.number("zIndex") ?? 0 > 0)
        }
    }

    /// The fan's cards turn as the page scrolls, by the angles the engine gives at that offset.
    @Test func fanRotatesWithTheOffset() async throws {
        let running = try await RunningServer.start(ServeFixtures.fan())
        defer { Task { await running.stop() } }
        let page = try await running.connectPage()
        var rotations: [Double] = []
        for x in [300.0, 700.0] {
            let reply = try await offPool {
                try page.send(#"{"type":"scroll","seq":3,"offset":{"x":\#(x),"y":0}}"#)
                return try page.receive(type: "elements")
            }
            let card = try #require(reply["elements"]!.array.first { $0.string("id") == "c:0:4" })
            let rotation = try #require(card["transform"]?.number("rotation"))
            let engine = try ServeFixtures.fan().makeEngine()
            try engine.setContentOffset(Point(x: x, y: 0))
            let expected = try #require(try engine.layoutAttributesForElements(in: Rect(x: x - 195, y: -422, width: 780, height: 1688)).first { $0.indexPath == ItemPath(0, 4) && $0.category == .cell })
            #expect(rotation == expected.transform.rotation)
            rotations.append(rotation)
        }
        #expect(rotations[0] != rotations[1])
    }

    /// A fling's end asks for targetContentOffset, which the engine answers.
    @Test func targetIsTheEnginesTargetContentOffset() async throws {
        let running = try await RunningServer.start(ServeFixtures.fan())
        defer { Task { await running.stop() } }
        let page = try await running.connectPage()
        let reply = try await offPool {
            try page.send(#"{"type":"target","seq":9,"offset":{"x":1000,"y":0},"velocity":{"x":1.5,"y":0}}"#)
            return try page.receive(type: "target")
        }
        let engine = try ServeFixtures.fan().makeEngine()
        let expected = try engine.targetContentOffset(proposed: Point(x: 1000, y: 0), velocity: Point(x: 1.5, y: 0))
        #expect(reply.number("seq") == 9)
        #expect(reply["offset"]?.number("x") == expected.x)
        #expect(reply["offset"]?.number("y") == expected.y)
    }

    /// An update animates: the inserted cell from its initial attributes,
    /// the deleted one to its final attributes, the cells between sliding,
    /// and the layout counts the items after.
    @Test func updateAnimatesInsertedAndMovedElements() async throws {
        let running = try await RunningServer.start(try ServeFixtures.waterfall(count: 30))
        defer { Task { await running.stop() } }
        let page = try await running.connectPage()
        let reply = try await offPool {
            try page.send(#"{"type":"update","seq":14,"batch":{"insertItems":[[0,3]],"deleteItems":[[0,1]]}}"#)
            return try page.receive(type: "animate")
        }
        #expect(reply.number("seq") == 14)
        #expect(reply["layout"]?.number("items") == 30)
        let entries = reply["elements"]!.array
        let inserted = try #require(entries.first { $0.string("change") == "inserted" })
        #expect(inserted.string("id") == "c:0:3")
        #expect(inserted["from"]?.isNull == false)
        #expect(inserted["to"]?.rect("frame") != nil)
        let deleted = try #require(entries.first { $0.string("change") == "deleted" })
        #expect(deleted.string("id") == "c:0:1")
        #expect(deleted["to"]?.isNull == false)
        // The cells the update shifts slide from their old frames to their new ones.
        let sliding = entries.filter { $0.string("change") == "unchanged" && $0["from"]?.rect("frame") != $0["to"]?.rect("frame") }
        #expect(!sliding.isEmpty)
        // After it, the page's elements are the update's: a scroll answers the new layout.
        let after = try await offPool {
            try page.send(#"{"type":"scroll","seq":15,"offset":{"x":0,"y":0}}"#)
            return try page.receive(type: "elements")
        }
        #expect(after["elements"]!.array.contains { $0.string("id") == "c:0:3" })
    }

    /// `set`, `items` and `viewport` answer with a new layout generation and its elements.
    @Test func controlsAnswerWithANewLayout() async throws {
        let running = try await RunningServer.start(try ServeFixtures.waterfall(count: 100))
        defer { Task { await running.stop() } }
        let page = try await running.connectPage()
        let replies = try await offPool {
            var replies: [JSONValue] = []
            for message in [
                #"{"type":"set","seq":1,"parameter":"columns","value":3}"#,
                #"{"type":"items","seq":2,"counts":[5,6]}"#,
                #"{"type":"viewport","seq":3,"width":820,"height":1180}"#,
            ] {
                try page.send(message)
                replies.append(try page.receive(type: "layout"))
                replies.append(try page.receive(type: "elements"))
            }
            return replies
        }
        #expect(replies[0]["parameters"]!.array.first { $0.string("name") == "columns" }?.number("value") == 3)
        #expect(replies[2].number("items") == 11)
        #expect(replies[4]["viewport"]?.number("width") == 820)
        #expect(replies.map { $0.number("generation") ?? -1 } == [1, 1, 2, 2, 3, 3])
    }
}

/// The compositional layout's sideways sections: the layout names them, a
/// `sectionScroll` moves one as the engine does, `sectionTarget` snaps as it does.
@Suite("Serve orthogonal sections")
struct ServeOrthogonalTests {
    static func compositional() -> ServedLayout {
        ServedLayout(
            descriptor: CompositionalLayout.descriptor, parameters: CompositionalLayout.descriptor.defaultParameters,
            dataSource: DataSource(itemCounts: [6, 10, 15]), environment: LayoutEnvironment(viewport: Size(width: 390, height: 844)),
            source: ServedSource(kind: .builtin)
        )
    }

    @Test func sectionScrollAndTargetFollowTheEngine() async throws {
        let running = try await RunningServer.start(Self.compositional())
        defer { Task { await running.stop() } }
        let port = running.port
        let (layout, scrolled, target) = try await offPool { () -> (JSONValue, JSONValue, JSONValue) in
            let page = try PageSocket(port: port)
            try page.send(#"{"type":"hello","seq":1}"#)
            let layout = try page.receive(type: "layout")
            _ = try page.receive(type: "elements")
            let section = Int(layout["orthogonalSections"]!.array.first!.number("section")!)
            try page.send(#"{"type":"sectionScroll","seq":2,"section":\#(section),"offset":100}"#)
            let scrolled = try page.receive(type: "elements")
            try page.send(#"{"type":"sectionTarget","seq":3,"section":\#(section),"offset":130,"velocity":0.8}"#)
            return (layout, scrolled, try page.receive(type: "sectionTarget"))
        }
        let section = try #require(layout["orthogonalSections"]?.array.first?.number("section")).toInt
        let engine = try Self.compositional().makeEngine()
        try engine.setSectionOffset(100, forSection: section)
        let expected = try engine.layoutAttributesForElements(in: try #require(scrolled.rect("rect")))
            .filter { $0.category == .cell && $0.indexPath.section == section }
            .map { "c:\($0.indexPath.section):\($0.indexPath.item) \($0.frame)" }
        let served = scrolled["elements"]!.array
            .filter { $0.string("category") == "cell" && $0.number("section") == Double(section) }
            .map { "\($0.string("id")!) \($0.rect("frame")!)" }
        #expect(!served.isEmpty)
        #expect(served.sorted() == expected.sorted())
        #expect(target.number("offset") == (try engine.targetOffset(forSection: section, proposed: 130, velocity: 0.8)))
    }
}

extension Double {
    var toInt: Int { Int(self) }
}
