import Foundation
import Mosaic
@testable import MosaicServe
import Testing

/// A page that floods the server cannot make it queue unbounded work:
/// scrolls coalesce to the latest, other requests wait up to a bound and
/// the rest are answered with one `busy` error. Counted, never timed.
@Suite("Serve flood")
struct ServeFloodTests {
    /// The replies a worker hands over, held back (not "written") until released.
    final class Writer: @unchecked Sendable {
        private let condition = NSCondition()
        private(set) var replies: [String] = []
        private var released = false
        var worker: ConnectionWorker?

        func output(_ reply: String) {
            condition.lock()
            replies.append(reply)
            let release = released
            condition.broadcast()
            condition.unlock()
            if release { worker?.didWrite() }
        }

        /// Waits until `count` replies have been handed over (the worker's
        /// thread makes them); no deadline: a worker that never does fails
        /// the test by the runner's own limit, not by a clock here.
        func waitFor(_ count: Int) {
            condition.lock()
            while replies.count < count { condition.wait() }
            condition.unlock()
        }

        /// Lets the held replies and all later ones be written.
        func release() {
            condition.lock()
            released = true
            let held = replies.count
            condition.unlock()
            for _ in 0..<held { worker?.didWrite() }
        }

        var all: [String] {
            condition.lock()
            defer { condition.unlock() }
            return replies
        }
    }

    @Test func floodIsCoalescedAndBounded() async throws {
        let writer = Writer()
        let worker = ConnectionWorker(
            served: try ServeFixtures.waterfall(count: 1_000), loadError: nil, limits: .standard,
            output: { writer.output($0) }, finished: {}
        )
        writer.worker = worker
        defer { worker.close() }
        let unwritten = ConnectionWorker.maximumUnwritten
        // Fill the replies the worker may have unwritten, and one more that it holds.
        for seq in 0...unwritten {
            worker.receive(Array(#"{"type":"target","seq":\#(seq),"offset":{"x":0,"y":0},"velocity":{"x":0,"y":0}}"#.utf8))
        }
        try await offPool { writer.waitFor(unwritten) }
        // The worker now waits for the writer; the page floods.
        let scrolls = 10_000, sets = 200
        for seq in 0..<scrolls {
            worker.receive(Array(#"{"type":"scroll","seq":\#(1_000 + seq),"offset":{"x":0,"y":\#(seq)}}"#.utf8))
        }
        for seq in 0..<sets {
            worker.receive(Array(#"{"type":"set","seq":\#(100_000 + seq),"parameter":"columns","value":\#(2 + seq % 3)}"#.utf8))
        }
        let backlog = worker.backlog
        #expect(backlog.waiting == ConnectionWorker.maximumQueued + 1)  // the latest scroll and the queued sets
        #expect(backlog.dropped == sets - ConnectionWorker.maximumQueued)
        // Released, the worker answers: the targets, one busy error, the
        // queued sets (layout and elements each), then only the last scroll.
        writer.release()
        let expected = (unwritten + 1) + 1 + 2 * ConnectionWorker.maximumQueued + 1
        try await offPool { writer.waitFor(expected) }
        let replies = writer.all.map { try! JSONParser.parse($0) }
        #expect(replies.count == expected)
        #expect(replies.filter { $0.string("type") == "error" }.count == 1)
        #expect(replies.first { $0.string("type") == "error" }?.string("message")?.hasPrefix("busy") == true)
        let scrollReplies = replies.filter { ($0.number("seq") ?? 0) >= 1_000 && ($0.number("seq") ?? 0) < 100_000 }
        #expect(scrollReplies.map { $0.number("seq") } == [Double(1_000 + scrolls - 1)])
    }

    /// A reply lists at most the limit's elements and says how many it left out.
    @Test func elementsPastTheLimitAreLeftOutAndCounted() async throws {
        let limits = ServeLimits(items: 1_000, replyElements: 10, connections: 4)
        let running = try await RunningServer.start(try ServeFixtures.waterfall(count: 100), limits: limits)
        defer { Task { await running.stop() } }
        let page = try await running.connectPage()
        let reply = try await offPool {
            try page.send(#"{"type":"viewport","seq":1,"width":100000,"height":100000}"#)
            return try page.receive(type: "elements")
        }
        #expect(reply["elements"]!.array.count == 10)
        #expect(reply.number("omitted") == 90)
        let animate = try await offPool {
            try page.send(#"{"type":"update","seq":3,"batch":{"insertItems":[[0,0]]}}"#)
            return try page.receive(type: "animate")
        }
        #expect(animate["elements"]!.array.count == 10)
        #expect(animate.number("omitted") == 91)
        let items = try await offPool {
            try page.send(#"{"type":"items","seq":2,"count":1001}"#)
            return try page.receive()
        }
        #expect(items.string("type") == "error")
    }

    /// One page more than the limit gets an error and is closed; the others go on.
    @Test func connectionsPastTheLimitAreRefused() async throws {
        let limits = ServeLimits(items: 1_000, replyElements: 1_000, connections: 2)
        let running = try await RunningServer.start(try ServeFixtures.waterfall(count: 10), limits: limits)
        defer { Task { await running.stop() } }
        let first = try await running.connectPage(), second = try await running.connectPage()
        let port = running.port
        let (refusal, closed) = try await offPool { () -> (JSONValue, Bool) in
            let third = try PageSocket(port: port)
            let refusal = try third.receive()
            do {
                _ = try third.receive()
                return (refusal, false)
            } catch {
                return (refusal, true)
            }
        }
        #expect(refusal.string("type") == "error")
        #expect(refusal.string("message")?.contains("too many pages") == true)
        #expect(closed)
        for page in [first, second] {
            let reply = try await offPool {
                try page.send(#"{"type":"scroll","seq":3,"offset":{"x":0,"y":0}}"#)
                return try page.receive()
            }
            #expect(reply.string("type") == "elements")
        }
    }
}
