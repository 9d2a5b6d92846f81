// Bookkeeping shared by the C files: one mosaic_Runtime per lua_State, the
// allocator's user data, so every coroutine of a state finds it.
#ifndef MOSAIC_RUNTIME_H
#define MOSAIC_RUNTIME_H

#include <lua.h>
#include <lauxlib.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>
#include <time.h>
#include "include/CLuaShims.h"

/// Coroutines resumed inside one another at once; Lua stops at 200 nested
/// C calls (LUAI_MAXCCALLS) long before.
#define MOSAIC_MAX_RUNNING 256

/// Host functions a state can hold as light C functions (see runtime.c).
#define MOSAIC_FAST_FUNCTIONS 16

/// The names an `attrs` table may give besides custom ones (attributes.c).
#define MOSAIC_ATTRIBUTE_NAMES 10

/// What reads a thread's CPU time from another thread (watchdog.c): its
/// CPU clock on Linux, its Mach port on Apple platforms.
#if defined(__APPLE__)
#include <mach/mach.h>
typedef mach_port_t mosaic_CPUClock;
#else
typedef clockid_t mosaic_CPUClock;
#endif

typedef struct mosaic_Runtime {
    lua_State *L;

    /* Memory: every byte the state holds goes through mosaic_alloc. */
    size_t used;
    size_t limit;          /* 0: none */
    size_t peak;           /* the most it ever held */
    size_t external;       /* host memory charged to the state (mosaic_setexternal) */
    size_t slack;          /* what a compile may go past the limit (mosaic_loadtextslack) */
    /* > 0 while Swift runs: allocations never refused, and the backstop
       waits (see watchdog.c). Written by the state's thread only, read by
       the watchdog: relaxed atomics, plain moves on common machines. */
    atomic_int hostDepth;
    int limitHit;          /* an allocation was refused since the last call began */
    /* Host copies (mosaic_chargecopy): bytes host code copied out of the
       state in the current scope (a host function's run, or the host's
       side of the outermost call), and whether one was refused there. */
    size_t copied;
    int copyRefused;
    char memoryText[32];   /* "256 MiB" */

    /* Time: see watchdog.c. */
    double timeLimit;      /* seconds; 0: none */
    char timeText[32];     /* "10 s" */
    atomic_int timedOut;   /* the watchdog found the deadline passed */
    int callDepth;         /* nested mosaic_pcall calls */
    struct timespec deadline;
    int armed;             /* in the watchdog's list (guarded by its lock) */
    struct mosaic_Runtime *previous, *next;
    lua_State *running[MOSAIC_MAX_RUNNING];  /* coroutines being resumed */
    int runningCount;      /* guarded by the watchdog's lock */

    /* The backstop (watchdog.c): when a call past its deadline has since
       used MOSAIC_BACKSTOP_GRACE s of its thread's CPU time (killCPU, on
       that thread's CPU clock), or is still there MOSAIC_BACKSTOP_CEILING s
       of wall time later (killTime, monotonic), it is stuck in one C
       function, and the process ends with the time-limit error. */
    struct timespec killTime;
    struct timespec killCPU;
    mosaic_CPUClock cpuClock;  /* the calling thread's, noted at arm */
    int hasCPUClock;           /* 0: the thread's CPU time cannot be read */
    char label[512];       /* what the error names: the plugin's file */
    /* Where host work runs (mosaic_notehostcalls): the chunk whose lines
       are noted ("" for none) and the last line noted, read by any thread. */
    char noteChunk[512];
    atomic_int hostLine;
    int closing;           /* mosaic_close runs: no host function may run */

    /* The collector runs only while script code runs under the limits
       (see "The collector" in runtime.c). */
    int collecting;

    /* Host. */
    void *host;
    mosaic_HostFunction functions[MOSAIC_FAST_FUNCTIONS];
    unsigned leafFunctions;  /* bit k: functions[k] makes the state allocate nothing */
    mosaic_PrintSink printSink;
    void *printContext;
    /* The folder `require` reads modules from, when the host gave one
       (mosaic_setmodulefolder; owned, closed with the state); -1 otherwise. */
    int moduleFolder;

    /* The interned attribute names' string objects, kept alive by the
       registry (attributes.c). */
    const void *attributeNames[MOSAIC_ATTRIBUTE_NAMES];
} mosaic_Runtime;

static inline int mosaic_hostdepth(struct mosaic_Runtime *rt);
static inline void mosaic_sethostdepth(struct mosaic_Runtime *rt, int depth);

/// The runtime of any thread of a state: kept in the main thread's extra
/// space, which every coroutine copies when it is created (no API call).
/// The low bit of a coroutine's copy marks it as stopped by the time limit
/// (see mosaic_markstopped), so it is masked off here.
static inline mosaic_Runtime *mosaic_runtime(lua_State *L) {
    uintptr_t bits = *(uintptr_t *)lua_getextraspace(L);
    return (mosaic_Runtime *)(bits & ~(uintptr_t)1);
}

static inline int mosaic_hostdepth(mosaic_Runtime *rt) {
    return atomic_load_explicit(&rt->hostDepth, memory_order_relaxed);
}

static inline void mosaic_sethostdepth(mosaic_Runtime *rt, int depth) {
    atomic_store_explicit(&rt->hostDepth, depth, memory_order_relaxed);
}

/// Marks a coroutine that the time limit stopped. Lua leaves such a thread
/// with hooks disabled (the error was raised inside the hook and lua_resume
/// does not restore them), so none of its code may ever run again: not its
/// pending `__close` handlers either. Needs no allocation.
static inline void mosaic_markstopped(lua_State *co) {
    *(uintptr_t *)lua_getextraspace(co) |= 1;
}

/// Whether mosaic_markstopped marked this coroutine.
static inline int mosaic_isstopped(lua_State *co) {
    return (int)(*(uintptr_t *)lua_getextraspace(co) & 1);
}

/// Whether the running call is past its deadline (or interrupted): from
/// then on every Lua function raises the time-limit error, and no function
/// of the sandbox may catch it.
static inline int mosaic_timedout(lua_State *L) {
    return atomic_load_explicit(&mosaic_runtime(L)->timedOut, memory_order_relaxed);
}

/// Starts a new scope of host copies (mosaic_chargecopy).
void mosaic_resetcopies(mosaic_Runtime *rt);

/* watchdog.c */
int mosaic_watchdog_start(void);
void mosaic_watchdog_arm(mosaic_Runtime *rt);
int mosaic_watchdog_disarm(mosaic_Runtime *rt);
int mosaic_watchdog_enter(mosaic_Runtime *rt, lua_State *co);
void mosaic_watchdog_leave(mosaic_Runtime *rt);
int mosaic_raisetimeout(lua_State *L);
/// Raises the time-limit error located at stack `level` (0: the running
/// function, as in a hook; 1: the Lua function that called a C function).
int mosaic_raisetimeoutat(lua_State *L, int level);
/// Raises the time-limit error when the call is past its deadline: for C
/// loops of the sandbox that may run long without calling Lua.
static inline void mosaic_checktime(lua_State *L) {
    if (mosaic_timedout(L)) mosaic_raisetimeoutat(L, 1);
}

/* runtime.c: compiling text in pieces, so that the deadline can stop it. */
#define MOSAIC_TEXT_PIECE ((size_t)1 << 16)
typedef struct {
    const char *text;
    size_t length, offset;
} mosaic_TextReader;
const char *mosaic_readtext(lua_State *L, void *data, size_t *size);
int mosaic_loadchunked(lua_State *L, const char *text, size_t length, const char *chunkname, const char *mode);
/// How many bytes of a file's text the compiler skips, as stock Lua's
/// luaL_loadfilex: a UTF-8 byte-order mark, then a first line that starts
/// with '#' (a `#!` line), up to but not including its newline, so that line
/// numbers stay those of the file. Every file chunk goes through it: a
/// plugin or a script (a chunk named "@FILE", mosaic_loadtextslack) and a
/// module `require` reads.
size_t mosaic_filetextstart(const char *text, size_t length);

/* attributes.c: interns the names mosaic_readattributes recognises. */
void mosaic_internattributenames(lua_State *L, mosaic_Runtime *rt);

/* pattern.c: find, match, gmatch and gsub into the string table at that index */
void mosaic_openpatterns(lua_State *L, int stringTable);
/* tablelib.c: table.move and table.sort; string.rep and the pattern functions */
void mosaic_opentablebounds(lua_State *L, int tableTable);
void mosaic_openstringbounds(lua_State *L, int stringTable);
/* pairs.c: pairs in a fixed order, into the globals at that index */
void mosaic_openpairs(lua_State *L, int globals);
/* labels.c: objects written by number, not address (tostring, print, string.format) */
const char *mosaic_tolstring(lua_State *L, int index, size_t *length);
void mosaic_openlabels(lua_State *L, int globals, int stringTable);

#endif
