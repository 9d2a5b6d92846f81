import Mosaic

/// Telling a `mosaic run` script from a plugin on the plugin path: a file
/// whose first line is a `#!` line that runs `mosaic run`
/// (`#!/usr/bin/env -S mosaic run`, `#!/usr/local/bin/mosaic run --out x`)
/// is a script. `mosaic layouts` lists it as one, not as a broken layout,
/// and `mosaic layout NAME` says how to run it. Any other `#!` line is only
/// a comment: a plugin may have one too (its first line is skipped as
/// `lua` skips it).
enum ScriptFile {
    /// Whether the file at `path` is a script by its first line; `false`
    /// when it cannot be read (loading it as a plugin then says why).
    ///
    /// - Complexity: O(n) for the first line's length.
    static func isScript(atPath path: String) -> Bool {
        guard let bytes = try? InputFile.read(atPath: path, role: "plugin") else { return false }
        return isScript(bytes)
    }

    /// Whether `text` starts (after a UTF-8 byte-order mark) with a `#!`
    /// line in which a word that ends in `mosaic` is followed by the word `run`.
    ///
    /// - Complexity: O(n) for the first line's length.
    static func isScript(_ text: [UInt8]) -> Bool {
        var start = 0
        if text.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        guard text[start...].starts(with: Array("#!".utf8)) else { return false }
        let end = text[start...].firstIndex(of: UInt8(ascii: "\n")) ?? text.endIndex
        let line = String(decoding: text[(start + 2)..<end], as: UTF8.self)
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
        return zip(words, words.dropFirst()).contains { $0.hasSuffix("mosaic") && $1 == "run" }
    }

    /// What a script found where a layout was looked for says: how to run it.
    static func message(_ path: String) -> String {
        "a script for mosaic run, not a layout (its #! line runs mosaic run): run it with mosaic run \(path)"
    }
}
