import Mosaic
import Testing

/// The JSON readers, for the findings their fuzzer made.
enum JSONReader: String, CaseIterable, Sendable {
    case data, spec, batch

    /// Reads `bytes` as this reader's kind of file.
    func read(_ bytes: [UInt8]) throws {
        switch self {
        case .data: _ = try DataSource(json: bytes, file: "data.json")
        case .spec: _ = try CompositionalConfiguration.parse(json: bytes, file: "spec.json")
        case .batch: _ = try BatchUpdate.parse(json: bytes, file: "batch.json")
        }
    }
}

/// Inputs `Fuzz/FuzzJSONReaders` found (`Fuzz/Crashes/FuzzJSONReaders/`):
/// an error line quoted an unknown key with a control character in it raw.
/// DEL and the C1 controls may stand unescaped in a JSON string, and the
/// quoting escaped only what JSON requires (below U+0020), so the line
/// carried them to the terminal. Every reader now quotes through InputQuote.
@Suite("Fuzz findings: error lines of the JSON readers escape control characters")
struct FuzzFindingErrorTextTests {
    @Test("an unknown key with DEL or a C1 control in it", arguments: JSONReader.allCases, ["\u{7F}", "\u{9B}"])
    func unknownKeyWithAControlCharacter(reader: JSONReader, control: String) {
        let text = #"{"m"# + control + #"ve": 1}"#
        do {
            try reader.read(Array(text.utf8))
            Issue.record("\(text.debugDescription) was accepted")
        } catch {
            let message = "\(error)"
            #expect(!message.unicodeScalars.contains { $0.properties.generalCategory == .control }, "\(message.debugDescription)")
        }
    }

    /// `Fuzz/Crashes/FuzzJSONReaders/crash-721050fa…`: a backslash before a
    /// NUL (or another control) made `invalid escape \<NUL>`, raw.
    @Test("an invalid escape of a control character", arguments: JSONReader.allCases, [UInt8(0), 0x1B, 0x7F])
    func invalidEscapeOfAControlCharacter(reader: JSONReader, control: UInt8) {
        let bytes = Array(#"{"k\"#.utf8) + [control] + Array(#"": 1}"#.utf8)
        do {
            try reader.read(bytes)
            Issue.record("accepted")
        } catch {
            let message = "\(error)"
            #expect(!message.unicodeScalars.contains { $0.properties.generalCategory == .control }, "\(message.debugDescription)")
            #expect(message.contains("invalid escape \\\\u{"), "\(message)")
        }
    }

    /// `Fuzz/Crashes/FuzzJSONReaders/error-text-raw-DEL-in-value.json`: a
    /// string value quoted in a message (`unknown arrangement "vert<DEL>cal"`).
    /// The error types escape their whole line now, whatever a message quotes.
    @Test("a bad string value with a control character in it", arguments: [[UInt8(0x7F)], [0xC2, 0x9B]])
    func badValueWithAControlCharacter(control: [UInt8]) {
        let spec = Array(#"{"section": {"group": {"arrangement": "vert"#.utf8) + control
            + Array(#"cal", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 1}}}}}"#.utf8)
        do {
            try JSONReader.spec.read(spec)
            Issue.record("accepted")
        } catch {
            let message = "\(error)"
            #expect(!message.unicodeScalars.contains { $0.properties.generalCategory == .control }, "\(message.debugDescription)")
            #expect(message.contains("unknown arrangement"), "\(message)")
        }
    }
}
