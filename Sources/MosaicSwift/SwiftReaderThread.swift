#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// Runs the Swift reader on a thread of its own with a stack of known
/// size (``SwiftSourceLimits/stackSize``), whatever thread asks — the main
/// thread, a batch worker or a server's event loop — so that the parser's
/// and the evaluator's recursion, bounded by the other limits, always fits.
enum SwiftReaderThread {
    /// Runs `body` on a new thread with a stack of `stackSize` bytes and returns what it returns.
    ///
    /// - Precondition: the thread can be started (the machine is not out of resources).
    static func run<T: Sendable>(stackSize: Int, _ body: @escaping @Sendable () -> T) -> T {
        let result = ResultBox<T>()
        let box = Box { result.value = body() }
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackSize)
        let context = Unmanaged.passRetained(box).toOpaque()
        #if canImport(Darwin)
        var thread: pthread_t?
        #else
        var thread = pthread_t()
        #endif
        let status = pthread_create(&thread, &attributes, { context in
            #if canImport(Darwin)
            let box = Unmanaged<Box>.fromOpaque(context).takeRetainedValue()
            #else
            let box = Unmanaged<Box>.fromOpaque(context!).takeRetainedValue()
            #endif
            box.body()
            return nil
        }, context)
        precondition(status == 0, "cannot start the Swift reader's thread (error \(status))")
        #if canImport(Darwin)
        pthread_join(thread!, nil)
        #else
        pthread_join(thread, nil)
        #endif
        return result.value!
    }

    /// The body, handed to the thread.
    private final class Box: @unchecked Sendable {
        let body: () -> Void
        init(_ body: @escaping () -> Void) { self.body = body }
    }

    /// The result, handed back; the join orders the accesses.
    private final class ResultBox<T>: @unchecked Sendable {
        var value: T?
    }
}
