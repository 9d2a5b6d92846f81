// The fast reader of `attrs` tables (ctx:place's seventh argument): one raw
// walk with lua_next that recognises the names by the address of their
// interned strings, and hands the host a packed struct.
//
// Lua 5.4 interns every short string (up to 40 bytes): two equal short
// strings are one object. The state keeps one reference to each name in the
// registry, so the object lives as long as the state, and a key is a known
// name exactly when it is that object: one pointer comparison, no byte
// compared. Anything else — a custom name, a value of
// the wrong type, a number the host refuses — makes the reader give up, and
// the host reads the table again the general way (LuaElementAttributes.swift),
// which works out the custom values and the error messages: one set of rules,
// the general one, with this as a shortcut for the tables it would accept.
#include "runtime.h"

#include <math.h>

_Static_assert(sizeof(lua_Integer) == sizeof(long long), "mosaic_Attributes.zIndex holds a lua_Integer");

/// In the order of mosaic_AttributeName.
static const char *const attributeNames[MOSAIC_ATTRIBUTE_NAMES] = {
    "rotation", "zIndex", "anchorX", "anchorY", "scaleX", "scaleY", "translateX", "translateY", "alpha", "hidden",
};
enum mosaic_AttributeName {
    ROTATION, ZINDEX, ANCHORX, ANCHORY, SCALEX, SCALEY, TRANSLATEX, TRANSLATEY, ALPHA, HIDDEN,
};

void mosaic_internattributenames(lua_State *L, mosaic_Runtime *rt) {
    lua_createtable(L, MOSAIC_ATTRIBUTE_NAMES, 0);
    for (int k = 0; k < MOSAIC_ATTRIBUTE_NAMES; k++) {
        lua_pushstring(L, attributeNames[k]);
        rt->attributeNames[k] = lua_topointer(L, -1);
        lua_rawseti(L, -2, k + 1);
    }
    lua_setfield(L, LUA_REGISTRYINDEX, "mosaic.attributenames");
}

/// The name a key is, or -1. lua_topointer gives a string's object (NULL
/// for a number or a boolean; a table's or a function's own object, never
/// a string's), so one call both checks the type and finds the name, and
/// never turns a number key into a string in place as lua_tolstring would.
static inline int mosaic_attributename(const mosaic_Runtime *rt, const void *key) {
    for (int k = 0; k < MOSAIC_ATTRIBUTE_NAMES; k++) {
        if (rt->attributeNames[k] == key) return k;
    }
    return -1;
}

int mosaic_readattributes(lua_State *L, int index, mosaic_Attributes *attributes) {
    /* Every API call counts here (a few nanoseconds each, through the
       shared library): per key lua_next, lua_topointer, lua_type, one read,
       lua_settop. */
    const mosaic_Runtime *rt = mosaic_runtime(L);
    lua_pushnil(L);
    while (lua_next(L, index) != 0) {
        int name = mosaic_attributename(rt, lua_topointer(L, -2));
        if (name < 0) goto general;
        if (lua_type(L, -1) != (name == HIDDEN ? LUA_TBOOLEAN : LUA_TNUMBER)) goto general;
        if (name == HIDDEN) {
            attributes->hidden = lua_toboolean(L, -1);
            attributes->full = 1;
        } else if (name == ZINDEX) {
            int isInteger = 0;  /* a float with a whole value counts, as in the host */
            lua_Integer z = lua_tointegerx(L, -1, &isInteger);
            if (!isInteger) goto general;
            attributes->zIndex = z;
        } else {
            double value = lua_tonumberx(L, -1, NULL);
            if (!isfinite(value)) goto general;
            switch (name) {
            case ROTATION: attributes->rotation = value; break;
            case ANCHORX: attributes->anchorX = value; break;
            case ANCHORY: attributes->anchorY = value; break;
            case SCALEX: attributes->scaleX = value; attributes->full = 1; break;
            case SCALEY: attributes->scaleY = value; attributes->full = 1; break;
            case TRANSLATEX: attributes->translateX = value; attributes->full = 1; break;
            case TRANSLATEY: attributes->translateY = value; attributes->full = 1; break;
            default: /* ALPHA */
                if (!(value >= 0 && value <= 1)) goto general;
                attributes->alpha = value;
                attributes->full = 1;
                break;
            }
        }
        lua_settop(L, -2);  /* the value; the key stays for lua_next */
    }
    return 1;  /* lua_next popped the last key */
general:
    lua_settop(L, -3);  /* the key and the value */
    return 0;
}
