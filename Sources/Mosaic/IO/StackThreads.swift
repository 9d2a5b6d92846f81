#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs bodies on POSIX threads with a stack of a known size and waits for
/// them: for work whose recursion is bounded by limits that assume that
/// stack (a Lua state, a deep layout, the Swift reader), whatever thread
/// asks for it — the main thread, a worker, a server's event loop.
package enum StackThreads {
    /// Runs `body(0)`, …, `body(count − 1)`, each on its own thread with a
    /// stack of `stackSize` bytes, and returns when all have returned.
    ///
    /// - Precondition: `count ≥ 1`. A thread that cannot be started traps:
    ///   the machine is out of resources.
    package static func run(count: Int, stackSize: Int, _ body: @escaping @Sendable (Int) -> Void) {
        precondition(count >= 1, "no threads to run")
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackSize)
        #if canImport(Darwin)
        var threads: [pthread_t?] = []
        #else
        var threads: [pthread_t] = []
        #endif
        for index in 0 ..< count {
            let context = Unmanaged.passRetained(Work { body(index) }).toOpaque()
            #if canImport(Darwin)
            var thread: pthread_t?
            #else
            var thread = pthread_t()
            #endif
            let status = pthread_create(&thread, &attributes, { context in
                #if canImport(Darwin)
                let work = Unmanaged<Work>.fromOpaque(context).takeRetainedValue()
                #else
                let work = Unmanaged<Work>.fromOpaque(context!).takeRetainedValue()
                #endif
                work.body()
                return nil
            }, context)
            precondition(status == 0, "cannot start a thread: \(String(cString: strerror(status)))")
            threads.append(thread)
        }
        for thread in threads {
            #if canImport(Darwin)
            pthread_join(thread!, nil)
            #else
            pthread_join(thread, nil)
            #endif
        }
    }

    /// Runs `body` on a new thread with a stack of `stackSize` bytes and
    /// returns what it returns.
    ///
    /// - Precondition: the thread can be started.
    package static func value<T: Sendable>(stackSize: Int, _ body: @escaping @Sendable () -> T) -> T {
        let result = ResultBox<T>()
        run(count: 1, stackSize: stackSize) { _ in result.value = body() }
        return result.value!
    }

    /// A body handed to a new thread.
    private final class Work {
        let body: () -> Void
        init(_ body: @escaping () -> Void) { self.body = body }
    }

    /// A result handed back from a thread.
    ///
    /// Sendable audit: written once by the one thread that runs the body and
    /// read after `pthread_join`, which orders the two accesses; the checker
    /// cannot see a join (SwiftLayoutSourceTests: "the reader runs on its
    /// own thread, so a small caller stack does not matter").
    private final class ResultBox<T>: @unchecked Sendable {
        var value: T?
    }
}
