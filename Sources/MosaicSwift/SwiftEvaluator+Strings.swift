import Mosaic
import SwiftSyntax

// String interpolation (`"cell-\(index)"`), as the compiled app prints
// each value, charged to the memory limit.
extension SwiftEvaluator {
    /// The value of a string literal with interpolated expressions.
    func interpolation(_ literal: StringLiteralExprSyntax, in scope: Scope) throws(SwiftSourceError) -> String {
        var result = ""
        var charged = 0
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let text):
                // The literal's text with its escapes resolved, as a plain literal of it reads.
                guard let plain = Self.plainText(text, of: literal) else {
                    throw error(text, "the string literal is not valid Swift (an unknown escape)")
                }
                result += plain
            case .expressionSegment(let part):
                guard part.expressions.count == 1, let only = part.expressions.first, only.label == nil else {
                    throw error(part, "this interpolation is not supported; supported: \\(VALUE)")
                }
                result += try interpolated(try evaluate(only.expression, in: scope), at: only.expression)
            }
            let length = result.utf8.count
            try charge(length - charged, at: segment)
            charged = length
        }
        return result
    }

    /// A value as `"\(value)"` prints it in the compiled app.
    private func interpolated(_ value: SwiftValue, at node: ExprSyntax) throws(SwiftSourceError) -> String {
        switch value {
        case .number(let number, .floating): return "\(number)"
        case .number(let number, _):
            guard let integer = SwiftChecked.exactInt(number) else { return "\(number)" }
            return String(integer)
        case .string(let text): return text
        case .bool(let bool): return String(bool)
        case .fileEnum(_, let name, _): return name
        default:
            throw error(node, "interpolating \(value.typeName) is not supported; supported: numbers, strings, Booleans and enum cases")
        }
    }

    /// One segment's text with its escapes resolved (`\t`, `\u{41}`, `\"`),
    /// read as the literal's own delimiters read it.
    private static func plainText(_ segment: StringSegmentSyntax, of literal: StringLiteralExprSyntax) -> String? {
        let rebuilt = literal.with(\.segments, StringLiteralSegmentListSyntax([.stringSegment(segment)]))
        return rebuilt.representedLiteralValue
    }
}
