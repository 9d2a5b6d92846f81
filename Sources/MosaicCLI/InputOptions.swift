import ArgumentParser
import Mosaic

/// How large an input file may be: `--max-input-size`, which holds for
/// every file the command reads (data, spec, batch, job and plugin files).
struct InputOptions: ParsableArguments {
    /// The smallest and largest limits, in MiB: 1 KiB, 1 TiB.
    static let sizeRange = (1.0 / 1_024) ... 1_048_576

    @Option(
        name: .customLong("max-input-size"),
        parsing: .unconditional,
        help: ArgumentHelp(
            "The largest file the command reads (data, spec, batch, job and plugin files), in MiB. (default: \(InputFile.defaultMaximumSize >> 20))",
            valueName: "mib"
        )
    )
    var maxInputSize: String?

    /// Checks the value and makes it the limit of every reader in the
    /// process (``InputFile/maximumSize``): validation runs before any file
    /// is read.
    func validate() throws {
        InputFile.maximumSize = try maximumSize()
    }

    /// The limit in bytes.
    ///
    /// - Throws: ``ValidationError`` naming the option for a value that is
    ///   not a number of MiB in range.
    func maximumSize() throws -> Int {
        guard let maxInputSize else { return InputFile.defaultMaximumSize }
        let mebibytes = try ArgumentSyntax.limit(
            maxInputSize, option: "--max-input-size", unit: "MiB",
            minimum: Self.sizeRange.lowerBound, maximum: Self.sizeRange.upperBound
        )
        return Int((mebibytes * 1_048_576).rounded())
    }
}
