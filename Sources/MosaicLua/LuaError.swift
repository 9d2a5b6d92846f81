import Mosaic

/// A Lua plugin or script that failed: what went wrong and where.
///
/// `description` is one line, `file.lua:12: message`, as the command line
/// prints it; ``traceback`` holds Lua's stack traceback when there is one.
public struct LuaError: Error, Hashable, Sendable {
    /// What kind of failure.
    public enum Kind: Hashable, Sendable {
        /// The text does not compile.
        case syntax
        /// The script raised an error while it ran.
        case runtime
        /// The state ran into its memory limit.
        case memoryLimit
        /// A call ran past its time limit.
        case timeLimit
        /// The file returned something that is not a valid plugin.
        case invalidPlugin
        /// The file could not be read.
        case file
    }

    /// What kind of failure.
    public var kind: Kind
    /// The message, without the file and line.
    public var message: String
    /// The file the error is in, as the plugin was named when loaded.
    public var file: String?
    /// The line in ``file``, when known.
    public var line: Int?
    /// Lua's stack traceback (`stack traceback:` and its lines), when known.
    public var traceback: String?

    /// Creates an error.
    public init(_ kind: Kind, _ message: String, file: String? = nil, line: Int? = nil, traceback: String? = nil) {
        self.kind = kind
        self.message = message
        self.file = file
        self.line = line
        self.traceback = traceback
    }
}

extension LuaError: CustomStringConvertible {
    /// One line: `file.lua:12: message`, `file.lua: message` without a line.
    /// The most characters of a message an error line shows.
    public static let maximumMessageLength = 1000

    public var description: String {
        var text = ""
        if let file {
            text += file
            if let line { text += ":\(line)" }
            text += ": "
        }
        // A script's own message is input: at most 1,000 characters of it.
        let scalars = message.unicodeScalars
        if scalars.count > Self.maximumMessageLength {
            text += String(String.UnicodeScalarView(scalars.prefix(Self.maximumMessageLength))) + "…"
        } else {
            text += message
        }
        // One line, and no control character from the script's text (Lua's
        // `near '…'` quotes it raw) reaches the terminal.
        return InputQuote.escapingControls(text)
    }
}

extension LuaError {
    /// Splits a Lua message into `file:line: rest`, the form Lua gives
    /// runtime and syntax errors.
    ///
    /// Lua shortens long chunk names to `...` and their last characters; when
    /// the shortened name is the end of `knownFile`, the full name is used.
    static func located(_ kind: Kind, message raw: String, knownFile: String?, traceback: String? = nil) -> LuaError {
        guard let (file, line, rest) = splitLocation(raw) else {
            // Raised from C (a refused allocation, a hook in a C function):
            // the innermost Lua line of the traceback is the place.
            let place = traceback.flatMap(firstLuaFrame)
            return LuaError(kind, raw, file: place.map { expand($0.file, knownFile) } ?? knownFile, line: place?.line, traceback: traceback)
        }
        return LuaError(kind, rest, file: expand(file, knownFile), line: line, traceback: traceback)
    }

    /// The full name for a chunk name Lua shortened to `...` and its end.
    static func expand(_ file: String, _ knownFile: String?) -> String {
        if let knownFile, file.hasPrefix("..."), knownFile.hasSuffix(file.dropFirst(3)) { return knownFile }
        return file
    }

    /// The file and line of the first line of a traceback that is in a Lua file.
    static func firstLuaFrame(_ traceback: String) -> (file: String, line: Int)? {
        for line in traceback.split(separator: "\n").dropFirst() {
            let text = line.hasPrefix("\t") ? String(line.dropFirst()) : String(line)
            if let (file, number, _) = splitLocation(text), !file.hasPrefix("[") { return (file, number) }
        }
        return nil
    }

    /// `("file.lua", 12, "message")` from `file.lua:12: message`.
    static func splitLocation(_ text: String) -> (String, Int, String)? {
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count, scalars[index] != "\n" {
            if scalars[index] == ":", index > 0 {
                var end = index + 1
                while end < scalars.count, ("0"..."9").contains(scalars[end]) { end += 1 }
                if end > index + 1, end < scalars.count, scalars[end] == ":",
                   let line = Int(String(String.UnicodeScalarView(scalars[(index + 1)..<end])))
                {
                    let file = String(String.UnicodeScalarView(scalars[..<index]))
                    var restStart = end + 1
                    if restStart < scalars.count, scalars[restStart] == " " { restStart += 1 }
                    return (file, line, String(String.UnicodeScalarView(scalars[restStart...])))
                }
            }
            index += 1
        }
        return nil
    }
}
