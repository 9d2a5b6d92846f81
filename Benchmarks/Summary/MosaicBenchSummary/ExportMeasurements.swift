#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Mosaic

/// Streaming a snapshot to a file beside writing the same bytes, already in
/// memory, to the same path: the limit of the disk path.
struct ExportResult {
    /// `LayoutSnapshot.write(as:to:)` into the file.
    var export: Sample
    /// `write(2)` of the finished document into the same file.
    var baseline: Sample
    /// `LayoutSnapshot.write(as:to:)` into a sink that drops the bytes: the exporter alone.
    var exporterAlone: Sample
    /// The document's size.
    var bytes: Int
    /// Whether the file the export wrote holds the bytes of `rendered(as:)`.
    var identical: Bool
}

extension Measurements {
    /// Writes `snapshot` in `format` to `path`, then the same bytes from
    /// memory, alternately, `rounds` times each. Both open the file with
    /// `O_TRUNC` and close it, without `fsync`: the figures are the page
    /// cache's, the same for both.
    static func export(_ snapshot: LayoutSnapshot, as format: ExportFormat, options: RenderOptions,
                       to path: String, rounds: Int) throws -> ExportResult {
        var document = Array(snapshot.rendered(as: format, options: options).utf8)
        var exportTimes: [Sample] = [], baselineTimes: [Sample] = [], aloneTimes: [Sample] = []
        var identical = true
        for round in 0..<rounds {
            let exportFirst = round % 2 == 0
            if !exportFirst { baselineTimes.append(try timeWrite(path) { descriptor in try writeAll(document, to: descriptor) }) }
            exportTimes.append(try timeWrite(path) { descriptor in
                try snapshot.write(as: format, options: options) { bytes in try writeAll(bytes, to: descriptor) }
            })
            if round == 0 {
                identical = (try? Data(contentsOf: URL(fileURLWithPath: path))) == Data(document)
            }
            if exportFirst { baselineTimes.append(try timeWrite(path) { descriptor in try writeAll(document, to: descriptor) }) }
            var dropped = 0
            aloneTimes.append(try Stopwatch.time { try snapshot.write(as: format, options: options) { dropped &+= $0.count } })
            identical = identical && dropped == document.count
        }
        unlink(path)
        let bytes = document.count
        document = []
        return ExportResult(export: exportTimes.median, baseline: baselineTimes.median, exporterAlone: aloneTimes.median,
                            bytes: bytes, identical: identical)
    }

    /// `shortDescription` (the exporters' digits, found without
    /// `description`) against `description`, over the same `count`
    /// fractional values (thirds, tenths, coordinates), alternately; and
    /// whether every text was the same.
    static func numberText(count: Int, rounds: Int) -> (short: Sample, description: Sample, identical: Bool) {
        let values: [Double] = (0..<count).map { index in
            let numerator = Double(index % 100_000), denominator = Double(3 + index % 7)
            return numerator / denominator + 0.1
        }
        var shortTimes: [Sample] = [], descriptionTimes: [Sample] = []
        var shortBytes = 0, descriptionBytes = 0
        for _ in 0..<rounds {
            shortBytes = 0
            descriptionBytes = 0
            shortTimes.append(Stopwatch.time { for value in values { shortBytes &+= value.shortDescription.utf8.count } })
            descriptionTimes.append(Stopwatch.time {
                for value in values { descriptionBytes &+= Self.describe(value).utf8.count }
            })
        }
        let identical = values.prefix(10_000).allSatisfy { value in value.shortDescription == Self.describe(value) }
        return (shortTimes.median, descriptionTimes.median, identical && shortBytes == descriptionBytes)
    }

    /// What `shortDescription` wrote before it had its own digits.
    private static func describe(_ value: Double) -> String {
        if value == value.rounded(), Swift.abs(value) < 9_007_199_254_740_992 { return String(Int64(value)) }
        return value.description
    }

    struct WriteFailure: Error, CustomStringConvertible {
        var description: String
    }

    /// Times opening `path` for writing (truncated), `body`, and closing it.
    private static func timeWrite(_ path: String, _ body: (Int32) throws -> Void) throws -> Sample {
        try Stopwatch.time {
            let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else { throw WriteFailure(description: "cannot open \(path): \(String(cString: strerror(errno)))") }
            defer { close(descriptor) }
            try body(descriptor)
        }
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws {
        try bytes.withUnsafeBytes { try writeAll($0, to: descriptor) }
    }

    private static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) throws {
        var offset = 0
        while offset < bytes.count {
            let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                throw WriteFailure(description: String(cString: strerror(errno)))
            }
            offset += written
        }
    }
}
