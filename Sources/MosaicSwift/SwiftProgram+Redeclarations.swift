import Mosaic
import SwiftSyntax

// Redeclarations. Files read together are one module, so a function
// declared twice in the same place — twice at the top level (in two files,
// or one), or twice in the same type and its extensions — with the same
// name, argument labels and parameter types is what the compiler refuses
// ("invalid redeclaration"); so is a type declared twice in the same place.
// Mosaic refuses it too, naming both places, rather than let the order of
// the files choose one.
extension SwiftProgram {
    /// Throws at the second declaration of something the files declare
    /// twice in one place, naming the first.
    ///
    /// Declarations inside `#if` are left out (only one branch is
    /// compiled), as are protocols' requirements and functions' bodies.
    ///
    /// - Complexity: O(n) in the number of declarations.
    func checkRedeclarations() throws(SwiftSourceError) {
        var seen: [String: Syntax] = [:]
        for file in units {
            var stack: [(Syntax, String)] = file.tree.statements.reversed().map { (Syntax($0.item), "") }
            while let (node, context) = stack.popLast() {
                var key: String?
                var members: MemberBlockSyntax?
                var inner = context
                var shown = ""
                if let function = node.as(FunctionDeclSyntax.self) {
                    let parameters = function.signature.parameterClause.parameters
                    let labels = parameters.map { $0.firstName.text + ":" }.joined()
                    let types = parameters.map { $0.type.trimmedDescription.filter { !$0.isWhitespace } }.joined(separator: ",")
                    shown = "\(function.name.text)(\(labels))"
                    key = "func \(context).\(function.name.text)(\(labels))(\(types))"
                } else if let declaration = node.as(ClassDeclSyntax.self) {
                    (shown, members) = (declaration.name.text, declaration.memberBlock)
                } else if let declaration = node.as(StructDeclSyntax.self) {
                    (shown, members) = (declaration.name.text, declaration.memberBlock)
                } else if let declaration = node.as(EnumDeclSyntax.self) {
                    (shown, members) = (declaration.name.text, declaration.memberBlock)
                } else if let declaration = node.as(ActorDeclSyntax.self) {
                    (shown, members) = (declaration.name.text, declaration.memberBlock)
                } else if let declaration = node.as(ExtensionDeclSyntax.self) {
                    // A constrained extension (`where Element == Int`) is a place of its own.
                    let type = declaration.extendedType.trimmedDescription
                        + (declaration.genericWhereClause.map { " " + $0.trimmedDescription } ?? "")
                    inner = context.isEmpty ? type : "\(context).\(type)"
                    stack.append(contentsOf: declaration.memberBlock.members.reversed().map { (Syntax($0.decl), inner) })
                    continue
                }
                if members != nil {
                    key = "type \(context).\(shown)"
                    inner = context.isEmpty ? shown : "\(context).\(shown)"
                }
                if let key {
                    if let first = seen[key] {
                        let firstUnit = unit(of: first)
                        let place = firstUnit.lines.location(ofOffset: first.positionAfterSkippingLeadingTrivia.utf8Offset)
                        let what = context.isEmpty ? InputQuote.quoted(shown) : InputQuote.quoted("\(context).\(shown)")
                        throw error(node, "invalid redeclaration of \(what): \(InputQuote.escaped(firstUnit.file)):\(place.line):\(place.column) declares it too, and Swift refuses the two (rename one, or read only the files of one target)")
                    }
                    seen[key] = node
                }
                if let members {
                    stack.append(contentsOf: members.members.reversed().map { (Syntax($0.decl), inner) })
                }
            }
        }
    }
}
