import Foundation
import Mosaic
import Testing

/// `mosaic serve` as a process under load, on 127.0.0.1 only: many pages
/// opening and closing at once, slow and half-sent requests past the socket
/// cap, replies at huge viewports over a million items. It asserts counts
/// and bounds read from outside (/proc: engine threads, open descriptors,
/// peak memory), never how long anything took; the deadlines are only for
/// the test's own end.
///
/// Not under ThreadSanitizer, whose slowdown makes a million-item server
/// under load a test of the machine (the server's threads are checked
/// there by the other serve suites); under AddressSanitizer the peak is
/// not asserted (its shadow memory multiplies it), everything else is.
@Suite("Serve load", .serialized,
       .disabled(if: ProcessInfo.processInfo.environment["MOSAIC_SANITIZER"] == "thread", "ThreadSanitizer's slowdown"))
struct ServeLoadTests {
    static let pages = 16
    static let sockets = 48

    static func start(addressSpaceKB: Int? = nil) throws -> ServeProcess {
        try ServeProcess([
            "waterfall", "--items", "20000", "--heights", "50:500", "--seed", "7",
            "--max-pages", "\(pages)", "--max-sockets", "\(sockets)", "--request-timeout", "1", "--idle-timeout", "60",
        ], addressSpaceKB: addressSpaceKB)
    }

    /// Samples a figure of the server on a thread of its own until stopped; the largest seen.
    final class Sampler: @unchecked Sendable {
        private let lock = NSLock()
        private var most = 0
        private var running = true
        private let done = DispatchSemaphore(value: 0)

        init(_ read: @escaping @Sendable () -> Int) {
            Thread { [self] in
                while lock.withLock({ running }) {
                    let value = read()
                    lock.withLock { most = max(most, value) }
                    Thread.sleep(forTimeInterval: 0.005)
                }
                done.signal()
            }.start()
        }

        func stop() -> Int {
            lock.withLock { running = false }
            done.wait()
            return lock.withLock { most }
        }
    }

    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func add() { lock.withLock { count += 1 } }
        var value: Int { lock.withLock { count } }
    }

    /// Runs `body` on `count` threads at once; waits for them all.
    static func concurrently(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
        let group = DispatchGroup()
        for index in 0..<count {
            group.enter()
            Thread {
                body(index)
                group.leave()
            }.start()
        }
        group.wait()
    }

    /// 60 pages open, say hello and close at once, three times over: no
    /// more engine threads than the cap ever live, and all end.
    @Test func pagesOpeningAndClosingNeverPassTheEngineCap() async throws {
        let server = try Self.start()
        defer { server.stop() }
        let port = server.port
        let threads = Sampler { server.engineThreads }
        for _ in 0..<3 {
            Self.concurrently(60) { _ in
                guard let page = try? PageSocket(port: port) else { return }
                try? page.send(#"{"type":"hello","seq":1,"viewport":{"width":390,"height":844}}"#)
                page.socket.shutdownNow()
            }
        }
        // The pages are gone: every engine thread ends.
        #expect(try await ServeConnectionTests.eventually { server.engineThreads == 0 })
        let most = threads.stop()
        #expect(most <= Self.pages, "\(most) engine threads at once")
        #expect(most > 0, "the sampler never saw an engine thread: /proc/PID/task names are not read")
        // And the server still serves a page.
        let page = try PageSocket(port: port)
        try page.send(#"{"type":"hello","seq":1}"#)
        #expect(try page.receive(type: "elements").string("type") == "elements")
        #expect(server.isRunning)
    }

    /// 150 connections that never finish their request: the server holds at
    /// most the socket cap of them, closes each after the request timeout,
    /// and serves the page all the same.
    @Test func halfSentRequestsAreBoundedAndClosed() async throws {
        let server = try Self.start()
        defer { server.stop() }
        let port = server.port
        let baseline = server.openDescriptors
        let descriptors = Sampler { server.openDescriptors }
        let closedByServer = Counter()
        Self.concurrently(150) { index in
            guard let socket = try? RawSocket(port: port, timeout: 120) else { return }
            // Half a head, or a head sent a byte at a time.
            let text = "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nX-Slow: " + String(repeating: "a", count: 200)
            if index % 2 == 0 {
                try? socket.write(text)
            } else {
                for byte in text.utf8 {
                    guard (try? socket.write([byte])) != nil else { break }
                    Thread.sleep(forTimeInterval: 0.05)
                }
            }
            if socket.waitForEnd() { closedByServer.add() }
        }
        let socket = try RawSocket(port: port, timeout: 120)
        try socket.write("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n")
        #expect(PageSocket.status(of: try socket.readHead()) == 200)
        let most = descriptors.stop()
        // The cap, plus the 3 one read of the listening socket may accept past it.
        #expect(most - baseline <= Self.sockets + 3, "\(most - baseline) connections open at once")
        #expect(closedByServer.value == 150)
        #expect(server.isRunning)
    }

    /// A million items, a viewport of 1e9 points and an update: each reply
    /// lists 20,000 elements and counts the rest, and the server's peak
    /// memory grows by far less than collecting them all took (1.4 GB).
    @Test func hugeViewportRepliesAreCappedBeforeTheyAreBuilt() async throws {
        let server = try Self.start()
        defer { server.stop() }
        let page = try PageSocket(port: server.port)
        try page.send(#"{"type":"hello","seq":1}"#)
        _ = try page.receive(type: "elements")
        try page.send(#"{"type":"items","seq":2,"count":1000000}"#)
        _ = try page.receive(type: "elements")
        let before = server.peakMB
        try page.send(#"{"type":"viewport","seq":3,"width":1000000000,"height":1000000000}"#)
        let elements = try page.receive(type: "elements")
        #expect(elements["elements"]!.array.count == ElementCap.standard)
        #expect(elements.number("omitted").map { Int($0) + ElementCap.standard } == 1_000_000)
        try page.send(#"{"type":"update","seq":4,"batch":{"insertItems":[[0,0]]}}"#)
        let animate = try page.receive(type: "animate")
        #expect(animate["elements"]!.array.count == ElementCap.standard)
        #expect(animate.number("omitted").map { Int($0) + ElementCap.standard } == 1_000_001)
        let growth = server.peakMB - before
        if ProcessInfo.processInfo.environment["MOSAIC_SANITIZER"] == nil {
            #expect(growth <= Self.hugeViewportGrowthMB, "peak grew by \(growth) MB")
        }
        #expect(server.isRunning)
    }

    /// What a million-item update may add to the peak: the cache kept from
    /// before the update (the plan compares both), the mapping, 20,000
    /// entries and their JSON. Collecting every element took 1,440 MB.
    static let hugeViewportGrowthMB = 400
}
