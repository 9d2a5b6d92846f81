import Mosaic
import SwiftSyntax

// A diffable data source read in a section provider: the data the layout
// is laid out with. `dataSource.snapshot().sectionIdentifiers[sectionIndex]`
// is the identifier the data file gives section `sectionIndex`
// (`{"sections": [{"identifier": "featured", "count": 6}, …]}`), as a case
// of the section type the files declare (`UICollectionViewDiffableDataSource<Section, Item>`):
// by case name, or by raw value. Item identifiers are app data (their
// count is known, their values are not).
//
// | Swift | Value |
// |---|---|
// | `snapshot.sectionIdentifiers`, `dataSource.sectionIdentifier(for: i)` | the data's section identifiers |
// | `snapshot.numberOfSections`, `collectionView.numberOfSections` | the data's section count |
// | `snapshot.numberOfItems(inSection: id)`, `collectionView.numberOfItems(inSection: i)` | that section's item count |
// | `snapshot.numberOfItems`, `snapshot.indexOfSection(id)` | the total; the section's index, or `nil` |
// | `snapshot.itemIdentifiers(inSection: id)`, `snapshot.itemIdentifiers` | as many items as the data has, each app data |
extension SwiftEvaluator {
    /// A property of the data source, its snapshot or the collection view
    /// that is the data (`numberOfSections`); `nil` for another host's.
    func dataProperty(_ name: String, of host: SwiftHost, at node: some SyntaxProtocol) throws(SwiftSourceError) -> SwiftValue? {
        switch (host, name) {
        case (.snapshot(let type), "sectionIdentifiers"):
            let data = try requireData(at: node)
            try countSteps(data.itemCounts.count, at: node)
            try charge(data.itemCounts.count * SwiftEvaluationBudget.valueCost, at: node)
            var identifiers: [SwiftValue] = []
            for section in data.itemCounts.indices {
                identifiers.append(try sectionIdentifier(section, of: data, type: type, at: node))
            }
            return .array(identifiers)
        case (.snapshot, "numberOfSections"), (.collectionView, "numberOfSections"):
            return .number(Double(try requireData(at: node).itemCounts.count), .integer)
        case (.snapshot, "numberOfItems"):
            return .number(Double(try requireData(at: node).itemCounts.reduce(0, +)), .integer)
        case (.snapshot, "itemIdentifiers"):
            return try items(try requireData(at: node).itemCounts.reduce(0, +), at: node)
        case (.snapshot, _), (.dataSource, _):
            throw error(node, "\(quote(name)) of the \(host.typeName) is not known to mosaic; supported: \(Self.supportedData)")
        default:
            return nil
        }
    }

    /// A method of the data source, its snapshot or the collection view
    /// that reads the data; `nil` for another host's.
    func dataMethod(_ name: String, of host: SwiftHost, call: FunctionCallExprSyntax, in scope: Scope) throws(SwiftSourceError) -> SwiftValue? {
        switch (host, name) {
        case (.dataSource(let type), "snapshot"):
            guard call.arguments.isEmpty, call.trailingClosure == nil else { break }
            return .host(.snapshot(sectionType: type))
        case (.dataSource(let type), "sectionIdentifier"):
            let data = try requireData(at: call)
            let section = try index(call, label: "for", in: scope)
            guard data.itemCounts.indices.contains(section) else { return .null }
            return try sectionIdentifier(section, of: data, type: type, at: call)
        case (.collectionView, "numberOfItems"):
            let data = try requireData(at: call)
            let section = try index(call, label: "inSection", in: scope)
            guard data.itemCounts.indices.contains(section) else {
                throw error(call, "section \(section) is out of range: the data has \(data.itemCounts.count) sections (UIKit stops the app here)")
            }
            return .number(Double(data.itemCounts[section]), .integer)
        case (.collectionView, _):
            return nil
        case (.snapshot(let type), "numberOfItems"), (.snapshot(let type), "itemIdentifiers"), (.snapshot(let type), "indexOfSection"):
            let data = try requireData(at: call)
            let label = name == "indexOfSection" ? "" : "inSection"
            guard call.arguments.count == 1, call.trailingClosure == nil, let argument = call.arguments.first, (argument.label?.text ?? "") == label else { break }
            let identifier = try evaluate(argument.expression, in: scope)
            var found: Int?
            for section in data.itemCounts.indices {
                try step(call)
                if try equal(identifier, sectionIdentifier(section, of: data, type: type, at: call), at: argument.expression) {
                    found = section
                    break
                }
            }
            if name == "indexOfSection" { return found.map { .number(Double($0), .integer) } ?? .null }
            guard let found else {
                throw error(argument.expression, "the data has no section \(describe(identifier)) (UIKit stops the app here); the data's sections are named by their \"identifier\"")
            }
            let count = data.itemCounts[found]
            return name == "numberOfItems" ? .number(Double(count), .integer) : try items(count, at: call)
        default:
            break
        }
        guard case .collectionView = host else {
            throw error(call, "calling \(quote(name)) on the \(host.typeName) is not supported; supported: \(Self.supportedData)")
        }
        return nil
    }

    static let supportedData = "dataSource.snapshot(), dataSource.sectionIdentifier(for:), snapshot.sectionIdentifiers, numberOfSections, numberOfItems, numberOfItems(inSection:), itemIdentifiers, itemIdentifiers(inSection:), indexOfSection(_:), collectionView.numberOfSections, collectionView.numberOfItems(inSection:)"

    /// The provider's data, or an error: outside a section provider the
    /// data is not known (the layout is read before any data).
    private func requireData(at node: some SyntaxProtocol) throws(SwiftSourceError) -> SectionProvider.Context {
        guard let data else {
            throw error(node, "\(quote(node.trimmedDescription)) reads the data source outside a section provider; mosaic knows the data only as it lays out sections: read it in the provider (`UICollectionViewCompositionalLayout { sectionIndex, environment in … }`)")
        }
        return data
    }

    /// The one unlabelled-or-`label` integer argument of `call`.
    private func index(_ call: FunctionCallExprSyntax, label: String, in scope: Scope) throws(SwiftSourceError) -> Int {
        guard call.arguments.count == 1, call.trailingClosure == nil, let argument = call.arguments.first, argument.label?.text == label else {
            throw error(call, "\(quote(call.calledExpression.trimmedDescription)) takes one argument, '\(label):'")
        }
        let value = try number(argument.expression, in: scope, expected: .integer)
        guard let index = Int(exactly: value) else { throw error(argument.expression, "a section index is an Int, found \(value.shortDescription)") }
        return index
    }

    /// `count` item identifiers: app data, as many as the data has.
    private func items(_ count: Int, at node: some SyntaxProtocol) throws(SwiftSourceError) -> SwiftValue {
        try countSteps(count, at: node)
        try charge(count * SwiftEvaluationBudget.valueCost, at: node)
        return .array(Array(repeating: .unknown("an item identifier"), count: count))
    }

    /// The identifier of `section` as a value of the data source's section
    /// type: a case of an enum of the files (by name, then raw value), an
    /// `Int`, or a `String`.
    func sectionIdentifier(_ section: Int, of data: SectionProvider.Context, type: String?, at node: some SyntaxProtocol) throws(SwiftSourceError) -> SwiftValue {
        guard data.sectionIdentifiers.indices.contains(section), let text = data.sectionIdentifiers[section] else {
            var failure = error(node, "\(quote(node.trimmedDescription)) reads section \(section)'s identifier, and the data gives it none; name the data's sections: {\"sections\": [{\"identifier\": \"featured\", \"count\": 6}, …]} (docs/json-format.md)")
            failure.isAboutTheData = true
            throw failure
        }
        switch type {
        case nil, "String", "AnyHashable":
            return .string(text)
        case "Int":
            guard let number = Int(text) else {
                throw error(node, "section \(section)'s identifier \(quote(text)) is not an Int, the data source's section type")
            }
            return .number(Double(number), .integer)
        case let type?:
            guard let declaration = program.enums[type] else {
                throw error(node, "the data source's section type \(quote(type)) is not an enum of the files given; give the file that declares it (another --swift), or use String or Int section identifiers")
            }
            let cases = try indexedEnumCases(declaration)
            if let position = cases.byName[text] {
                return .fileEnum(type: type, name: text, raw: cases.cases[position].1)
            }
            for (name, raw) in cases.cases {
                switch raw {
                case .string(let string) where string == text: return .fileEnum(type: type, name: name, raw: raw)
                case .number(let number, _) where Int(text).map(Double.init) == number: return .fileEnum(type: type, name: name, raw: raw)
                default: continue
                }
            }
            throw error(node, "section \(section)'s identifier \(quote(text)) is not a case of \(quote(type)); the data names sections by case name or raw value")
        }
    }
}
