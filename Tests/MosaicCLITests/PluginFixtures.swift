import Foundation
import Mosaic
import Testing

/// Plugin files written for one test, and the comparisons the plugin tests share.
enum PluginFixtures {
    /// A new temporary directory holding `files` (relative path → text),
    /// with any folders they need; removed by the caller.
    static func directory(_ files: [String: String]) throws -> URL {
        let root = try MosaicRunner.temporaryDirectory()
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: false, encoding: .utf8)
        }
        return root
    }

    /// A plugin that puts item `i` of section 0 at (`x`, `i`·size), so that
    /// the x of any frame tells which copy of a plugin ran.
    ///
    /// - Parameters:
    ///   - name: the table's `name`, or `nil` to go by the file name.
    ///   - x: where every item goes across.
    static func marker(name: String? = nil, x: Int) -> String {
        """
        return {
          \(name.map { "name = \"\($0)\"," } ?? "")
          description = "marker at x = \(x)",
          params = { size = { default = 10, min = 1, doc = "side of each item" } },
          prepare = function(ctx)
            local size = ctx.params.size
            for item = 0, ctx:items(0) - 1 do
              ctx:place(0, item, \(x), item * size, size, size)
            end
          end,
        }
        """
    }

    /// The x of every element's frame in a JSON export.
    static func frameXs(_ document: JSONValue) -> [Double] {
        document.elements.map { $0.rect("frame").minX }
    }

    /// The text of a file in the package.
    static func packageFile(_ path: String) throws -> String {
        try String(contentsOf: MosaicRunner.packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    /// The first place where two JSON documents differ, or `nil` when they
    /// have the same shape and strings, and numbers within `tolerance`.
    /// Object members are compared by key, whatever their order.
    static func difference(_ a: JSONValue, _ b: JSONValue, tolerance: Double, path: String = "$") -> String? {
        switch (a.content, b.content) {
        case (.null, .null): return nil
        case (.bool(let x), .bool(let y)): return x == y ? nil : "\(path): \(x) vs \(y)"
        case (.string(let x), .string(let y)): return x == y ? nil : "\(path): \(x) vs \(y)"
        case (.number(let x), .number(let y)): return abs(x - y) <= tolerance ? nil : "\(path): \(x) vs \(y)"
        case (.array(let x), .array(let y)):
            guard x.count == y.count else { return "\(path): \(x.count) vs \(y.count) values" }
            for (index, pair) in zip(x, y).enumerated() {
                if let found = difference(pair.0, pair.1, tolerance: tolerance, path: "\(path)[\(index)]") { return found }
            }
            return nil
        case (.object(let x), .object(let y)):
            guard x.map(\.key).sorted() == y.map(\.key).sorted() else { return "\(path): keys \(x.map(\.key)) vs \(y.map(\.key))" }
            for (key, value) in x {
                if let found = difference(value, b[key]!, tolerance: tolerance, path: "\(path).\(key)") { return found }
            }
            return nil
        default:
            return "\(path): \(a.typeDescription) vs \(b.typeDescription)"
        }
    }
}
