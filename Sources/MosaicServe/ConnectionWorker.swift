#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Mosaic

/// The thread that owns one page connection's engine (``ServeSession``), and
/// its inbox.
///
/// The connection's reader hands every message over with ``receive(_:)``;
/// the thread takes them one at a time and hands the replies to `output`.
/// The inbox is bounded, whatever the page sends:
/// - a `scroll` replaces the `scroll` waiting before it (and a
///   `sectionScroll` the one waiting for its section): only the latest is
///   answered;
/// - at most ``maximumQueued`` other messages wait; past that they are
///   dropped, and the next reply is one `error` saying how many;
/// - at most ``maximumUnwritten`` replies wait to be written: the thread
///   waits for the writer (and meanwhile the inbox coalesces).
///
/// A new description (``reload(_:)``) or a load error waits in a slot of
/// its own and goes first; a newer one replaces it.
final class ConnectionWorker: @unchecked Sendable {
    /// The most requests other than scrolls that may wait.
    static let maximumQueued = 64
    /// The most replies that may wait to be written.
    static let maximumUnwritten = 8

    /// What waits in the inbox.
    private enum Item {
        case message(ServeMessage)
        case refused(ServeRequestError)
    }

    private enum Control {
        case reload(ServedLayout)
        case forward(BatchUpdate, ServedLayout)
        case loadError(String)
    }

    // Everything below is guarded by `condition`.
    private let condition = NSCondition()
    private var inbox: [Item] = []
    private var controls: [Control] = []
    private var dropped = 0
    private var lastDroppedSeq: Int?
    private var unwritten = 0
    private var closed = false

    private let reader: ServeRequestReader
    private let output: @Sendable (String) -> Void
    private let finished: @Sendable () -> Void

    /// Starts the thread, which builds the engine from `served`.
    ///
    /// - Parameters:
    ///   - output: called on the worker thread with each reply, in order.
    ///   - finished: called on the worker thread as it ends, after ``close()``:
    ///     the last thing the thread does (the server frees the page's place then).
    init(served: ServedLayout, loadError: String?, limits: ServeLimits,
         output: @escaping @Sendable (String) -> Void, finished: @escaping @Sendable () -> Void) {
        reader = ServeRequestReader(maximumItemCount: limits.items)
        self.output = output
        self.finished = finished
        if let loadError { controls.append(.loadError(loadError)) }
        let thread = Thread { [self] in run(served: served, limits: limits) }
        thread.name = Self.threadName
        thread.stackSize = 8 << 20  // Lua plugins recurse in C
        thread.start()
    }

    // MARK: - From the connection

    /// Reads one message and queues it (coalescing scrolls); a message that
    /// cannot be read is queued as its `error`.
    func receive(_ bytes: [UInt8]) {
        let item: Item
        do throws(ServeRequestError) {
            item = .message(try reader.read(bytes))
        } catch {
            item = .refused(error)
        }
        condition.lock()
        defer { condition.unlock() }
        guard !closed else { return }
        if case .message(let message) = item {
            switch message.request {
            case .scroll:
                inbox.removeAll { if case .message(let old) = $0, case .scroll = old.request { true } else { false } }
                inbox.append(item)
                return condition.signal()
            case .sectionScroll(let section, _):
                inbox.removeAll {
                    if case .message(let old) = $0, case .sectionScroll(let oldSection, _) = old.request { oldSection == section } else { false }
                }
                inbox.append(item)
                return condition.signal()
            default:
                break
            }
        }
        let queued = inbox.count { if case .message(let old) = $0, case .scroll = old.request { false } else { true } }
        guard queued < Self.maximumQueued else {
            dropped += 1
            if case .message(let message) = item { lastDroppedSeq = message.seq } else if case .refused(let error) = item { lastDroppedSeq = error.seq }
            return
        }
        inbox.append(item)
        condition.signal()
    }

    /// The requests waiting in the inbox, and those dropped since the last
    /// `busy` error: what bounds the work a flooding page can queue.
    var backlog: (waiting: Int, dropped: Int) {
        condition.lock()
        defer { condition.unlock() }
        return (inbox.count, dropped)
    }

    /// A reply was written: the thread may hand over another.
    func didWrite() {
        condition.lock()
        unwritten -= 1
        condition.signal()
        condition.unlock()
    }

    /// Stops the thread once the message in hand is answered.
    func close() {
        condition.lock()
        closed = true
        condition.signal()
        condition.unlock()
    }

    // MARK: - From the server

    /// Rebuilds the engine from a new description.
    func reload(_ served: ServedLayout) { control(.reload(served)) }

    /// Animates a batch update the REPL made, then takes its description.
    func forward(_ batch: BatchUpdate, then served: ServedLayout) { control(.forward(batch, served)) }

    /// Tells the page that the new version failed to load.
    func loadError(_ message: String) { control(.loadError(message)) }

    private func control(_ control: Control) {
        condition.lock()
        defer { condition.unlock() }
        // Keep the batches (each animates), but only the latest of the rest.
        if case .forward = control {} else {
            controls.removeAll { if case .forward = $0 { false } else { true } }
        }
        if controls.count >= Self.maximumQueued { controls.removeFirst() }
        controls.append(control)
        condition.signal()
    }

    // MARK: - The thread

    private enum Work {
        case item(Item)
        case control(Control)
        case busy(count: Int, seq: Int?)
    }

    private func run(served: ServedLayout, limits: ServeLimits) {
        defer { finished() }
        Self.nameThisThread()
        // A page closed before its engine is built gets none: each later step
        // checks too (`next()`), so a closed page's thread ends after the
        // request in hand.
        guard !isClosed else { return }
        let session = ServeSession(served: served, limits: limits)
        send(session.start())
        while let work = next() {
            switch work {
            case .item(.message(let message)): send(session.handle(message))
            case .item(.refused(let error)): send([ServeSession.error(seq: error.seq, error.message)])
            case .control(.reload(let served)): send(session.reload(served))
            case .control(.forward(let batch, let served)): send(session.forward(batch, then: served))
            case .control(.loadError(let message)): send([ServeSession.loadError(message: message)])
            case .busy(let count, let seq):
                send([ServeSession.error(seq: seq, "busy: \(count) request\(count == 1 ? " was" : "s were") dropped; at most \(Self.maximumQueued) may wait")])
            }
        }
    }

    /// The name an engine thread has in the system (`/proc/PID/task/*/comm`,
    /// at most 15 bytes): how tests and a person count the engines.
    static let threadName = "mosaic-engine"

    /// Names the calling thread (a new thread takes its creator's name on
    /// Linux, and Foundation's `Thread.name` does not reach the system).
    private static func nameThisThread() {
        #if canImport(Glibc)
        // The system's own place for it (pthread_setname_np is not visible to Swift).
        let file = Glibc.open("/proc/thread-self/comm", O_WRONLY)
        guard file >= 0 else { return }
        _ = threadName.utf8CString.withUnsafeBufferPointer { Glibc.write(file, $0.baseAddress, $0.count - 1) }
        Glibc.close(file)
        #endif
    }

    private var isClosed: Bool {
        condition.lock()
        defer { condition.unlock() }
        return closed
    }

    /// The next thing to do, or `nil` once closed.
    private func next() -> Work? {
        condition.lock()
        defer { condition.unlock() }
        while !closed && controls.isEmpty && inbox.isEmpty && dropped == 0 {
            condition.wait()
        }
        if closed { return nil }
        if !controls.isEmpty { return .control(controls.removeFirst()) }
        if dropped > 0 {
            defer { dropped = 0; lastDroppedSeq = nil }
            return .busy(count: dropped, seq: lastDroppedSeq)
        }
        return .item(inbox.removeFirst())
    }

    /// Hands replies to the writer, waiting while too many are unwritten.
    private func send(_ replies: [String]) {
        for reply in replies {
            condition.lock()
            while unwritten >= Self.maximumUnwritten && !closed { condition.wait() }
            if closed { return condition.unlock() }
            unwritten += 1
            condition.unlock()
            output(reply)
        }
    }
}
