#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a body on several POSIX threads at once and waits for them all.
///
/// Threads rather than processes, so that the jobs share the data files
/// read once; each thread gets a large stack, as a Lua state and a deep
/// layout need one.
enum BatchThreads {
    /// The stack of each thread, in bytes.
    static let stackSize = 16 << 20

    /// The number of processors online.
    static var processorCount: Int {
        return max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    }

    /// Runs `body(0)`, …, `body(count − 1)`, each on its own thread, and
    /// returns when all have returned.
    ///
    /// - Precondition: `count ≥ 1`. A thread that cannot be started traps:
    ///   the machine is out of resources.
    static func run(count: Int, _ body: @escaping @Sendable (Int) -> Void) {
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
        for worker in 0 ..< count {
            let context = Unmanaged.passRetained(Work { body(worker) }).toOpaque()
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
            precondition(status == 0, "cannot start a worker thread: \(String(cString: strerror(status)))")
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

    /// A body handed to a new thread.
    private final class Work {
        let body: () -> Void
        init(_ body: @escaping () -> Void) { self.body = body }
    }
}
