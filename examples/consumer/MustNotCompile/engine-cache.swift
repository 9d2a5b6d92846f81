// The engine's cache is `package`: an app queries the engine, it does not
// reach into the storage behind it.
// twin: package
// expect: 'cache' is inaccessible due to 'package' protection level
import Mosaic

func peek(_ engine: LayoutEngine) {
    _ = engine.cache
}
