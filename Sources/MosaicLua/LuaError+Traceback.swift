import Mosaic

extension LuaError {
    /// The Lua frames of ``traceback`` on one line, innermost first, for an
    /// error raised in a nested call: `traceback: gen.lua:3 in local 'inner'
    /// < gen.lua:7 in function 'outer' < gen.lua:10 in main chunk`. `nil`
    /// when the error was raised in the main chunk itself (one Lua frame or
    /// none), where the error line says it all.
    ///
    /// Frames in C (`[C]`) are left out; a deep stack shows its first four
    /// and last three frames around `…`. Control characters are escaped.
    package var tracebackLine: String? {
        guard let traceback else { return nil }
        var frames: [String] = []
        var skipped = false
        for line in traceback.split(separator: "\n").dropFirst() {
            let text = line.drop { $0 == "\t" || $0 == " " }
            guard let (file, number, rest) = Self.splitLocation(String(text)), !file.hasPrefix("[") else {
                if text.hasPrefix("...") { skipped = true }
                continue
            }
            let what = rest.hasPrefix("in ") ? String(rest.dropFirst(3)) : rest
            frames.append("\(file):\(number) in \(what)")
        }
        guard frames.count >= 2 else { return nil }
        if frames.count > 7 || skipped {
            let head = frames.prefix(4), tail = frames.suffix(min(3, max(0, frames.count - 4)))
            frames = Array(head) + ["…"] + Array(tail)
        }
        return InputQuote.escapingControls("traceback: " + frames.joined(separator: " < "))
    }
}
