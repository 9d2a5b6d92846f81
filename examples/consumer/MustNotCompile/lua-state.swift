// MosaicLua's Lua state is `package`: an app loads plugins, it does not
// drive a Lua state.
// twin: package
// expect: cannot find type 'LuaState' in scope
import MosaicLua

func run(_ state: LuaState) {}
