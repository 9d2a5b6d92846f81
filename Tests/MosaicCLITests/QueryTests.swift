import Mosaic
import Testing

/// `--query X,Y,W,H` keeps exactly the elements whose visual frame meets the rect.
@Suite("mosaic layout --query")
struct QueryTests {
    @Test func flowQueryReturnsTheItemsUnderTheRect() throws {
        let document = try MosaicRunner.json([
            "layout", "flow", "--items", "30", "-p", "alignment=leading", "--query", "50,50,100,100", "--format", "json",
        ])
        #expect(document.elements.map { $0.number("item") } == [0, 1, 3, 4])
    }

    @Test func queryInTheGapBetweenItemsReturnsNothing() throws {
        let document = try MosaicRunner.json([
            "layout", "flow", "-p", "alignment=leading", "--query", "101,101,8,8", "--format", "json",
        ])
        #expect(document.elements.isEmpty)
    }

    /// The query's answer equals filtering every element by hand, for a
    /// rotated fan and for a waterfall of random heights.
    @Test(arguments: [
        (["layout", "fan", "--offset", "1200,0"], "1300,300,200,120"),
        (["layout", "fan", "--offset", "1200,0"], "0,0,3990,844"),
        (["layout", "waterfall", "--items", "200", "--heights", "40:400", "--seed", "3"], "0,3000,390,844"),
        (["layout", "flow", "--items", "100", "-p", "scrollDirection=horizontal"], "500,0,300,300"),
    ])
    func queryEqualsFilteringEveryElement(arguments: [String], query: String) throws {
        let all = try MosaicRunner.json(arguments + ["--format", "json"]).elements
        let queried = try MosaicRunner.json(arguments + ["--format", "json", "--query", query]).elements
        let values = query.split(separator: ",").map { Double($0)! }
        let rect = Rect(x: values[0], y: values[1], width: values[2], height: values[3])
        let expected = all.filter { $0.rect("visualFrame").intersects(rect) }
        #expect(!expected.isEmpty)
        #expect(expected.count < all.count || query == "0,0,3990,844")
        #expect(queried.map(\.itemKey) == expected.map(\.itemKey))
    }
}

extension JSONValue {
    /// Section and item, to compare element lists.
    fileprivate var itemKey: [Double] { [number("section"), number("item")] }
}
