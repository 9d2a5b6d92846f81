import Testing
@testable import Mosaic

/// `String.containsControlCharacter`, the byte scan behind every element
/// kind's check, agrees with Unicode's general category Cc everywhere a
/// word-at-a-time scan could go wrong: at each position of a word, across
/// word ends, and for the bytes next to the ones it looks for.
@Suite struct ControlCharacterTests {
    static func byCategory(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }

    @Test func agreesWithTheCategoryAtEveryPosition() {
        let probes: [Character] = ["\u{0}", "\u{1F}", " ", "\u{7F}", "\u{80}", "\u{85}", "\u{9F}", "\u{A0}", "é", "€", "😀", "~", "\u{2028}"]
        for probe in probes {
            for prefix in 0..<20 {
                for suffix in [0, 1, 7, 8, 9] {
                    let text = String(repeating: "a", count: prefix) + String(probe) + String(repeating: "b", count: suffix)
                    #expect(text.containsControlCharacter == Self.byCategory(text), "\(probe.unicodeScalars.map { $0.value }) at \(prefix)+\(suffix)")
                }
            }
        }
    }

    @Test func everyScalarBelow0x800() {
        for value in 0..<0x800 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = "abcdefgh" + String(Character(scalar)) + "ijklmnop"
            #expect(text.containsControlCharacter == Self.byCategory(text), "U+\(String(value, radix: 16))")
        }
    }

    @Test func bridgedAndEmptyText() {
        #expect(!"".containsControlCharacter)
        let long = String(repeating: "kind", count: 100_000)
        #expect(!long.containsControlCharacter)
        #expect((long + "\n").containsControlCharacter)
        #expect(Substring(long + "\t").description.containsControlCharacter)
    }
}
