import Mosaic
import SwiftSyntax

// Overloaded functions of the file, told apart by their argument labels,
// as the compiler tells them apart.
extension SwiftProgram {
    /// The function `name` a call reaches: the first overload whose
    /// parameters the call's labels fit (in order, parameters with defaults
    /// left out, a trailing closure for the last); the first of the name when
    /// none fits (its binding then says what is wrong); `nil` for no function
    /// of that name.
    ///
    /// - Complexity: O(overloads × parameters).
    func function(named name: String, for call: FunctionCallExprSyntax) -> FunctionDeclSyntax? {
        guard let candidates = overloads[name], let first = candidates.first else { return nil }
        if candidates.count == 1 { return first }
        let labels = call.arguments.map { $0.label?.text }
        let trailing = call.trailingClosure != nil
        return candidates.first { Self.fits(labels, trailing: trailing, $0) } ?? first
    }

    /// Whether `labels` (`nil` for none) bind `function`'s parameters as ``SwiftEvaluator`` binds them.
    private static func fits(_ labels: [String?], trailing: Bool, _ function: FunctionDeclSyntax) -> Bool {
        let parameters = Array(function.signature.parameterClause.parameters)
        var given = labels[...]
        for (index, parameter) in parameters.enumerated() {
            let label = parameter.firstName.text == "_" ? nil : parameter.firstName.text
            if let next = given.first, next == label {
                given.removeFirst()
            } else if index == parameters.count - 1, trailing {
                continue
            } else if parameter.defaultValue == nil {
                return false
            }
        }
        return given.isEmpty
    }
}
