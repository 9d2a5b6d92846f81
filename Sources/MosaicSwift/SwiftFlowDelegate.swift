import Mosaic
import SwiftSyntax

/// A flow layout's per-section values, read from the file's
/// `UICollectionViewDelegateFlowLayout` methods (`sizeForItemAt`,
/// `insetForSectionAt`, `minimumLineSpacingForSectionAt`,
/// `minimumInteritemSpacingForSectionAt`, `referenceSizeForHeaderInSection`,
/// `referenceSizeForFooterInSection`), as `--format swift` writes them.
///
/// Each method is evaluated for sections 0 through
/// ``SwiftSourceLimits/maximumFlowSections``; the values become a
/// per-section list whose last value serves every later section, so the
/// last two must agree. A method that reads `indexPath.item` is an error:
/// the flow layout's values are per section.
extension SwiftEvaluator {
    /// The delegate methods read, with the parameter each sets.
    private static let flowDelegateParameters: [(method: String, parameters: [String])] = [
        ("sizeForItemAt", ["itemWidth", "itemHeight"]),
        ("insetForSectionAt", ["sectionInset"]),
        ("minimumLineSpacingForSectionAt", ["lineSpacing"]),
        ("minimumInteritemSpacingForSectionAt", ["interitemSpacing"]),
        ("referenceSizeForHeaderInSection", ["headerHeight"]),
        ("referenceSizeForFooterInSection", ["footerHeight"]),
    ]

    /// `parameters` with the values the file's flow layout delegate methods give.
    func applyFlowDelegate(to parameters: inout Parameters, vertical: Bool) throws(SwiftSourceError) {
        let sections = program.limits.maximumFlowSections
        for (method, names) in Self.flowDelegateParameters {
            guard let function = program.flowDelegateMethods[method] else { continue }
            var values: [[ParameterValue]] = Array(repeating: [], count: names.count)
            for section in 0...sections {
                let argument: SwiftValue = method == "sizeForItemAt" ? .indexPath(section: section) : .number(Double(section), .integer)
                let closure = try closure(of: function, in: nil)
                let result = try call(closure, arguments: [.host(.collectionView), .null, argument], at: function.name)
                let converted = try Self.flowValues(result, method: method, vertical: vertical, at: function.name, evaluator: self)
                for index in names.indices { values[index].append(converted[index]) }
            }
            for (index, name) in names.enumerated() {
                var list = values[index]
                guard list[sections] == list[sections - 1] else {
                    throw error(function.name, "\(method) still gives a different value at section \(sections); mosaic reads per-section values that settle by section \(sections - 1) (the last serves every later section)")
                }
                while list.count > 1, list[list.count - 1] == list[list.count - 2] { list.removeLast() }
                do throws(ParameterError) {
                    try parameters.set(name, to: list.count == 1 ? list[0] : .perSection(list))
                } catch {
                    throw self.error(function.name, "\(method): \(error)")
                }
            }
        }
    }

    /// The parameter values one delegate answer stands for.
    private static func flowValues(_ value: SwiftValue, method: String, vertical: Bool, at node: TokenSyntax, evaluator: SwiftEvaluator) throws(SwiftSourceError) -> [ParameterValue] {
        switch (method, value) {
        case ("sizeForItemAt", .cgSize(let size)): return [.number(size.width), .number(size.height)]
        case ("sizeForItemAt", .zero): return [.number(0), .number(0)]
        case ("insetForSectionAt", .insets(let insets)): return [.insets(insets)]
        case ("insetForSectionAt", .zero): return [.insets(.zero)]
        case ("minimumLineSpacingForSectionAt", .number(let number, _)), ("minimumInteritemSpacingForSectionAt", .number(let number, _)):
            return [.number(number)]
        case ("referenceSizeForHeaderInSection", .cgSize(let size)), ("referenceSizeForFooterInSection", .cgSize(let size)):
            return [.number(vertical ? size.height : size.width)]
        case ("referenceSizeForHeaderInSection", .zero), ("referenceSizeForFooterInSection", .zero):
            return [.number(0)]
        default:
            throw evaluator.error(node, "\(method) returned \(value.typeName), not what UICollectionViewDelegateFlowLayout's \(method) returns")
        }
    }
}
