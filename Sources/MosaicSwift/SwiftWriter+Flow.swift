public import Mosaic

extension SwiftWriter {
    /// The Swift source of a flow layout with these parameters:
    /// `createLayout()` returning a configured `UICollectionViewFlowLayout`.
    ///
    /// Values that are the same for every section are the layout's
    /// properties. UIKit asks the flow layout's delegate for values per
    /// section, so a per-section list (`-p sectionInset=0,0,0,0;20,0,0,0`)
    /// also writes a `FlowLayoutDelegate` class adopting
    /// `UICollectionViewDelegateFlowLayout`, whose methods switch on the
    /// section (the last value serves every later section); the layout's
    /// property keeps the first section's value.
    ///
    /// - Parameters:
    ///   - parameters: the flow layout's parameters (``FlowLayout/descriptor``).
    ///   - command: the command that wrote it, for the file's first comment.
    /// - Throws: ``SwiftWriterError`` for an `alignment` other than
    ///   `justified`, which UIKit's flow layout does not have, and for a
    ///   per-section list longer than the Swift reader reads back
    ///   (`SwiftSourceLimits.maximumFlowSections` values).
    /// - Complexity: O(p) for p per-section values.
    public static func source(flow parameters: Parameters, command: String? = nil) throws(SwiftWriterError) -> String {
        let alignment = parameters[FlowLayout.alignment]
        guard alignment == .justified else {
            throw SwiftWriterError(
                path: "alignment",
                reason: "alignment=\(alignment.rawValue) has no UIKit equivalent: UICollectionViewFlowLayout justifies its lines (aligning them takes a subclass, which --format swift does not write); use -p alignment=justified"
            )
        }
        let flow = FlowValues(parameters)
        let readable = SwiftSourceLimits.standard.maximumFlowSections
        for (name, count) in flow.listLengths where count > readable {
            throw SwiftWriterError(
                path: name,
                reason: "\(name) has \(count) per-section values; --format swift writes at most \(readable), as many as mosaic reads back from Swift"
            )
        }
        var code = SwiftWriterCode()
        opening(&code, command: command)
        code.open("func createLayout() -> UICollectionViewLayout {")
        code.line("let layout = UICollectionViewFlowLayout()")
        if !flow.vertical { code.line("layout.scrollDirection = .horizontal") }
        code.line("layout.itemSize = \(SwiftWriterLiterals.cgSize(width: flow.widths.values[0], height: flow.heights.values[0]))")
        code.line("layout.minimumLineSpacing = \(SwiftWriterLiterals.points(flow.lineSpacings.values[0]))")
        code.line("layout.minimumInteritemSpacing = \(SwiftWriterLiterals.points(flow.interitemSpacings.values[0]))")
        if flow.insets.values[0] != .zero { code.line("layout.sectionInset = \(SwiftWriterLiterals.edgeInsets(flow.insets.values[0]))") }
        if flow.headers.values[0] != 0 { code.line("layout.headerReferenceSize = \(flow.referenceSize(flow.headers.values[0]))") }
        if flow.footers.values[0] != 0 { code.line("layout.footerReferenceSize = \(flow.referenceSize(flow.footers.values[0]))") }
        if parameters[FlowLayout.pinHeaders] { code.line("layout.sectionHeadersPinToVisibleBounds = true") }
        if parameters[FlowLayout.pinFooters] { code.line("layout.sectionFootersPinToVisibleBounds = true") }
        switch parameters[FlowLayout.estimatedItemSize] {
        case .size(let estimate):
            if estimate.width > 0 || estimate.height > 0 {
                code.line("layout.estimatedItemSize = \(SwiftWriterLiterals.cgSize(width: estimate.width, height: estimate.height))")
            }
        case .automatic:
            code.line("layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize")
        }
        let reference = parameters[FlowLayout.sectionInsetReference]
        if reference != .fromContentInset { code.line("layout.sectionInsetReference = .\(reference.rawValue)") }
        code.line("return layout")
        code.close()
        if flow.hasPerSectionValues { flow.writeDelegate(&code) }
        return code.text
    }
}

/// The flow layout's per-section parameters, read once.
struct FlowValues {
    let vertical: Bool
    let widths: PerSection<Double>, heights: PerSection<Double>
    let lineSpacings: PerSection<Double>, interitemSpacings: PerSection<Double>
    let insets: PerSection<Insets>
    let headers: PerSection<Double>, footers: PerSection<Double>

    init(_ parameters: Parameters) {
        vertical = parameters[FlowLayout.scrollDirection] == .vertical
        widths = parameters[FlowLayout.itemWidth]
        heights = parameters[FlowLayout.itemHeight]
        lineSpacings = parameters[FlowLayout.lineSpacing]
        interitemSpacings = parameters[FlowLayout.interitemSpacing]
        insets = parameters[FlowLayout.sectionInset]
        headers = parameters[FlowLayout.headerHeight]
        footers = parameters[FlowLayout.footerHeight]
    }

    /// Each per-section parameter's name and its number of values.
    var listLengths: [(name: String, count: Int)] {
        [("itemWidth", widths.values.count), ("itemHeight", heights.values.count), ("lineSpacing", lineSpacings.values.count),
         ("interitemSpacing", interitemSpacings.values.count), ("sectionInset", insets.values.count),
         ("headerHeight", headers.values.count), ("footerHeight", footers.values.count)]
    }

    /// Whether any value differs between sections.
    var hasPerSectionValues: Bool {
        listLengths.contains { $0.count > 1 }
    }

    /// A header's or footer's reference size: its extent along the scroll axis.
    func referenceSize(_ extent: Double) -> String {
        vertical ? SwiftWriterLiterals.cgSize(width: 0, height: extent) : SwiftWriterLiterals.cgSize(width: extent, height: 0)
    }

    /// Writes `FlowLayoutDelegate`, with a method for each value that differs between sections.
    func writeDelegate(_ code: inout SwiftWriterCode) {
        code.line()
        code.line("/// The values that differ between sections, which UICollectionViewFlowLayout")
        code.line("/// asks its delegate for. Make it (or your view controller) the collection")
        code.line("/// view's delegate. The last case serves every later section.")
        code.open("final class FlowLayoutDelegate: NSObject, UICollectionViewDelegateFlowLayout {")
        let prefix = "func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, "
        var methods: [(signature: String, section: String, count: Int, value: (Int) -> String)] = []
        if widths.values.count > 1 || heights.values.count > 1 {
            methods.append(("sizeForItemAt indexPath: IndexPath) -> CGSize", "indexPath.section", max(widths.values.count, heights.values.count),
                            { SwiftWriterLiterals.cgSize(width: widths[$0], height: heights[$0]) }))
        }
        if insets.values.count > 1 {
            methods.append(("insetForSectionAt section: Int) -> UIEdgeInsets", "section", insets.values.count, { SwiftWriterLiterals.edgeInsets(insets[$0]) }))
        }
        if lineSpacings.values.count > 1 {
            methods.append(("minimumLineSpacingForSectionAt section: Int) -> CGFloat", "section", lineSpacings.values.count,
                            { SwiftWriterLiterals.points(lineSpacings[$0]) }))
        }
        if interitemSpacings.values.count > 1 {
            methods.append(("minimumInteritemSpacingForSectionAt section: Int) -> CGFloat", "section", interitemSpacings.values.count,
                            { SwiftWriterLiterals.points(interitemSpacings[$0]) }))
        }
        if headers.values.count > 1 {
            methods.append(("referenceSizeForHeaderInSection section: Int) -> CGSize", "section", headers.values.count, { referenceSize(headers[$0]) }))
        }
        if footers.values.count > 1 {
            methods.append(("referenceSizeForFooterInSection section: Int) -> CGSize", "section", footers.values.count, { referenceSize(footers[$0]) }))
        }
        for (index, method) in methods.enumerated() {
            if index > 0 { code.line() }
            code.open(prefix + method.signature + " {")
            code.line("switch \(method.section) {")
            for section in 0..<method.count {
                code.open(section == method.count - 1 ? "default:" : "case \(section):")
                code.line("return \(method.value(section))")
                code.close(nil)
            }
            code.line("}")
            code.close()
        }
        code.close()
    }
}
