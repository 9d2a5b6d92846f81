/// The text of a Swift file being written: lines indented by four spaces
/// a level, as Xcode and Apple's sample code indent them.
struct SwiftWriterCode {
    /// The lines so far, each ending in a newline.
    private(set) var text = ""
    /// The current indentation level.
    private var level = 0

    /// Adds one line at the current level (an empty line stays empty).
    mutating func line(_ line: String = "") {
        if !line.isEmpty { text += String(repeating: "    ", count: level) + line }
        text += "\n"
    }

    /// Adds `line`, then goes one level in.
    mutating func open(_ line: String) {
        self.line(line)
        level += 1
    }

    /// Goes one level out, then adds `line` (none when `nil`).
    mutating func close(_ line: String? = "}") {
        precondition(level > 0, "closing a level that was never opened")
        level -= 1
        if let line { self.line(line) }
    }

    /// Adds an empty line unless the text is empty or already ends in one,
    /// or in a line that opens a block (`{`, `case 0:`, a closure's `in`).
    mutating func separate() {
        guard !text.isEmpty, !text.hasSuffix("\n\n"), !text.hasSuffix("{\n"), !text.hasSuffix(":\n"), !text.hasSuffix(" in\n") else { return }
        text += "\n"
    }
}
