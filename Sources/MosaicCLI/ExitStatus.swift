import ArgumentParser
import Mosaic
import MosaicLua
import MosaicSwift

/// How `mosaic` ends after an error: one line on standard error, starting
/// with `error: `, and an exit status that says what kind of error it was.
enum ExitStatus {
    /// The command line is wrong: an unknown layout, parameter or option, or a
    /// value of the wrong form or out of range (`EX_USAGE`, as ArgumentParser).
    static let usage: Int32 = 64
    /// Anything else: a file that cannot be read or written, a data file or
    /// layout that is not valid, a Lua plugin that fails or runs past its limits.
    static let failure: Int32 = 1

    /// Reports `error` and exits. Help and version requests print to
    /// standard output and exit with 0.
    static func exit(reporting error: any Error) -> Never {
        if MosaicCommand.exitCode(for: error) == .success {
            MosaicCommand.exit(withError: error)
        }
        let (message, status) = describe(error)
        StandardStreams.writeError("error: " + escapingControlCharacters(message) + "\n")
        SystemCalls.terminate(status)
    }

    /// The one-line message and exit status for an error.
    static func describe(_ error: any Error) -> (message: String, status: Int32) {
        switch error {
        case let error as ParameterError:
            return (error.description, usage)
        case let error as LayoutError:
            // A layout's own failure is reported as the layout said it.
            if case .layoutFailed(_, let underlying) = error { return describe(underlying) }
            return (error.description, error.isInvalidInput ? usage : failure)
        case let error as JSONError:
            return (error.description, failure)
        case let error as CompositionalError:
            return ("layout 'compositional': \(error.description)", failure)
        case let error as BatchUpdateError:
            return (error.description, failure)
        case let error as CommandError:
            return (error.description, failure)
        case let error as LuaError:
            return (error.description, failure)
        case let error as SwiftSourceError:
            return (error.description, failure)
        default:
            let code = MosaicCommand.exitCode(for: error).rawValue
            return (oneLine(MosaicCommand.message(for: error)), code == 0 ? failure : code)
        }
    }

    /// `text` with line breaks and other control characters escaped, so that
    /// a name or value given on the command line cannot break the message
    /// over several lines.
    static func escapingControlCharacters(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}":
                result += "\\u{\(String(scalar.value, radix: 16))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// ArgumentParser's message on one line, starting in lower case as ours do.
    private static func oneLine(_ message: String) -> String {
        let lines = message.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters() }.filter { !$0.isEmpty }
        var text = lines.joined(separator: " ")
        if text.hasPrefix("Error: ") { text.removeFirst("Error: ".count) }
        let characters = Array(text.prefix(2))
        if characters.count == 2, characters[0].isUppercase, characters[1].isLowercase {
            text = characters[0].lowercased() + text.dropFirst()
        }
        return text
    }
}

extension Substring {
    fileprivate func trimmingCharacters() -> String {
        var slice = self
        while slice.first?.isWhitespace == true { slice.removeFirst() }
        while slice.last?.isWhitespace == true { slice.removeLast() }
        return String(slice)
    }
}
