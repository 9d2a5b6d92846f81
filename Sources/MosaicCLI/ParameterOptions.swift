import ArgumentParser
import Mosaic

/// The layout parameters given with `-p NAME=VALUE`.
struct ParameterOptions: ParsableArguments {
    @Option(
        name: [.customShort("p"), .customLong("parameter")],
        help: ArgumentHelp("Set a layout parameter, such as -p columns=3; repeat for more. 'mosaic layouts' lists them.", valueName: "name=value")
    )
    var assignments: [String] = []

    func validate() throws {
        for assignment in assignments {
            _ = try ArgumentSyntax.assignment(assignment, option: "-p")
        }
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
