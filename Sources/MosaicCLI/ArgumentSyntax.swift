import ArgumentParser
import Mosaic

/// Reads the structured option values of the command line (`390x844`,
/// `0,10`, `columns=3`, …). Every reader rejects NaN and infinity and throws
/// a ``ValidationError`` whose one-line message names the option, the text
/// given and the form expected.
enum ArgumentSyntax {
    /// A viewport size, `WIDTHxHEIGHT` (`390x844`), as ``ViewRules/viewport(_:)`` allows.
    static func size(_ text: String, option: String) throws -> Size {
        let (width, height) = try pair(text, separator: "x", option: option, form: "WIDTHxHEIGHT, such as 390x844")
        return try obeying(option, text) { () throws(ViewRuleViolation) in try ViewRules.viewport(Size(width: width, height: height)) }
    }

    /// A point, `X,Y` (`0,1200`), as ``ViewRules/offset(_:)`` allows.
    static func point(_ text: String, option: String) throws -> Point {
        let values = try numbers(text, count: 2, option: option, form: "X,Y, such as 0,1200")
        return try obeying(option, text) { () throws(ViewRuleViolation) in try ViewRules.offset(Point(x: values[0], y: values[1])) }
    }

    /// Insets, `TOP,LEFT,BOTTOM,RIGHT` or one value for all four edges, as
    /// ``ViewRules/insets(_:)`` allows.
    static func insets(_ text: String, option: String) throws -> Insets {
        let form = "TOP,LEFT,BOTTOM,RIGHT or one value for every edge, such as 20,0,20,0"
        let values = text.contains(",")
            ? try numbers(text, count: 4, option: option, form: form)
            : try numbers(text, count: 1, option: option, form: form)
        let insets = values.count == 1
            ? Insets(all: values[0])
            : Insets(top: values[0], left: values[1], bottom: values[2], right: values[3])
        return try obeying(option, text) { () throws(ViewRuleViolation) in try ViewRules.insets(insets) }
    }

    /// A display scale, `1`, `2` or `3`, as ``ViewRules/displayScale(_:)`` allows.
    static func displayScale(_ text: String, option: String) throws -> Double {
        guard let value = try number(Substring(text), option: option, text: text) else {
            throw invalid(option, text, "expected 1, 2 or 3 (pixels a point)")
        }
        return try obeying(option, text) { () throws(ViewRuleViolation) in try ViewRules.displayScale(value) }
    }

    /// A rectangle, `X,Y,WIDTH,HEIGHT`, as ``ViewRules/queryRect(_:)`` allows.
    static func rect(_ text: String, option: String) throws -> Rect {
        let values = try numbers(text, count: 4, option: option, form: "X,Y,WIDTH,HEIGHT, such as 0,0,390,844")
        let rect = Rect(x: values[0], y: values[1], width: values[2], height: values[3])
        return try obeying(option, text) { () throws(ViewRuleViolation) in try ViewRules.queryRect(rect) }
    }

    /// The part of the layout an SVG shows: `viewport`, `content` or a
    /// rectangle `X,Y,WIDTH,HEIGHT` with a positive width and height.
    static func region(_ text: String, option: String) throws -> SVGRegion {
        switch text {
        case "content": return .content
        case "viewport": return .viewport
        default:
            let form = "expected viewport, content or X,Y,WIDTH,HEIGHT, such as 0,0,390,844"
            guard text.contains(",") else { throw invalid(option, text, form) }
            let rect = try self.rect(text, option: option)
            guard rect.width > 0, rect.height > 0 else {
                throw invalid(option, text, "the width and height of the region must be positive")
            }
            return .rect(rect)
        }
    }

    /// A range of heights, `MIN:MAX` with 0 ≤ MIN ≤ MAX ≤ `maximum`.
    static func range(_ text: String, option: String, maximum: Double) throws -> ClosedRange<Double> {
        let (low, high) = try pair(text, separator: ":", option: option, form: "MIN:MAX, such as 50:500")
        guard low >= 0, low <= high, high <= maximum else {
            throw invalid(option, text, "expected 0 ≤ MIN ≤ MAX ≤ \(maximum.shortDescription)")
        }
        return low...high
    }

    /// A layout parameter assignment, `NAME=VALUE`; the value is checked by
    /// the layout, which knows the parameter's kind.
    static func assignment(_ text: String, option: String) throws -> (name: String, value: String) {
        guard let equals = text.firstIndex(of: "="), equals != text.startIndex else {
            throw invalid(option, text, "expected NAME=VALUE, such as \(option) columns=3")
        }
        return (String(text[..<equals]), String(text[text.index(after: equals)...]))
    }

    /// A limit, one number from `minimum` to `maximum` (`0.5`, `256`), in `unit`.
    static func limit(_ text: String, option: String, unit: String, minimum: Double, maximum: Double) throws -> Double {
        let expectation = "expected a number of \(unit) from \(minimum.shortDescription) to \(maximum.shortDescription)"
        guard let value = try number(Substring(text), option: option, text: text), value >= minimum, value <= maximum else {
            throw invalid(option, text, expectation)
        }
        return value
    }

    /// Item counts, `N` or `N0,N1,…` (one section per number), each a whole
    /// number from 0 and all together at most `maximum`.
    static func counts(_ text: String, option: String, maximum: Int) throws -> [Int] {
        let form = "a count from 0 to \(maximum), or one count per section such as 6,10,15"
        let counts = try text.split(separator: ",", omittingEmptySubsequences: false).map { part throws(ValidationError) in
            guard let count = integer(part), count >= 0 else { throw invalid(option, text, "expected \(form)") }
            return count
        }
        guard counts.reduce(0, { $0 + min($1, maximum + 1) }) <= maximum else {
            throw invalid(option, text, "expected at most \(maximum) items in all")
        }
        return counts
    }

    /// A section's own scroll offset, `SECTION:OFFSET` (`1:100`), with a
    /// section ≥ 0 and an offset as ``ViewRules/sectionOffset(_:)`` allows.
    static func sectionOffset(_ text: String, option: String) throws -> (section: Int, offset: Double) {
        let form = "SECTION:OFFSET, such as 1:100"
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, let section = integer(parts[0]), section >= 0,
              let offset = try number(parts[1], option: option, text: text)
        else { throw invalid(option, text, "expected \(form)") }
        return (section, try obeying(option, text) { () throws(ViewRuleViolation) in try ViewRules.sectionOffset(offset) })
    }

    /// An item's preferred size, `SECTION:ITEM:WIDTHxHEIGHT` (`0:3:320x120`),
    /// with a size as ``ViewRules/preferredSize(_:)`` allows.
    static func measure(_ text: String, option: String) throws -> (indexPath: ItemPath, size: Size) {
        let form = "SECTION:ITEM:WIDTHxHEIGHT, such as 0:3:320x120"
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 3, let section = integer(parts[0]), section >= 0,
              let item = integer(parts[1]), item >= 0
        else { throw invalid(option, text, "expected \(form)") }
        let dimensions = parts[2].split(separator: "x", omittingEmptySubsequences: false)
        guard dimensions.count == 2,
              let width = try number(dimensions[0], option: option, text: text),
              let height = try number(dimensions[1], option: option, text: text)
        else { throw invalid(option, text, "expected \(form)") }
        let size = try obeying(option, text) { () throws(ViewRuleViolation) in try ViewRules.preferredSize(Size(width: width, height: height)) }
        return (ItemPath(section, item), size)
    }

    // MARK: - Pieces

    /// Exactly `count` comma-separated finite numbers.
    private static func numbers(_ text: String, count: Int, option: String, form: String) throws -> [Double] {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == count else { throw invalid(option, text, "expected \(form)") }
        return try parts.map { part throws(ValidationError) in
            guard let value = try number(part, option: option, text: text) else {
                throw invalid(option, text, "expected \(form)")
            }
            return value
        }
    }

    /// Two finite numbers separated by `separator`.
    private static func pair(_ text: String, separator: Character, option: String, form: String) throws -> (Double, Double) {
        let parts = text.split(separator: separator, omittingEmptySubsequences: false)
        guard parts.count == 2,
              let first = try number(parts[0], option: option, text: text),
              let second = try number(parts[1], option: option, text: text)
        else { throw invalid(option, text, "expected \(form)") }
        return (first, second)
    }

    /// A whole number, spaces around it allowed; `nil` when it is not one.
    private static func integer(_ part: Substring) -> Int? {
        var trimmed = part
        while trimmed.first == " " { trimmed.removeFirst() }
        while trimmed.last == " " { trimmed.removeLast() }
        return Int(trimmed)
    }

    /// A number in ``NumberSyntax`` (decimal), spaces around it allowed;
    /// `nil` when it is not a number.
    ///
    /// - Throws: for NaN, infinity and numbers too large for a `Double`,
    ///   which no option accepts.
    private static func number(_ part: Substring, option: String, text: String) throws(ValidationError) -> Double? {
        if let value = NumberSyntax.parse(part) { return value }
        let word = part.trimmingSpaces.lowercased()
        if ["nan", "-nan", "+nan", "inf", "-inf", "+inf", "infinity", "-infinity", "+infinity"].contains(word)
            || NumberSyntax.isDecimalText(part) {
            throw invalid(option, text, "\(InputQuote.quoted(part.trimmingSpaces)) is not a finite number")
        }
        return nil
    }

    /// A value checked by a ``ViewRules`` rule; its violation as this option's error.
    static func obeying<T>(_ option: String, _ text: String, _ rule: () throws(ViewRuleViolation) -> T) throws(ValidationError) -> T {
        do throws(ViewRuleViolation) {
            return try rule()
        } catch {
            throw invalid(option, text, error.expectation)
        }
    }

    /// `OPTION 'TEXT': expectation`, the text quoted as every error quotes input.
    static func invalid(_ option: String, _ text: String, _ expectation: String) -> ValidationError {
        ValidationError("\(option) \(InputQuote.quoted(text)): \(expectation)")
    }
}
