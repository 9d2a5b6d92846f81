// Fuzzes the Swift layout reader (MosaicSwift's SwiftLayoutSource): the input
// is a Swift file, parsed with SwiftParser and evaluated, never run; or, when
// its first byte is 0x80 or more, decisions from which SwiftLayoutGenerator
// writes valid layout code, so that most inputs reach the evaluator. Seeds are
// the Swift fixtures and golden files (scripts/fuzz copies them as they are
// now) and Fuzz/Corpus/FuzzSwiftReader.
//
// Bad input must throw a SwiftSourceError whose text is one printable line.
// A file that reads is then laid out on a few items (a section provider runs
// here, section by section), and a compositional layout of sections given as
// data is written back as Swift (SwiftWriter) and read again: the frames of
// both must be the same. Anything else (a trap, a stack overflow, a sanitizer
// report, a hang, memory past the RSS limit) is a bug.
import FuzzSupport
import Mosaic
import MosaicSwift

/// The data a layout is tried on: three sections of a few items.
let trialData = DataSource(sections: [
    (0..<5).map { ItemMetrics(height: Double(40 + 13 * $0)) },
    (0..<3).map { _ in ItemMetrics() },
    (0..<4).map { _ in ItemMetrics() },
])

/// Smaller than the command's, so that each input is quick: the limits'
/// mechanisms are the same. The token limit is the one the generator's
/// large enum is sized around (either side of it).
let limits = SwiftSourceLimits(maximumBytes: 64 << 10, maximumSteps: 20_000, maximumTokens: SwiftLayoutGenerator.tokenLimit)

/// The frames of `layout` on the trial data, or `nil` when it cannot be laid out
/// (checked to be a one-line error).
func frames(_ layout: any CollectionLayout, what: String) -> [String]? {
    do {
        let engine = try LayoutEngine(layout: layout, dataSource: trialData)
        try engine.prepare()
        return try engine.allElements().map { "\($0.category) \($0.kind ?? "") \($0.indexPath) \($0.frame)" }
    } catch {
        checkErrorLine("\(error)", from: what)
        return nil
    }
}

func read(_ bytes: [UInt8]) {
    // A NUL byte starts another file: several files read as one module
    // (names from one used in another); a last part that starts with "#"
    // chooses a layout (`#NAME`, `#NAME(label: value)`).
    let parts = bytes.split(separator: 0, maxSplits: 7, omittingEmptySubsequences: false)
    let files = parts.enumerated().map { SwiftSourceText(path: "fuzz\($0.offset).swift", text: String(decoding: $0.element, as: UTF8.self)) }
    var selector: SwiftLayoutSelector?
    if files.count > 1, let last = files.last, last.text.hasPrefix("#") {
        selector = try? SwiftLayoutSelector(String(last.text.dropFirst()))
    }
    let description: SwiftLayoutDescription
    do {
        description = try SwiftLayoutSource.read(files: selector == nil ? files : Array(files.dropLast()), selector: selector, limits: limits)
    } catch {
        checkErrorLine(error.description, from: "Swift reader")
        return
    }
    switch description {
    case .flow(let parameters):
        do {
            _ = frames(try FlowLayout(parameters: parameters), what: "a flow layout from Swift")
        } catch {
            fuzzCheck(false, "the Swift reader gave parameters the flow layout refuses: \(error)")
        }
    case .compositional(let configuration):
        guard let first = frames(CompositionalLayout(configuration: configuration), what: "a compositional layout from Swift") else { return }
        if case .provider = configuration.sections { return }
        // Written back and read again, the layout must not change.
        guard let written = try? SwiftWriter.source(compositional: configuration) else { return }
        do {
            guard case .compositional(let again) = try SwiftLayoutSource.read(written, path: "written.swift") else {
                fuzzCheck(false, "the written Swift reads back as another layout:\n\(written)")
                return
            }
            let second = frames(CompositionalLayout(configuration: again), what: "the written Swift")
            fuzzCheck(second == first, "the written Swift lays out differently:\n\(written)")
        } catch {
            fuzzCheck(false, "the written Swift does not read back: \(error)\n\(written)")
        }
    }
}

/// The first byte selects the mode: below 0x80 (any text, so the Swift
/// seeds), the input is the Swift file itself; from 0x80, the rest are
/// decisions that generate valid layout code (``SwiftLayoutGenerator``),
/// which reaches the evaluator where random bytes rarely get past the parser.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if let first = bytes.first, first >= 0x80 {
        var generator = SwiftLayoutGenerator(FuzzBytes(Array(bytes.dropFirst())))
        read(Array(generator.file().utf8))
    } else {
        read(bytes)
    }
    return 0
}

runFuzzer(fuzz)
