import Mosaic
import SwiftSyntax

// Statements with no geometry: `print(…)`, `collectionView.register(…)`,
// `collectionView.delegate = self`, `view.addSubview(…)`,
// `layout.register(…, forDecorationViewOfKind:)`. Real layout code sits
// among them; they are skipped (and listed in ``SwiftEvaluator/skipped``),
// while a call on a layout object that Mosaic does not know stays an error.
extension SwiftEvaluator {
    /// Macros that compile to nothing a layout has: a compiler warning,
    /// a preview for Xcode's canvas. Every other macro is refused.
    static let macrosWithoutGeometry: Set<String> = ["warning", "Preview"]

    /// Functions whose calls only print.
    static let printingFunctions: Set<String> = ["print", "debugPrint", "NSLog", "dump", "os_log"]

    /// Methods of a layout object that change nothing Mosaic lays out.
    static let layoutMethodsWithoutGeometry: Set<String> = ["register", "invalidateLayout"]

    /// Whether the statement `expression` is one with no geometry, which is
    /// then skipped and listed: a call or an assignment whose receiver is
    /// not a layout value of the code (a name the file does not define, as
    /// `collectionView` or `view`, or a property of `self` the file does not
    /// declare), a printing function, or `register` on a layout.
    func skipsWithoutGeometry(_ expression: ExprSyntax, in scope: Scope) throws(SwiftSourceError) -> Bool {
        var receiver: ExprSyntax?
        if let call = expression.as(FunctionCallExprSyntax.self) {
            if let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
                guard Self.printingFunctions.contains(name), scope.lookup(name) == nil, program.overloads[name] == nil else { return false }
                return skip(expression, "printing")
            }
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else { return false }
            if Self.layoutMethodsWithoutGeometry.contains(member.declName.baseName.text), layoutOwner(base, in: scope) {
                return skip(expression, "no geometry")
            }
            receiver = base
        } else if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count >= 3,
                  sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
                  let target = sequence.elements.first?.as(MemberAccessExprSyntax.self), let base = target.base {
            receiver = base
        }
        guard let receiver, isOutsideLayout(receiver, in: scope) else { return false }
        return skip(expression, "not a layout object")
    }

    /// Records a skipped statement (and in the program's ``SwiftSkippedLog``,
    /// the statement on one line, cut to 200 characters); `true`.
    func skip(_ expression: some SyntaxProtocol, _ why: String) -> Bool {
        skipped.append(error(expression, "skipped \(construct(expression)) (\(why))").description)
        if let log = program.skippedLog {
            let at = error(expression, "")
            let place = "\(InputQuote.escaped(at.file)):\(at.line):\(at.column)"
            let statement = expression.trimmedDescription.split(whereSeparator: \.isNewline)
                .map { $0.drop { $0 == " " || $0 == "\t" } }.joined(separator: " ")
            log.record(place: place, "skipped \(InputQuote.quoted(statement)) (\(why))")
        }
        return true
    }

    /// A macro expansion: skipped when it is one of ``macrosWithoutGeometry``
    /// written as a statement, otherwise one refusal at the macro's own
    /// place (its arguments are not evaluated: mosaic does not expand macros).
    func macro(_ node: some SyntaxProtocol, name: String, statement: Bool) throws(SwiftSourceError) {
        if statement, Self.macrosWithoutGeometry.contains(name) {
            _ = skip(node, "no geometry")
            return
        }
        throw error(node, "the macro \(quote("#" + name)) is not supported (mosaic does not expand macros); write the value it stands for")
    }

    /// Whether `base` evaluates to a layout object (without evaluating anything that could fail).
    private func layoutOwner(_ base: ExprSyntax, in scope: Scope) -> Bool {
        guard let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text, let value = scope.lookup(name) else { return false }
        switch value {
        case .compositionalLayout, .flowLayout: return true
        default: return false
        }
    }

    /// Whether a receiver chain (`collectionView`, `self.view`,
    /// `collectionView.layer`) starts at something that is not the code's:
    /// a lower-case name the code does not bind or declare, or `self.NAME`
    /// for a `NAME` the file does not declare.
    private func isOutsideLayout(_ expression: ExprSyntax, in scope: Scope) -> Bool {
        var root = expression
        var afterSelf: String?
        while let member = root.as(MemberAccessExprSyntax.self), let base = member.base {
            if let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text, name == "self" { afterSelf = member.declName.baseName.text }
            root = base
        }
        guard let name = root.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        if name == "self" {
            guard let property = afterSelf else { return false }
            return !declares(property, in: scope)
        }
        guard name.first?.isLowercase == true || name.first == "_" else { return false }
        return !declares(name, in: scope)
    }

    /// Whether `name` is bound in `scope` or declared by the file (a
    /// property declared with a type that is not a layout's, as
    /// `let collectionView: UICollectionView`, is not the layout's).
    private func declares(_ name: String, in scope: Scope) -> Bool {
        if scope.lookup(name) == nil, let type = program.constantTypes[name], SwiftType(typeName: type) == nil,
           !SwiftProgram.isLayoutType(type) {
            return false
        }
        return scope.lookup(name) != nil || program.constants[name] != nil || program.computedProperties[name] != nil
            || program.overloads[name] != nil || program.enums[name] != nil || program.layoutProperties.contains {
                $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
            }
    }
}
