#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Mosaic

/// Ctrl-C (`SIGINT`) and `SIGTERM` turned into a request to stop, for a
/// command that runs until it is told to end (`mosaic layout --watch`).
///
/// Once ``install()`` has run, the signals no longer kill the process: the
/// handler writes a byte to a pipe (one of the few things a signal handler
/// may safely do), ``isPending`` looks at the pipe, and ``sleep(_:)`` waits
/// on it, so a signal cuts a wait short. The command then finishes what it
/// is doing (an output file is never left half-written) and returns. The
/// first signal hands the next one to ``EmergencyExit``, so a second one
/// ends the process at once, leaving no temporary file.
enum InterruptSignal {
    /// Installs the handlers. Call once, before the first wait.
    static func install() {
        precondition(interruptPipe.write < 0, "InterruptSignal.install() called twice")
        TemporaryFiles.prepare()  // for the second signal's handler
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return }  // Without a pipe the signals keep their default action.
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        interruptPipe = (ends[0], ends[1])
        var signals = sigset_t()
        sigemptyset(&signals)
        for number in [SIGINT, SIGTERM] {
            _ = signal(number) { number in
                var byte: UInt8 = 1
                _ = write(interruptPipe.write, &byte, 1)
                // A second Ctrl-C ends the process at once, during a long render too,
                // removing the temporary file of a write in progress.
                _ = signal(number, EmergencyExit.handler)
            }
            sigaddset(&signals, number)
        }
        // A parent may have started the process with the signals blocked
        // (the mask is inherited); Ctrl-C must reach the handler.
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    }

    /// Whether Ctrl-C or `SIGTERM` has arrived since ``install()``.
    static var isPending: Bool { waitForSignal(milliseconds: 0) }

    /// Sleeps for `duration`, or until a signal arrives.
    static func sleep(_ duration: Duration) {
        let (seconds, attoseconds) = duration.components
        let milliseconds = seconds * 1_000 + attoseconds / 1_000_000_000_000_000
        _ = waitForSignal(milliseconds: Int32(clamping: milliseconds))
    }

    /// Waits up to `milliseconds` for the pipe to hold a byte. The byte is
    /// left there, so that the request stays pending.
    private static func waitForSignal(milliseconds: Int32) -> Bool {
        guard interruptPipe.read >= 0 else { return false }
        var entry = pollfd(fd: interruptPipe.read, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, milliseconds) > 0 && entry.revents & Int16(POLLIN) != 0
    }
}

/// The pipe's ends: written once by ``InterruptSignal/install()`` before the
/// handlers exist, then only read, by them and by the waits.
///
/// Sendable audit: `nonisolated(unsafe)` because a signal handler can reach
/// only a global (no lock is async-signal-safe, and an atomic cannot hold
/// the pair). Invariant: one write, before `sigaction` installs the
/// handlers; every later access is a read. Checked by `BatchInterruptTests`
/// and `WatchTests.ctrlCEndsTheWatchWithStatusZeroAndNoStrayFiles`.
nonisolated(unsafe) private var interruptPipe: (read: Int32, write: Int32) = (-1, -1)
