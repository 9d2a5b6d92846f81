#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Mosaic
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
///
/// Host work the script started (a layout's prepare, an export, a JSON
/// file's parse) is not Lua: it stops where it checks ``hasPassed`` (the
/// script's writes and reads, a batch between its phases and in its
/// outputs), and what cannot check is ended by the last resort: when the
/// run is still going once the process has used ``overrunGrace`` of CPU
/// time past the deadline (or ``overrunCeiling`` of wall time has passed),
/// the thread calls
/// ``overrun`` (which ends the process) with the wait's lock held, so that
/// ``cancel()`` cannot race it.
///
/// Sendable audit: `@unchecked` because the wait is a `pthread_cond_t`
/// with a monotonic clock (no `Synchronization` equivalent) under a
/// `pthread_mutex_t`. Invariant: `cancelled` is read and written only with
/// the mutex held; `thread` and `started` only by the thread that owns the
/// deadline (init, ``cancel()``); `passed` is an atomic. Checked by
/// `TimeLimitTests` and `RunCommandTests`' runaway-script test, under
/// ThreadSanitizer by `scripts/test --sanitize=thread`.
final class LuaScriptDeadline: @unchecked Sendable {
    /// How much CPU time the process may still use after the deadline
    /// before ``overrun`` is called. CPU time, as the watchdog's backstop
    /// counts its grace, so that a run merely starved of CPU on a busy
    /// machine is not taken for a stuck one; the process's, since the run's
    /// host work may be on other threads than the script's.
    static let overrunGrace: Duration = .seconds(1)
    /// How much wall time after the deadline the run may still take, using
    /// CPU or not, before ``overrun`` is called: for host work blocked
    /// without using CPU (the watchdog's `MOSAIC_BACKSTOP_CEILING`).
    static let overrunCeiling: Duration = .seconds(30)
    /// What the last resort runs; it does not return (it ends the process).
    private let overrun: (@Sendable () -> Void)?
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
    ///
    /// - Parameter overrun: the last resort, called on the deadline's
    ///   thread when the run has not ended ``overrunGrace`` past the
    ///   deadline; `nil` for none (an embedding program's run then ends
    ///   when its host work does).
    init(after limit: Duration, overrun: (@Sendable () -> Void)? = nil) {
        self.overrun = overrun
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

    /// The time left before the deadline (zero once it has passed).
    var remaining: Duration { max(.zero, end - Self.monotonicNow()) }

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
    /// every Lua call of the process; once the process has used
    /// ``overrunGrace`` of CPU time since, or ``overrunCeiling`` has passed,
    /// still not cancelled, runs the last resort.
    private func waitForTheEnd() {
        pthread_mutex_lock(mutex)
        wait(until: end)
        let stop = !cancelled
        if stop { passed.store(true, ordering: .releasing) }
        pthread_mutex_unlock(mutex)
        guard stop else { return }
        LuaInterrupt.request()
        guard let overrun else { return }
        pthread_mutex_lock(mutex)
        let ceiling = end + Self.overrunCeiling
        let cpuAtEnd = Self.processCPUNow()
        // The process uses at most (cores) seconds of CPU time a second:
        // the rest of the grace, in wall time, is the soonest it can be used.
        var next = Self.monotonicNow() + Self.overrunGrace / Self.cores
        while !cancelled {
            wait(until: min(next, ceiling))
            guard !cancelled else { break }
            let now = Self.monotonicNow()
            let used = Self.processCPUNow() - cpuAtEnd
            if used >= Self.overrunGrace || now >= ceiling {
                overrun()
                break
            }
            next = now + max((Self.overrunGrace - used) / Self.cores, .milliseconds(10))
        }
        pthread_mutex_unlock(mutex)
    }

    /// The cores the process may run on at once (at least 1).
    private static let cores: Int = max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))

    /// The CPU time the process has used, all its threads together.
    private static func processCPUNow() -> Duration {
        var now = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now)
        return .seconds(now.tv_sec) + .nanoseconds(now.tv_nsec)
    }

    /// Waits, with the lock held, until `time` or a cancel.
    private func wait(until time: Duration) {
        while !cancelled {
            let now = Self.monotonicNow()
            guard now < time else { break }
            #if canImport(Darwin)
            var relative = Self.timeValue(time - now)
            _ = pthread_cond_timedwait_relative_np(condition, mutex, &relative)
            #else
            var absolute = Self.timeValue(time)
            _ = pthread_cond_timedwait(condition, mutex, &absolute)
            #endif
        }
    }

    /// `time limit of 10 s exceeded`, as the run's errors say it.
    static func message(_ limits: LuaLimits) -> String {
        "time limit of \(limits.seconds.shortDescription) s exceeded"
    }

    /// What host work stopped by the deadline throws.
    struct Exceeded: Error, CustomStringConvertible {
        var limits: LuaLimits
        var description: String { LuaScriptDeadline.message(limits) }
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
