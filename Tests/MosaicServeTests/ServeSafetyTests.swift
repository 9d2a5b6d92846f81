import Foundation
import Mosaic
@testable import MosaicServe
import Testing

/// An attacker's page, site or request: every bad message gets an `error`
/// and the connection stays up; other sites and rebound names are refused;
/// no path reaches a file that is not the page's.
@Suite("Serve safety")
struct ServeSafetyTests {
    /// Each hostile message, and a fragment of the error it must get.
    static let hostile: [(message: String, error: String)] = [
        ("not json", "not a JSON message"),
        ("[1,2,3]", "expected a message object"),
        (#"{"seq":1}"#, "$.type"),
        (#"{"type":"teleport","seq":2}"#, "unknown message type"),
        (#"{"type":"scroll","seq":3,"offset":{"x":0,"y":1e999}}"#, ""),
        (#"{"type":"scroll","seq":4,"offset":{"x":0,"y":"NaN"}}"#, "$.offset.y"),
        (#"{"type":"scroll","seq":5,"offset":{"x":0,"y":1e13}}"#, "out of range"),
        (#"{"type":"scroll","seq":6,"offset":{"x":0,"y":0},"extra":1}"#, "unknown member"),
        (#"{"type":"scroll","seq":-1,"offset":{"x":0,"y":0}}"#, "$.seq"),
        (#"{"type":"scroll","seq":0.5,"offset":{"x":0,"y":0}}"#, "$.seq"),
        (#"{"type":"items","seq":7,"count":1e12}"#, "$.count"),
        (#"{"type":"items","seq":8,"counts":[6000000,6000000]}"#, "items in all"),
        (#"{"type":"items","seq":9,"counts":[]}"#, "$.counts"),
        (#"{"type":"viewport","seq":10,"width":-1,"height":10}"#, "viewport"),
        (#"{"type":"viewport","seq":11,"width":1e300,"height":10}"#, "viewport"),
        (#"{"type":"set","seq":12,"parameter":"columns","value":1e300}"#, "columns"),
        (#"{"type":"set","seq":13,"parameter":"nope","value":1}"#, "nope"),
        (#"{"type":"set","seq":14,"parameter":"columns","value":{"a":1}}"#, "$.value"),
        (#"{"type":"update","seq":15,"batch":{"insertItems":[[0,99999]]}}"#, "update"),
        (#"{"type":"update","seq":16,"batch":{"insertItems":[[0,1],[0,1]]}}"#, "update"),
        (#"{"type":"sectionScroll","seq":17,"section":99,"offset":0}"#, "section"),
        (#"{"type":"sectionTarget","seq":18,"section":99,"offset":0,"velocity":0}"#, "section"),
        (#"{"type":"target","seq":19,"offset":{"x":0,"y":0},"velocity":{"x":1e309,"y":0}}"#, ""),
        (String(repeating: "[", count: 60_000), "JSON"),
        (#"{"type":"scroll","seq":20,"offset":{"x":0,"y":0},"pad":""# + String(repeating: "a", count: 70_000) + #""}"#, "65536 bytes"),
    ]

    @Test func everyHostileMessageGetsAnErrorAndTheConnectionStaysUp() async throws {
        let running = try await RunningServer.start(try ServeFixtures.waterfall(count: 100))
        defer { Task { await running.stop() } }
        let page = try await running.connectPage()
        let replies = try await offPool {
            var replies: [JSONValue] = []
            for (message, _) in Self.hostile {
                try page.send(message)
                replies.append(try page.receive())
            }
            // Binary frames and invalid UTF-8 are messages too.
            try page.sendFrame(opcode: 2, [0xFF, 0xFE, 0x00, 0x7B])
            replies.append(try page.receive())
            try page.sendFrame(opcode: 1, [0x7B, 0xC3, 0x28, 0x7D])
            replies.append(try page.receive())
            try page.send(#"{"type":"scroll","seq":99,"offset":{"x":0,"y":100}}"#)
            replies.append(try page.receive())
            return replies
        }
        for (index, (message, fragment)) in Self.hostile.enumerated() {
            let reply = replies[index]
            #expect(reply.string("type") == "error", "\(message.prefix(80)) got \(reply.string("type") ?? "?")")
            #expect(fragment.isEmpty || reply.string("message")?.contains(fragment) == true, "\(message.prefix(80)): \(reply.string("message") ?? "")")
            #expect(reply.string("message")?.contains("\n") == false)
        }
        #expect(replies[Self.hostile.count].string("type") == "error")
        #expect(replies[Self.hostile.count + 1].string("type") != "elements")
        let last = try #require(replies.last)
        #expect(last.string("type") == "elements")
        #expect(last.number("seq") == 99)
        // A refused request with a readable seq echoes it.
        #expect(replies[3].number("seq") == 2)
        #expect(replies[12].number("seq") == 9)
    }

    /// A frame past 1 MiB closes that connection (1009); the server goes on.
    @Test func frameOverTheFrameLimitClosesOnlyThatConnection() async throws {
        let running = try await RunningServer.start(try ServeFixtures.waterfall(count: 10))
        defer { Task { await running.stop() } }
        let page = try await running.connectPage()
        let closed = try await offPool { () -> Bool in
            try? page.sendFrame(opcode: 1, Array(repeating: 0x20, count: ServeServer.maximumFrameBytes + 1))
            do {
                _ = try page.receive()
                return false
            } catch {
                return true
            }
        }
        #expect(closed)
        let other = try await running.connectPage()
        let reply = try await offPool {
            try other.send(#"{"type":"scroll","seq":1,"offset":{"x":0,"y":0}}"#)
            return try other.receive()
        }
        #expect(reply.string("type") == "elements")
    }

    /// `Host` must name the server: another name (DNS rebinding), another
    /// port, none at all are refused.
    @Test func requestsForOtherHostsAreRefused() async throws {
        let running = try await RunningServer.start(try ServeFixtures.waterfall(count: 10))
        defer { Task { await running.stop() } }
        let port = running.port
        let statuses = try await offPool {
            try ["127.0.0.1:\(port)", "localhost:\(port)", "LOCALHOST:\(port)", "evil.example:\(port)", "127.0.0.1.evil.example:\(port)",
                 "127.0.0.1:\(port + 1)", "127.0.0.1", "evil.example", nil].map { host -> Int in
                let socket = try RawSocket(port: port)
                try socket.write("GET / HTTP/1.1\r\n" + (host.map { "Host: \($0)\r\n" } ?? "") + "Connection: close\r\n\r\n")
                return PageSocket.status(of: try socket.readHead())
            }
        }
        #expect(statuses[0...2] == [200, 200, 200])
        #expect(statuses[3...].allSatisfy { $0 == 403 || $0 == 400 }, "\(statuses)")
    }

    /// The WebSocket opens only from the page's own origin, at the served address.
    @Test func webSocketsFromOtherOriginsAreRefused() async throws {
        let running = try await RunningServer.start(try ServeFixtures.waterfall(count: 10))
        defer { Task { await running.stop() } }
        let port = running.port
        let statuses = try await offPool {
            let good = "127.0.0.1:\(port)"
            return try [
                (good, "http://127.0.0.1:\(port)"), (good, "http://localhost:\(port)"),
                (good, "http://evil.example"), (good, "http://evil.example:\(port)"), (good, "null"), (good, nil),
                (good, "https://127.0.0.1:\(port)"), (good, "http://127.0.0.1"), (good, "http://127.0.0.1:\(port).evil.example"),
                ("evil.example:\(port)", "http://evil.example:\(port)"), ("evil.example:\(port)", "http://127.0.0.1:\(port)"),
            ].map { try PageSocket.upgradeStatus(port: port, host: $0.0, origin: $0.1) }
        }
        #expect(statuses[0...1] == [101, 101])
        #expect(statuses[2...].allSatisfy { $0 == 403 || $0 == 400 }, "\(statuses)")
    }

    /// No request path, however spelt, reaches a file that is not one of the page's.
    @Test(arguments: [
        "/../../../../etc/passwd", "/%2e%2e/%2e%2e/%2e%2e/etc/passwd", "/..%2f..%2f..%2fetc%2fpasswd", "//etc/passwd",
        "/index.html/../../../Package.swift", "/./index.html/..", "/Resources/index.html", "/%2fetc%2fpasswd",
        "/..\\..\\etc\\passwd", "/index.html%00.js", "/Package.swift", "/.build/debug/mosaic", "/ws/../../etc/passwd",
        "http://127.0.0.1:PORT/../../etc/passwd", "/etc/passwd", "*",
    ])
    func noPathEscapes(path: String) async throws {
        let running = try await RunningServer.start(try ServeFixtures.waterfall(count: 10))
        defer { Task { await running.stop() } }
        let port = running.port
        let (head, body) = try await offPool {
            let socket = try RawSocket(port: port)
            try socket.write("GET \(path.replacingOccurrences(of: "PORT", with: "\(port)")) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n")
            let head = try socket.readHead()
            return (head, String(decoding: socket.readToEnd(), as: UTF8.self))
        }
        #expect([400, 404].contains(PageSocket.status(of: head)), "\(path): \(head)")
        #expect(!body.contains("root:"))
        #expect(!body.contains("PackageDescription"))
    }

    /// The page itself is served, with its media type, and nothing but GET and HEAD.
    @Test func pageIsServedAndOtherMethodsAreRefused() async throws {
        let running = try await RunningServer.start(try ServeFixtures.waterfall(count: 10))
        defer { Task { await running.stop() } }
        let port = running.port
        let heads = try await offPool {
            try ["GET /", "GET /index.html", "HEAD /", "POST /", "PUT /index.html", "DELETE /"].map { line -> String in
                let socket = try RawSocket(port: port)
                try socket.write("\(line) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
                return try socket.readHead()
            }
        }
        #expect(heads.map(PageSocket.status(of:)) == [200, 200, 200, 405, 405, 405])
        #expect(heads[0].lowercased().contains("content-type: text/html"))
    }
}
