import Mosaic
import SwiftSyntax

// Computed properties of the file (`var item: NSCollectionLayoutItem { … }`),
// read by name, `self.name` or `Type.name` as stored constants are.
extension SwiftEvaluator {
    /// The value of the file's computed property `name` (its getter run
    /// afresh), or `nil` if the file has none of that name.
    func computedProperty(_ name: String, at node: some SyntaxProtocol) throws(SwiftSourceError) -> SwiftValue? {
        guard let binding = program.computedProperties[name] else { return nil }
        let body: CodeBlockItemListSyntax?
        switch binding.accessorBlock?.accessors {
        case .getter(let statements)?: body = statements
        case .accessors(let accessors)?: body = accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        case nil: body = nil
        }
        guard let body else { throw error(binding, "\(quote(name)) is not a computed property mosaic reads (no getter)") }
        guard !evaluatingConstants.contains(name) else {
            throw error(node, "\(quote(name)) is defined by itself")
        }
        evaluatingConstants.insert(name)
        defer { evaluatingConstants.remove(name) }
        let expected = binding.typeAnnotation.flatMap { SwiftType(typeName: $0.type.trimmedDescription) }
        var value: SwiftValue
        if body.count == 1, case .expr(let expression)? = body.first?.item, !isAssignment(expression) {
            // `var spacing: CGFloat { 1 / 2 }`: the one expression takes the property's type.
            value = try evaluate(expression, in: Scope(), expected: expected)
        } else {
            value = try call(SwiftClosure(parameters: [], body: body, node: Syntax(binding), captured: [:]), arguments: [], at: node)
        }
        if case .number(let number, let kind) = value {
            value = .number(number, expected?.isFloating == true ? .floating : kind == .literalInteger ? .integer : kind)
        }
        return value
    }
}
