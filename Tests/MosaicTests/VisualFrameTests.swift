import Foundation
import Mosaic
import Testing

@Suite("Visual frame")
struct VisualFrameTests {
    private func attributes(_ frame: Rect, _ transform: Transform, anchor: Point = LayoutAttributes.defaultAnchorPoint) -> LayoutAttributes {
        LayoutAttributes(indexPath: ip(0, 0), frame: frame, transform: transform, anchorPoint: anchor)
    }

    private func close(_ a: Rect, _ b: Rect, tolerance: Double = 1e-9) -> Bool {
        abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
            && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
    }

    /// The box around the four corners mapped by `Transform.matrix(about:)`:
    /// an independent route to the same answer.
    private func cornerBox(_ a: LayoutAttributes) -> Rect {
        let anchor = Point(x: a.frame.minX + a.anchorPoint.x * a.frame.width, y: a.frame.minY + a.anchorPoint.y * a.frame.height)
        let m = a.transform.matrix(about: anchor)
        let corners = [(a.frame.minX, a.frame.minY), (a.frame.maxX, a.frame.minY), (a.frame.minX, a.frame.maxY), (a.frame.maxX, a.frame.maxY)]
            .map { (x: m.a * $0.0 + m.c * $0.1 + m.tx, y: m.b * $0.0 + m.d * $0.1 + m.ty) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    @Test("the identity gives the frame, bit for bit")
    func identity() {
        var random = SplitMix64(seed: 5)
        for _ in 0..<200 {
            let frame = Rect(x: Double(bitPattern: random.next() >> 2), y: random.nextDouble(in: -1e6...1e6) + 0.1,
                             width: random.nextDouble(in: 0...1) * 0.3, height: 0.1 + 0.2)
            let anchor = Point(x: random.nextDouble(in: -3...3), y: random.nextDouble(in: -3...3))
            let visual = attributes(frame, .identity, anchor: anchor).visualFrame
            #expect([visual.minX, visual.minY, visual.width, visual.height].map(\.bitPattern)
                == [frame.minX, frame.minY, frame.width, frame.height].map(\.bitPattern))
        }
    }

    @Test("a quarter turn about the centre swaps width and height")
    func quarterTurn() {
        let frame = Rect(x: 10, y: 20, width: 100, height: 50)
        for rotation in [Double.pi / 2, -Double.pi / 2, 3 * Double.pi / 2] {
            let visual = attributes(frame, Transform(rotation: rotation)).visualFrame
            #expect(close(visual, Rect(x: 35, y: -5, width: 50, height: 100)), "\(rotation): \(visual)")
        }
        #expect(close(attributes(frame, Transform(rotation: .pi)).visualFrame, frame))
        // An eighth of a turn: a square's box grows by √2.
        let square = attributes(Rect(x: 0, y: 0, width: 10, height: 10), Transform(rotation: .pi / 4)).visualFrame
        let side = 10 * 2.0.squareRoot()
        #expect(close(square, Rect(x: 5 - side / 2, y: 5 - side / 2, width: side, height: side)))
    }

    @Test("scaling about a corner keeps that corner")
    func scaleAboutCorner() {
        let frame = Rect(x: 10, y: 20, width: 100, height: 50)
        #expect(attributes(frame, Transform(scaleX: 2, scaleY: 3), anchor: .zero).visualFrame == Rect(x: 10, y: 20, width: 200, height: 150))
        #expect(attributes(frame, Transform(scaleX: 2, scaleY: 2), anchor: Point(x: 1, y: 1)).visualFrame == Rect(x: -90, y: -30, width: 200, height: 100))
        #expect(attributes(frame, Transform(scaleX: 0.5, scaleY: 0.5)).visualFrame == Rect(x: 35, y: 32.5, width: 50, height: 25))
        // A negative scale mirrors about the anchor.
        #expect(attributes(frame, Transform(scaleX: -1, scaleY: 1), anchor: .zero).visualFrame == Rect(x: -90, y: 20, width: 100, height: 50))
        // A zero scale collapses onto the anchor.
        #expect(attributes(frame, Transform(scaleX: 0, scaleY: 0), anchor: Point(x: 0.5, y: 0)).visualFrame == Rect(x: 60, y: 20, width: 0, height: 0))
    }

    @Test("translation moves the box after the rotation")
    func translation() {
        let frame = Rect(x: 10, y: 20, width: 100, height: 50)
        #expect(attributes(frame, Transform(translateX: 5, translateY: -7)).visualFrame == Rect(x: 15, y: 13, width: 100, height: 50))
        let turned = attributes(frame, Transform(rotation: .pi / 2, translateX: 100, translateY: 0)).visualFrame
        #expect(close(turned, Rect(x: 135, y: -5, width: 50, height: 100)))
        // The centre is that of the untransformed frame, whatever the transform.
        #expect(attributes(frame, Transform(rotation: 1, scaleX: 3, translateX: 9)).center == Point(x: 60, y: 45))
    }

    @Test("a fan item turns about a point below it")
    func fanAnchor() {
        // Seed 003: 133 × 173, radius 500, anchor (0.5, (86.5 + 500) / 173): the pivot is 500 below the centre.
        let frame = Rect(x: 128.5, y: 335.5, width: 133, height: 173)
        let item = attributes(frame, Transform(rotation: .pi / 2), anchor: Point(x: 0.5, y: 586.5 / 173))
        // A quarter turn clockwise (y grows downwards) swings the item to the right of the pivot (195, 922).
        #expect(close(item.visualFrame, Rect(x: 195 + 500 - 86.5, y: 922 - 66.5, width: 173, height: 133)))
    }

    @Test("agrees with the corners mapped by the transform's matrix", arguments: testSeeds)
    func matchesMatrix(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        for _ in 0..<300 {
            let frame = Rect(x: random.nextDouble(in: -500...500), y: random.nextDouble(in: -500...500),
                             width: random.nextDouble(in: 0...300), height: random.nextDouble(in: 0...300))
            let transform = Transform(
                rotation: random.nextDouble(in: -7...7), scaleX: random.nextDouble(in: -3...3), scaleY: random.nextDouble(in: -3...3),
                translateX: random.nextDouble(in: -100...100), translateY: random.nextDouble(in: -100...100))
            let item = attributes(frame, transform, anchor: Point(x: random.nextDouble(in: -2...2), y: random.nextDouble(in: -2...5)))
            #expect(close(item.visualFrame, cornerBox(item), tolerance: 1e-9), "\(frame) \(transform)")
        }
    }

    @Test("setting size keeps the centre; setting the centre moves the frame")
    func centreAndSize() {
        var item = attributes(Rect(x: 0, y: 0, width: 10, height: 20), .identity)
        item.size = Size(width: 4, height: 6)
        #expect(item.frame == Rect(x: 3, y: 7, width: 4, height: 6))
        item.center = Point(x: 100, y: 100)
        #expect(item.frame == Rect(x: 98, y: 97, width: 4, height: 6))
    }
}
