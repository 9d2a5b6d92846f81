import Mosaic

/// Runs the Swift reader on a thread of its own with a stack of known
/// size (``SwiftSourceLimits/stackSize``), whatever thread asks — the main
/// thread, a batch worker or a server's event loop — so that the parser's
/// and the evaluator's recursion, bounded by the other limits, always fits.
enum SwiftReaderThread {
    /// Runs `body` on a new thread with a stack of `stackSize` bytes and returns what it returns.
    ///
    /// - Precondition: the thread can be started (the machine is not out of resources).
    static func run<T: Sendable>(stackSize: Int, _ body: @escaping @Sendable () -> T) -> T {
        StackThreads.value(stackSize: stackSize, body)
    }
}
