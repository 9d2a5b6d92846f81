import Foundation
import MosaicBenchmarkSupport

/// `mosaic-bench-summary [--items N] [--quick] [--layout NAME ...] [--section NAME ...]`:
/// measures the engine beside the seed-style baseline in the same run (medians
/// of interleaved samples) and prints the figures, the ratios and whether each
/// target of issues 2, 3, 5, 12 and 22 is met. `--section` (prepare, query, append, lua, selfsizing, parse, export, serve, scroll)
/// measures only those parts. Exits 1 if engine and baseline ever disagree.
@main
struct MosaicBenchSummary {
    static let usage = "usage: mosaic-bench-summary [--items N] [--quick] [--layout NAME ...] [--section NAME ...]"

    static func main() throws {
        var report = SummaryReport(count: 1_000_000, samples: .standard, layouts: BenchmarkLayout.allCases)
        var chosen: [BenchmarkLayout] = []
        var chosenSections: Set<SummaryReport.Section> = []
        var arguments = CommandLine.arguments.dropFirst()
        while let argument = arguments.popFirst() {
            switch argument {
            case "--items":
                guard let text = arguments.popFirst(), let value = Int(text), value >= 1_000 else {
                    fail("--items needs a whole number of at least 1000")
                }
                report.count = value
            case "--quick":
                report.samples = .quick
            case "--layout":
                guard let text = arguments.popFirst(), let layout = BenchmarkLayout(rawValue: text) else {
                    fail("--layout needs one of: \(BenchmarkLayout.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                chosen.append(layout)
            case "--section":
                guard let text = arguments.popFirst(), let section = SummaryReport.Section(rawValue: text) else {
                    fail("--section needs one of: \(SummaryReport.Section.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                chosenSections.insert(section)
            case "-h", "--help":
                print(usage)
                return
            default:
                fail("unknown argument '\(argument)'; \(usage)")
            }
        }
        if !chosen.isEmpty { report.layouts = chosen }
        if !chosenSections.isEmpty { report.sections = chosenSections }
        let identical = try report.run()
        if !identical { exit(1) }
    }

    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("mosaic-bench-summary: \(message)\n".utf8))
        exit(2)
    }
}
