import SwiftSyntax

/// Where each line of a Swift file starts, to turn a byte offset into the
/// `line:column` messages name (1-based; the column in UTF-8 bytes, as the
/// compiler counts). Built from the bytes, not the syntax tree, so that it
/// works before the tree's depth is known to be safe to walk.
struct SwiftSourceLines: Sendable {
    /// The byte offset of each line's first byte.
    private let starts: [Int]

    /// Lines end as the compiler ends them: at a line feed, a carriage
    /// return, or the two together (`\r\n` is one break).
    init(_ bytes: [UInt8]) {
        var starts = [0]
        for (offset, byte) in bytes.enumerated() {
            if byte == 10 || (byte == 13 && (offset + 1 == bytes.count || bytes[offset + 1] != 10)) {
                starts.append(offset + 1)
            }
        }
        self.starts = starts
    }

    /// The line and column of a byte offset.
    func location(ofOffset offset: Int) -> (line: Int, column: Int) {
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - starts[low] + 1)
    }

    /// An error at `node` of file `file`.
    func error(file: String, _ node: some SyntaxProtocol, _ message: String) -> SwiftSourceError {
        error(file: file, offset: node.positionAfterSkippingLeadingTrivia.utf8Offset, message)
    }

    /// An error at byte `offset` of file `file`.
    func error(file: String, offset: Int, _ message: String) -> SwiftSourceError {
        let (line, column) = location(ofOffset: offset)
        return SwiftSourceError(file: file, line: line, column: column, message: message)
    }
}
