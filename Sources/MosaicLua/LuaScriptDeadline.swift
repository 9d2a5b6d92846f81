#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// The end of a script's time limit for everything the script started.
///
/// The script's own state stops at its deadline like any call (the
/// watchdog's hook). What runs in other states meanwhile — a plugin
/// layout's prepare inside `l:save`, the workers of `mosaic.batch` — has
/// limits of its own, per call, that could carry the run past the script's.
/// So a thread waits for the deadline and then stops every Lua call running
/// in the process (``LuaInterrupt/request()``, which the watchdog's backstop
/// still guards), and ``hasPassed`` tells a batch to start no new job.
/// ``cancel()`` ends the wait when the script ends first.
final class LuaScriptDeadline: @unchecked Sendable {
    private let passed = Atomic<Bool>(false)
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    /// When the limit ends, on the monotonic clock.
    private let end: Duration
    private var cancelled = false  // guarded by mutex
    #if canImport(Darwin)
    private var thread: pthread_t?
    #else
    private var thread = pthread_t()
    #endif
    private var started = false

    /// Starts waiting for `limit` from now.
    init(after limit: Duration) {
        end = Self.monotonicNow() + limit
        pthread_mutex_init(mutex, nil)
        var attributes = pthread_condattr_t()
        pthread_condattr_init(&attributes)
        #if !canImport(Darwin)
        pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC)
        #endif
        pthread_cond_init(condition, &attributes)
        pthread_condattr_destroy(&attributes)
        // Stopping other states needs the interrupter; without it only the
        // script's own state and the batch's next jobs stop.
        _ = LuaInterrupt.start()
        let context = Unmanaged.passRetained(self).toOpaque()
        started = pthread_create(&thread, nil, { context in
            #if canImport(Darwin)
            Unmanaged<LuaScriptDeadline>.fromOpaque(context).takeRetainedValue().waitForTheEnd()
            #else
            Unmanaged<LuaScriptDeadline>.fromOpaque(context!).takeRetainedValue().waitForTheEnd()
            #endif
            return nil
        }, context) == 0
        if !started { Unmanaged<LuaScriptDeadline>.fromOpaque(context).release() }
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    /// Whether the deadline has passed.
    var hasPassed: Bool { passed.load(ordering: .acquiring) }

    /// Ends the wait (the script is done) and waits for the thread.
    func cancel() {
        pthread_mutex_lock(mutex)
        cancelled = true
        pthread_cond_signal(condition)
        pthread_mutex_unlock(mutex)
        guard started else { return }
        started = false
        #if canImport(Darwin)
        pthread_join(thread!, nil)
        #else
        pthread_join(thread, nil)
        #endif
    }

    /// The thread's body: waits for the end or a cancel; at the end, stops
    /// every Lua call of the process.
    private func waitForTheEnd() {
        pthread_mutex_lock(mutex)
        while !cancelled {
            let now = Self.monotonicNow()
            guard now < end else { break }
            #if canImport(Darwin)
            var relative = Self.timeValue(end - now)
            _ = pthread_cond_timedwait_relative_np(condition, mutex, &relative)
            #else
            var absolute = Self.timeValue(end)
            _ = pthread_cond_timedwait(condition, mutex, &absolute)
            #endif
        }
        let stop = !cancelled
        if stop { passed.store(true, ordering: .releasing) }
        pthread_mutex_unlock(mutex)
        if stop { LuaInterrupt.request() }
    }

    private static func timeValue(_ duration: Duration) -> timespec {
        let (seconds, attoseconds) = duration.components
        var time = timespec()
        time.tv_sec = .init(seconds)
        time.tv_nsec = .init(attoseconds / 1_000_000_000)
        return time
    }

    /// The monotonic clock's time.
    private static func monotonicNow() -> Duration {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return .seconds(now.tv_sec) + .nanoseconds(now.tv_nsec)
    }
}
