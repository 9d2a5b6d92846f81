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
        "Read the layout from UIKit layout code: a createLayout() that builds a UICollectionViewCompositionalLayout or a UICollectionViewFlowLayout (see docs/swift.md); with the compositional or flow layout.",
        valueName: "file"
    ))
    var swift: String?

    /// The file that describes the layout (`--spec` or `--swift`), if any: watched, and never an output.
    var descriptionFile: String? { spec ?? swift }

    func validate() throws {
        if spec != nil && swift != nil {
            throw ValidationError("--spec and --swift both describe the layout; give one")
        }
        for assignment in assignments {
            _ = try ArgumentSyntax.assignment(assignment, option: "-p")
        }
    }

    /// Throws unless `--spec` is absent or goes with the compositional
    /// layout `layout` names.
    func checkSpec(layout: String?) throws {
        if swift != nil, let layout, !SwiftInput.layoutNames.contains(layout) {
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
    func specDescriptor(layout: String? = nil, limits: LuaLimits) throws -> LayoutDescriptor? {
        if let swift { return try SwiftInput.descriptor(atPath: swift, layout: layout, limits: limits) }
        guard let spec else { return nil }
        let bytes = try SystemCalls.readFile(atPath: spec, role: "spec file")
        return CompositionalLayout.descriptor(for: try CompositionalConfiguration.parse(json: bytes, file: spec))
    }

    /// The layout `name` stands for: the `--spec` file's for the
    /// compositional layout when one is given, otherwise what `resolver` finds.
    ///
    /// - Throws: what ``specDescriptor()`` and ``LayoutResolver/descriptor(for:)`` throw.
    func descriptor(for name: String, resolver: LayoutResolver) throws -> LayoutDescriptor {
        try checkSpec(layout: name)
        return try specDescriptor(layout: name, limits: resolver.limits) ?? resolver.descriptor(for: name)
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
