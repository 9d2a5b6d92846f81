import Foundation
import Mosaic
import Testing

/// An input `Fuzz/FuzzJSONReaders` reaches (`Fuzz/Crashes/FuzzJSONReaders/trap-nested-counts-overflow.json`):
/// groups of `count` copies nested four deep, 100,000 each. Compiling the
/// section's group multiplied the item counts unchecked, and 10^20
/// overflowed `Int`: the process died with SIGILL. The reader now refuses
/// counts past the item cap (CompositionalLimits) before anything is compiled.
@Suite("Fuzz findings: nested counts in a compositional spec")
struct FuzzFindingNestedCountsTests {
    /// In a child process, so that a regression traps there, not here.
    @Test("counts whose product passes Int's range are refused, not a trap")
    func nestedCountsPastIntRange() async {
        await #expect(processExitsWith: .success) {
            var group = #"{"size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 1}}}"#
            for _ in 0..<4 {
                group = #"{"arrangement": "vertical", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 100}}, "#
                    + #""subitem": \#(group), "count": 100000}"#
            }
            let spec = #"{"section": {"group": \#(group)}}"#
            do {
                let configuration = try CompositionalConfiguration.parse(json: Array(spec.utf8), file: "nested.json")
                let engine = try LayoutEngine(layout: CompositionalLayout(configuration: configuration), dataSource: DataSource(count: 10))
                try engine.prepare()
                exit(2)  // accepted: it must be refused
            } catch {
                exit("\(error)".contains("holds more than the 10000000 items") ? 0 : 3)
            }
        }
    }
}
