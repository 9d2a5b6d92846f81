import Glibc

/// The invariants every harness checks besides "no crash". A broken one
/// traps with `fatalError`, which libFuzzer reports as a crash and saves the
/// input for: a finding like any other.

/// Traps unless `condition` holds.
///
/// - Parameters:
///   - condition: the invariant.
///   - message: what broke, with the values that show it.
public func fuzzCheck(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError("fuzz invariant broken: \(message())") }
}

/// Whether `MOSAIC_FUZZ_IGNORE_ERROR_TEXT` is set: then an error's text is
/// only checked to be there, so that a run can look past a known finding
/// about escaping and on for crashes (see docs/fuzzing.md).
private let ignoresErrorText = getenv("MOSAIC_FUZZ_IGNORE_ERROR_TEXT") != nil

/// Traps unless `message`, an error's text, is one printable line: the
/// product's rule is one line on stderr for bad input, with control
/// characters (Unicode's Cc: C0, DEL and C1) shown escaped.
///
/// - Parameters:
///   - message: the error's `description`.
///   - what: which reader threw it, for the report.
public func checkErrorLine(_ message: String, from what: String) {
    fuzzCheck(!message.isEmpty, "\(what): an empty error message")
    guard !ignoresErrorText else { return }
    let control = message.unicodeScalars.first { $0.properties.generalCategory == .control }
    fuzzCheck(control == nil, "\(what): the error message has control character U+\(String(control?.value ?? 0, radix: 16, uppercase: true)): \(message.debugDescription)")
}
