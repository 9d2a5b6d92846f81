/// Why an input file was not read: it is not a regular file, it is larger
/// than the input limit, or the system refused. Its description is one
/// line naming the file: `data file '/dev/zero' is a character device, not
/// a regular file`.
package struct InputFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong.
    package enum Reason: Sendable, Equatable {
        /// The path leads to something other than a regular file.
        case notRegularFile(FileKind)
        /// The file holds more than `limit` bytes.
        case tooLarge(limit: Int)
        /// A system call failed, with the system's reason (`No such file or directory`).
        case system(String)
    }

    /// The file, as given.
    package var path: String
    /// What the file is to the program, for messages: `data file`, `spec file`, `plugin`.
    package var role: String
    /// What went wrong.
    package var reason: Reason

    /// Creates an error.
    package init(path: String, role: String, reason: Reason) {
        self.path = path
        self.role = role
        self.reason = reason
    }

    /// What went wrong, without the file's name: `it is a character device,
    /// not a regular file`, `it is larger than the input limit of 256 MiB`,
    /// `No such file or directory`. (The `mosaic` command adds how to raise
    /// the limit: `(--max-input-size)`.)
    package var reasonDescription: String {
        switch reason {
        case .notRegularFile(let kind): "it is \(kind), not a regular file"
        case .tooLarge(let limit): "it is larger than the input limit of \(Self.size(limit))" + LimitHints.suffix(for: .inputSize)
        case .system(let text): text
        }
    }

    /// The one-line message.
    package var description: String {
        let path = InputQuote.quoted(self.path)
        return switch reason {
        case .notRegularFile(let kind): "\(role) \(path) is \(kind), not a regular file"
        case .tooLarge(let limit): "\(role) \(path) is larger than the input limit of \(Self.size(limit))" + LimitHints.suffix(for: .inputSize)
        case .system(let text): "cannot read \(role) \(path): \(text)"
        }
    }

    /// `256 MiB` for whole mebibytes, `1000 bytes` otherwise.
    static func size(_ bytes: Int) -> String {
        bytes > 0 && bytes % (1 << 20) == 0 ? "\(bytes >> 20) MiB" : (bytes == 1 ? "1 byte" : "\(bytes) bytes")
    }
}
