import CEditLine
import MosaicLua

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Line editing, history and Tab completion on a terminal, through
/// libedit's readline interface. It reads a character at a time (the
/// callback interface), so that between keys the REPL can do other work,
/// such as noticing that a watched file changed.
///
/// There is one terminal, so there is one editor at a time: libedit's state
/// is global.
struct LineEditor {
    /// What one read gave.
    enum Input: Equatable {
        /// A line, without its newline.
        case line(String)
        /// Ctrl-C: the line was abandoned.
        case interrupt
        /// Ctrl-D on an empty line, or the end of input.
        case end
    }

    /// The most lines the history keeps.
    static let historyLength: Int32 = 1000

    /// Where history persists: `$XDG_STATE_HOME/mosaic/history`, else
    /// `~/.local/state/mosaic/history`; `nil` without a home directory.
    static var defaultHistoryFile: String? {
        if let state = SystemCalls.environmentValue("XDG_STATE_HOME"), state.hasPrefix("/") {
            return state + "/mosaic/history"
        }
        guard let home = SystemCalls.environmentValue("HOME"), !home.isEmpty else { return nil }
        return home + "/.local/state/mosaic/history"
    }

    private let historyFile: String?

    // The callback interface hands the line to a C function: it lands here.
    //
    // Sendable audit: `nonisolated(unsafe)` because libedit's callbacks are
    // C functions with no context pointer, so what they reach must be a
    // global. Invariant: the REPL's line editor runs on the main thread
    // only, and libedit calls back only from inside `readLine` on that
    // thread; nothing else reads or writes these. Checked by
    // `ReplRoughEdgeCommandTests.theGreetingNamesTheLayoutAndTabCompletesFilesAndParameters`
    // (a real terminal, through tmux).
    nonisolated(unsafe) private static var received: Input?
    nonisolated(unsafe) static var completer: ReplCompleter?

    /// Sets up libedit: history read from `historyFile` (its directory made
    /// when missing), completion through `completer`.
    init(historyFile: String?, completer: ReplCompleter) {
        self.historyFile = historyFile
        Self.completer = completer
        // '.' and ':' do not break words, so that `math.fl` and `l:sh` complete whole.
        mosaic_rl_configure(strdup("mosaic"), strdup(" \t\n\"'`@$><=;|&{(,)+-*/%^#[]~")) { text, start, _ in
            LineEditor.completer?.matches(text: text.map { String(cString: $0) } ?? "", start: Int(start))
        }
        using_history()
        stifle_history(Self.historyLength)
        if let historyFile {
            Self.makeDirectories(for: historyFile)
            _ = read_history(historyFile)
        }
    }

    /// Reads one line after `prompt`, calling `idle` about four times a
    /// second while no key is pressed; `idle` returns whether it printed,
    /// so that the prompt and the line typed so far are drawn again.
    mutating func readLine(prompt: String, idle: () -> Bool) -> Input {
        Self.received = nil
        rl_callback_handler_install(prompt) { line in
            if let line {
                LineEditor.received = .line(String(cString: line))
                free(line)
            } else {
                LineEditor.received = .end
            }
            rl_callback_handler_remove()
        }
        while Self.received == nil {
            var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, 250)
            if ready > 0, descriptor.revents & Int16(POLLIN) == 0, descriptor.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 {
                // The terminal went away (its window closed): the end of input,
                // not a loop reading nothing forever.
                rl_callback_handler_remove()
                Self.received = .end
            } else if ready > 0 {
                rl_callback_read_char()
            } else if ready == 0 {
                if idle() {
                    _ = rl_on_new_line()
                    rl_forced_update_display()
                }
            } else if errno == EINTR, ReplInterrupt.wasRequested {
                ReplInterrupt.clear()
                rl_callback_handler_remove()
                try? StandardStreams.write("^C\n")
                Self.received = .interrupt
            }
        }
        let input = Self.received!
        if case .line(let line) = input, !line.allSatisfy({ $0 == " " }) {
            _ = add_history(line)
            if let historyFile { _ = write_history(historyFile) }
        }
        return input
    }

    /// Makes the directories above `file`, as `mkdir -p`.
    private static func makeDirectories(for file: String) {
        var path = ""
        for part in file.split(separator: "/").dropLast() {
            path += "/" + part
            if SystemCalls.fileType(atPath: path) == nil { mkdir(path, 0o755) }
        }
    }
}

/// Tab completion for the REPL: colon commands, Lua globals and fields, file
/// names inside a string or after a command that takes a file (from the
/// folder the path names), parameter names after `:set`.
final class ReplCompleter {
    unowned let session: ReplSession
    /// Sendable audit: as ``LineEditor``'s statics, reached from libedit's
    /// completion callback on the main thread only.
    nonisolated(unsafe) private static var candidates: [String] = []
    /// The commands whose argument is a file name.
    static let fileCommands: Set<Substring> = [":load", ":data", ":save"]

    init(session: ReplSession) { self.session = session }

    /// libedit's matches for `text`, which starts at byte `start` in the line.
    func matches(text: String, start: Int) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
        mosaic_rl_setcompletionover(1)
        let line = mosaic_rl_linebuffer().map { String(cString: $0) } ?? ""
        let before = String(decoding: line.utf8.prefix(start), as: UTF8.self)
        if line.hasPrefix(":") {
            if start == 0 { return offer(ReplCommands.all.map { ":" + $0.name }.filter { $0.hasPrefix(text) }, for: text, space: true) }
            let words = before.split(separator: " ", omittingEmptySubsequences: true)
            guard let command = words.first else { return nil }
            if command == ":set", words.count == 1, let layout = session.repl.current {
                return offer(layout.parameters.map(\.name).filter { $0.hasPrefix(text) }, for: text, space: true)
            }
            if command == ":watch", words.count == 1 {
                return offer(["on", "off"].filter { $0.hasPrefix(text) }, for: text, space: false)
            }
            guard Self.fileCommands.contains(command) else { return nil }
            // The path starts after the command and its spaces.
            let argument = before.dropFirst(command.count).drop { $0 == " " || $0 == "\t" }
            return offerFiles(typedBefore: String(argument), text: text)
        }
        // Inside a string: a file name from the opening quote on.
        var quote: Character?
        var opening = before.startIndex
        for index in before.indices where before[index] == "\"" || before[index] == "'" {
            if quote == nil {
                quote = before[index]
                opening = before.index(after: index)
            } else if quote == before[index] {
                quote = nil
            }
        }
        if quote != nil { return offerFiles(typedBefore: String(before[opening...]), text: text) }
        return offer(session.repl.completions(of: text), for: text, space: false)
    }

    /// Offers the file names completing the path typed so far: the part
    /// before the word libedit completes (`typedBefore`, which may hold
    /// characters libedit breaks words at, `/` and `-`) and `text`.
    private func offerFiles(typedBefore: String, text: String) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
        let path = typedBefore + text
        let names = LuaREPL.fileCompletions(of: path, home: SystemCalls.environmentValue("HOME")) { folder in
            SystemCalls.directoryEntries(atPath: folder).map { names in
                names.map { name in
                    LuaREPL.FolderEntry(name: name, isFolder: SystemCalls.fileType(atPath: (folder.hasSuffix("/") ? folder : folder + "/") + name) == .directory)
                }
            }
        }
        // libedit replaces only `text`: offer each name from there on.
        let skip = typedBefore.utf8.count
        return offer(names.map { String(decoding: $0.utf8.dropFirst(skip), as: UTF8.self) }, for: text, space: false)
    }

    /// Offers `names`; when exactly one matches, a space follows it if `space`.
    private func offer(_ names: [String], for text: String, space: Bool) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
        guard !names.isEmpty else { return nil }
        Self.candidates = names
        mosaic_rl_setappendcharacter(names.count == 1 && space ? 32 : 0)
        return rl_completion_matches(text, { _, state in
            let index = Int(state)
            guard ReplCompleter.candidates.indices.contains(index) else { return nil }
            return strdup(ReplCompleter.candidates[index])
        })
    }
}
