#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Holds a script's batch to the memory its limit leaves free: each job is
/// charged a number of bytes while it runs (what a layout of its items is
/// charged), and a job whose charge does not fit beside the running jobs'
/// waits until enough of them are done. Every charge fits alone (the batch
/// is refused before it starts otherwise), so a job waits only while others
/// run, and the batch always goes on.
///
/// Sendable audit: `@unchecked` for a `pthread_mutex_t` and condition, as
/// `BatchQueue` (ThreadSanitizer follows them; a wait on a condition has no
/// `Synchronization` equivalent). Invariant: `held` is read and written
/// only with the mutex held. Checked by `ReplSandboxTests` and
/// `RunCommandTests`' batch tests under a memory limit, under
/// ThreadSanitizer by `scripts/test --sanitize=thread`.
final class BatchMemoryGate: @unchecked Sendable {
    /// The bytes the jobs may hold at once.
    let capacity: Int
    private var held = 0  // guarded by mutex
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    /// A gate for jobs holding at most `capacity` bytes at once.
    init(capacity: Int) {
        self.capacity = capacity
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    /// Waits until `bytes` fit beside what the running jobs hold, and holds them.
    ///
    /// - Precondition: `bytes` ≤ ``capacity``.
    func acquire(_ bytes: Int) {
        precondition(bytes <= capacity, "a job's charge was checked to fit alone")
        pthread_mutex_lock(mutex)
        while held + bytes > capacity { pthread_cond_wait(condition, mutex) }
        held += bytes
        pthread_mutex_unlock(mutex)
    }

    /// Gives back what ``acquire(_:)`` held, and wakes the jobs waiting.
    func release(_ bytes: Int) {
        pthread_mutex_lock(mutex)
        held -= bytes
        pthread_cond_broadcast(condition)
        pthread_mutex_unlock(mutex)
    }
}
