/// A compositional layout's two axes: the one it scrolls along ("main") and
/// the one across it ("cross"). Vertical scrolling: main is y, cross is x.
struct ScrollAxes: Hashable, Sendable {
    /// Whether the layout scrolls vertically.
    var vertical: Bool

    @inline(__always) func main(_ point: Point) -> Double { vertical ? point.y : point.x }
    @inline(__always) func cross(_ point: Point) -> Double { vertical ? point.x : point.y }
    @inline(__always) func main(_ size: Size) -> Double { vertical ? size.height : size.width }
    @inline(__always) func cross(_ size: Size) -> Double { vertical ? size.width : size.height }

    @inline(__always)
    func point(main: Double, cross: Double) -> Point {
        vertical ? Point(x: cross, y: main) : Point(x: main, y: cross)
    }

    @inline(__always)
    func size(main: Double, cross: Double) -> Size {
        vertical ? Size(width: cross, height: main) : Size(width: main, height: cross)
    }

    /// The inset before the content along the scroll axis (top or left).
    @inline(__always) func mainLeading(_ insets: Insets) -> Double { vertical ? insets.top : insets.left }
    /// The inset after the content along the scroll axis (bottom or right).
    @inline(__always) func mainTrailing(_ insets: Insets) -> Double { vertical ? insets.bottom : insets.right }
    /// The inset before the content across the scroll axis (left or top).
    @inline(__always) func crossLeading(_ insets: Insets) -> Double { vertical ? insets.left : insets.top }
    /// The inset after the content across the scroll axis (right or bottom).
    @inline(__always) func crossTrailing(_ insets: Insets) -> Double { vertical ? insets.right : insets.bottom }

    /// Where an alignment puts a view along and across the scroll axis:
    /// −1 against the leading edge, 0 centred, 1 against the trailing edge.
    func placement(of alignment: RectAlignment) -> (main: Int, cross: Int) {
        let (horizontal, vertical): (Int, Int) = switch alignment {
        case .none: (0, 0)
        case .top: (0, -1)
        case .topLeading: (-1, -1)
        case .leading: (-1, 0)
        case .bottomLeading: (-1, 1)
        case .bottom: (0, 1)
        case .bottomTrailing: (1, 1)
        case .trailing: (1, 0)
        case .topTrailing: (1, -1)
        }
        return self.vertical ? (vertical, horizontal) : (horizontal, vertical)
    }
}
