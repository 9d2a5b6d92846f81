import ArgumentParser
import Mosaic

/// How large an input file may be: `--max-input-size`, which holds for
/// every file the command reads (data, spec, batch, job and plugin files);
/// and `--verbose`, which lists what reading Swift layout code skipped.
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

    @Flag(help: "List on stderr the statements with no geometry that reading Swift layout code skipped (print, collectionView.register, delegate assignments…), each as file:line:column and the statement.")
    var verbose = false

    /// Checks the value and makes it the limit of every reader in the
    /// process (``InputFile/maximumSize``), and `--verbose` the setting of
    /// every Swift read (``SwiftInput/listsSkipped``): validation runs
    /// before any file is read.
    func validate() throws {
        InputFile.maximumSize = try maximumSize()
        if verbose { SwiftInput.listsSkipped = true }
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
