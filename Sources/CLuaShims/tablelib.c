// Library functions of the sandbox that replace stock ones whose single C
// call can run unbounded, where the watchdog's hook cannot stop it:
//
// - table.move(a, 1, 2^62, 2) moves nils for ever, needing no memory, and
//   table.insert and table.remove shift for ever under a `__len` that
//   answers 2^63 - 1;
// - string.rep("", 2^62) copies an empty string 2^62 times;
// - table.sort compares elements in C for as long as the table is large
//   (and the stock sort picks pivots from the clock, so equal elements can
//   come out in a different order on every run).
//
// Each replacement checks the deadline as it goes (mosaic_checktime) and
// otherwise behaves as the reference manual describes. table.sort is a
// merge sort here: stable, O(n log n) comparisons whatever the input, the
// same order on every run.
#include "runtime.h"

#include <string.h>

/// The largest string Lua makes (as its own MAX_SIZE: lua_Integer's range
/// or size_t's, whichever is smaller).
#define MAX_SIZE_T_FOR_LUA (sizeof(size_t) < sizeof(lua_Integer) ? (size_t)~(size_t)0 : (size_t)LUA_MAXINTEGER)

/// How many steps a loop takes between two looks at the deadline.
#define MOSAIC_STEPS_PER_CHECK 1024

/// Argument `arg` is a table, or has the metamethods the function uses.
static void mosaic_checktablelike(lua_State *L, int arg, int reads, int writes) {
    if (lua_type(L, arg) == LUA_TTABLE) return;
    int fits = 0;
    if (lua_getmetatable(L, arg)) {
        fits = 1;
        if (reads) {
            lua_pushliteral(L, "__index");
            fits = fits && lua_rawget(L, -2) != LUA_TNIL;
            lua_pop(L, 1);
        }
        if (writes) {
            lua_pushliteral(L, "__newindex");
            fits = fits && lua_rawget(L, -2) != LUA_TNIL;
            lua_pop(L, 1);
        }
        lua_pop(L, 1);
    }
    if (!fits) luaL_checktype(L, arg, LUA_TTABLE);
}

// MARK: - table.move

static int mosaic_tablemove(lua_State *L) {
    lua_Integer from = luaL_checkinteger(L, 2);
    lua_Integer last = luaL_checkinteger(L, 3);
    lua_Integer to = luaL_checkinteger(L, 4);
    int destination = lua_isnoneornil(L, 5) ? 1 : 5;
    mosaic_checktablelike(L, 1, 1, 0);
    mosaic_checktablelike(L, destination, 0, 1);
    if (last >= from) {
        luaL_argcheck(L, from > 0 || last < LUA_MAXINTEGER + from, 3, "too many elements to move");
        lua_Integer count = last - from + 1;
        luaL_argcheck(L, to <= LUA_MAXINTEGER - count + 1, 4, "destination wrap around");
        /* Forwards unless the ranges overlap with the destination after the source. */
        int forwards = to > last || to <= from || (destination != 1 && !lua_compare(L, 1, destination, LUA_OPEQ));
        for (lua_Integer step = 0; step < count; step++) {
            if (step % MOSAIC_STEPS_PER_CHECK == MOSAIC_STEPS_PER_CHECK - 1) mosaic_checktime(L);
            lua_Integer offset = forwards ? step : count - 1 - step;
            lua_geti(L, 1, from + offset);
            lua_seti(L, destination, to + offset);
        }
    }
    lua_pushvalue(L, destination);
    return 1;
}

// MARK: - table.insert and table.remove

/// The length of argument 1, through `__len` if it has one.
static lua_Integer mosaic_lengthof(lua_State *L) {
    mosaic_checktablelike(L, 1, 1, 1);
    return luaL_len(L, 1);
}

/// table.insert(list, [pos,] value): shifts list[pos…#list] up by one.
/// With a `__len` that answers 2^63 - 1 the shift would never end.
static int mosaic_tableinsert(lua_State *L) {
    lua_Integer end = mosaic_lengthof(L);
    luaL_argcheck(L, end < LUA_MAXINTEGER, 1, "too many elements");
    end += 1;  /* the first free position */
    lua_Integer position = end;
    switch (lua_gettop(L)) {
        case 2:
            break;
        case 3:
            position = luaL_checkinteger(L, 2);
            luaL_argcheck(L, (lua_Unsigned)position - 1u < (lua_Unsigned)end, 2, "position out of bounds");
            for (lua_Integer i = end; i > position; i--) {
                if ((end - i) % MOSAIC_STEPS_PER_CHECK == MOSAIC_STEPS_PER_CHECK - 1) mosaic_checktime(L);
                lua_geti(L, 1, i - 1);
                lua_seti(L, 1, i);
            }
            break;
        default:
            return luaL_error(L, "wrong number of arguments to 'insert'");
    }
    lua_seti(L, 1, position);  /* the value, on top */
    return 0;
}

/// table.remove(list [, pos]): shifts list[pos+1…#list] down by one and
/// returns what was at pos.
static int mosaic_tableremove(lua_State *L) {
    lua_Integer size = mosaic_lengthof(L);
    lua_Integer position = luaL_optinteger(L, 2, size);
    if (position != size) {
        luaL_argcheck(L, (lua_Unsigned)position - 1u <= (lua_Unsigned)size, 1, "position out of bounds");  /* argument 1, as Lua 5.4.4 says */
    }
    lua_geti(L, 1, position);
    for (lua_Integer step = 0; position < size; position++, step++) {
        if (step % MOSAIC_STEPS_PER_CHECK == MOSAIC_STEPS_PER_CHECK - 1) mosaic_checktime(L);
        lua_geti(L, 1, position + 1);
        lua_seti(L, 1, position);
    }
    lua_pushnil(L);
    lua_seti(L, 1, position);
    return 1;
}

// MARK: - table.sort

typedef struct {
    lua_State *L;
    int hasComparator;  /* argument 2 is the order function */
    unsigned comparisons;
} SortState;

/// Whether the value at `a` sorts before the value at `b` (both absolute).
static int mosaic_sortbefore(SortState *state, int a, int b) {
    lua_State *L = state->L;
    if (++state->comparisons % MOSAIC_STEPS_PER_CHECK == 0) mosaic_checktime(L);
    if (!state->hasComparator) return lua_compare(L, a, b, LUA_OPLT);
    lua_pushvalue(L, 2);
    lua_pushvalue(L, a);
    lua_pushvalue(L, b);
    lua_call(L, 2, 1);
    int before = lua_toboolean(L, -1);
    lua_pop(L, 1);
    return before;
}

/// Merges runs [low, middle) and [middle, high) of the array at `source`
/// into the array at `target`, taking from the left run on ties (stable).
static void mosaic_merge(SortState *state, int source, int target, lua_Integer low, lua_Integer middle, lua_Integer high) {
    lua_State *L = state->L;
    lua_Integer left = low, right = middle;
    for (lua_Integer out = low; out < high; out++) {
        int takeRight;
        if (left >= middle) {
            takeRight = 1;
        } else if (right >= high) {
            takeRight = 0;
        } else {
            lua_rawgeti(L, source, right + 1);
            lua_rawgeti(L, source, left + 1);
            int top = lua_gettop(L);
            takeRight = mosaic_sortbefore(state, top - 1, top);
            lua_pop(L, 2);
        }
        lua_rawgeti(L, source, (takeRight ? right++ : left++) + 1);
        lua_rawseti(L, target, out + 1);
    }
}

static int mosaic_tablesort(lua_State *L) {
    mosaic_checktablelike(L, 1, 1, 1);
    lua_Integer count = luaL_len(L, 1);
    if (count <= 1) return 0;
    luaL_argcheck(L, count < (lua_Integer)(1 << 30), 1, "array too big");
    SortState state = {L, 0, 0};
    if (!lua_isnoneornil(L, 2)) {
        luaL_checktype(L, 2, LUA_TFUNCTION);
        state.hasComparator = 1;
    }
    lua_settop(L, 2);
    /* Two work arrays (runs are counted from 0, stored from 1); the table
       is read and written once each. */
    lua_createtable(L, (int)count, 0);  /* 3 */
    lua_createtable(L, (int)count, 0);  /* 4 */
    for (lua_Integer i = 0; i < count; i++) {
        if (i % MOSAIC_STEPS_PER_CHECK == MOSAIC_STEPS_PER_CHECK - 1) mosaic_checktime(L);
        lua_geti(L, 1, i + 1);
        lua_rawseti(L, 3, i + 1);
    }
    int source = 3, target = 4;
    for (lua_Integer width = 1; width < count; width *= 2) {
        for (lua_Integer low = 0; low < count; low += 2 * width) {
            lua_Integer middle = low + width < count ? low + width : count;
            lua_Integer high = low + 2 * width < count ? low + 2 * width : count;
            mosaic_merge(&state, source, target, low, middle, high);
        }
        int swap = source;
        source = target;
        target = swap;
    }
    for (lua_Integer i = 0; i < count; i++) {
        if (i % MOSAIC_STEPS_PER_CHECK == MOSAIC_STEPS_PER_CHECK - 1) mosaic_checktime(L);
        lua_rawgeti(L, source, i + 1);
        lua_seti(L, 1, i + 1);
    }
    return 0;
}

// MARK: - string.rep

/// string.rep(s, n [, sep]): the copies are made here, with the deadline
/// checked every MiB; repeating nothing returns at once (the stock function
/// loops n times, for n up to 2^63, to copy nothing).
static int mosaic_strrep(lua_State *L) {
    size_t length = 0, separatorLength = 0;
    const char *text = luaL_checklstring(L, 1, &length);
    lua_Integer count = luaL_checkinteger(L, 2);
    const char *separator = luaL_optlstring(L, 3, "", &separatorLength);
    if (count <= 0 || (length == 0 && separatorLength == 0)) {
        lua_pushliteral(L, "");
        return 1;
    }
    size_t unit = length + separatorLength;
    if (unit < length || unit > (MAX_SIZE_T_FOR_LUA) / (size_t)count) return luaL_error(L, "resulting string too large");
    size_t total = (size_t)count * unit - separatorLength;
    luaL_Buffer b;
    char *out = luaL_buffinitsize(L, &b, total);
    size_t sinceCheck = 0;
    for (lua_Integer i = 0; i < count; i++) {
        memcpy(out, text, length);
        out += length;
        if (separatorLength > 0 && i < count - 1) {
            memcpy(out, separator, separatorLength);
            out += separatorLength;
        }
        sinceCheck += unit;
        if (sinceCheck >= ((size_t)1 << 20)) {
            sinceCheck = 0;
            mosaic_checktime(L);
        }
    }
    luaL_pushresultsize(&b, total);
    return 1;
}

void mosaic_opentablebounds(lua_State *L, int tableTable) {
    lua_pushcfunction(L, mosaic_tablemove);
    lua_setfield(L, tableTable, "move");
    lua_pushcfunction(L, mosaic_tableinsert);
    lua_setfield(L, tableTable, "insert");
    lua_pushcfunction(L, mosaic_tableremove);
    lua_setfield(L, tableTable, "remove");
    lua_pushcfunction(L, mosaic_tablesort);
    lua_setfield(L, tableTable, "sort");
}

void mosaic_openstringbounds(lua_State *L, int stringTable) {
    lua_pushcfunction(L, mosaic_strrep);
    lua_setfield(L, stringTable, "rep");
    mosaic_openpatterns(L, stringTable);
}
