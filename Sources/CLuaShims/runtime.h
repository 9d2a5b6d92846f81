// Bookkeeping shared by the C files: one mosaic_Runtime per lua_State, the
// allocator's user data, so every coroutine of a state finds it.
#ifndef MOSAIC_RUNTIME_H
#define MOSAIC_RUNTIME_H

#include <lua.h>
#include <lauxlib.h>
#include <stdatomic.h>
#include <stddef.h>
#include <time.h>
#include "include/CLuaShims.h"

/// Coroutines resumed inside one another at once; Lua stops at 200 nested
/// C calls (LUAI_MAXCCALLS) long before.
#define MOSAIC_MAX_RUNNING 256

/// Host functions a state can hold as light C functions (see runtime.c).
#define MOSAIC_FAST_FUNCTIONS 16

typedef struct mosaic_Runtime {
    lua_State *L;

    /* Memory: every byte the state holds goes through mosaic_alloc. */
    size_t used;
    size_t limit;          /* 0: none */
    int hostDepth;         /* > 0 while Swift runs: allocations never refused */
    int limitHit;          /* an allocation was refused since the last call began */
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

    /* Host. */
    void *host;
    mosaic_HostFunction functions[MOSAIC_FAST_FUNCTIONS];
    mosaic_PrintSink printSink;
    void *printContext;
} mosaic_Runtime;

/// The runtime of any thread of a state: kept in the main thread's extra
/// space, which every coroutine copies when it is created (no API call).
static inline mosaic_Runtime *mosaic_runtime(lua_State *L) {
    return *(mosaic_Runtime **)lua_getextraspace(L);
}

/* watchdog.c */
int mosaic_watchdog_start(void);
void mosaic_watchdog_arm(mosaic_Runtime *rt);
int mosaic_watchdog_disarm(mosaic_Runtime *rt);
int mosaic_watchdog_enter(mosaic_Runtime *rt, lua_State *co);
void mosaic_watchdog_leave(mosaic_Runtime *rt);
int mosaic_raisetimeout(lua_State *L);

#endif
