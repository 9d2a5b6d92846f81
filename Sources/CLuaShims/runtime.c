// States, the allocator with its memory limit, protected calls with a
// traceback, and the trampoline that raises errors for Swift functions.
#include "runtime.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

// MARK: - Allocator

/// lua_Alloc with a limit. Lua code asking for more than `limit` bytes in
/// all gets NULL, which Lua turns into a "not enough memory" error that
/// unwinds only Lua and C frames. While the host runs (hostDepth > 0) nothing
/// is refused, because a refusal would raise an error into Swift; a trampoline
/// checks the limit as soon as the host function returns.
static void *mosaic_alloc(void *ud, void *ptr, size_t osize, size_t nsize) {
    mosaic_Runtime *rt = (mosaic_Runtime *)ud;
    size_t old = ptr != NULL ? osize : 0;  /* osize is a type tag for new blocks */
    if (nsize == 0) {
        free(ptr);
        rt->used -= old;
        return NULL;
    }
    if (nsize > old && rt->limit != 0 && mosaic_hostdepth(rt) == 0) {
        size_t growth = nsize - old;
        size_t held = rt->used + rt->external;
        size_t limit = rt->limit + rt->slack;
        if (held > limit || growth > limit - held) {
            rt->limitHit = 1;
            return NULL;
        }
    }
    void *block = realloc(ptr, nsize);
    if (block == NULL) {
        if (mosaic_hostdepth(rt) > 0) {
            /* The system is out of memory while Swift runs: trap, as Swift does. */
            fputs("mosaic: out of memory in the Lua host\n", stderr);
            abort();
        }
        rt->limitHit = 1;
        return NULL;
    }
    rt->used = rt->used - old + nsize;
    if (rt->used > rt->peak) rt->peak = rt->used;
    return block;
}

static int mosaic_panic(lua_State *L) {
    /* Only reached if an error escapes every protected call: a bug in the host. */
    const char *message = lua_tostring(L, -1);
    fprintf(stderr, "mosaic: unprotected Lua error: %s\n", message != NULL ? message : "(not a string)");
    abort();
}

// MARK: - The collector
//
// A full collection can take unbounded time in one C call: weak-keyed
// tables whose keys a script chains at random make its atomic step
// quadratic (20,000 links: 0.9 s in stock Lua; 100,000: minutes). So the
// collector runs only where that time is held to the limit: while script
// code runs under an armed deadline, where the backstop ends a stall. It
// is stopped whenever the host owns the state (between calls, inside host
// functions that allocate), and what the host itself asks for — a full
// collection to make room — runs as an armed session.

/// Starts the collector if it is stopped; returns whether it was stopped.
static int mosaic_startcollector(lua_State *L, mosaic_Runtime *rt) {
    if (rt->collecting) return 0;
    lua_gc(L, LUA_GCRESTART);
    rt->collecting = 1;
    return 1;
}

/// Stops the collector if it runs; returns whether it ran.
static int mosaic_stopcollector(lua_State *L, mosaic_Runtime *rt) {
    if (!rt->collecting) return 0;
    lua_gc(L, LUA_GCSTOP);
    rt->collecting = 0;
    return 1;
}

/// Pushes a host-made string with the collector stopped, so that no
/// collection step runs in host code.
static void mosaic_pushquiet(lua_State *L, mosaic_Runtime *rt, const char *text, size_t length) {
    int was = mosaic_stopcollector(L, rt);
    lua_pushlstring(L, text, length);
    if (was) mosaic_startcollector(L, rt);
}

void mosaic_pushmessage(lua_State *L, const char *text, size_t length) {
    mosaic_pushquiet(L, mosaic_runtime(L), text, length);
}

/// A full collection asked for by the host, held to the time limit: on
/// the host's side of a call, it runs as a session of its own.
static void mosaic_collectarmed(lua_State *L, mosaic_Runtime *rt) {
    int savedHostDepth = mosaic_hostdepth(rt);
    mosaic_beginsession(L);
    mosaic_sethostdepth(rt, 0);  /* a stall here is the script's doing: the backstop applies */
    lua_gc(L, LUA_GCCOLLECT);
    mosaic_sethostdepth(rt, savedHostDepth);
    mosaic_endsession(L);
}

// MARK: - States

static void mosaic_format(char *buffer, size_t size, double value, const char *unit) {
    snprintf(buffer, size, "%.15g %s", value, unit);
}

lua_State *mosaic_newstate(size_t memoryLimit, double timeLimit) {
    if (timeLimit > 0 && !mosaic_watchdog_start()) return NULL;
    mosaic_Runtime *rt = calloc(1, sizeof(mosaic_Runtime));
    if (rt == NULL) return NULL;
    rt->limit = memoryLimit;
    rt->timeLimit = timeLimit > 0 ? timeLimit : 0;
    mosaic_format(rt->memoryText, sizeof rt->memoryText, (double)memoryLimit / (1024.0 * 1024.0), "MiB");
    mosaic_format(rt->timeText, sizeof rt->timeText, timeLimit, "s");
    atomic_init(&rt->timedOut, 0);
    atomic_init(&rt->hostLine, 0);
    atomic_init(&rt->hostDepth, 1);  /* the host owns the state until it calls Lua */
    rt->moduleFolder = -1;
    lua_State *L = lua_newstate(mosaic_alloc, rt);
    if (L == NULL) {
        free(rt);
        return NULL;
    }
    rt->L = L;
    *(mosaic_Runtime **)lua_getextraspace(L) = rt;
    lua_atpanic(L, mosaic_panic);
    lua_gc(L, LUA_GCSTOP);  /* the host owns the state until it calls Lua */
    rt->collecting = 0;
    mosaic_internattributenames(L, rt);
    return L;
}

void mosaic_close(lua_State *L) {
    mosaic_Runtime *rt = mosaic_runtime(L);
    if (rt->armed) mosaic_watchdog_disarm(rt);
    mosaic_sethostdepth(rt, 1);
    /* Whatever Lua runs while it closes (it should be nothing: no script
       can install a finalizer) may not reach the host, which is going. */
    rt->closing = 1;
    rt->host = NULL;
    lua_close(L);
    if (rt->moduleFolder >= 0) close(rt->moduleFolder);
    free(rt);
}

void mosaic_setmodulefolder(lua_State *L, int descriptor) {
    mosaic_Runtime *rt = mosaic_runtime(L);
    if (rt->moduleFolder >= 0) close(rt->moduleFolder);
    rt->moduleFolder = descriptor;
}

void mosaic_setlabel(lua_State *L, const char *label) {
    mosaic_Runtime *rt = mosaic_runtime(L);
    snprintf(rt->label, sizeof rt->label, "%s", label != NULL ? label : "");
}

/// Whether `bytes` more fit beside what the state holds and is charged.
static int mosaic_fits(mosaic_Runtime *rt, size_t bytes) {
    size_t held = rt->used + rt->external;
    return held <= rt->limit && bytes <= rt->limit - held;
}

int mosaic_reserve(lua_State *L, size_t bytes) {
    mosaic_Runtime *rt = mosaic_runtime(L);
    if (rt->limit == 0 || mosaic_fits(rt, bytes)) return 1;
    /* Collect first: what the script dropped may make room. */
    int was = mosaic_stopcollector(L, rt);
    mosaic_collectarmed(L, rt);
    if (mosaic_fits(rt, bytes)) {
        if (was) mosaic_startcollector(L, rt);
        return 1;
    }
    rt->limitHit = 1;
    char message[64];
    int length = snprintf(message, sizeof message, "memory limit of %s exceeded", rt->memoryText);
    mosaic_pushquiet(L, rt, message, (size_t)length);
    if (was) mosaic_startcollector(L, rt);
    return 0;
}

// MARK: - Calls

/// The message handler of every call: the message (or a description of a
/// non-string error object, with the place it was raised), then a traceback.
static int mosaic_msghandler(lua_State *L) {
    const char *message = lua_tostring(L, 1);
    if (message == NULL) {
        /* Past the deadline no script code runs, not even a __tostring. */
        if (!mosaic_timedout(L) && luaL_callmeta(L, 1, "__tostring") && lua_type(L, -1) == LUA_TSTRING) {
            message = lua_tostring(L, -1);
        } else {
            /* error({}) or error(nil): say so, where the error was raised. */
            lua_Debug ar;
            int level = 1;
            luaL_Buffer b;
            luaL_buffinit(L, &b);
            while (lua_getstack(L, level++, &ar)) {
                lua_getinfo(L, "Sl", &ar);
                if (ar.currentline > 0) {
                    lua_pushfstring(L, "%s:%d: ", ar.short_src, ar.currentline);
                    luaL_addvalue(&b);
                    break;
                }
            }
            lua_pushfstring(L, "error raised with a %s value instead of a message", luaL_typename(L, 1));
            luaL_addvalue(&b);
            luaL_pushresult(&b);
            message = lua_tostring(L, -1);
        }
    }
    luaL_traceback(L, L, message, 1);
    return 1;
}

static int mosaic_ismemoryerror(lua_State *L, mosaic_Runtime *rt, int status) {
    if (status == LUA_ERRMEM) return 1;
    if (!rt->limitHit) return 0;
    if (status == LUA_ERRERR) return 1;
    const char *message = lua_tostring(L, -1);
    return message != NULL && (strstr(message, "not enough memory") != NULL || strstr(message, "memory limit of") != NULL);
}

int mosaic_pcall(lua_State *L, int nargs, int nresults) {
    mosaic_Runtime *rt = mosaic_runtime(L);
    int base = lua_gettop(L) - nargs;  /* the function */
    if (!lua_checkstack(L, 1)) {
        lua_settop(L, base - 1);
        lua_pushliteral(L, "stack overflow");  /* a fixed string: no allocation */
        return LUA_ERRRUN;
    }
    lua_pushcfunction(L, mosaic_msghandler);
    lua_insert(L, base);
    int outermost = rt->callDepth++ == 0;
    int savedHostDepth = mosaic_hostdepth(rt);
    if (outermost) {
        rt->limitHit = 0;
        mosaic_resetcopies(rt);
        if (rt->timeLimit > 0) mosaic_watchdog_arm(rt);
    }
    mosaic_sethostdepth(rt, 0);
    int started = mosaic_startcollector(L, rt);
    int status = lua_pcall(L, nargs, nresults, base);
    if (started) mosaic_stopcollector(L, rt);
    mosaic_sethostdepth(rt, savedHostDepth);
    /* A nested call (or one in a session) that fails after the deadline
       failed because of it: the hook raises in every Lua function then. */
    int timedOut = rt->timeLimit <= 0 ? 0 : outermost ? mosaic_watchdog_disarm(rt) : atomic_load(&rt->timedOut);
    rt->callDepth--;
    if (outermost) mosaic_resetcopies(rt);
    lua_remove(L, base);
    if (status != LUA_OK) {
        if (timedOut) {
            status = MOSAIC_ERRTIME;
        } else if (mosaic_ismemoryerror(L, rt, status)) {
            status = MOSAIC_ERRMEMORY;
            if (outermost) mosaic_collectarmed(L, rt);  /* give back what the failed call held */
        }
    }
    return status;
}

void mosaic_beginsession(lua_State *L) {
    mosaic_Runtime *rt = mosaic_runtime(L);
    if (rt->callDepth++ == 0) {
        rt->limitHit = 0;
        mosaic_resetcopies(rt);
        if (rt->timeLimit > 0) mosaic_watchdog_arm(rt);
    }
}

int mosaic_endsession(lua_State *L) {
    mosaic_Runtime *rt = mosaic_runtime(L);
    int outermost = --rt->callDepth == 0;
    int timedOut = outermost && rt->timeLimit > 0 ? mosaic_watchdog_disarm(rt) : 0;
    if (outermost) mosaic_resetcopies(rt);
    return timedOut;
}

// MARK: - The current callbacks

/// Per thread: set and read only by the thread's own synchronous calls, so
/// the object it points to never crosses threads.
static _Thread_local void *mosaic_current = NULL;

void *mosaic_currentcallbacks(void) {
    return mosaic_current;
}

void *mosaic_setcurrentcallbacks(void *callbacks) {
    void *previous = mosaic_current;
    mosaic_current = callbacks;
    return previous;
}

/// Feeds text to the parser in pieces, and stops it once the call is past
/// its deadline: compiling a large chunk is one long C call otherwise.
int mosaic_loadchunked(lua_State *L, const char *text, size_t length, const char *chunkname, const char *mode) {
    mosaic_TextReader reader = {text, length, 0};
    return lua_load(L, mosaic_readtext, &reader, chunkname, mode);
}

const char *mosaic_readtext(lua_State *L, void *data, size_t *size) {
    mosaic_TextReader *reader = (mosaic_TextReader *)data;
    if (reader->offset >= reader->length) {
        *size = 0;
        return NULL;
    }
    if (mosaic_timedout(L)) {
        /* Inside the protected parser: the load fails with the limit's error. */
        mosaic_raisetimeoutat(L, 1);
    }
    size_t piece = reader->length - reader->offset;
    if (piece > MOSAIC_TEXT_PIECE) piece = MOSAIC_TEXT_PIECE;
    const char *start = reader->text + reader->offset;
    reader->offset += piece;
    *size = piece;
    return start;
}

size_t mosaic_filetextstart(const char *text, size_t length) {
    size_t start = 0;
    if (length >= 3 && (unsigned char)text[0] == 0xEF && (unsigned char)text[1] == 0xBB && (unsigned char)text[2] == 0xBF) start = 3;
    if (start < length && text[start] == '#') {
        while (start < length && text[start] != '\n') start++;
    }
    return start;
}

int mosaic_loadtextslack(lua_State *L, const char *text, size_t length, const char *chunkname, size_t slack) {
    if (chunkname != NULL && chunkname[0] == '@') {
        size_t skipped = mosaic_filetextstart(text, length);
        text += skipped;
        length -= skipped;
    }
    mosaic_Runtime *rt = mosaic_runtime(L);
    rt->slack = slack;
    int savedHostDepth = mosaic_hostdepth(rt);
    int outermost = rt->callDepth++ == 0;
    if (outermost) {
        rt->limitHit = 0;
        if (rt->timeLimit > 0) mosaic_watchdog_arm(rt);  /* compiling is part of running the file */
    }
    mosaic_sethostdepth(rt, 0);  /* the parser runs protected: it may be refused memory */
    int started = mosaic_startcollector(L, rt);
    int status = mosaic_loadchunked(L, text, length, chunkname, "t");
    if (started) mosaic_stopcollector(L, rt);
    rt->slack = 0;
    mosaic_sethostdepth(rt, savedHostDepth);
    int timedOut = rt->timeLimit <= 0 ? 0 : outermost ? mosaic_watchdog_disarm(rt) : atomic_load(&rt->timedOut);
    rt->callDepth--;
    if (status != LUA_OK) {
        if (timedOut) status = MOSAIC_ERRTIME;
        else if (mosaic_ismemoryerror(L, rt, status)) status = MOSAIC_ERRMEMORY;
    }
    return status;
}

// MARK: - Host functions

/// Notes the line of the noted chunk that (directly or through the
/// functions it called) calls the running host function.
static void mosaic_notehostline(lua_State *L, mosaic_Runtime *rt) {
    lua_Debug ar;
    int line = 0;
    for (int level = 1; level <= 64 && lua_getstack(L, level, &ar); level++) {
        if (lua_getinfo(L, "Sl", &ar) && ar.currentline > 0 && strcmp(ar.source, rt->noteChunk) == 0) {
            line = ar.currentline;
            break;
        }
    }
    atomic_store_explicit(&rt->hostLine, line, memory_order_relaxed);
}

void mosaic_notehostcalls(lua_State *L, const char *chunkname) {
    mosaic_Runtime *rt = mosaic_runtime(L);
    snprintf(rt->noteChunk, sizeof rt->noteChunk, "%s", chunkname != NULL ? chunkname : "");
    atomic_store_explicit(&rt->hostLine, 0, memory_order_relaxed);
}

int mosaic_hostline(lua_State *L) {
    return atomic_load_explicit(&mosaic_runtime(L)->hostLine, memory_order_relaxed);
}

/// Calls a Swift function and raises the error it reports.
/// A leaf function makes the state allocate nothing but its error message
/// (pushed with mosaic_pushmessage), so it runs without stopping the
/// collector: ctx:place is the hot path.
static inline int mosaic_callhost(lua_State *L, mosaic_Runtime *rt, mosaic_HostFunction function, int leaf) {
    if (rt->closing) return luaL_error(L, "the host is closing: no host function runs now");
    if (!leaf && rt->noteChunk[0] != '\0') mosaic_notehostline(L, rt);
    int stopped = leaf ? 0 : mosaic_stopcollector(L, rt);
    /* The copies a host function makes are its own: what it keeps, it
       charges (mosaic_charge); the caller's scope is as it was after. */
    size_t savedCopied = rt->copied;
    int savedRefused = rt->copyRefused;
    mosaic_resetcopies(rt);
    mosaic_sethostdepth(rt, mosaic_hostdepth(rt) + 1);
    int results = function(L, rt->host);
    mosaic_sethostdepth(rt, mosaic_hostdepth(rt) - 1);
    rt->copied = savedCopied;
    rt->copyRefused = savedRefused;
    if (stopped) mosaic_startcollector(L, rt);
    if (results < 0) {
        luaL_where(L, 1);
        lua_insert(L, -2);
        lua_concat(L, 2);
        return lua_error(L);
    }
    if (rt->limit != 0 && rt->used + rt->external > rt->limit && mosaic_hostdepth(rt) == 0) {
        /* What the host built for the script does not fit in the limit. */
        rt->limitHit = 1;
        return luaL_error(L, "memory limit of %s exceeded", rt->memoryText);
    }
    return results;
}

/// The general trampoline: the Swift function is upvalue 1.
static int mosaic_trampoline(lua_State *L) {
    mosaic_HostFunction function = (mosaic_HostFunction)lua_touserdata(L, lua_upvalueindex(1));
    return mosaic_callhost(L, mosaic_runtime(L), function, 0);
}

/* The fast trampolines: light C functions (no closure to make, no upvalue to
   read) that call the state's k-th registered Swift function. */
#define MOSAIC_FAST(k) \
    static int mosaic_fast##k(lua_State *L) { \
        mosaic_Runtime *rt = mosaic_runtime(L); \
        return mosaic_callhost(L, rt, rt->functions[k], (int)((rt->leafFunctions >> k) & 1u)); \
    }
MOSAIC_FAST(0) MOSAIC_FAST(1) MOSAIC_FAST(2) MOSAIC_FAST(3) MOSAIC_FAST(4) MOSAIC_FAST(5) MOSAIC_FAST(6) MOSAIC_FAST(7)
MOSAIC_FAST(8) MOSAIC_FAST(9) MOSAIC_FAST(10) MOSAIC_FAST(11) MOSAIC_FAST(12) MOSAIC_FAST(13) MOSAIC_FAST(14) MOSAIC_FAST(15)
static const lua_CFunction mosaic_fast[MOSAIC_FAST_FUNCTIONS] = {
    mosaic_fast0, mosaic_fast1, mosaic_fast2, mosaic_fast3, mosaic_fast4, mosaic_fast5, mosaic_fast6, mosaic_fast7,
    mosaic_fast8, mosaic_fast9, mosaic_fast10, mosaic_fast11, mosaic_fast12, mosaic_fast13, mosaic_fast14, mosaic_fast15,
};

/// Pushes `function` as a fast trampoline when a slot is free (`leaf`
/// recorded for it), else as a closure of the general one (never a leaf).
static void mosaic_pushhost(lua_State *L, mosaic_HostFunction function, int leaf) {
    mosaic_Runtime *rt = mosaic_runtime(L);
    for (int k = 0; k < MOSAIC_FAST_FUNCTIONS; k++) {
        if (rt->functions[k] == NULL) {
            rt->functions[k] = function;
            if (leaf) rt->leafFunctions |= 1u << k;
        }
        if (rt->functions[k] == function) {
            lua_pushcfunction(L, mosaic_fast[k]);
            return;
        }
    }
    lua_pushlightuserdata(L, (void *)function);
    lua_pushcclosure(L, mosaic_trampoline, 1);
}

void mosaic_pushhostfunction(lua_State *L, mosaic_HostFunction function) { mosaic_pushhost(L, function, 0); }

void mosaic_pushleafhostfunction(lua_State *L, mosaic_HostFunction function) { mosaic_pushhost(L, function, 1); }

void *mosaic_host(lua_State *L) { return mosaic_runtime(L)->host; }

void mosaic_sethost(lua_State *L, void *host) { mosaic_runtime(L)->host = host; }

void mosaic_setprintsink(lua_State *L, mosaic_PrintSink sink, void *context) {
    mosaic_Runtime *rt = mosaic_runtime(L);
    rt->printSink = sink;
    rt->printContext = context;
}

size_t mosaic_memoryused(lua_State *L) { return mosaic_runtime(L)->used; }

size_t mosaic_memorylimit(lua_State *L) { return mosaic_runtime(L)->limit; }

size_t mosaic_memorypeak(lua_State *L) { return mosaic_runtime(L)->peak; }

void mosaic_setexternal(lua_State *L, size_t bytes) { mosaic_runtime(L)->external = bytes; }

int mosaic_charge(lua_State *L, size_t bytes) {
    mosaic_Runtime *rt = mosaic_runtime(L);
    if (rt->limit != 0 && !mosaic_fits(rt, bytes)) {
        rt->limitHit = 1;
        char message[64];
        int length = snprintf(message, sizeof message, "memory limit of %s exceeded", rt->memoryText);
        mosaic_pushquiet(L, rt, message, (size_t)length);
        return 0;
    }
    rt->external += bytes;
    return 1;
}

// MARK: - Host copies

void mosaic_resetcopies(mosaic_Runtime *rt) {
    rt->copied = 0;
    rt->copyRefused = 0;
}

/// Whether `bytes` more host copies fit beside what the state holds, what
/// it is charged and what the scope copied.
static int mosaic_copyfits(mosaic_Runtime *rt, size_t bytes) {
    size_t held = rt->used + rt->external;
    if (held > rt->limit || rt->copied > rt->limit - held) return 0;
    return bytes <= rt->limit - held - rt->copied;
}

int mosaic_chargecopy(lua_State *L, size_t bytes) {
    mosaic_Runtime *rt = mosaic_runtime(L);
    if (rt->limit == 0) return 1;
    if (rt->copyRefused) return 0;
    if (!mosaic_copyfits(rt, bytes)) {
        /* What the script dropped may make room, as for mosaic_reserve;
           never while the state closes or inside the allocator. */
        if (!rt->closing) {
            size_t copied = rt->copied;  /* a collection's session must not end the scope */
            int was = mosaic_stopcollector(L, rt);
            mosaic_collectarmed(L, rt);
            if (was) mosaic_startcollector(L, rt);
            rt->copied = copied;
        }
        if (!mosaic_copyfits(rt, bytes)) {
            rt->copyRefused = 1;
            rt->limitHit = 1;
            return 0;
        }
    }
    rt->copied += bytes;
    return 1;
}

int mosaic_copyrefused(lua_State *L) { return mosaic_runtime(L)->copyRefused; }

size_t mosaic_begincopyscope(lua_State *L) {
    mosaic_Runtime *rt = mosaic_runtime(L);
    size_t saved = rt->copied;
    mosaic_resetcopies(rt);
    return saved;
}

void mosaic_endcopyscope(lua_State *L, size_t saved) {
    mosaic_Runtime *rt = mosaic_runtime(L);
    rt->copied = saved;
    rt->copyRefused = 0;
}

size_t mosaic_copied(lua_State *L) { return mosaic_runtime(L)->copied; }

int mosaic_pastdeadline(lua_State *L) { return mosaic_timedout(L); }

const char *mosaic_memorytext(lua_State *L) { return mosaic_runtime(L)->memoryText; }

void mosaic_collectgarbage(lua_State *L) {
    mosaic_Runtime *rt = mosaic_runtime(L);
    int was = mosaic_stopcollector(L, rt);
    mosaic_collectarmed(L, rt);
    if (was) mosaic_startcollector(L, rt);
}

int mosaic_currentline(lua_State *L, int level) {
    lua_Debug ar;
    if (!lua_getstack(L, level, &ar) || !lua_getinfo(L, "l", &ar)) return -1;
    return ar.currentline;
}

int mosaic_linedefined(lua_State *L, int index) {
    lua_Debug ar;
    lua_pushvalue(L, index);
    if (!lua_getinfo(L, ">S", &ar)) return -1;
    return ar.linedefined;
}
