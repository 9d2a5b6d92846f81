import SwiftSyntax

// Captures. A closure literal (and a nested function) shares the scope it
// was made in, as Swift's closures capture variables by reference: a
// variable changed after the closure was made is seen changed, and
// `var f = { $0 }; f = { f($0) + 1 }` calls itself, without end, as in
// Swift — here until the call depth stops it.
//
// A section provider's closure leaves the evaluation that made it (UIKit
// calls it on every prepare, here on any thread), so it is frozen first:
// the scopes it reaches (through its own, the closures in them and in
// their arrays) become an immutable template, ``SwiftFrozenScopes``. Each
// evaluation thaws the template once, into fresh scopes shared as they
// were, so within one section a helper closure that changes a captured
// variable is seen by the provider, and every section starts from the
// values the layout was made with (the same input lays out the same).

/// The scopes a frozen closure reaches: each scope's bindings and the index
/// of the scope around it. Immutable once built, so shared by every thread.
final class SwiftFrozenScopes: @unchecked Sendable {
    struct Frozen {
        var values: [String: SwiftValue]
        var parent: Int?
    }
    fileprivate(set) var scopes: [Frozen] = []
}

extension SwiftEvaluator {
    /// The most scopes one frozen closure may reach, and the deepest their
    /// chains and nested arrays may be.
    static let maximumFrozenScopes = 4_096
    static let maximumFrozenDepth = 256

    /// `closure` frozen: what it captured by reference made a template of
    /// values (``SwiftFrozenScopes``).
    ///
    /// - Throws: past ``maximumFrozenScopes`` scopes or ``maximumFrozenDepth``
    ///   levels, or the memory limit.
    /// - Complexity: O(bindings of the scopes reached).
    func frozen(_ closure: SwiftClosure, at node: some SyntaxProtocol) throws(SwiftSourceError) -> SwiftClosure {
        guard let shared = closure.shared else { return closure }
        let template = SwiftFrozenScopes()
        var indices: [ObjectIdentifier: Int] = [:]
        let index = try freeze(shared.scope, into: template, indices: &indices, depth: 0, at: node)
        var copy = closure
        copy.shared = nil
        copy.frozen = SwiftFrozenLink(holding: template, index: index)
        return copy
    }

    private func freeze(_ scope: Scope, into template: SwiftFrozenScopes, indices: inout [ObjectIdentifier: Int], depth: Int,
                        at node: some SyntaxProtocol) throws(SwiftSourceError) -> Int {
        if let known = indices[ObjectIdentifier(scope)] { return known }
        guard depth < Self.maximumFrozenDepth, template.scopes.count < Self.maximumFrozenScopes else {
            throw error(node, "the closure (a section provider or visible-items handler) captures more than \(Self.maximumFrozenScopes) scopes, or nested more than \(Self.maximumFrozenDepth) deep; mosaic stops here")
        }
        let index = template.scopes.count
        indices[ObjectIdentifier(scope)] = index
        template.scopes.append(.init(values: [:], parent: nil))
        try charge(scope.values.count * SwiftEvaluationBudget.valueCost, at: node)
        let parent = try scope.parent.map { (outer) throws(SwiftSourceError) in try freeze(outer, into: template, indices: &indices, depth: depth + 1, at: node) }
        var values: [String: SwiftValue] = [:]
        for (name, value) in scope.values {
            values[name] = try freeze(value, into: template, indices: &indices, depth: depth + 1, at: node)
        }
        template.scopes[index] = .init(values: values, parent: parent)
        return index
    }

    private func freeze(_ value: SwiftValue, into template: SwiftFrozenScopes, indices: inout [ObjectIdentifier: Int], depth: Int,
                        at node: some SyntaxProtocol) throws(SwiftSourceError) -> SwiftValue {
        guard depth < Self.maximumFrozenDepth else {
            throw error(node, "the section provider captures values nested more than \(Self.maximumFrozenDepth) deep; mosaic stops here")
        }
        switch value {
        case .closure(var closure):
            guard let shared = closure.shared else { return value }
            closure.shared = nil
            closure.frozen = SwiftFrozenLink(inside: template, index: try freeze(shared.scope, into: template, indices: &indices, depth: depth + 1, at: node))
            return .closure(closure)
        case .array(let elements):
            var frozen: [SwiftValue] = []
            frozen.reserveCapacity(elements.count)
            for element in elements { frozen.append(try freeze(element, into: template, indices: &indices, depth: depth + 1, at: node)) }
            return .array(frozen)
        case .compositionalLayout:
            // The layout whose provider this is (`let layout = …{ … }`):
            // kept, it would hold the template that holds it.
            return .unknown("the compositional layout, inside its own section provider")
        default:
            return value
        }
    }

    /// The scope `index` of `template`, thawed once for this evaluation
    /// (with the scopes around it): fresh bindings, shared by every closure
    /// of the template this evaluation calls.
    func thawed(_ template: SwiftFrozenScopes, _ index: Int) -> Scope {
        let key = ThawKey(template: ObjectIdentifier(template), index: index)
        if let scope = thawedScopes[key] { return scope }
        // Outer scopes first, without recursion.
        var chain: [Int] = [index]
        while let parent = template.scopes[chain.last!].parent, thawedScopes[ThawKey(template: key.template, index: parent)] == nil {
            chain.append(parent)
        }
        var made: Scope?
        for position in chain.reversed() {
            let frozen = template.scopes[position]
            let parent = frozen.parent.map { thawedScopes[ThawKey(template: key.template, index: $0)]! }
            let scope = Scope(frozen.values, parent: parent)
            thawedScopes[ThawKey(template: key.template, index: position)] = scope
            made = scope
        }
        return made!
    }
}

/// A frozen scope by its template and index (``SwiftEvaluator/thawed(_:_:)``).
struct ThawKey: Hashable {
    var template: ObjectIdentifier
    var index: Int
}
