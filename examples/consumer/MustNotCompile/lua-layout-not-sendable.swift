// A Lua layout owns a Lua state, which only the thread that made it may
// touch: it is not Sendable, so no Sendable value can carry it to another
// task.
// expect: stored property 'layout' of 'Sendable'-conforming struct 'Carrier' has non-Sendable type 'LuaLayout'
import MosaicLua

struct Carrier: Sendable {
    let layout: LuaLayout
}
