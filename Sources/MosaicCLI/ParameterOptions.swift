import ArgumentParser
import Mosaic
import MosaicLua

/// The layout parameters given with `-p NAME=VALUE`, and the compositional
/// spec file given with `--spec FILE`.
struct ParameterOptions: ParsableArguments {
    @Option(
        name: [.customShort("p"), .customLong("parameter")],
        help: ArgumentHelp("Set a layout parameter, such as -p columns=3; repeat for more. 'mosaic layouts' lists them.", valueName: "name=value")
    )
    var assignments: [String] = []

    @Option(help: ArgumentHelp(
        "Describe the compositional layout's sections, groups and items with a JSON spec file (see docs/json-format.md); only with the compositional layout. (default: three sections like a music app's front page, as examples/compositional-vibe.json)",
        valueName: "file"
    ))
    var spec: String?

    @Option(help: ArgumentHelp(
        "Read the layout from UIKit layout code: a file or a folder of .swift files (repeat for more: they are read as one module); the layout is a createLayout() that builds a UICollectionViewCompositionalLayout or UICollectionViewFlowLayout, a layout property, a flow layout subclass, or the layout handed to UICollectionView(frame:collectionViewLayout:). Choose one of several with FILE.swift#NAME, or give a layout function its arguments with 'FILE.swift#NAME(columns: 3)' (see docs/swift.md); with the compositional or flow layout.",
        valueName: "file[#name]"
    ))
    var swift: [String] = []

    /// The file that describes the layout (`--spec` or the first `--swift`), if any: never an output.
    var descriptionFile: String? { spec ?? swiftPaths.first }

    /// The `--swift` paths without their `#NAME`.
    var swiftPaths: [String] { swift.map { reference in reference.firstIndex(of: "#").map { String(reference[..<$0]) } ?? reference } }

    /// Every file that describes the layout, to watch: the spec, or every Swift file and folder read.
    var descriptionFiles: [String] {
        if let spec { return [spec] }
        return SwiftInput.watchedPaths(swift)
    }

    func validate() throws {
        if spec != nil && !swift.isEmpty {
            throw ValidationError("--spec and --swift both describe the layout; give one")
        }
        for assignment in assignments {
            _ = try ArgumentSyntax.assignment(assignment, option: "-p")
        }
    }

    /// Throws unless `--spec` is absent or goes with the compositional
    /// layout `layout` names.
    func checkSpec(layout: String?) throws {
        if !swift.isEmpty, let layout, !SwiftInput.layoutNames.contains(layout) {
            throw ValidationError("--swift reads a UICollectionViewCompositionalLayout or UICollectionViewFlowLayout; use it with 'compositional' or 'flow', not '\(layout)'")
        }
        guard spec != nil, let layout, layout != Self.specLayoutName else { return }
        throw ValidationError("--spec describes a compositional layout; use it with '\(Self.specLayoutName)', not '\(layout)'")
    }

    /// The layout `--spec` goes with.
    static let specLayoutName = CompositionalLayout.descriptor.name

    /// The compositional layout the `--spec` file describes, if one is given.
    ///
    /// - Throws: ``CommandError`` when the file cannot be read, ``JSONError``
    ///   (`file:line:column: $.path: what`) when it is not a valid spec.
    /// - Complexity: O(n) in the size of the file.
    func specDescriptor(layout: String? = nil, environment: LayoutEnvironment = LayoutEnvironment(), limits: LuaLimits) throws -> LayoutDescriptor? {
        if !swift.isEmpty { return try SwiftInput.descriptor(atPaths: swift, layout: layout, environment: environment, limits: limits) }
        guard let spec else { return nil }
        let bytes = try SystemCalls.readFile(atPath: spec, role: "spec file")
        return CompositionalLayout.descriptor(for: try CompositionalConfiguration.parse(json: bytes, file: spec))
    }

    /// The layout `name` stands for: the `--spec` file's for the
    /// compositional layout when one is given, otherwise what `resolver` finds.
    ///
    /// - Throws: what ``specDescriptor()`` and ``LayoutResolver/descriptor(for:)`` throw.
    func descriptor(for name: String, resolver: LayoutResolver, environment: LayoutEnvironment = LayoutEnvironment()) throws -> LayoutDescriptor {
        try checkSpec(layout: name)
        return try specDescriptor(layout: name, environment: environment, limits: resolver.limits) ?? resolver.descriptor(for: name)
    }

    /// The layout's parameters: its defaults, then each assignment in order
    /// (a later one wins).
    ///
    /// - Throws: ``ParameterError`` for an unknown name or a bad value.
    func parameters(for descriptor: LayoutDescriptor) throws -> Parameters {
        var parameters = descriptor.defaultParameters
        for assignment in assignments {
            let (name, value) = try ArgumentSyntax.assignment(assignment, option: "-p")
            try parameters.set(name, parsing: value)
        }
        return parameters
    }
}
