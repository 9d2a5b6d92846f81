import Mosaic
/// The time and memory one evaluation may use: `--timeout` and
/// `--max-memory`, which bound Swift layout code as they bound Lua plugins.
///
/// The step caps (``SwiftSourceLimits/maximumSteps``) bound how deep and how
/// long one evaluation is in steps, not in time: a step may be cheap or
/// costly, and a section provider runs once per section on every prepare.
/// The deadline is checked every ``checkInterval`` steps; the memory is
/// charged for what the evaluator builds (array elements, string bytes,
/// layout values, captured bindings), cumulatively, so that a loop that
/// builds and drops values is bounded too.
final class SwiftEvaluationBudget {
    /// How many steps pass between two looks at the clock.
    static let checkInterval = 256
    /// What one element of an array, one binding or one layout value is charged, in bytes.
    static let valueCost = 64

    /// When the evaluation must stop; `nil` for no time limit.
    let deadline: ContinuousClock.Instant?
    /// The time limit, for the message.
    let time: Duration
    /// The most bytes it may build; 0 for no limit.
    let memory: Int
    /// The bytes charged so far.
    private(set) var used = 0
    private var stepsToCheck = SwiftEvaluationBudget.checkInterval

    /// A budget from now under `limits` (their ``SwiftSourceLimits/time``
    /// and ``SwiftSourceLimits/memory``), or from `start` (a prepare's
    /// start, for a section provider's calls).
    init(limits: SwiftSourceLimits, start: ContinuousClock.Instant? = nil) {
        time = limits.time
        memory = limits.memory
        deadline = limits.time > .zero ? (start ?? .now) + limits.time : nil
    }

    /// `time limit of 1 s exceeded`, as Lua's errors say it, with the option that sets it.
    var timeMessage: String {
        let (whole, attoseconds) = time.components
        let seconds = Double(whole) + Double(attoseconds) / 1e18
        return "time limit of \(seconds.shortDescription) s exceeded (--timeout); mosaic stops here"
    }

    /// `memory limit of 1 MiB exceeded`, as Lua's errors say it.
    var memoryMessage: String {
        "memory limit of \((Double(memory) / 1_048_576).shortDescription) MiB exceeded (--max-memory): the layout code builds more than that; mosaic stops here"
    }

    /// Whether the deadline has passed; looks at the clock every ``checkInterval`` calls.
    ///
    /// - Complexity: O(1).
    func stepIsPastDeadline() -> Bool {
        guard let deadline else { return false }
        stepsToCheck -= 1
        guard stepsToCheck <= 0 else { return false }
        stepsToCheck = Self.checkInterval
        return ContinuousClock.now > deadline
    }

    /// Whether the deadline has passed, looking at the clock now.
    var isPastDeadline: Bool {
        guard let deadline else { return false }
        return ContinuousClock.now > deadline
    }

    /// Charges `bytes`; `false` when that passes the memory limit.
    ///
    /// - Complexity: O(1).
    func charge(_ bytes: Int) -> Bool {
        guard memory > 0 else { return true }
        let (sum, overflow) = used.addingReportingOverflow(max(0, bytes))
        used = overflow ? Int.max : sum
        return used <= memory
    }
}
