import Foundation
import Mosaic
@testable import MosaicServe
import Testing

/// What a connection may hold, and for how long: engine threads (a closed
/// page's place is free only once its thread ends), half-sent and trickled
/// requests, idle keep-alive connections and WebSockets, the socket cap.
/// Every wait is for the server to do something, with a deadline only for
/// the test's own end; nothing is timed.
@Suite("Serve connections")
struct ServeConnectionTests {
    static let hello = #"{"type":"hello","seq":1}"#

    /// Pages that open, ask, and close while their engines prepare keep
    /// their places until their threads end: one more page is refused
    /// meanwhile, and no more engines than the cap ever work at once.
    @Test func closedPagesHoldTheirPlaceUntilTheirThreadEnds() async throws {
        let gate = PrepareGate()
        let limits = ServeLimits(items: 1_000, replyElements: 1_000, connections: 3)
        let running = try await RunningServer.start(try ServeFixtures.gated(gate), limits: limits)
        defer { gate.open(); Task { await running.stop() } }
        let port = running.port
        try await offPool {
            for index in 1...3 {
                let page = try PageSocket(port: port)
                try page.send(Self.hello)
                guard gate.waitForArrivals(index) else { throw RawSocket.Failure(description: "prepare \(index) never started") }
                page.socket.shutdownNow()
            }
        }
        // The three pages are gone; their threads are still preparing.
        let refusals = try await offPool { () -> [String] in
            try (0..<4).map { _ in
                let page = try PageSocket(port: port)
                try? page.send(Self.hello)
                return try page.receive().string("message") ?? ""
            }
        }
        for message in refusals { #expect(message.contains("too many pages open")) }
        #expect(running.server.engineThreadCount == 3)
        #expect(gate.arrivals == 3)
        gate.open()
        #expect(try await Self.eventually { running.server.engineThreadCount == 0 })
        let page = try await running.connectPage()
        _ = page
        #expect(running.server.engineThreadPeak == 3)
    }

    /// A request that never finishes its head, one sent a byte at a time,
    /// and a keep-alive connection left idle are all closed by the server.
    @Test(arguments: ["half", "trickle", "idle"])
    func slowRequestsAreClosed(kind: String) async throws {
        var limits = ServeLimits.standard
        limits.requestTimeout = .milliseconds(500)
        let running = try await RunningServer.start(try ServeFixtures.waterfall(count: 10), limits: limits)
        defer { Task { await running.stop() } }
        let port = running.port
        let closed = try await offPool { () -> Bool in
            let socket = try RawSocket(port: port, timeout: 60)
            switch kind {
            case "half":
                try socket.write("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n")
                return socket.waitForEnd()
            case "trickle":
                // A byte every 100 ms, never the blank line: the clock does not restart per byte.
                let line = Array("GET / HTTP/1.1\r\nX-Slow: \(String(repeating: "a", count: 10_000))".utf8)
                for byte in line {
                    do { try socket.write([byte]) } catch { return true }
                    Thread.sleep(forTimeInterval: 0.1)
                }
                return false
            default:
                try socket.write("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
                _ = try socket.readHead()
                return socket.waitForEnd()
            }
        }
        #expect(closed)
    }

    /// A WebSocket that sends nothing is closed once idle; its place is freed.
    @Test func idleWebSocketsAreClosed() async throws {
        var limits = ServeLimits.standard
        limits.webSocketIdleTimeout = .milliseconds(500)
        let running = try await RunningServer.start(try ServeFixtures.waterfall(count: 10), limits: limits)
        defer { Task { await running.stop() } }
        let port = running.port
        // No hello: a page that owes nothing and is owed nothing (a reply
        // under a loaded machine may take longer than this short timeout).
        let page = try await offPool { try PageSocket(port: port) }
        let closed = try await offPool { () -> Bool in
            // Read until the server ends the connection (a close frame or the end of the stream).
            while true {
                do { _ = try page.receiveFrame() } catch { return true }
            }
        }
        #expect(closed)
        #expect(try await Self.eventually { running.server.engineThreadCount == 0 })
    }

    /// `ping` is answered with `pong`, with no engine work.
    @Test func pingIsAnsweredWithPong() async throws {
        let running = try await RunningServer.start(try ServeFixtures.waterfall(count: 10))
        defer { Task { await running.stop() } }
        let page = try await running.connectPage()
        let reply = try await offPool {
            try page.send(#"{"type":"ping","seq":5}"#)
            return try page.receive()
        }
        #expect(reply.string("type") == "pong")
        #expect(reply.number("seq") == 5)
    }

    /// Past the socket cap, a connection waits; it is served once the
    /// half-sent requests holding the places are closed.
    @Test func socketsPastTheCapWaitTheirTurn() async throws {
        var limits = ServeLimits.standard
        limits.sockets = 4
        limits.requestTimeout = .milliseconds(500)
        let running = try await RunningServer.start(try ServeFixtures.waterfall(count: 10), limits: limits)
        defer { Task { await running.stop() } }
        let port = running.port
        let status = try await offPool { () -> Int in
            let holders = try (0..<12).map { _ in
                let socket = try RawSocket(port: port, timeout: 60)
                try socket.write("GET / HTTP/1.1\r\n")
                return socket
            }
            let socket = try RawSocket(port: port, timeout: 60)
            try socket.write("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
            let status = PageSocket.status(of: try socket.readHead())
            _ = holders
            return status
        }
        #expect(status == 200)
        // One read of the listening socket accepts at most 4: the cap, plus 3.
        #expect(running.server.socketCounts.peak <= limits.sockets + 3)
    }

    /// Polls `condition` until it holds; `false` after `seconds` (the test's
    /// own end, never an assertion on speed).
    static func eventually(seconds: Double = 120, _ condition: @escaping @Sendable () -> Bool) async throws -> Bool {
        try await offPool {
            let deadline = Date(timeIntervalSinceNow: seconds)
            while Date() < deadline {
                if condition() { return true }
                Thread.sleep(forTimeInterval: 0.02)
            }
            return condition()
        }
    }
}
