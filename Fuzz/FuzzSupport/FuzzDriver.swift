import Glibc

/// libFuzzer's entry point for a program that has its own `main`
/// (`FuzzerInterface.h`): it parses the command line and calls `callback`
/// with each input.
///
/// SwiftPM links an executable with `--defsym main=<Module>_main`, so a
/// harness cannot leave `main` to libFuzzer (with `-parse-as-library` the
/// link fails on the missing `<Module>_main`); its `main.swift` hands
/// control to libFuzzer through this function instead.
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt

/// Runs libFuzzer with the process's arguments and the harness's
/// `LLVMFuzzerTestOneInput`, then exits with libFuzzer's status (0, or
/// non-zero after a finding).
///
/// - Parameter callback: the harness's test function; it returns 0.
public func runFuzzer(_ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt) -> Never {
    var argc = CommandLine.argc
    var argv = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv, callback))
}
