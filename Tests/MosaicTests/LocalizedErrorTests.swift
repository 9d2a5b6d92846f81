#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Mosaic
import Testing

/// What an app shows for Mosaic's errors: every public error is a
/// `LocalizedError` whose text is the one line the command line prints, and
/// that line names no command-line option (an app has none).
@Suite("Errors: localized text")
struct LocalizedErrorTests {
    /// Real errors, one of each public type, made through the API.
    private func errors() throws -> [any Error] {
        var found: [any Error] = []
        func record(_ body: () throws -> Void) {
            do { try body() } catch { found.append(error) }
        }
        record { _ = try LayoutEngine(layout: FanLayout(), dataSource: DataSource(count: 3), environment: environment(-1, 10)) }
        record { _ = try FanLayout.descriptor.defaultParameters.value(named: "radious") }
        record { _ = try BatchUpdate.parse(json: Array("{".utf8), file: "batch.json") }
        record {
            let engine = try LayoutEngine(layout: FanLayout(), dataSource: DataSource(count: 3), environment: environment(390, 844))
            try engine.performBatchUpdates(BatchUpdate(deleteItems: [ItemPath(item: 7, section: 0)]))
        }
        found.append(CompositionalError(path: "$.sections[0].group", reason: "a group needs at least one item"))
        return found
    }

    @Test("each error's localized text is its description and names no option")
    func localizedTextIsTheDescription() throws {
        let errors = try errors()
        #expect(errors.count == 5)
        let kinds = Set(errors.map { String(describing: type(of: $0)) })
        #expect(kinds == ["LayoutError", "ParameterError", "JSONError", "BatchUpdateError", "CompositionalError"])
        for error in errors {
            let localized = try #require(error as? any LocalizedError, "\(type(of: error)) is not a LocalizedError")
            let text = try #require(localized.errorDescription)
            #expect(text == String(describing: error))
            #expect(!text.isEmpty && !text.contains("\n"))
            #expect(!text.contains("--") && !text.contains(" -p "), "\(text)")
        }
    }
}
