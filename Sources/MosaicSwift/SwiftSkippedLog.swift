import Synchronization

/// The statements with no geometry that reading a layout skipped
/// (``SwiftEvaluator/skipsWithoutGeometry(_:in:)``), for `--verbose`: each
/// once (a section provider runs again for every section), in the order
/// first met, as `file:line:column: skipped STATEMENT (why)` with the
/// statement on one line and cut to ``InputQuote/maximumLength`` characters.
///
/// Shared by every evaluator of a program, those of a section provider
/// too (they run on the threads that prepare), so it is locked. At most
/// ``maximumEntries`` are kept; the rest are counted.
package final class SwiftSkippedLog: Sendable {
    /// The most statements listed.
    package static let maximumEntries = 1_000

    private struct State {
        var entries: [String] = []
        var places: Set<String> = []
        var unlisted = 0
    }
    private let state = Mutex(State())

    package init() {}

    /// Records a statement skipped at `place` (`file:line:column`).
    func record(place: String, _ text: String) {
        state.withLock { state in
            guard state.places.insert(place).inserted else { return }
            if state.entries.count < Self.maximumEntries {
                state.entries.append(place + ": " + text)
            } else {
                state.unlisted += 1
            }
        }
    }

    /// The lines to print: each statement, then how many more were skipped
    /// past ``maximumEntries``.
    ///
    /// - Complexity: O(entries).
    package var lines: [String] {
        state.withLock { state in
            state.entries + (state.unlisted > 0 ? ["… and \(state.unlisted) more statements skipped"] : [])
        }
    }
}
