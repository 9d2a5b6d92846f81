// A descriptor's factory is @Sendable (a descriptor is shared between
// tasks): a factory that captures mutable state does not compile.
// expect: capture of 'counter' with non-Sendable type 'Counter' in a '@Sendable' closure
import Mosaic

final class Counter { var made = 0 }

func descriptor(counting counter: Counter) -> LayoutDescriptor {
    LayoutDescriptor(name: "counted", summary: "", parameters: [], make: { _ in
        counter.made += 1
        return FanLayout()
    })
}
