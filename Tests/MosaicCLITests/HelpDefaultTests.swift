import Foundation
import Testing

/// Every option's help says its default once: ArgumentParser adds
/// "(default: …)" to an option with a default value, so a help text that
/// says it too reads "(default 0: …). (default: 0)".
@Suite("Help: one default per option, and the version")
struct HelpDefaultTests {
    static let commands = ["layout", "layouts", "update", "repl", "run", "batch", "serve"]

    @Test(arguments: commands)
    func eachOptionNamesItsDefaultOnce(command: String) throws {
        let result = try MosaicRunner.run([command, "--help"])
        #expect(result.status == 0)
        // An option's block: its line ("  --name …" or "  -x, --name …") and the indented lines after it.
        var blocks: [String] = []
        for line in result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("  -") { blocks.append(String(line)) } else if line.hasPrefix("      "), !blocks.isEmpty {
                blocks[blocks.count - 1] += " " + line.trimmingCharacters(in: .whitespaces)
            }
        }
        #expect(!blocks.isEmpty)
        for block in blocks {
            let defaults = block.components(separatedBy: "(default").count - 1
            #expect(defaults <= 1, "\(command): \(block)")
        }
    }

    @Test func versionPrintsTheVersionAndExitsZero() throws {
        let result = try MosaicRunner.run(["--version"])
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        #expect(result.standardOutput.range(of: #"^mosaic [0-9]+\.[0-9]+\.[0-9]+\n$"#, options: .regularExpression) != nil, "\(result.standardOutput)")
    }
}
