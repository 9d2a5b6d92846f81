#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Mosaic

/// Ending the process on `SIGINT`, `SIGTERM`, `SIGHUP` or any other signal
/// whose default action ends it (`SIGPIPE`, `SIGALRM`, `SIGUSR1`, …; not
/// `SIGQUIT`, kept for core dumps) without leaving a temporary file behind, for the commands that write files and do not
/// handle the signals themselves (`mosaic layout -o`, `mosaic update -o`,
/// `mosaic batch`).
///
/// The handler removes the temporary files in progress
/// (``TemporaryFiles/removeAllForEmergencyExit()``: async-signal-safe) and
/// ends the process with the shells' status for the signal, 128 + its
/// number: 130 for `SIGINT`, 143 for `SIGTERM`, 129 for `SIGHUP`. Files
/// already renamed into place stay; nothing is half-written.
enum EmergencyExit {
    /// The signals handled: every one whose default action ends the process
    /// (found by an adversarial review: SIGUSR1 and others left temporaries).
    static let signals = [SIGINT, SIGTERM, SIGHUP, SIGPIPE, SIGALRM, SIGUSR1, SIGUSR2, SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF]

    /// Installs the handlers (again, harmlessly, when called twice). A
    /// signal the process was started with ignored stays ignored, as
    /// `nohup` and a shell's background jobs expect.
    static func install() {
        TemporaryFiles.prepare()  // the handler must not be the one to allocate the registry
        var set = sigset_t()
        sigemptyset(&set)
        for number in signals {
            let previous = signal(number, SIG_IGN)
            guard unsafeBitCast(previous, to: Int.self) != unsafeBitCast(SIG_IGN, to: Int.self) else { continue }
            _ = signal(number, handler)
            sigaddset(&set, number)
        }
        // A parent may have started the process with the signals blocked.
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    /// Blocks the handled signals on the calling thread, so that they are
    /// delivered to another one (the batch's workers call it: the main
    /// thread, which only waits for them, takes the signals).
    static func blockOnThisThread() {
        var set = sigset_t()
        sigemptyset(&set)
        for number in signals { sigaddset(&set, number) }
        pthread_sigmask(SIG_BLOCK, &set, nil)
    }

    /// The handler: async-signal-safe calls only.
    static let handler: @convention(c) (Int32) -> Void = { number in
        TemporaryFiles.removeAllForEmergencyExit()
        _exit(128 + number)
    }
}
