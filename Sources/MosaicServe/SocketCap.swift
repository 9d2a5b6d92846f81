import Foundation
import HummingbirdCore

/// The cap on open sockets (``ServeLimits/sockets``): while it is reached,
/// the server stops accepting, and new connections wait in the system's
/// queue until one closes. Counts the sockets open now and the most at once,
/// for tests.
///
/// The listening socket is read for new connections only below the cap, but
/// one read may accept a few at once (NIO's reads of a listening socket take
/// up to 4): the count may pass the cap by at most 3.
struct SocketCap: AvailableConnectionsDelegate {
    let limit: Int
    let counts: SocketCounts

    mutating func connectionOpened() { counts.opened() }

    mutating func connectionClosed() { counts.closed() }

    func isAcceptingNewConnections() -> Bool { counts.current < limit }
}

/// The sockets open now and the most open at once.
final class SocketCounts: @unchecked Sendable {
    private let lock = NSLock()
    private var open = 0
    private var most = 0

    var current: Int { lock.withLock { open } }
    var peak: Int { lock.withLock { most } }

    func opened() {
        lock.withLock {
            open += 1
            most = max(most, open)
        }
    }

    func closed() { lock.withLock { open -= 1 } }
}
