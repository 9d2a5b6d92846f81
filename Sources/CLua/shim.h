// The Lua 5.4 C API for Swift: <lua.h>, <lauxlib.h> and <lualib.h>, plus
// `static inline` functions for the API macros Swift cannot import.
//
// Raising a Lua error (lua_error, luaL_error, luaL_check*) longjmps, which
// must never cross a Swift frame: Swift code calls only the functions that
// cannot raise, and reports failure to the C trampolines of CLuaShims.
#include <lua.h>
#include <lauxlib.h>
#include <lualib.h>

static inline int clua_upvalueindex(int i) { return lua_upvalueindex(i); }
static inline int clua_registryindex(void) { return LUA_REGISTRYINDEX; }

static inline void clua_pop(lua_State *L, int n) { lua_pop(L, n); }
static inline void clua_newtable(lua_State *L) { lua_newtable(L); }
static inline void clua_insert(lua_State *L, int index) { lua_insert(L, index); }
static inline void clua_remove(lua_State *L, int index) { lua_remove(L, index); }
static inline void clua_replace(lua_State *L, int index) { lua_replace(L, index); }
static inline void clua_pushglobaltable(lua_State *L) { lua_pushglobaltable(L); }
static inline void clua_pushcfunction(lua_State *L, lua_CFunction f) { lua_pushcfunction(L, f); }
static inline void clua_register(lua_State *L, const char *name, lua_CFunction f) { lua_register(L, name, f); }

static inline lua_Number clua_tonumber(lua_State *L, int index) { return lua_tonumber(L, index); }
static inline lua_Integer clua_tointeger(lua_State *L, int index) { return lua_tointeger(L, index); }
static inline const char *clua_tostring(lua_State *L, int index) { return lua_tostring(L, index); }

static inline int clua_isnil(lua_State *L, int index) { return lua_isnil(L, index); }
static inline int clua_isnone(lua_State *L, int index) { return lua_isnone(L, index); }
static inline int clua_isnoneornil(lua_State *L, int index) { return lua_isnoneornil(L, index); }
static inline int clua_istable(lua_State *L, int index) { return lua_istable(L, index); }
static inline int clua_isfunction(lua_State *L, int index) { return lua_isfunction(L, index); }
static inline int clua_isboolean(lua_State *L, int index) { return lua_isboolean(L, index); }

/* lua_call and luaL_dostring's compile step may raise: call them from C, or
   from Swift only through CLuaShims' protected functions (mosaic_pcall). */
static inline int clua_call(lua_State *L, int nargs, int nresults) { lua_call(L, nargs, nresults); return 0; }
static inline int clua_pcall(lua_State *L, int nargs, int nresults, int msgh) { return lua_pcall(L, nargs, nresults, msgh); }
static inline int clua_dostring(lua_State *L, const char *source) { return luaL_dostring(L, source); }
static inline void *clua_getextraspace(lua_State *L) { return lua_getextraspace(L); }
