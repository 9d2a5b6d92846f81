/// The rules every way of setting what a layout is looked at through
/// obeys — the command line's `--viewport`, `--offset`, `--insets`,
/// `--safe-area`, `--layout-margins`, `--scale`,
/// `--query`, `--measure` and `--section-offset`, the REPL's `:viewport`,
/// `:scroll`, `:insets`, `:safearea`, `:margins`, `:scale`,
/// `:query`, `:measure` and `:offset`, and their Lua forms
/// `l:viewport`, `l:scroll`, `l:insets`, `l:safeArea`, `l:layoutMargins`,
/// `l:scale`, `l:query`, `l:measure`, `l:sectionOffset`, and a batch job
/// file's `viewport`, `offset`, `insets`, `safeArea`, `layoutMargins`, `scale`:
/// one home per rule, so that none of them accepts what another refuses.
///
/// Each check returns the value or throws a ``ViewRuleViolation`` saying
/// what is expected; callers put the name and text of what was given in
/// front of it.
package enum ViewRules {
    /// The largest viewport side, inset and preferred size.
    package static let maximumExtent = 1e9
    /// The largest content offset, section offset and query coordinate, in either direction.
    package static let maximumOffset = 1e12

    /// A viewport: a width and height in (0, ``maximumExtent``].
    package static func viewport(_ size: Size) throws(ViewRuleViolation) -> Size {
        guard size.width > 0, size.height > 0 else { throw ViewRuleViolation("the width and height must be positive") }
        guard size.width <= maximumExtent, size.height <= maximumExtent else {
            throw ViewRuleViolation("the width and height must be at most \(maximumExtent.shortDescription)")
        }
        return size
    }

    /// A content offset: each coordinate from −``maximumOffset`` to ``maximumOffset``.
    package static func offset(_ point: Point) throws(ViewRuleViolation) -> Point {
        guard abs(point.x) <= maximumOffset, abs(point.y) <= maximumOffset else {  // NaN fails too
            throw ViewRuleViolation("each coordinate must be from -\(maximumOffset.shortDescription) to \(maximumOffset.shortDescription)")
        }
        return point
    }

    /// Content insets: each from 0 to ``maximumExtent``.
    package static func insets(_ insets: Insets) throws(ViewRuleViolation) -> Insets {
        guard !insets.components.contains(where: \.isNaN) else { throw ViewRuleViolation("insets must be finite numbers") }
        guard insets.components.allSatisfy({ $0 >= 0 }) else { throw ViewRuleViolation("insets must not be negative") }
        guard insets.components.allSatisfy({ $0 <= maximumExtent }) else {
            throw ViewRuleViolation("each inset must be at most \(maximumExtent.shortDescription)")
        }
        return insets
    }

    /// A display scale frames are rounded to: 1, 2 or 3, the scales of
    /// UIKit's screens (``PixelRounding``).
    package static func displayScale(_ scale: Double) throws(ViewRuleViolation) -> Double {
        guard PixelRounding.scales.contains(scale) else { throw ViewRuleViolation("the scale must be 1, 2 or 3 (pixels a point)") }
        return scale
    }

    /// Insets measured from the viewport's edges (`what`: the content
    /// insets, the safe area, the safe area and layout margins) that leave
    /// room inside it: less than its width left and right, less than its
    /// height top and bottom.
    package static func room(for insets: Insets, in viewport: Size, what: String) throws(ViewRuleViolation) {
        guard insets.horizontal < viewport.width, insets.vertical < viewport.height else {
            throw ViewRuleViolation("\(what) leave no room in the \(viewport) viewport")
        }
    }

    /// A query rectangle: finite, with a width and height ≥ 0. It may be
    /// as large as any finite number: a query of everything is fine.
    package static func queryRect(_ rect: Rect) throws(ViewRuleViolation) -> Rect {
        guard rect.isFinite else { throw ViewRuleViolation("x, y, width and height must be finite numbers") }
        guard rect.width >= 0, rect.height >= 0 else { throw ViewRuleViolation("the width and height must not be negative") }
        return rect
    }

    /// A preferred size an item asks for: positive and at most ``maximumExtent``.
    package static func preferredSize(_ size: Size) throws(ViewRuleViolation) -> Size {
        guard size.width > 0, size.height > 0, size.width <= maximumExtent, size.height <= maximumExtent else {
            throw ViewRuleViolation("the width and height must be positive and at most \(maximumExtent.shortDescription)")
        }
        return size
    }

    /// A section's own scroll offset, or where it is let go: from
    /// −``maximumOffset`` to ``maximumOffset``.
    package static func sectionOffset(_ offset: Double) throws(ViewRuleViolation) -> Double {
        guard abs(offset) <= maximumOffset else {
            throw ViewRuleViolation("the offset must be from -\(maximumOffset.shortDescription) to \(maximumOffset.shortDescription)")
        }
        return offset
    }
}

/// What a value set through the command line, the REPL or its Lua API must
/// be and is not (``ViewRules``).
package struct ViewRuleViolation: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is expected, such as `the width and height must be positive`.
    package var expectation: String

    /// A violation saying what is expected.
    package init(_ expectation: String) { self.expectation = expectation }

    package var description: String { expectation }
}
