// pairs in a fixed order. Lua's own traversal order (next) follows the hash
// of each key, and the system Lua seeds its string hash from the clock and
// from addresses on every run, so a stock `for k in pairs(t)` over string
// keys visits them in a different order from one run to the next: the same
// script would print, place or write different things.
//
// The sandbox's pairs(t), for a table without a `__pairs` metamethod, takes
// a snapshot of its keys and visits them sorted:
//
// - numbers first, by value (integers and floats compared exactly, as
//   Lua's `<` compares them; NaN is never a key);
// - then strings, byte by byte (memcmp; a prefix before the longer string);
// - then false, then true;
// - then every other key (tables, functions, coroutines, userdata), in
//   Lua's traversal order: nothing about them is the same from run to run
//   (their hash is their address), so their order cannot be either.
//
// The iterator yields each snapshotted key whose value is still not nil
// (rawget), so that clearing fields during the traversal works as in Lua;
// keys added during the traversal are not visited (Lua leaves that case
// undefined). A table whose keys are exactly 1…n, met in that order, needs
// no snapshot: its iterator counts from 1 to n. Keys met in ascending order
// (any table of integer keys built in order) are not sorted again.
//
// The snapshot is a Lua table and a userdata, so the memory limit applies
// to it; every loop looks at the deadline (mosaic_checktime) every
// MOSAIC_PAIRS_STEPS steps, so a pairs over ten million keys stops at the
// time limit. With `__pairs`, and for a value that is not a table, pairs is
// the stock function (upvalue 1). `next` stays Lua's own: raw, in Lua's
// traversal order, which is unspecified.
#include "runtime.h"

#include <string.h>

/// How many steps a loop takes between two looks at the deadline.
#define MOSAIC_PAIRS_STEPS 1024

/// Runs this short are sorted by insertion, before any merge.
#define MOSAIC_PAIRS_RUN 8

/// A slot the permutation has filled (no snapshot has this many keys).
#define MOSAIC_PAIRS_DONE UINT32_MAX

enum { MOSAIC_KEY_NUMBER, MOSAIC_KEY_STRING, MOSAIC_KEY_BOOLEAN, MOSAIC_KEY_OTHER };

/// One key of the snapshot, as the sort compares it. A string's bytes stay
/// valid: the string is held by the snapshot table. Its first 8 bytes,
/// big-endian in `prefix`, decide most comparisons without reading it.
typedef struct {
    unsigned char kind;       /* MOSAIC_KEY_… */
    unsigned char isInteger;  /* a number key that is an integer */
    uint32_t slot;            /* its position in the snapshot, from 0 */
    uint64_t prefix;          /* a string's first bytes, zero-padded */
    union {
        lua_Integer integer;
        lua_Number number;
        const char *bytes;
        int boolean;
    } value;
    size_t length;            /* a string's length */
} mosaic_PairsKey;

// MARK: - Order

/// -1, 0 or 1 as the integer `i` is less than, equal to or greater than
/// the float `f` (not NaN), compared exactly.
static int mosaic_compareintfloat(lua_Integer i, lua_Number f) {
    if (f >= 0x1p63) return -1;
    if (f < -0x1p63) return 1;
    /* f's floor fits in an integer here. */
    lua_Integer whole = (lua_Integer)f;
    if ((lua_Number)whole > f) whole -= 1;
    if (i != whole) return i < whole ? -1 : 1;
    return f > (lua_Number)whole ? -1 : 0;
}

/// The order of the sandbox's pairs: negative when `a` comes before `b`.
static int mosaic_comparekeys(const mosaic_PairsKey *a, const mosaic_PairsKey *b) {
    if (a->kind != b->kind) return a->kind < b->kind ? -1 : 1;
    int order = 0;
    switch (a->kind) {
        case MOSAIC_KEY_NUMBER:
            if (a->isInteger && b->isInteger) {
                order = a->value.integer < b->value.integer ? -1 : a->value.integer > b->value.integer;
            } else if (!a->isInteger && !b->isInteger) {
                order = a->value.number < b->value.number ? -1 : a->value.number > b->value.number;
            } else if (a->isInteger) {
                order = mosaic_compareintfloat(a->value.integer, b->value.number);
            } else {
                order = -mosaic_compareintfloat(b->value.integer, a->value.number);
            }
            break;
        case MOSAIC_KEY_STRING: {
            if (a->prefix != b->prefix) return a->prefix < b->prefix ? -1 : 1;
            /* The same first bytes: past them when both are longer. */
            size_t shorter = a->length < b->length ? a->length : b->length;
            if (shorter > sizeof a->prefix) {
                order = memcmp(a->value.bytes + sizeof a->prefix, b->value.bytes + sizeof b->prefix, shorter - sizeof a->prefix);
            }
            if (order == 0) order = a->length < b->length ? -1 : a->length > b->length;
            break;
        }
        case MOSAIC_KEY_BOOLEAN:
            order = a->value.boolean - b->value.boolean;
            break;
        default:
            break;
    }
    if (order != 0) return order;
    return a->slot < b->slot ? -1 : a->slot > b->slot;  /* other keys: traversal order */
}

/// Describes the key at `index` (a key of a table: never nil or NaN).
static void mosaic_readkey(lua_State *L, int index, mosaic_PairsKey *key, lua_Integer slot) {
    key->slot = (uint32_t)slot;
    key->isInteger = 0;
    key->length = 0;
    key->prefix = 0;
    switch (lua_type(L, index)) {
        case LUA_TNUMBER:
            key->kind = MOSAIC_KEY_NUMBER;
            if (lua_isinteger(L, index)) {
                key->isInteger = 1;
                key->value.integer = lua_tointeger(L, index);
            } else {
                key->value.number = lua_tonumber(L, index);
            }
            break;
        case LUA_TSTRING:
            key->kind = MOSAIC_KEY_STRING;
            key->value.bytes = lua_tolstring(L, index, &key->length);  /* a string: no conversion */
            for (size_t i = 0; i < sizeof key->prefix; i++) {
                key->prefix = key->prefix << 8 | (i < key->length ? (unsigned char)key->value.bytes[i] : 0);
            }
            break;
        case LUA_TBOOLEAN:
            key->kind = MOSAIC_KEY_BOOLEAN;
            key->value.boolean = lua_toboolean(L, index);
            break;
        default:
            key->kind = MOSAIC_KEY_OTHER;
            break;
    }
}

// MARK: - Sorting

typedef struct {
    lua_State *L;
    unsigned steps;
} mosaic_PairsSort;

/// Whether `a` sorts strictly before `b`; looks at the deadline now and then.
static int mosaic_keybefore(mosaic_PairsSort *sort, const mosaic_PairsKey *a, const mosaic_PairsKey *b) {
    if (++sort->steps % MOSAIC_PAIRS_STEPS == 0) mosaic_checktime(sort->L);
    return mosaic_comparekeys(a, b) < 0;
}

/// Sorts keys[low, high) by insertion.
static void mosaic_insertionsort(mosaic_PairsSort *sort, mosaic_PairsKey *keys, size_t low, size_t high) {
    for (size_t i = low + 1; i < high; i++) {
        mosaic_PairsKey key = keys[i];
        size_t j = i;
        while (j > low && mosaic_keybefore(sort, &key, &keys[j - 1])) {
            keys[j] = keys[j - 1];
            j--;
        }
        keys[j] = key;
    }
}

/// Sorts `count` keys: runs of MOSAIC_PAIRS_RUN by insertion, then merged
/// bottom-up between `keys` and `spare` (room for `count` more, or NULL
/// when count <= MOSAIC_PAIRS_RUN). Returns where the sorted keys are.
/// O(n log n) comparisons whatever the input; no allocation, so the
/// deadline's error can leave at any comparison.
static mosaic_PairsKey *mosaic_sortkeys(mosaic_PairsSort *sort, mosaic_PairsKey *keys, mosaic_PairsKey *spare, size_t count) {
    for (size_t low = 0; low < count; low += MOSAIC_PAIRS_RUN) {
        size_t high = low + MOSAIC_PAIRS_RUN < count ? low + MOSAIC_PAIRS_RUN : count;
        mosaic_insertionsort(sort, keys, low, high);
    }
    mosaic_PairsKey *source = keys, *target = spare;
    for (size_t width = MOSAIC_PAIRS_RUN; width < count; width *= 2) {
        for (size_t low = 0; low < count; low += 2 * width) {
            size_t middle = low + width < count ? low + width : count;
            size_t high = low + 2 * width < count ? low + 2 * width : count;
            size_t left = low, right = middle;
            for (size_t out = low; out < high; out++) {
                int takeRight = left >= middle || (right < high && mosaic_keybefore(sort, &source[right], &source[left]));
                target[out] = takeRight ? source[right++] : source[left++];
            }
        }
        mosaic_PairsKey *swap = source;
        source = target;
        target = swap;
    }
    return source;
}

/// Puts the snapshot table at `table` in the sorted order: position p
/// (from 0) receives the key at sorted[p].slot, following each cycle of
/// the permutation once. The slots are spent as marks (MOSAIC_PAIRS_DONE).
static void mosaic_permutekeys(lua_State *L, int table, mosaic_PairsKey *sorted, lua_Integer count) {
    lua_Integer steps = 0;
    for (lua_Integer start = 0; start < count; start++) {
        if (sorted[start].slot == MOSAIC_PAIRS_DONE || sorted[start].slot == start) continue;
        lua_rawgeti(L, table, start + 1);  /* the first key of the cycle, held */
        lua_Integer position = start;
        for (;;) {
            if (++steps % MOSAIC_PAIRS_STEPS == 0) mosaic_checktime(L);
            lua_Integer from = sorted[position].slot;
            sorted[position].slot = MOSAIC_PAIRS_DONE;
            if (from == start) {
                lua_rawseti(L, table, position + 1);  /* the held key */
                break;
            }
            lua_rawgeti(L, table, from + 1);
            lua_rawseti(L, table, position + 1);
            position = from;
        }
    }
}

// MARK: - Iterators

/// The iterator over a table whose keys were 1…n (upvalue 1: n): the
/// next position after the control value whose value is not nil.
static int mosaic_sequencenext(lua_State *L) {
    luaL_checktype(L, 1, LUA_TTABLE);
    lua_Integer count = lua_tointeger(L, lua_upvalueindex(1));
    lua_Integer position = lua_isinteger(L, 2) ? lua_tointeger(L, 2) : 0;
    if (position < 0) position = 0;
    lua_Integer steps = 0;
    while (position < count) {
        position++;
        if (lua_rawgeti(L, 1, position) != LUA_TNIL) {
            lua_pushinteger(L, position);
            lua_insert(L, -2);
            return 2;
        }
        lua_pop(L, 1);
        if (++steps % MOSAIC_PAIRS_STEPS == 0) mosaic_checktime(L);
    }
    lua_pushnil(L);
    return 1;
}

/// The iterator over a snapshot (upvalue 1: the sorted keys, or nil once
/// done; 2: how many were visited; 3: how many there are): the next key
/// whose value is not nil, with its value.
static int mosaic_sortednext(lua_State *L) {
    luaL_checktype(L, 1, LUA_TTABLE);
    lua_Integer position = lua_tointeger(L, lua_upvalueindex(2));
    lua_Integer count = lua_tointeger(L, lua_upvalueindex(3));
    lua_Integer steps = 0;
    while (position < count) {
        position++;
        lua_rawgeti(L, lua_upvalueindex(1), position);
        lua_pushvalue(L, -1);
        if (lua_rawget(L, 1) != LUA_TNIL) {
            lua_pushinteger(L, position);
            lua_replace(L, lua_upvalueindex(2));
            return 2;
        }
        lua_pop(L, 2);
        if (++steps % MOSAIC_PAIRS_STEPS == 0) mosaic_checktime(L);
    }
    /* Done: let the snapshot go. */
    lua_pushinteger(L, count);
    lua_replace(L, lua_upvalueindex(2));
    lua_pushnil(L);
    lua_replace(L, lua_upvalueindex(1));
    lua_pushnil(L);
    return 1;
}

// MARK: - pairs

/// The continuation of the stock pairs: its three results.
static int mosaic_stockpairsdone(lua_State *L, int status, lua_KContext extra) {
    (void)status;
    (void)extra;
    return 3;
}

/// The most keys a snapshot takes (lua_createtable counts in ints).
#define MOSAIC_PAIRS_MAXKEYS ((lua_Integer)1 << 30)

static int mosaic_pairs(lua_State *L) {
    luaL_checkany(L, 1);
    lua_settop(L, 1);
    int hasMetamethod = luaL_getmetafield(L, 1, "__pairs") != LUA_TNIL;
    if (hasMetamethod || lua_type(L, 1) != LUA_TTABLE) {
        lua_settop(L, 1);
        lua_pushvalue(L, lua_upvalueindex(1));
        lua_insert(L, 1);
        lua_callk(L, 1, 3, 0, mosaic_stockpairsdone);
        return 3;
    }

    /* Pass 1: how many keys, and whether they are 1…n in order. No allocation. */
    lua_Integer count = 0;
    int sequence = 1;
    lua_pushnil(L);
    while (lua_next(L, 1) != 0) {
        count++;
        if (sequence) sequence = lua_isinteger(L, -2) && lua_tointeger(L, -2) == count;
        lua_pop(L, 1);
        if (count % MOSAIC_PAIRS_STEPS == 0) mosaic_checktime(L);
    }
    if (sequence) {
        lua_pushinteger(L, count);
        lua_pushcclosure(L, mosaic_sequencenext, 1);
        lua_pushvalue(L, 1);
        lua_pushnil(L);
        return 3;
    }
    if (count >= MOSAIC_PAIRS_MAXKEYS) return luaL_error(L, "pairs: a table of more than 2^30 keys");

    /* Pass 2: the snapshot (2), and the keys as the sort sees them (3), with
       room for the merge: both charged to the memory limit (up to
       MOSAIC_PAIRS_RUN keys, on the C stack). */
    lua_createtable(L, (int)count, 0);
    mosaic_PairsKey few[MOSAIC_PAIRS_RUN];  /* a small table's keys: no userdata */
    mosaic_PairsKey *keys = few;
    if (count > MOSAIC_PAIRS_RUN) {
        keys = (mosaic_PairsKey *)lua_newuserdatauv(L, 2 * (size_t)count * sizeof(mosaic_PairsKey), 0);
    }
    /* An allocation may have run the collector, which can clear entries of a
       weak table: count again. Nothing below allocates (the snapshot's
       array part has room for every key). */
    lua_Integer taken = 0;
    int ascending = 1;
    lua_pushnil(L);
    while (lua_next(L, 1) != 0) {
        lua_pop(L, 1);
        if (taken == count) {  /* cannot happen: the collector only removes */
            lua_pop(L, 1);
            break;
        }
        lua_pushvalue(L, -1);
        lua_rawseti(L, 2, taken + 1);
        mosaic_readkey(L, -1, &keys[taken], taken);
        if (taken > 0 && ascending) ascending = mosaic_comparekeys(&keys[taken - 1], &keys[taken]) < 0;
        taken++;
        if (taken % MOSAIC_PAIRS_STEPS == 0) mosaic_checktime(L);
    }
    if (!ascending) {
        mosaic_PairsSort sort = {L, 0};
        mosaic_PairsKey *sorted = mosaic_sortkeys(&sort, keys, count > MOSAIC_PAIRS_RUN ? keys + count : NULL, (size_t)taken);
        mosaic_permutekeys(L, 2, sorted, taken);
    }
    lua_settop(L, 2);
    lua_pushinteger(L, 0);
    lua_pushinteger(L, taken);
    lua_pushcclosure(L, mosaic_sortednext, 3);
    lua_pushvalue(L, 1);
    lua_pushnil(L);
    return 3;
}

void mosaic_openpairs(lua_State *L, int globals) {
    lua_getfield(L, globals, "pairs");
    lua_pushcclosure(L, mosaic_pairs, 1);
    lua_setfield(L, globals, "pairs");
}
