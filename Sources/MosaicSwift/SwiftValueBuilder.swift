import Mosaic
import SwiftSyntax

/// The arguments of one UIKit initialiser call, read as the types its
/// parameters take (``SwiftCoercion``), with errors at the argument.
struct SwiftValueBuilder {
    let evaluator: SwiftEvaluator
    let call: FunctionCallExprSyntax
    let arguments: SwiftEvaluator.Arguments

    /// Throws unless the labels are one of `forms` (each a list of labels;
    /// a label ending in `?` may be left out).
    func expect(_ type: String, _ forms: [[String]]) throws(SwiftSourceError) -> Int {
        for (index, form) in forms.enumerated() {
            var given = arguments.labels[...]
            var fits = true
            for label in form {
                let optional = label.hasSuffix("?")
                let name = optional ? String(label.dropLast()) : label
                if given.first == name { given.removeFirst() } else if !optional { fits = false; break }
            }
            if fits && given.isEmpty { return index }
        }
        let written = forms.map { "\(type)(" + $0.map { ($0.hasSuffix("?") ? String($0.dropLast()) : $0) + ":" }.joined() + ")" }
        throw evaluator.error(call, "\(type)\(arguments.signature) is not supported; supported: \(written.joined(separator: ", "))")
    }

    func value(_ label: String) -> (SwiftValue, ExprSyntax)? {
        guard let index = arguments.labels.firstIndex(of: label) else { return nil }
        return (arguments.values[index], arguments.nodes[index])
    }

    func coerce<T>(_ label: String, _ convert: (SwiftValue) -> T?, _ typeName: String) throws(SwiftSourceError) -> T? {
        guard let (value, node) = value(label) else { return nil }
        guard let result = convert(value) else {
            throw evaluator.error(node, "\(label.isEmpty ? "this argument" : "\(evaluator.quote(label))") expects \(typeName), found \(value.typeName)")
        }
        return result
    }

    func required<T>(_ label: String, _ convert: (SwiftValue) -> T?, _ typeName: String) throws(SwiftSourceError) -> T {
        guard let result = try coerce(label, convert, typeName) else {
            throw evaluator.error(call, "missing argument \(evaluator.quote(label))")
        }
        return result
    }

    func number(_ label: String) throws(SwiftSourceError) -> Double { try required(label, SwiftCoercion.number, "a number") }
    func integer(_ label: String) throws(SwiftSourceError) -> Int {
        let given = try number(label)
        guard given == given.rounded(), abs(given) <= 1e15 else {
            throw evaluator.error(value(label)?.1 ?? ExprSyntax(call), "\(evaluator.quote(label)) expects an integer, found \(given.shortDescription)")
        }
        return Int(given)
    }
    func string(_ label: String) throws(SwiftSourceError) -> String { try required(label, SwiftCoercion.string, "a String") }
    func size(_ label: String) throws(SwiftSourceError) -> LayoutSize { try required(label, SwiftCoercion.size, "an NSCollectionLayoutSize") }
    func element(_ label: String) throws(SwiftSourceError) -> CompositionalElement {
        try required(label, SwiftCoercion.element, "an NSCollectionLayoutItem or NSCollectionLayoutGroup")
    }
}

/// Conversions of evaluated values to the types UIKit's parameters and properties take.
enum SwiftCoercion {
    static func number(_ value: SwiftValue) -> Double? {
        if case .number(let number, _) = value { return number }
        // `minimumLineSpacing = .zero`: CGFloat's zero.
        if case .zero = value { return 0 }
        return nil
    }
    static func bool(_ value: SwiftValue) -> Bool? {
        if case .bool(let bool) = value { return bool }
        return nil
    }
    static func string(_ value: SwiftValue) -> String? {
        switch value {
        case .string(let text): text
        case .fileEnum(_, _, .string(let text)?): text
        default: nil
        }
    }
    static func dimension(_ value: SwiftValue) -> LayoutDimension? {
        if case .dimension(let dimension) = value { return dimension }
        return nil
    }
    static func size(_ value: SwiftValue) -> LayoutSize? {
        if case .size(let size) = value { return size }
        return nil
    }
    static func insets(_ value: SwiftValue) -> Insets? {
        switch value {
        case .insets(let insets): insets
        case .zero: .zero
        default: nil
        }
    }
    static func spacing(_ value: SwiftValue) -> LayoutSpacing? {
        if case .spacing(let spacing) = value { return spacing }
        return nil
    }
    static func optionalSpacing(_ value: SwiftValue) -> LayoutSpacing?? {
        switch value {
        case .spacing(let spacing): .some(spacing)
        case .null: .some(nil)
        default: nil
        }
    }
    static func edgeSpacing(_ value: SwiftValue) -> LayoutEdgeSpacing?? {
        switch value {
        case .edgeSpacing(let spacing): .some(spacing)
        case .null: .some(nil)
        default: nil
        }
    }
    static func point(_ value: SwiftValue) -> Point? {
        switch value {
        case .point(let point): point
        case .zero: .zero
        default: nil
        }
    }
    static func cgSize(_ value: SwiftValue) -> Size? {
        switch value {
        case .cgSize(let size): size
        case .zero: .zero
        default: nil
        }
    }
    static func anchor(_ value: SwiftValue) -> LayoutAnchor? {
        if case .anchor(let anchor) = value { return anchor }
        return nil
    }
    static func element(_ value: SwiftValue) -> CompositionalElement? {
        switch value {
        case .item(let item): .item(item)
        case .group(let group): .group(group)
        default: nil
        }
    }
    static func group(_ value: SwiftValue) -> CompositionalGroup? {
        if case .group(let group) = value { return group }
        return nil
    }
    static func section(_ value: SwiftValue) -> CompositionalSection? {
        if case .section(let section) = value { return section }
        return nil
    }
    static func array<T>(_ convert: @escaping (SwiftValue) -> T?) -> (SwiftValue) -> [T]? {
        { value in
            guard case .array(let values) = value else { return nil }
            var result: [T] = []
            for value in values {
                guard let converted = convert(value) else { return nil }
                result.append(converted)
            }
            return result
        }
    }
    static func boundaryItem(_ value: SwiftValue) -> BoundarySupplementaryItem? {
        if case .boundaryItem(let item) = value { return item }
        return nil
    }
    static func supplementaryItem(_ value: SwiftValue) -> SupplementaryItem? {
        if case .supplementaryItem(let item) = value { return item }
        return nil
    }
    static func decorationItem(_ value: SwiftValue) -> DecorationItem? {
        if case .decorationItem(let item) = value { return item }
        return nil
    }
    /// A case of a UIKit enumeration, by the names Mosaic's type uses.
    static func enumeration<T: RawRepresentable>(_: T.Type, names: [String: String] = [:]) -> (SwiftValue) -> T? where T.RawValue == String {
        { value in
            guard case .enumCase(let name) = value else { return nil }
            return T(rawValue: names[name] ?? name)
        }
    }
    /// `NSRectAlignment` and `NSDirectionalRectEdge` sets (`[.top, .leading]`).
    static func alignment(_ value: SwiftValue) -> RectAlignment? {
        switch value {
        case .enumCase(let name): return RectAlignment(rawValue: name)
        case .array(let values):
            var names: Set<String> = []
            for value in values {
                guard case .enumCase(let name) = value else { return nil }
                names.insert(name)
            }
            let vertical = names.contains("top") ? "top" : names.contains("bottom") ? "bottom" : ""
            let horizontal = names.contains("leading") ? "Leading" : names.contains("trailing") ? "Trailing" : ""
            if vertical.isEmpty { return horizontal.isEmpty ? RectAlignment.none : RectAlignment(rawValue: horizontal.lowercased()) }
            return RectAlignment(rawValue: vertical + horizontal)
        default: return nil
        }
    }
}
