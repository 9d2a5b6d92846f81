import Mosaic
import MosaicLua

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One run of `mosaic repl`: reads lines, runs colon commands and Lua
/// chunks, prints results on standard output and errors on standard error.
final class ReplSession {
    /// The Lua side.
    let repl: LuaREPL
    /// Whether standard input is a terminal: prompts, line editing, history.
    let interactive: Bool
    /// Whether any line failed.
    private(set) var failed = false
    /// Watches the current plugin's file while `:watch on`.
    private var watcher: FileWatcher?
    private var quitting = false
    /// The number of the line being run, for messages in a script.
    private var lineNumber = 0
    /// The input line the current (or last) Lua chunk started on.
    private var chunkStart = 0
    /// The page `:serve` serves, told of every change after each line.
    private var serving: ReplServing?

    /// A session over `environment`.
    init(environment: ReplEnvironment, interactive: Bool) throws {
        repl = try LuaREPL(environment: environment)
        self.interactive = interactive
        repl.setPrintHandler { line in Self.output(line) }
    }

    /// The prompt for the next line: `> `, or `>> ` inside a chunk.
    var prompt: String { repl.hasPendingChunk ? ">> " : "> " }

    /// Reads and runs lines until the end of input or `:quit`.
    ///
    /// - Returns: whether the session ends in failure: a script (standard
    /// input not a terminal) in which a line failed.
    func run() -> Bool {
        if interactive {
            ReplInterrupt.install()
            var editor = LineEditor(historyFile: LineEditor.defaultHistoryFile, completer: ReplCompleter(session: self))
            Self.output(greeting)
            reading: while !quitting {
                switch editor.readLine(prompt: prompt, idle: { checkWatch() && publishServed() }) {
                case .line(let line): handle(line)
                case .interrupt: repl.discardPendingChunk()
                case .end:
                    Self.output("")
                    break reading
                }
            }
        } else {
            while !quitting, let line = Swift.readLine(strippingNewline: true) {
                handle(line)
            }
            if repl.hasPendingChunk {
                report("unfinished chunk at the end of the input: " + InputQuote.quoted(repl.pendingChunk.split(separator: "\n").first ?? ""))
            }
        }
        serving?.stop()
        return failed && !interactive
    }

    /// Tells the `:serve` page what changed; `true`, for the line editor's idle hook.
    @discardableResult
    private func publishServed() -> Bool {
        serving?.publish(repl.current)
        return true
    }

    /// Runs one line: a colon command, or part of a Lua chunk.
    func handle(_ line: String) {
        defer { publishServed() }
        lineNumber += 1
        if !interactive { checkWatch() }
        ReplInterrupt.clear()
        if !repl.hasPendingChunk, line.hasPrefix(":") {
            do {
                try repl.usingLayout { try command(line) }
            } catch {
                if ReplInterrupt.wasRequested {
                    if interactive { StandardStreams.writeError("\n") }
                    report("interrupted")
                } else {
                    report(error)
                }
            }
            return
        }
        if !repl.hasPendingChunk, line.allSatisfy({ $0 == " " || $0 == "\t" }) { return }
        if !repl.hasPendingChunk { chunkStart = lineNumber }
        switch repl.evaluate(line: line) {
        case .incomplete:
            break
        case .values(let values):
            if !values.isEmpty { Self.output(values.joined(separator: "\t")) }
        case .failure(let message):
            if ReplInterrupt.wasRequested {
                // The terminal echoed ^C without a line break.
                if interactive { StandardStreams.writeError("\n") }
                report("interrupted")
            } else {
                report(message, chunkStart: chunkStart)
            }
        }
    }

    // MARK: - Colon commands

    private func command(_ line: String) throws {
        let body = line.dropFirst()
        let name = body.prefix { $0 != " " && $0 != "\t" }
        let argument = body.dropFirst(name.count).trimmingSpaces
        func layout() throws -> ReplLayout {
            guard let current = repl.current else {
                throw ReplError("no layout loaded; use :load NAME or mosaic.load(…) first")
            }
            return current
        }
        func requireArgument(_ usage: String) throws {
            if argument.isEmpty { throw ReplError("usage: :\(name) \(usage)") }
        }
        switch name {
        case "load":
            try requireArgument("FILE|NAME")
            let layout = try repl.load(argument)
            watcher = nil
            Self.output(loadedLine(layout))
        case "set":
            let parts = argument.split(separator: " ", maxSplits: 1)
            guard parts.count == 2 else { throw ReplError("usage: :set NAME VALUE") }
            try layout().set(String(parts[0]), parsing: parts[1].trimmingSpaces)
        case "params":
            let current = try layout()
            for (name, value) in current.parameters { Self.output("\(name) = \(value)") }
        case "items":
            let counts = argument.split(separator: ",", omittingEmptySubsequences: false).map { Int($0.trimmingSpaces) }
            guard !counts.isEmpty, counts.allSatisfy({ $0 != nil }) else {
                throw ReplError("usage: :items N[,N…], whole numbers: one section per number")
            }
            try layout().setItems(counts.compactMap { $0 })
        case "data":
            try requireArgument("FILE")
            try layout().setData(file: argument)
        case "viewport":
            let size = try ReplCommands.numbers(argument.lowercased(), count: 2, separator: "x", usage: "WxH, as 390x844")
            try layout().setViewport(width: size[0], height: size[1])
        case "scroll":
            let offset = try ReplCommands.numbers(argument, count: 2, separator: ",", usage: "X,Y, as 0,400")
            try layout().scroll(x: offset[0], y: offset[1])
        case "insets", "safearea", "margins":
            let current = try layout(), environment = current.engine.environment
            let label = ["insets": "content insets", "safearea": "safe area", "margins": "layout margins"][String(name)]!
            guard !argument.isEmpty else {
                let value = name == "insets" ? environment.contentInsets : name == "safearea" ? environment.safeArea : environment.layoutMargins
                Self.output("\(label) \(value)")
                break
            }
            let insets = try ReplCommands.insets(argument, usage: "T,L,B,R or one value, as :\(name) 0,16,0,16")
            switch name {
            case "insets": try current.setContentInsets(insets)
            case "safearea": try current.setSafeArea(insets)
            default: try current.setLayoutMargins(insets)
            }
        case "scale":
            let current = try layout()
            switch argument {
            case "": Self.output(current.engine.environment.displayScale.map { "scale \($0.shortDescription)" } ?? "scale off (exact values)")
            case "off": try current.setDisplayScale(nil)
            default:
                guard let scale = ReplCommands.number(Substring(argument)) else { throw ReplError("usage: :scale 1|2|3|off, as :scale 3") }
                try current.setDisplayScale(scale)
            }
        case "show":
            try show(layout())
        case "query":
            let rect = try ReplCommands.numbers(argument, count: 4, separator: ",", usage: "X,Y,W,H, as 0,0,390,844")
            let answer = try layout().query(Rect(x: rect[0], y: rect[1], width: rect[2], height: rect[3]))
            for attributes in answer.elements { Self.output(ReplCommands.line(attributes)) }
            Self.output(ReplCommands.queryCount(answer))
        case "item":
            let parts = argument.split(separator: " ")
            guard parts.count == 2, let section = Int(parts[0]), let item = Int(parts[1]), section >= 0, item >= 0 else {
                throw ReplError("usage: :item S I, as :item 0 3")
            }
            guard let attributes = try layout().engine.layoutAttributesForItem(at: ItemPath(item: item, section: section)) else {
                throw ReplError("no item \(item) in section \(section)")
            }
            Self.output(ReplCommands.line(attributes))
        case "insert", "delete":
            let usage = ":\(name) S I [N], as :\(name) 0 3 2"
            let values = try ReplCommands.integers(argument, count: 2...3, usage: usage)
            let current = try layout()
            let count = values.count == 3 ? values[2] : 1
            Self.output(name == "insert"
                ? try current.insert(section: values[0], item: values[1], count: count)
                : try current.delete(section: values[0], item: values[1], count: count))
        case "move":
            let values = try ReplCommands.integers(argument, count: 4...4, usage: ":move S I S I, as :move 0 0 0 5")
            Self.output(try layout().move(from: ItemPath(item: values[1], section: values[0]), to: ItemPath(item: values[3], section: values[2])))
        case "measure":
            let parts = argument.split(separator: " ")
            guard parts.count == 4, let section = Int(parts[0]), let item = Int(parts[1]),
                  let width = ReplCommands.number(parts[2]), let height = ReplCommands.number(parts[3])
            else { throw ReplError("usage: :measure S I W H, as :measure 0 3 390 120") }
            let (before, after) = try layout().measure(ItemPath(item: item, section: section), size: Size(width: width, height: height))
            Self.output("item \(section).\(item) wants \(Size(width: width, height: height)); " + ReplLayout.offsetChange(before, after))
        case "selfsize":
            let (count, before, after) = try layout().selfSize()
            Self.output("\(count) size\(count == 1 ? "" : "s") fed back; " + ReplLayout.offsetChange(before, after))
        case "offset":
            let parts = argument.split(separator: " ")
            guard parts.count == 2, let section = Int(parts[0]), let offset = ReplCommands.number(parts[1]) else {
                throw ReplError("usage: :offset S X, as :offset 0 300")
            }
            try layout().setSectionOffset(offset, section: section)
        case "snap" where argument.contains(","), "target":
            // Where the whole content comes to rest: the layout's own targetContentOffset (a plugin's too).
            let parts = argument.split(whereSeparator: { $0 == " " || $0 == "\t" })
            let usage = ":\(name) X,Y [VX,VY], as :\(name) 0,700 0,2"
            guard (1...2).contains(parts.count) else { throw ReplError("usage: \(usage)") }
            let proposed = try ReplCommands.numbers(String(parts[0]), count: 2, separator: ",", usage: "X,Y, as 0,700")
            let velocity = parts.count == 2 ? try ReplCommands.numbers(String(parts[1]), count: 2, separator: ",", usage: "VX,VY, as 0,2") : [0, 0]
            let target = try layout().targetContentOffset(
                proposed: Point(x: proposed[0], y: proposed[1]), velocity: Point(x: velocity[0], y: velocity[1])
            )
            Self.output("\(target.x.shortDescription),\(target.y.shortDescription)")
        case "snap":
            let parts = argument.split(separator: " ")
            guard (2...3).contains(parts.count), let section = Int(parts[0]), let proposed = ReplCommands.number(parts[1]),
                  let velocity = parts.count == 3 ? ReplCommands.number(parts[2]) : 0
            else { throw ReplError("usage: :snap S X [V] (a section) or :snap X,Y [VX,VY] (the content), as :snap 0 200 1.5") }
            Self.output((try layout().targetOffset(section: section, proposed: proposed, velocity: velocity)).shortDescription)
        case "save":
            try requireArgument("FILE")
            let compact = argument.hasSuffix(" --compact")
            let file = compact ? String(argument.dropLast(" --compact".count)) : argument
            try layout().save(to: file, compact: compact)
            Self.output("wrote \(file)")
        case "reload":
            let current = try layout()
            try current.reload()
            Self.output("reloaded \(current.pluginFile ?? current.name)")
        case "watch":
            switch argument {
            case "on":
                let current = try layout()
                guard let file = current.pluginFile else {
                    throw ReplError("'\(current.name)' is a built-in layout; only Lua plugin files are watched")
                }
                let files = current.watchedFiles
                watcher = FileWatcher(paths: files)
                let modules = files.count - 1
                Self.output("watching \(file)" + (modules == 0 ? "" : " and the \(modules) module\(modules == 1 ? "" : "s") it requires"))
            case "off":
                watcher = nil
            default:
                throw ReplError("usage: :watch on|off")
            }
        case "time":
            // A layout not prepared since its last change is prepared first, so there is a time to show.
            let current = try layout()
            try current.prepare()
            Self.output(current.lastPrepareDescription)
        case "help":
            Self.output(ReplCommands.help)
        case "serve":
            let current = try layout()
            if let serving {
                Self.output("serving \(current.name) on \(serving.url)")
                return
            }
            var port = ServeOptions.defaultPort
            if !argument.isEmpty {
                guard let number = Int(argument), (0...65_535).contains(number) else {
                    throw ReplError(":serve [PORT]: expected a port from 0 to 65535 (0: any free one), got \(InputQuote.quoted(String(argument)))")
                }
                port = number
            }
            let started = try ReplServing(current, port: port)
            serving = started
            Self.output(started.url)
        case "quit", "q", "exit":
            quitting = true
        default:
            throw ReplError("unknown command \(InputQuote.quoted(":" + name)); :help lists the commands")
        }
    }

    private func parametersLine(_ layout: ReplLayout) -> String {
        layout.parameters.map { "\($0.name) = \($0.value)" }.joined(separator: ", ")
    }

    /// What ``loadedLine(_:)`` says about `layout`: `fan: 30 items; radius = 300, …`.
    func loadedLine(_ layout: ReplLayout) -> String {
        let count = layout.engine.dataSource.totalItemCount
        let parameters = parametersLine(layout)
        return "\(layout.name): \(count) item\(count == 1 ? "" : "s")" + (parameters.isEmpty ? "" : "; " + parameters)
    }

    /// The first line on a terminal: the layout it started with, if any, and
    /// where to find help.
    var greeting: String {
        guard let current = repl.current else {
            return "Mosaic REPL: no layout loaded; :load NAME|FILE or l = mosaic.load(\"NAME\"). :help lists the commands."
        }
        return "Mosaic REPL: " + loadedLine(current) + ". :help lists the commands."
    }

    private func show(_ layout: ReplLayout) throws {
        var text = try layout.preview()
        if text.hasSuffix("\n") { text.removeLast() }
        Self.output(text)
    }

    /// Between keys: when the watched file changed, reloads and shows
    /// again, and returns `true` (it printed).
    @discardableResult
    func checkWatch() -> Bool {
        guard watcher?.hasChanged() == true, let layout = repl.current else { return false }
        if interactive { Self.output("") }
        do {
            defer { watcher?.watch(layout.watchedFiles) }  // modules it requires from now on, even if it failed
            try layout.reload()
            Self.output("reloaded \(layout.pluginFile ?? layout.name)")
            try show(layout)
        } catch {
            report(error)
        }
        return true
    }

    // MARK: - Output

    /// Prints a line on standard output.
    static func output(_ line: String) {
        try? StandardStreams.write(line + "\n")
    }

    /// Prints an error and remembers that a line failed.
    private func report(_ error: any Error) {
        let message: String
        if let error = error as? ReplError { message = error.description } else { message = ExitStatus.describe(error).message }
        report(message)
    }

    /// Prints `message` after the input line it is about. Read from a
    /// file or a pipe, a chunk's own place (`stdin:2: …`, its second line)
    /// becomes the input's line (`line 5: …` for a chunk that started on
    /// line 4), so that the error names one line, not two.
    private func report(_ message: String, chunkStart: Int? = nil) {
        failed = true
        var message = message
        var line = lineNumber
        if !interactive, let chunkStart, message.hasPrefix("stdin:") {
            let rest = message.dropFirst("stdin:".count)
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            if !digits.isEmpty, digits.count <= 9, let chunkLine = Int(digits), rest.dropFirst(digits.count).hasPrefix(": ") {
                line = chunkStart + chunkLine - 1
                message = String(rest.dropFirst(digits.count + 2))
            }
        }
        let location = interactive ? "" : "line \(line): "
        // One line, control characters escaped, as the command line's errors.
        StandardStreams.writeError("error: " + location + ExitStatus.escapingControlCharacters(message) + "\n")
    }
}
