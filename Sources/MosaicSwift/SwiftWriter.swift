public import Mosaic

/// Writes a layout as the UIKit code that builds it: a
/// `func createLayout() -> UICollectionViewLayout` that returns a
/// `UICollectionViewCompositionalLayout` or a configured
/// `UICollectionViewFlowLayout`, as Apple's sample code writes them.
///
/// The code declares each size, item, group, section and boundary view as
/// a `let` constant, and each element kind as a string constant at the top
/// of the function. Sections that differ become a section provider that
/// switches on the section index (the last section's description serves
/// every later section, as the layout does). Every number is written as the
/// shortest decimal that reads back as the same value, so reading the code
/// back (`mosaic layout compositional --swift FILE`) gives the same frames.
///
/// What UIKit's classes cannot say is an error naming it
/// (``SwiftWriterError``): a custom group or a section function written in
/// Lua, an anchor with both an absolute and a fractional offset, a flow
/// layout's `leading` or `center` alignment, and every layout other than
/// the compositional and flow layouts. A compositional layout's preferred
/// size function is no part of UIKit layout code (a self-sizing cell
/// answers for itself), so it becomes a comment. The output is
/// deterministic: the same layout gives the same bytes.
public enum SwiftWriter {
    /// The Swift source of `layout`: a ``CompositionalLayout`` (with its
    /// `scrollDirection` and `interSectionSpacing` parameters applied) or a
    /// ``FlowLayout``.
    ///
    /// - Parameter command: the command that wrote it, for the file's first comment.
    /// - Throws: ``SwiftWriterError`` for another layout, or for what the
    ///   layout has that UIKit cannot say.
    /// - Complexity: O(size of the layout's description).
    public static func source(for layout: any CollectionLayout, command: String? = nil) throws(SwiftWriterError) -> String {
        if let compositional = layout as? CompositionalLayout {
            return try source(compositional: effective(compositional.configuration, parameters: compositional.parameters), command: command)
        }
        if let flow = layout as? FlowLayout {
            return try source(flow: flow.parameters, command: command)
        }
        throw unsupported(layout.name)
    }

    /// The error for a layout that has no UIKit form.
    ///
    /// - Parameters:
    ///   - name: the layout's name.
    ///   - writer: what writes Swift, as the user asked for it: `--format swift`, `:save FILE.swift`.
    public static func unsupported(_ name: String, writer: String = "--format swift") -> SwiftWriterError {
        SwiftWriterError(path: "", reason: "\(name) has no UIKit equivalent; \(writer) writes compositional and flow layouts")
    }

    /// `configuration` with the compositional layout's parameters of the
    /// same names (`scrollDirection`, `interSectionSpacing`) applied, as the
    /// layout applies them.
    public static func effective(_ configuration: CompositionalConfiguration, parameters: Parameters) -> CompositionalConfiguration {
        var effective = configuration
        if let direction = parameters.choice("scrollDirection").flatMap(ScrollDirection.init(rawValue:)) {
            effective.scrollDirection = direction
        }
        if let spacing = parameters.number("interSectionSpacing") {
            effective.interSectionSpacing = spacing
        }
        return effective
    }

    /// The file's opening: what wrote it, and `import UIKit`.
    static func opening(_ code: inout SwiftWriterCode, command: String?) {
        code.line("// Written by mosaic" + (command.map { ": " + SwiftWriterLiterals.commentText($0) } ?? "") + ".")
        code.line("// Add createLayout() to your view controller, or call it as it is.")
        code.line()
        code.line("import UIKit")
        code.line()
    }
}
