import Foundation
import Mosaic

/// One page connection without the socket, for the server benchmark
/// (`scripts/bench`, section serve): a message goes in as the connection's
/// reader hands it over, and comes back as the replies handed to the writer,
/// through the same worker thread, reader, session and reply writer as a
/// real page's.
package final class ServeScrollProbe: @unchecked Sendable {
    private final class Inbox: @unchecked Sendable {
        let condition = NSCondition()
        var bytes = 0
        var count = 0
        var worker: ConnectionWorker?
    }

    private let inbox = Inbox()
    private let worker: ConnectionWorker
    /// A second session, on the thread that made the probe, for the same
    /// work without the hops between threads.
    private let session: ServeSession
    private let reader = ServeRequestReader(maximumItemCount: ServeLimits.standard.items)

    /// A connection to `served`, its engine built on its own thread.
    package init(served: ServedLayout) {
        let inbox = self.inbox
        worker = ConnectionWorker(
            served: served, loadError: nil, limits: .standard,
            output: { reply in
                inbox.condition.lock()
                inbox.bytes += reply.utf8.count
                inbox.count += 1
                inbox.condition.signal()
                inbox.condition.unlock()
                inbox.worker?.didWrite()
            },
            finished: {}
        )
        inbox.worker = worker
        session = ServeSession(served: served, limits: .standard)
        _ = session.start()
    }

    /// Reads and answers `message` on the calling thread (the thread that
    /// made the probe), as the connection's thread does, without handing it
    /// over: the server's own work, without the scheduler's.
    ///
    /// - Returns: the bytes of the replies.
    package func handleHere(_ message: [UInt8]) -> Int {
        do throws(ServeRequestError) {
            return session.handle(try reader.read(message)).reduce(0) { $0 + $1.utf8.count }
        } catch {
            return ServeSession.error(seq: error.seq, error.message).utf8.count
        }
    }

    /// Hands `message` over as the page sent it and waits for `replies` replies.
    ///
    /// - Returns: the bytes of the replies.
    package func exchange(_ message: [UInt8], replies: Int) -> Int {
        inbox.condition.lock()
        let start = inbox.count, startBytes = inbox.bytes
        inbox.condition.unlock()
        worker.receive(message)
        inbox.condition.lock()
        defer { inbox.condition.unlock() }
        while inbox.count < start + replies { inbox.condition.wait() }
        return inbox.bytes - startBytes
    }

    /// Ends the connection's thread.
    package func close() {
        worker.close()
        inbox.worker = nil
    }
}
