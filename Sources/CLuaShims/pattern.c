// string.find, string.match, string.gmatch and string.gsub for plugins,
// with a pattern matcher the time limit can stop.
//
// Why not the string library's own: a pattern such as ".-.-.-.-b" on a long
// subject backtracks for hours inside one C function, and the watchdog's
// hook only runs between Lua instructions. This matcher counts its work
// (one unit per character it looks at and per match attempt) and checks the
// deadline every MOSAIC_PATTERN_BUDGET units, raising the time-limit error
// from C (a library function has no Swift frame below it on the C stack).
//
// It implements the patterns of the Lua 5.4 reference manual (§6.4.1) —
// character classes, sets, the quantifiers * + - ?, anchors, captures and
// position captures, back-references, %b and %f — with the stock library's
// results and error messages. Plain `find` is counted the same way.
#include "runtime.h"

#include <ctype.h>
#include <string.h>

#define MOSAIC_ESCAPE '%'
/// Captures in one pattern, as the stock library allows.
#define MOSAIC_MAXCAPTURES 32
/// Characters that make a pattern more than plain text.
#define MOSAIC_SPECIALS "^$*+?.([%-"
/// Nested match calls before "pattern too complex" (Lua's own C-call limit).
#define MOSAIC_PATTERN_DEPTH 200
/// Units of work between two looks at the deadline.
#define MOSAIC_PATTERN_BUDGET 8192

#define CAPTURE_OPEN (-1)
#define CAPTURE_POSITION (-2)

typedef struct {
    lua_State *L;
    const char *subject, *subjectEnd;
    const char *patternEnd;
    int depth;   /* match calls still allowed */
    int level;   /* captures started */
    long budget; /* work left before the next look at the deadline */
    struct {
        const char *start;
        ptrdiff_t length;  /* or CAPTURE_OPEN, CAPTURE_POSITION */
    } captures[MOSAIC_MAXCAPTURES];
} Matcher;

// MARK: - Counting work

static void mosaic_refill(Matcher *m) {
    m->budget = MOSAIC_PATTERN_BUDGET;
    if (mosaic_timedout(m->L)) mosaic_raisetimeoutat(m->L, 1);
}

static inline void mosaic_spend(Matcher *m, long units) {
    m->budget -= units;
    if (m->budget < 0) mosaic_refill(m);
}

// MARK: - Single characters

/// The end of the single-character class starting at `p`: `x`, `%x` or `[set]`.
static const char *mosaic_classend(Matcher *m, const char *p) {
    char c = *p++;
    if (c == MOSAIC_ESCAPE) {
        if (p >= m->patternEnd) luaL_error(m->L, "malformed pattern (ends with '%%')");
        return p + 1;
    }
    if (c == '[') {
        if (*p == '^') p++;
        /* The first character of a set may be ']' itself. Patterns are Lua
           strings, so *patternEnd is a readable '\0'. */
        do {
            if (p >= m->patternEnd) luaL_error(m->L, "malformed pattern (missing ']')");
            c = *p++;
            if (c == MOSAIC_ESCAPE && p < m->patternEnd) p++;
        } while (*p != ']');
        return p + 1;
    }
    return p;
}

/// Whether `c` belongs to class `%cl` (or is `cl`, for any other letter).
static int mosaic_inclass(int c, int cl) {
    int result;
    switch (tolower(cl)) {
        case 'a': result = isalpha(c); break;
        case 'c': result = iscntrl(c); break;
        case 'd': result = isdigit(c); break;
        case 'g': result = isgraph(c); break;
        case 'l': result = islower(c); break;
        case 'p': result = ispunct(c); break;
        case 's': result = isspace(c); break;
        case 'u': result = isupper(c); break;
        case 'w': result = isalnum(c); break;
        case 'x': result = isxdigit(c); break;
        case 'z': result = c == 0; break;  /* deprecated in the manual, still accepted */
        default: return cl == c;
    }
    if (isupper(cl)) result = !result;
    return result != 0;
}

/// Whether `c` is in the set from `p` (its '[') to `close` (its ']').
static int mosaic_inset(int c, const char *p, const char *close) {
    int wanted = 1;
    p++;
    if (*p == '^') {
        wanted = 0;
        p++;
    }
    while (p < close) {
        if (*p == MOSAIC_ESCAPE) {
            if (mosaic_inclass(c, (unsigned char)p[1])) return wanted;
            p += 2;
        } else if (p[1] == '-' && p + 2 < close) {
            if ((unsigned char)p[0] <= c && c <= (unsigned char)p[2]) return wanted;
            p += 3;
        } else {
            if ((unsigned char)*p == c) return wanted;
            p++;
        }
    }
    return !wanted;
}

/// Whether the subject character at `s` matches the class from `p` to `end`.
static int mosaic_matchone(const Matcher *m, const char *s, const char *p, const char *end) {
    if (s >= m->subjectEnd) return 0;
    int c = (unsigned char)*s;
    switch (*p) {
        case '.': return 1;
        case MOSAIC_ESCAPE: return mosaic_inclass(c, (unsigned char)p[1]);
        case '[': return mosaic_inset(c, p, end - 1);
        default: return (unsigned char)*p == c;
    }
}

// MARK: - Matching

static const char *mosaic_domatch(Matcher *m, const char *s, const char *p);

/// `%bxy` at `s`, with `p` at `x`.
static const char *mosaic_matchbalance(Matcher *m, const char *s, const char *p) {
    if (p + 1 >= m->patternEnd) luaL_error(m->L, "malformed pattern (missing arguments to '%%b')");
    if (s >= m->subjectEnd || *s != *p) return NULL;
    char open = p[0], close = p[1];
    int depth = 1;
    while (++s < m->subjectEnd) {
        mosaic_spend(m, 1);
        if (*s == close) {
            if (--depth == 0) return s + 1;
        } else if (*s == open) {
            depth++;
        }
    }
    return NULL;
}

/// The index of back-reference `%digit`, checked.
static int mosaic_checkcapture(Matcher *m, int digit) {
    int index = digit - '1';
    if (index < 0 || index >= m->level || m->captures[index].length == CAPTURE_OPEN) {
        return luaL_error(m->L, "invalid capture index %%%d", index + 1);
    }
    return index;
}

/// The innermost capture still open.
static int mosaic_opencapture(Matcher *m) {
    for (int index = m->level - 1; index >= 0; index--) {
        if (m->captures[index].length == CAPTURE_OPEN) return index;
    }
    return luaL_error(m->L, "invalid pattern capture");
}

static const char *mosaic_startcapture(Matcher *m, const char *s, const char *p, ptrdiff_t what) {
    if (m->level >= MOSAIC_MAXCAPTURES) luaL_error(m->L, "too many captures");
    m->captures[m->level].start = s;
    m->captures[m->level].length = what;
    m->level++;
    const char *end = mosaic_domatch(m, s, p);
    if (end == NULL) m->level--;
    return end;
}

static const char *mosaic_endcapture(Matcher *m, const char *s, const char *p) {
    int index = mosaic_opencapture(m);
    m->captures[index].length = s - m->captures[index].start;
    const char *end = mosaic_domatch(m, s, p);
    if (end == NULL) m->captures[index].length = CAPTURE_OPEN;
    return end;
}

static const char *mosaic_backreference(Matcher *m, const char *s, int digit) {
    int index = mosaic_checkcapture(m, digit);
    size_t length = (size_t)m->captures[index].length;
    mosaic_spend(m, (long)length);
    if ((size_t)(m->subjectEnd - s) >= length && memcmp(m->captures[index].start, s, length) == 0) return s + length;
    return NULL;
}

/// `x*` (and `x+` after its first match): the longest run first.
static const char *mosaic_maxexpand(Matcher *m, const char *s, const char *p, const char *end) {
    ptrdiff_t count = 0;
    while (mosaic_matchone(m, s + count, p, end)) {
        count++;
        mosaic_spend(m, 1);
    }
    for (; count >= 0; count--) {
        const char *result = mosaic_domatch(m, s + count, end + 1);
        if (result != NULL) return result;
    }
    return NULL;
}

/// `x-`: the shortest run first.
static const char *mosaic_minexpand(Matcher *m, const char *s, const char *p, const char *end) {
    for (;;) {
        const char *result = mosaic_domatch(m, s, end + 1);
        if (result != NULL) return result;
        if (!mosaic_matchone(m, s, p, end)) return NULL;
        s++;
    }
}

/// Matches the pattern from `p` at subject position `s`: the end of the
/// match, or NULL. Items that need no backtracking loop here; the others
/// recurse.
static const char *mosaic_domatch(Matcher *m, const char *s, const char *p) {
    if (m->depth-- == 0) luaL_error(m->L, "pattern too complex");
    mosaic_spend(m, 1);
    while (p < m->patternEnd) {
        switch (*p) {
            case '(':
                s = p[1] == ')' ? mosaic_startcapture(m, s, p + 2, CAPTURE_POSITION)
                                : mosaic_startcapture(m, s, p + 1, CAPTURE_OPEN);
                goto done;
            case ')':
                s = mosaic_endcapture(m, s, p + 1);
                goto done;
            case '$':
                if (p + 1 == m->patternEnd) {
                    s = s == m->subjectEnd ? s : NULL;
                    goto done;
                }
                break;  /* elsewhere, '$' is an ordinary character */
            case MOSAIC_ESCAPE:
                if (p[1] == 'b') {
                    s = mosaic_matchbalance(m, s, p + 2);
                    if (s == NULL) goto done;
                    p += 4;
                    continue;
                }
                if (p[1] == 'f') {
                    p += 2;
                    if (*p != '[') luaL_error(m->L, "missing '[' after '%%f' in pattern");
                    const char *end = mosaic_classend(m, p);
                    int previous = s == m->subject ? '\0' : (unsigned char)s[-1];
                    int current = s < m->subjectEnd ? (unsigned char)*s : '\0';
                    if (mosaic_inset(previous, p, end - 1) || !mosaic_inset(current, p, end - 1)) {
                        s = NULL;
                        goto done;
                    }
                    p = end;
                    continue;
                }
                if (isdigit((unsigned char)p[1])) {
                    s = mosaic_backreference(m, s, (unsigned char)p[1]);
                    if (s == NULL) goto done;
                    p += 2;
                    continue;
                }
                break;  /* a class such as %a */
            default:
                break;
        }
        /* A single-character class, perhaps with a quantifier. */
        const char *end = mosaic_classend(m, p);
        if (!mosaic_matchone(m, s, p, end)) {
            if (*end == '*' || *end == '?' || *end == '-') {  /* zero occurrences are fine */
                p = end + 1;
                continue;
            }
            s = NULL;
            goto done;
        }
        switch (*end) {
            case '?': {
                const char *result = mosaic_domatch(m, s + 1, end + 1);
                if (result != NULL) {
                    s = result;
                    goto done;
                }
                p = end + 1;
                continue;
            }
            case '+': s = mosaic_maxexpand(m, s + 1, p, end); goto done;
            case '*': s = mosaic_maxexpand(m, s, p, end); goto done;
            case '-': s = mosaic_minexpand(m, s, p, end); goto done;
            default:
                s++;
                p = end;
                continue;
        }
    }
done:
    m->depth++;
    return s;
}

static void mosaic_matcherinit(Matcher *m, lua_State *L, const char *s, size_t ls, const char *p, size_t lp) {
    m->L = L;
    m->subject = s;
    m->subjectEnd = s + ls;
    m->patternEnd = p + lp;
    m->budget = MOSAIC_PATTERN_BUDGET;
}

/// Matches at `s`: the end of the match, or NULL. Resets the captures.
static const char *mosaic_matchat(Matcher *m, const char *s, const char *p) {
    m->level = 0;
    m->depth = MOSAIC_PATTERN_DEPTH;
    return mosaic_domatch(m, s, p);
}

// MARK: - Captures

/// Pushes capture `index`; the whole match `s`…`e` for index 0 when the
/// pattern has no captures.
static void mosaic_pushcapture(Matcher *m, int index, const char *s, const char *e) {
    if (index >= m->level) {
        if (index != 0) luaL_error(m->L, "invalid capture index %%%d", index + 1);
        lua_pushlstring(m->L, s, (size_t)(e - s));
        return;
    }
    ptrdiff_t length = m->captures[index].length;
    if (length == CAPTURE_OPEN) luaL_error(m->L, "unfinished capture");
    if (length == CAPTURE_POSITION) {
        lua_pushinteger(m->L, (lua_Integer)(m->captures[index].start - m->subject) + 1);
    } else {
        lua_pushlstring(m->L, m->captures[index].start, (size_t)length);
    }
}

/// Pushes every capture (the whole match when there are none and `s` is
/// not NULL); returns how many.
static int mosaic_pushcaptures(Matcher *m, const char *s, const char *e) {
    int count = m->level == 0 && s != NULL ? 1 : m->level;
    luaL_checkstack(m->L, count, "too many captures");
    for (int index = 0; index < count; index++) mosaic_pushcapture(m, index, s, e);
    return count;
}

// MARK: - Library functions

/// A start position as string functions take it (negative: from the end).
static size_t mosaic_startposition(lua_Integer position, size_t length) {
    if (position > 0) return (size_t)position;
    if (position == 0 || position < -(lua_Integer)length) return 1;
    return length + (size_t)position + 1;
}

static int mosaic_hasspecials(const char *p, size_t length) {
    for (size_t i = 0; i < length; i++) {
        if (p[i] != '\0' && strchr(MOSAIC_SPECIALS, p[i]) != NULL) return 1;
    }
    return 0;
}

/// The first occurrence of `needle` in `haystack`, counting the work.
static const char *mosaic_plainfind(Matcher *m, const char *haystack, size_t length, const char *needle, size_t needleLength) {
    if (needleLength == 0) return haystack;
    if (needleLength > length) return NULL;
    const char *last = haystack + (length - needleLength);
    for (const char *s = haystack; s <= last; s++) {
        const char *first = memchr(s, needle[0], (size_t)(last - s) + 1);
        if (first == NULL) return NULL;
        mosaic_spend(m, (long)(first - s) / 16 + (long)needleLength);
        if (memcmp(first + 1, needle + 1, needleLength - 1) == 0) return first;
        s = first;
    }
    return NULL;
}

static int mosaic_findormatch(lua_State *L, int find) {
    size_t length, patternLength;
    const char *s = luaL_checklstring(L, 1, &length);
    const char *p = luaL_checklstring(L, 2, &patternLength);
    size_t start = mosaic_startposition(luaL_optinteger(L, 3, 1), length) - 1;
    if (start > length) {
        luaL_pushfail(L);
        return 1;
    }
    Matcher m;
    mosaic_matcherinit(&m, L, s, length, p, patternLength);
    if (find && (lua_toboolean(L, 4) || !mosaic_hasspecials(p, patternLength))) {
        const char *found = mosaic_plainfind(&m, s + start, length - start, p, patternLength);
        if (found != NULL) {
            lua_pushinteger(L, (lua_Integer)(found - s) + 1);
            lua_pushinteger(L, (lua_Integer)(found - s + (ptrdiff_t)patternLength));
            return 2;
        }
    } else {
        int anchored = *p == '^';
        if (anchored) {
            p++;
            patternLength--;
            m.patternEnd = p + patternLength;
        }
        const char *at = s + start;
        do {
            const char *end = mosaic_matchat(&m, at, p);
            if (end != NULL) {
                if (!find) return mosaic_pushcaptures(&m, at, end);
                lua_pushinteger(L, (lua_Integer)(at - s) + 1);
                lua_pushinteger(L, (lua_Integer)(end - s));
                return mosaic_pushcaptures(&m, NULL, NULL) + 2;
            }
        } while (at++ < m.subjectEnd && !anchored);
    }
    luaL_pushfail(L);
    return 1;
}

static int mosaic_strfind(lua_State *L) { return mosaic_findormatch(L, 1); }
static int mosaic_strmatch(lua_State *L) { return mosaic_findormatch(L, 0); }

/// gmatch's iterator state, a userdata kept with the subject and pattern
/// strings as upvalues (so the pointers stay valid).
typedef struct {
    Matcher m;
    const char *at;
    const char *pattern;
    const char *lastMatch;
} GmatchState;

static int mosaic_gmatchnext(lua_State *L) {
    GmatchState *state = (GmatchState *)lua_touserdata(L, lua_upvalueindex(3));
    state->m.L = L;
    state->m.budget = MOSAIC_PATTERN_BUDGET;
    for (const char *at = state->at; at <= state->m.subjectEnd; at++) {
        const char *end = mosaic_matchat(&state->m, at, state->pattern);
        if (end != NULL && end != state->lastMatch) {
            state->at = state->lastMatch = end;
            return mosaic_pushcaptures(&state->m, at, end);
        }
    }
    return 0;
}

static int mosaic_strgmatch(lua_State *L) {
    size_t length, patternLength;
    const char *s = luaL_checklstring(L, 1, &length);
    const char *p = luaL_checklstring(L, 2, &patternLength);
    size_t start = mosaic_startposition(luaL_optinteger(L, 3, 1), length) - 1;
    if (start > length) start = length + 1;  /* past the end: no match */
    lua_settop(L, 2);
    GmatchState *state = (GmatchState *)lua_newuserdatauv(L, sizeof(GmatchState), 0);
    mosaic_matcherinit(&state->m, L, s, length, p, patternLength);
    state->at = s + start;
    state->pattern = p;
    state->lastMatch = NULL;
    lua_pushcclosure(L, mosaic_gmatchnext, 3);
    return 1;
}

/// Appends the replacement string for the match `s`…`e` (%0–%9, %%).
static void mosaic_addreplacement(Matcher *m, luaL_Buffer *b, const char *s, const char *e) {
    lua_State *L = m->L;
    size_t length;
    const char *replacement = lua_tolstring(L, 3, &length);
    const char *end = replacement + length;
    const char *p;
    while ((p = memchr(replacement, MOSAIC_ESCAPE, (size_t)(end - replacement))) != NULL) {
        luaL_addlstring(b, replacement, (size_t)(p - replacement));
        p++;
        if (*p == MOSAIC_ESCAPE) {
            luaL_addchar(b, *p);
        } else if (*p == '0') {
            luaL_addlstring(b, s, (size_t)(e - s));
        } else if (isdigit((unsigned char)*p)) {
            mosaic_pushcapture(m, *p - '1', s, e);
            luaL_tolstring(L, -1, NULL);
            lua_remove(L, -2);
            luaL_addvalue(b);
        } else {
            luaL_error(L, "invalid use of '%c' in replacement string", MOSAIC_ESCAPE);
        }
        replacement = p + 1;
    }
    luaL_addlstring(b, replacement, (size_t)(end - replacement));
}

/// Appends what replaces the match `s`…`e`; returns whether it changed anything.
static int mosaic_addvalue(Matcher *m, luaL_Buffer *b, const char *s, const char *e, int replacementType) {
    lua_State *L = m->L;
    switch (replacementType) {
        case LUA_TFUNCTION: {
            lua_pushvalue(L, 3);
            int count = mosaic_pushcaptures(m, s, e);
            lua_call(L, count, 1);
            break;
        }
        case LUA_TTABLE:
            mosaic_pushcapture(m, 0, s, e);
            lua_gettable(L, 3);
            break;
        default:
            mosaic_addreplacement(m, b, s, e);
            return 1;
    }
    if (!lua_toboolean(L, -1)) {  /* nil or false: keep the match */
        lua_pop(L, 1);
        luaL_addlstring(b, s, (size_t)(e - s));
        return 0;
    }
    if (!lua_isstring(L, -1)) return luaL_error(L, "invalid replacement value (a %s)", luaL_typename(L, -1));
    luaL_addvalue(b);
    return 1;
}

static int mosaic_strgsub(lua_State *L) {
    size_t length, patternLength;
    const char *s = luaL_checklstring(L, 1, &length);
    const char *p = luaL_checklstring(L, 2, &patternLength);
    int replacementType = lua_type(L, 3);
    lua_Integer limit = luaL_optinteger(L, 4, (lua_Integer)length + 1);
    luaL_argexpected(L, replacementType == LUA_TNUMBER || replacementType == LUA_TSTRING ||
                            replacementType == LUA_TFUNCTION || replacementType == LUA_TTABLE,
                     3, "string/function/table");
    int anchored = *p == '^';
    if (anchored) {
        p++;
        patternLength--;
    }
    luaL_Buffer b;
    luaL_buffinit(L, &b);
    Matcher m;
    mosaic_matcherinit(&m, L, s, length, p, patternLength);
    const char *at = s, *lastMatch = NULL;
    lua_Integer count = 0;
    int changed = 0;
    while (count < limit) {
        const char *end = mosaic_matchat(&m, at, p);
        if (end != NULL && end != lastMatch) {
            count++;
            changed = mosaic_addvalue(&m, &b, at, end, replacementType) | changed;
            at = lastMatch = end;
        } else if (at < m.subjectEnd) {
            luaL_addchar(&b, *at++);
        } else {
            break;
        }
        if (anchored) break;
    }
    if (changed) {
        luaL_addlstring(&b, at, (size_t)(m.subjectEnd - at));
        luaL_pushresult(&b);
    } else {
        lua_pushvalue(L, 1);  /* nothing replaced: the subject itself */
    }
    lua_pushinteger(L, count);
    return 2;
}

void mosaic_openpatterns(lua_State *L, int stringTable) {
    static const luaL_Reg functions[] = {
        {"find", mosaic_strfind},
        {"match", mosaic_strmatch},
        {"gmatch", mosaic_strgmatch},
        {"gsub", mosaic_strgsub},
        {NULL, NULL},
    };
    for (const luaL_Reg *f = functions; f->name != NULL; f++) {
        lua_pushcfunction(L, f->func);
        lua_setfield(L, stringTable, f->name);
    }
}
