#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// When the prepare a section provider is called in started, so that one
/// time limit holds the whole prepare, however many sections it asks for
/// (as a Lua layout's prepare is one session).
///
/// A compositional layout's full prepare asks its provider for sections
/// 0, 1, … in order on one thread; the call for section 0 is where a
/// prepare starts. The start is kept per thread, so that layouts made from
/// the same description and prepared at once on other threads (the pages
/// of `mosaic serve`, batch workers) each have their own clock.
final class SwiftPrepareClock: Sendable {
    /// The most threads remembered; past it, starts older than the time limit are forgotten.
    static let maximumThreads = 64

    private let starts = Mutex<[UInt: ContinuousClock.Instant]>([:])

    /// The start of the prepare that asks for `section` on this thread:
    /// now for section 0 (or a thread not seen before).
    ///
    /// - Complexity: O(1), O(``maximumThreads``) when the table is pruned.
    func start(forSection section: Int, timeLimit: Duration) -> ContinuousClock.Instant {
        let now = ContinuousClock.now
        let thread = Self.currentThread()
        return starts.withLock { table in
            if section > 0, let start = table[thread] { return start }
            if table.count >= Self.maximumThreads {
                table = table.filter { now - $0.value < timeLimit }
            }
            table[thread] = now
            return now
        }
    }

    private static func currentThread() -> UInt {
        #if canImport(Darwin)
        UInt(bitPattern: pthread_self())
        #else
        UInt(pthread_self())
        #endif
    }
}
