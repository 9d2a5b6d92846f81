// Names for objects that are the same on every run. Stock Lua writes a
// table, a function, a coroutine or a userdata as its address ("table:
// 0x55d0c3a2e010"), and addresses change from run to run (ASLR), so
// `print(t)`, `tostring(f)`, string.format("%s", t) and "%p" would make a
// script's output differ between two runs of the same input.
//
// The sandbox names such an object by the order in which it was first
// written: "table: #1", "function: #2" (its `__name` instead of its type
// when its metatable has one, as stock Lua does). `%p` gives "#N" alone,
// for any value with an address, strings included; for other values it is
// "(null)", as stock. A value with `__tostring` is written by it, as stock.
//
// The numbers live in a weak-keyed table of the registry: an object that
// is collected loses its entry, and its number is never given again (the
// count only grows), so the numbers depend on the script alone. The table
// is charged to the memory limit like any other.
#include "runtime.h"

#include <string.h>

/// The registry key of the numbers table; its "count" field holds the
/// last number given.
#define MOSAIC_LABELSKEY "mosaic.labels"

/// Whether the value at `index` is written as an address by stock Lua.
static int mosaic_hasaddress(lua_State *L, int index) {
    switch (lua_type(L, index)) {
        case LUA_TTABLE: case LUA_TFUNCTION: case LUA_TUSERDATA: case LUA_TTHREAD: case LUA_TLIGHTUSERDATA:
            return 1;
        default:
            return 0;
    }
}

/// The number of the value at `index`, given now if it has none yet.
static lua_Integer mosaic_labelnumber(lua_State *L, int index) {
    index = lua_absindex(L, index);
    if (lua_getfield(L, LUA_REGISTRYINDEX, MOSAIC_LABELSKEY) != LUA_TTABLE) {
        lua_pop(L, 1);
        lua_newtable(L);
        lua_createtable(L, 0, 1);
        lua_pushliteral(L, "k");
        lua_setfield(L, -2, "__mode");
        lua_setmetatable(L, -2);
        lua_pushvalue(L, -1);
        lua_setfield(L, LUA_REGISTRYINDEX, MOSAIC_LABELSKEY);
    }
    lua_pushvalue(L, index);
    if (lua_rawget(L, -2) == LUA_TNUMBER) {
        lua_Integer number = lua_tointeger(L, -1);
        lua_pop(L, 2);
        return number;
    }
    lua_pop(L, 1);
    lua_getfield(L, -1, "count");
    lua_Integer number = lua_tointeger(L, -1) + 1;  /* nil: 0 */
    lua_pop(L, 1);
    lua_pushinteger(L, number);
    lua_setfield(L, -2, "count");
    lua_pushvalue(L, index);
    lua_pushinteger(L, number);
    lua_rawset(L, -3);
    lua_pop(L, 1);
    return number;
}

long long mosaic_objectnumber(struct lua_State *L, int index) {
    return (long long)mosaic_labelnumber(L, index);
}

/// luaL_tolstring with names instead of addresses: pushes the value at
/// `index` as print and tostring write it, and returns it.
const char *mosaic_tolstring(lua_State *L, int index, size_t *length) {
    index = lua_absindex(L, index);
    if (!mosaic_hasaddress(L, index)) return luaL_tolstring(L, index, length);
    if (luaL_getmetafield(L, index, "__tostring") != LUA_TNIL) {
        lua_pop(L, 1);
        return luaL_tolstring(L, index, length);
    }
    lua_Integer number = mosaic_labelnumber(L, index);
    int hasName = luaL_getmetafield(L, index, "__name") == LUA_TSTRING;
    const char *kind = hasName ? lua_tostring(L, -1) : luaL_typename(L, index);
    lua_pushfstring(L, "%s: #%I", kind, (LUAI_UACINT)number);
    if (hasName) lua_remove(L, -2);
    return lua_tolstring(L, -1, length);
}

// MARK: - tostring and string.format

static int mosaic_tostring(lua_State *L) {
    luaL_checkany(L, 1);
    mosaic_tolstring(L, 1, NULL);
    return 1;
}

/// string.format, with `%s` of an object without `__tostring` and `%p` of
/// anything with an address written by name (the stock function, upvalue
/// 1, does the rest: the arguments are replaced, and `%p` becomes `%s`).
static int mosaic_format(lua_State *L) {
    size_t length = 0;
    const char *format = luaL_checklstring(L, 1, &length);
    int top = lua_gettop(L);
    int argument = 1;
    int rewrite = 0;  /* a `%p` to turn into `%s` */
    for (const char *at = memchr(format, '%', length); at != NULL;
         at = memchr(at, '%', length - (size_t)(at - format))) {
        at++;
        if (at < format + length && *at == '%') {
            at++;
            continue;
        }
        argument++;
        const char *spec = at;
        while (at < format + length && strchr("-+ #0", *at) != NULL && *at != '\0') at++;
        while (at < format + length && *at >= '0' && *at <= '9') at++;
        if (at < format + length && *at == '.') {
            at++;
            while (at < format + length && *at >= '0' && *at <= '9') at++;
        }
        if (at >= format + length || argument > top) continue;
        if (*at == 's' && mosaic_hasaddress(L, argument)) {
            mosaic_tolstring(L, argument, NULL);
            lua_replace(L, argument);
        } else if (*at == 'p' && lua_topointer(L, argument) != NULL) {
            /* Only the flags %p accepts (a width, left-aligned or not), so
               that a wrong one stays the stock function's error. */
            int plain = 1;
            for (const char *c = spec; c < at; c++) plain = plain && (*c == '-' || (*c >= '0' && *c <= '9'));
            if (!plain) continue;
            lua_pushfstring(L, "#%I", (LUAI_UACINT)mosaic_labelnumber(L, argument));
            lua_replace(L, argument);
            rewrite = 1;
        }
    }
    if (rewrite) {
        /* The same format with each such `%p` as `%s`. */
        luaL_Buffer b;
        luaL_buffinit(L, &b);
        argument = 1;
        const char *end = format + length;
        for (const char *at = format; at < end; at++) {
            luaL_addchar(&b, *at);
            if (*at != '%') continue;
            if (at + 1 < end && at[1] == '%') {
                luaL_addchar(&b, '%');
                at++;
                continue;
            }
            argument++;
            const char *spec = at + 1;
            const char *c = spec;
            while (c < end && (*c == '-' || (*c >= '0' && *c <= '9'))) c++;
            if (c < end && *c == 'p' && argument <= top && lua_type(L, argument) == LUA_TSTRING) {
                luaL_addlstring(&b, spec, (size_t)(c - spec));
                luaL_addchar(&b, 's');
                at = c;
            }
        }
        luaL_pushresult(&b);
        lua_replace(L, 1);
    }
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, top, 1);
    return 1;
}

void mosaic_openlabels(lua_State *L, int globals, int stringTable) {
    lua_pushcfunction(L, mosaic_tostring);
    lua_setfield(L, globals, "tostring");
    lua_getfield(L, stringTable, "format");
    lua_pushcclosure(L, mosaic_format, 1);
    lua_setfield(L, stringTable, "format");
}
