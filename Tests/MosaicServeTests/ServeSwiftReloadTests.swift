import Foundation
import Mosaic
import Testing

/// `mosaic serve --swift FILE`: a saved Swift file that traps in Swift
/// (a backwards range), runs past `--timeout`, or builds past
/// `--max-memory` is a `loadError` naming file:line:column; the server
/// keeps serving the last good layout, and a fixed save reloads.
@Suite("Serve reload of Swift files")
struct ServeSwiftReloadTests {
    /// A compositional layout whose section provider runs `statement` first, rows `height` tall.
    static func layout(height: Int, statement: String = "") -> String {
        """
        import UIKit
        func createLayout() -> UICollectionViewLayout {
            UICollectionViewCompositionalLayout { sectionIndex, environment in
                \(statement)
                let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(\(height)))
                return NSCollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
            }
        }
        """
    }

    static let breakages: [(String, String)] = [
        ("switch sectionIndex { case 5...1: break\ndefault: break }", "5...1 is a backwards range"),
        ("let x = 9007199254740991 * 9007199254740991", "overflows"),
        ("let x = [1][sectionIndex + 3]", "index 3 is out of range"),
        ("var n = 0\nwhile true { n += 1 }", "mosaic stops here"),
        // Past the token limit: refused before parsing, which nothing could stop.
        ("let pad = [" + String(repeating: "1, ", count: 60_000) + "]", "the token limit"),
    ]

    @Test("a broken Swift save is a loadError with file:line:column; the last good layout answers; a fixed save reloads",
          arguments: ServeSwiftReloadTests.breakages.indices)
    func brokenSwiftSaveKeepsTheLastGoodLayout(index: Int) async throws {
        let (statement, words) = Self.breakages[index]
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-serve-swift-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Layout.swift")
        try ServeReloadTests.save(Self.layout(height: 40), to: file)
        let serve = try ServeReloadTests.ServeProcess(["compositional", "--swift", "Layout.swift", "--items", "5,5", "--timeout", "2"], in: folder)
        defer { _ = serve.stop() }
        let port = serve.port
        let seen = try await offPool { () -> [JSONValue] in
            let page = try PageSocket(port: port)
            try page.send(#"{"type":"hello","seq":1}"#)
            var seen = [try page.receive(type: "layout"), try page.receive(type: "elements")]
            try ServeReloadTests.save(Self.layout(height: 60, statement: statement), to: file)
            seen.append(try page.receive(type: "loadError"))
            try page.send(#"{"type":"scroll","seq":2,"offset":{"x":0,"y":10}}"#)
            seen.append(try page.receive(type: "elements"))
            try ServeReloadTests.save(Self.layout(height: 25), to: file)
            seen.append(try page.receive(type: "reloaded"))
            return seen
        }
        let message = seen[2].string("message") ?? ""
        #expect(message.hasPrefix("Layout.swift:"), "\(message)")
        #expect(message.contains(words), "\(message)")
        let kept = seen[3]["elements"]!.array.first { $0.string("category") == "cell" }
        #expect(kept?.rect("frame")?.size.height == 40, "the last good layout answers")
        #expect(seen[4]["layout"] != nil)
        #expect(serve.stop() == 0, "the server is still running")
    }
}
