// An engine is not Sendable: one engine per task. Handing one engine to
// two tasks does not compile.
// expect: passing closure as a 'sending' parameter risks causing data races
import Mosaic

func prepareTwice(_ engine: LayoutEngine) async {
    await withTaskGroup(of: Void.self) { tasks in
        tasks.addTask { try? engine.prepare() }
        tasks.addTask { try? engine.prepare() }
    }
}
