#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Mosaic

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
        StackThreads.run(count: count, stackSize: stackSize, body)
    }
}
