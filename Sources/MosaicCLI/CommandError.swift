/// A failure outside the command line itself: a file that cannot be read
/// or written. Its description is the one line `mosaic` prints after `error: `.
struct CommandError: Error, CustomStringConvertible {
    /// What went wrong and where, in one line.
    var description: String

    /// Creates an error with a one-line message.
    init(_ description: String) {
        self.description = description
    }
}
