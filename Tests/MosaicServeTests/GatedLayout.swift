import Foundation
import Mosaic
import MosaicServe

/// A gate that prepares wait at until the test opens it, and that counts
/// them: how a test holds engine threads busy without timing anything.
final class PrepareGate: @unchecked Sendable {
    private let condition = NSCondition()
    private var isOpen = false
    private var arrived = 0

    /// Blocks until the gate is open.
    func pass() {
        condition.lock()
        arrived += 1
        condition.broadcast()
        while !isOpen { condition.wait() }
        condition.unlock()
    }

    func open() {
        condition.lock()
        isOpen = true
        condition.broadcast()
        condition.unlock()
    }

    /// Waits until `count` prepares have reached the gate; `false` after `seconds`.
    func waitForArrivals(_ count: Int, seconds: Double = 120) -> Bool {
        let deadline = Date(timeIntervalSinceNow: seconds)
        condition.lock()
        defer { condition.unlock() }
        while arrived < count {
            guard condition.wait(until: deadline) else { return arrived >= count }
        }
        return true
    }

    var arrivals: Int {
        condition.lock()
        defer { condition.unlock() }
        return arrived
    }
}

/// The waterfall, whose every prepare first waits at a gate.
struct GatedLayout: CollectionLayout {
    var inner: WaterfallLayout
    let gate: PrepareGate

    var name: String { inner.name }
    var parameters: Parameters {
        get { inner.parameters }
        set { inner.parameters = newValue }
    }

    mutating func prepare(_ request: PrepareRequest, context: LayoutContext, cache: inout LayoutCache) throws {
        gate.pass()
        try inner.prepare(.full, context: context, cache: &cache)
    }

    func handles(_ kind: PrepareRequest.Kind) -> Bool { kind == .full }
}

extension ServeFixtures {
    /// A 100-item waterfall whose prepares wait at `gate`.
    static func gated(_ gate: PrepareGate) throws -> ServedLayout {
        var served = try waterfall(count: 100)
        let inner = WaterfallLayout.descriptor
        served.descriptor = LayoutDescriptor(name: inner.name, summary: inner.summary, parameters: inner.parameterSpecs) { parameters throws(ParameterError) in
            guard let waterfall = try inner.makeLayout(parameters: parameters) as? WaterfallLayout else { preconditionFailure("the waterfall descriptor makes a waterfall") }
            return GatedLayout(inner: waterfall, gate: gate)
        }
        return served
    }
}
