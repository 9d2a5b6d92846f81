// The engine's layout is read-only from outside: a change goes through
// setLayout, which invalidates.
// expect: cannot assign to property: 'layout' setter is inaccessible
import Mosaic

func swap(_ engine: LayoutEngine) {
    engine.layout = FanLayout()
}
