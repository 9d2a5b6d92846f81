import Synchronization

/// What a provider was told, call by call: providers are `@Sendable`, so
/// what they record goes behind a mutex (a captured `var` does not compile).
final class Recorder<Value: Sendable>: Sendable {
    private let recorded = Mutex<[Value]>([])

    /// Records `value`.
    func record(_ value: Value) {
        recorded.withLock { $0.append(value) }
    }

    /// Everything recorded, in order.
    var values: [Value] {
        recorded.withLock { $0 }
    }
}
