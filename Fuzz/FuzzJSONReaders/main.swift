// Fuzzes the JSON parser and every reader behind it: data files, compositional
// spec files, batch-update files and job files (JSON lines).
//
// The first byte picks the reader, so one corpus covers them all:
//   D  a data file (DataSource(json:))
//   S  a compositional spec (CompositionalConfiguration.parse), then a layout
//      made from it prepared on a few items
//   B  a batch-update file (BatchUpdate.parse), then checked against a small
//      data source
//   J  a job file: each line parsed as JSON, as the batch command reads it
//   anything else: every reader, on the whole input
// The rest of the input is the file. Bad input must throw an error whose text
// is one printable line; anything else (a trap, a sanitizer report, a hang,
// an allocation past the RSS limit) is a bug.
//
// The job file's own reader (BatchJobFile, what a line's members mean) lives
// in the MosaicCLI executable, which no other target can link; this harness
// fuzzes the JSON layer it uses, split into lines the same way.
import FuzzSupport
import Mosaic

/// The data a spec's layout is tried on: two sections of a few items.
let trialData = DataSource(sections: [
    (0..<5).map { ItemMetrics(height: Double(40 + 13 * $0)) },
    (0..<3).map { _ in ItemMetrics() },
])

/// The item counts a batch is checked against.
let trialCounts = [30, 5, 9, 0, 12]

func readData(_ bytes: [UInt8]) {
    do {
        let source = try DataSource(json: bytes, file: "data.json")
        _ = source.totalItemCount
    } catch {
        checkErrorLine(error.description, from: "data file")
    }
}

func readSpec(_ bytes: [UInt8]) {
    let configuration: CompositionalConfiguration
    do {
        configuration = try CompositionalConfiguration.parse(json: bytes, file: "spec.json")
    } catch {
        checkErrorLine(error.description, from: "spec file")
        return
    }
    do {
        let layout = CompositionalLayout(configuration: configuration)
        let engine = try LayoutEngine(layout: layout, dataSource: trialData)
        try engine.prepare()
        _ = try engine.allElements()
    } catch {
        checkErrorLine("\(error)", from: "a layout from a spec file")
    }
}

func readBatch(_ bytes: [UInt8]) {
    let update: BatchUpdate
    do {
        update = try BatchUpdate.parse(json: bytes, file: "batch.json")
    } catch {
        checkErrorLine(error.description, from: "batch file")
        return
    }
    do {
        _ = try update.mapping(itemCounts: trialCounts)
    } catch {
        checkErrorLine(error.description, from: "a batch checked")
    }
}

func readJobs(_ bytes: [UInt8]) {
    for line in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
        do {
            _ = try JSONParser.parse(Array(line), file: "jobs.jsonl")
        } catch {
            checkErrorLine(error.description, from: "job file line")
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = Array(UnsafeBufferPointer(start: data, count: size))
    guard let selector = input.first else { return 0 }
    let file = Array(input.dropFirst())
    switch selector {
    case UInt8(ascii: "D"): readData(file)
    case UInt8(ascii: "S"): readSpec(file)
    case UInt8(ascii: "B"): readBatch(file)
    case UInt8(ascii: "J"): readJobs(file)
    default:
        readData(input)
        readSpec(input)
        readBatch(input)
        readJobs(input)
    }
    return 0
}

runFuzzer(fuzz)
