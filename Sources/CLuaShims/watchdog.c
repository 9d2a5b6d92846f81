// The time limit. One watchdog thread serves every state: a call through
// mosaic_pcall registers its deadline, and when a deadline passes the
// watchdog installs a count hook on the state's threads that raises
// "time limit of N s exceeded". Until then no hook is installed, so a
// script runs at full speed (a count hook alone halves the speed of a Lua
// loop). lua_sethook is meant to be called asynchronously (the stock `lua`
// interpreter calls it from its SIGINT handler).
//
// After the deadline the hook fires before every instruction and every
// call, and the state stays marked as timed out, so the error cannot be
// swallowed: a `pcall` in the script catches it, and the next instruction
// raises it again, until it reaches the host. Hooks are per thread, so the
// coroutine functions of the sandbox (sandbox.c) register each coroutine
// while it runs, and the watchdog hooks those too.
//
// What the hook cannot stop: a single C function that runs for long without
// calling Lua. The sandbox's own C functions that could (patterns, table.move,
// table.sort, string.rep) check the deadline as they go; for anything else —
// a host function, a library function nobody thought of — the backstop:
// a call past its deadline whose thread has since used
// MOSAIC_BACKSTOP_GRACE seconds of CPU time, or that is still running
// MOSAIC_BACKSTOP_CEILING seconds of wall time after it, ends the process
// with the time-limit error. The grace is CPU time so that a thread merely
// starved of CPU (a machine at a load of 12 on 2 cores) is not taken for a
// stuck one; the ceiling ends a thread blocked without using CPU. So every
// call returns, or the process ends, within the limit plus
// MOSAIC_BACKSTOP_CEILING seconds, and within MOSAIC_BACKSTOP_GRACE seconds
// of its thread's CPU time past the deadline, whatever the script does
// (time in a host function, which returns, excepted).
#include "runtime.h"

#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static pthread_mutex_t watchdogLock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t watchdogWake;
static pthread_once_t watchdogOnce = PTHREAD_ONCE_INIT;
static int watchdogRunning = 0;
static mosaic_Runtime *armedStates = NULL;   /* guarded by watchdogLock */
static int watchdogSleeping = 0;             /* waiting with no deadline */
static struct timespec watchdogWakeTime;     /* when it wakes, if not sleeping */

// MARK: - Time

static struct timespec mosaic_now(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return now;
}

static int mosaic_before(struct timespec a, struct timespec b) {
    return a.tv_sec < b.tv_sec || (a.tv_sec == b.tv_sec && a.tv_nsec < b.tv_nsec);
}

/// `a - b` in seconds.
static double mosaic_seconds(struct timespec a, struct timespec b) {
    return (double)(a.tv_sec - b.tv_sec) + (double)(a.tv_nsec - b.tv_nsec) / 1e9;
}

static struct timespec mosaic_after(struct timespec start, double seconds) {
    time_t whole = (time_t)seconds;
    long nanos = (long)((seconds - (double)whole) * 1e9);
    start.tv_sec += whole;
    start.tv_nsec += nanos;
    if (start.tv_nsec >= 1000000000L) {
        start.tv_sec += 1;
        start.tv_nsec -= 1000000000L;
    }
    return start;
}

/// Waits on the condition until `deadline` (monotonic) or a signal.
static void mosaic_waituntil(struct timespec deadline) {
#if defined(__APPLE__)
    struct timespec now = mosaic_now(), relative = {0, 0};
    if (mosaic_before(now, deadline)) {
        relative.tv_sec = deadline.tv_sec - now.tv_sec;
        relative.tv_nsec = deadline.tv_nsec - now.tv_nsec;
        if (relative.tv_nsec < 0) {
            relative.tv_sec -= 1;
            relative.tv_nsec += 1000000000L;
        }
    }
    pthread_cond_timedwait_relative_np(&watchdogWake, &watchdogLock, &relative);
#else
    pthread_cond_timedwait(&watchdogWake, &watchdogLock, &deadline);
#endif
}

// MARK: - CPU time
//
// The backstop's grace is the stuck thread's CPU time, read from the
// watchdog thread: on Linux through the thread's CPU clock
// (pthread_getcpuclockid), on Apple platforms, which have none, through
// thread_info of its Mach thread (user and system time).

/// Notes the calling thread's CPU clock in `rt`, for mosaic_cputime.
static void mosaic_notecpuclock(mosaic_Runtime *rt) {
#if defined(__APPLE__)
    rt->cpuClock = pthread_mach_thread_np(pthread_self());
    rt->hasCPUClock = rt->cpuClock != MACH_PORT_NULL;
#else
    rt->hasCPUClock = pthread_getcpuclockid(pthread_self(), &rt->cpuClock) == 0;
#endif
}

/// The CPU time the thread noted by mosaic_notecpuclock has used, in
/// `time`; 0 when it cannot be read. Any thread may ask, while the noted
/// thread is in its call.
static int mosaic_cputime(const mosaic_Runtime *rt, struct timespec *time) {
    if (!rt->hasCPUClock) return 0;
#if defined(__APPLE__)
    thread_basic_info_data_t info;
    mach_msg_type_number_t count = THREAD_BASIC_INFO_COUNT;
    if (thread_info(rt->cpuClock, THREAD_BASIC_INFO, (thread_info_t)&info, &count) != KERN_SUCCESS) return 0;
    long micros = (long)info.user_time.microseconds + (long)info.system_time.microseconds;
    time->tv_sec = (time_t)info.user_time.seconds + (time_t)info.system_time.seconds + micros / 1000000;
    time->tv_nsec = (micros % 1000000) * 1000;
    return 1;
#else
    return clock_gettime(rt->cpuClock, time) == 0;
#endif
}

/// The least the watchdog waits before it reads a thread's CPU time again,
/// so that a thread a hair short of its grace is not polled in a loop.
#define MOSAIC_BACKSTOP_POLL 0.01

/// Starts the backstop's grace of a call past its deadline, at `now`:
/// MOSAIC_BACKSTOP_GRACE s of its thread's CPU time, within
/// MOSAIC_BACKSTOP_CEILING s of wall time. When the thread's CPU time
/// cannot be read, the grace is wall time. Called with the lock held.
static void mosaic_startgrace(mosaic_Runtime *rt, struct timespec now) {
    struct timespec cpu;
    if (mosaic_cputime(rt, &cpu)) {
        rt->killCPU = mosaic_after(cpu, MOSAIC_BACKSTOP_GRACE);
        rt->killTime = mosaic_after(now, MOSAIC_BACKSTOP_CEILING);
    } else {
        rt->hasCPUClock = 0;
        rt->killTime = mosaic_after(now, MOSAIC_BACKSTOP_GRACE);
    }
}

/// Whether a call past its deadline has used up its grace at `now`; when
/// not, `wake` is when to look again: a thread uses at most one second of
/// CPU time per second, so not before the rest of its grace has passed in
/// wall time. Called with the lock held.
static int mosaic_graceused(mosaic_Runtime *rt, struct timespec now, struct timespec *wake) {
    if (!mosaic_before(now, rt->killTime)) return 1;
    *wake = rt->killTime;
    if (!rt->hasCPUClock) return 0;
    struct timespec cpu;
    if (!mosaic_cputime(rt, &cpu)) {
        /* Unreadable now (never seen): the wall-clock grace from here. */
        rt->hasCPUClock = 0;
        struct timespec fallback = mosaic_after(now, MOSAIC_BACKSTOP_GRACE);
        if (mosaic_before(fallback, rt->killTime)) rt->killTime = fallback;
        *wake = rt->killTime;
        return 0;
    }
    if (!mosaic_before(cpu, rt->killCPU)) return 1;
    double left = mosaic_seconds(rt->killCPU, cpu);
    struct timespec soonest = mosaic_after(now, left > MOSAIC_BACKSTOP_POLL ? left : MOSAIC_BACKSTOP_POLL);
    if (mosaic_before(soonest, *wake)) *wake = soonest;
    return 0;
}

// MARK: - The hook

static void mosaic_timehook(lua_State *L, lua_Debug *ar);

static void mosaic_hook(lua_State *thread) {
    lua_sethook(thread, mosaic_timehook, LUA_MASKCOUNT | LUA_MASKCALL, 1);
}

/// Marks a state timed out and hooks its threads; the backstop then gives
/// it its grace to return (mosaic_startgrace). Called with the lock held.
static void mosaic_trip(mosaic_Runtime *rt) {
    mosaic_startgrace(rt, mosaic_now());
    atomic_store(&rt->timedOut, 1);
    mosaic_hook(rt->L);
    for (int i = 0; i < rt->runningCount; i++) mosaic_hook(rt->running[i]);
}

int mosaic_raisetimeout(lua_State *L) {
    return mosaic_raisetimeoutat(L, 0);  /* in a hook, level 0 is the function being run */
}

int mosaic_raisetimeoutat(lua_State *L, int level) {
    mosaic_Runtime *rt = mosaic_runtime(L);
    /* Located at the first Lua function from `level` up: the hook also
       fires on a call to a C function (string.gsub), which has no line. */
    lua_Debug ar;
    int located = 0;
    for (; !located && lua_getstack(L, level, &ar); level++) {
        if (lua_getinfo(L, "Sl", &ar) && ar.currentline > 0) {
            lua_pushfstring(L, "%s:%d: ", ar.short_src, ar.currentline);
            located = 1;
        }
    }
    if (!located) lua_pushliteral(L, "");
    lua_pushfstring(L, "time limit of %s exceeded", rt->timeText);
    lua_concat(L, 2);
    return lua_error(L);
}

static void mosaic_timehook(lua_State *L, lua_Debug *ar) {
    mosaic_Runtime *rt = mosaic_runtime(L);
    if (ar->event == LUA_HOOKCALL && lua_getinfo(L, "S", ar) && ar->what[0] == 'C') {
        /* A C function is let start: the hook stops the Lua code it calls,
           and the sandbox's long C loops check the time themselves. Raising
           here would replace the error being raised when the C function is
           the message handler ("error in error handling") or a __close run
           while an error unwinds (a string buffer's, in string.gsub). */
        return;
    }
    if (!atomic_load(&rt->timedOut)) {
        /* Left on a coroutine from an earlier call that timed out. */
        pthread_mutex_lock(&watchdogLock);
        if (!atomic_load(&rt->timedOut)) lua_sethook(L, NULL, 0, 0);
        pthread_mutex_unlock(&watchdogLock);
        return;
    }
    mosaic_raisetimeout(L);
}

// MARK: - The backstop

static void (*emergencyCleanup)(void) = NULL;

void mosaic_setemergencycleanup(void (*cleanup)(void)) {
    emergencyCleanup = cleanup;
}

/// Ends the process with the time-limit error: `error: LABEL:LINE: time
/// limit of N s exceeded` (no line when `line` is 0; no label when it is
/// empty), after the emergency cleanup. Only async-signal-safe calls: the
/// stuck thread may hold any lock.
static void mosaic_endprocess(mosaic_Runtime *rt, const char *label, int line) {
    char text[512 + 128];
    char where[32] = "";
    if (line > 0) snprintf(where, sizeof where, ":%d", line);
    int length = snprintf(text, sizeof text, "error: %s%s%stime limit of %s exceeded\n",
                          label, where, label[0] != '\0' ? ": " : "", rt->timeText);
    if (emergencyCleanup != NULL) emergencyCleanup();
    if (length > 0) {
        ssize_t ignored = write(STDERR_FILENO, text, (size_t)length < sizeof text ? (size_t)length : sizeof text - 1);
        (void)ignored;
    }
    _exit(1);
}

/// Ends the process for a call stuck past its deadline.
static void mosaic_backstop(mosaic_Runtime *rt) {
    mosaic_endprocess(rt, rt->label, 0);
}

void mosaic_endpastdeadline(lua_State *L, const char *label) {
    mosaic_Runtime *rt = mosaic_runtime(L);
    mosaic_endprocess(rt, label != NULL ? label : "", mosaic_hostline(L));
}

// MARK: - The thread

static void *mosaic_watchdog(void *unused) {
    (void)unused;
    pthread_mutex_lock(&watchdogLock);
    for (;;) {
        struct timespec now = mosaic_now();
        int waiting = 0;
        struct timespec wake = now;
        for (mosaic_Runtime *rt = armedStates; rt != NULL; rt = rt->next) {
            if (!atomic_load(&rt->timedOut)) {
                if (!mosaic_before(now, rt->deadline)) {
                    mosaic_trip(rt);
                } else {
                    if (!waiting || mosaic_before(rt->deadline, wake)) wake = rt->deadline;
                    waiting = 1;
                    continue;
                }
            }
            /* Past its deadline and still in its call. A host function
               always returns (the hook stops the script right after), so
               only time stuck elsewhere counts: the grace starts again. */
            struct timespec next;
            if (mosaic_graceused(rt, now, &next)) {
                if (mosaic_hostdepth(rt) == 0) mosaic_backstop(rt);
                mosaic_startgrace(rt, now);
                (void)mosaic_graceused(rt, now, &next);
            }
            if (!waiting || mosaic_before(next, wake)) wake = next;
            waiting = 1;
        }
        if (!waiting) {
            watchdogSleeping = 1;
            pthread_cond_wait(&watchdogWake, &watchdogLock);
        } else {
            watchdogSleeping = 0;
            watchdogWakeTime = wake;
            mosaic_waituntil(wake);
        }
    }
    return NULL;
}

static void mosaic_startonce(void) {
    pthread_condattr_t conditionAttributes;
    pthread_condattr_init(&conditionAttributes);
#if !defined(__APPLE__)
    pthread_condattr_setclock(&conditionAttributes, CLOCK_MONOTONIC);
#endif
    pthread_cond_init(&watchdogWake, &conditionAttributes);
    pthread_condattr_destroy(&conditionAttributes);

    pthread_attr_t attributes;
    pthread_attr_init(&attributes);
    pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
    pthread_attr_setstacksize(&attributes, 256 * 1024);
    pthread_t thread;
    watchdogSleeping = 1;
    watchdogRunning = pthread_create(&thread, &attributes, mosaic_watchdog, NULL) == 0;
    pthread_attr_destroy(&attributes);
}

int mosaic_watchdog_start(void) {
    pthread_once(&watchdogOnce, mosaic_startonce);
    return watchdogRunning;
}

// MARK: - Calls

void mosaic_watchdog_arm(mosaic_Runtime *rt) {
    struct timespec deadline = mosaic_after(mosaic_now(), rt->timeLimit);
    pthread_mutex_lock(&watchdogLock);
    atomic_store(&rt->timedOut, 0);
    rt->deadline = deadline;
    mosaic_notecpuclock(rt);
    rt->previous = NULL;
    rt->next = armedStates;
    if (armedStates != NULL) armedStates->previous = rt;
    armedStates = rt;
    rt->armed = 1;
    /* Wake the watchdog only if it would otherwise sleep past this deadline. */
    if (watchdogSleeping || mosaic_before(deadline, watchdogWakeTime)) {
        watchdogSleeping = 0;
        watchdogWakeTime = deadline;
        pthread_cond_signal(&watchdogWake);
    }
    pthread_mutex_unlock(&watchdogLock);
}

int mosaic_watchdog_disarm(mosaic_Runtime *rt) {
    pthread_mutex_lock(&watchdogLock);
    if (rt->armed) {
        if (rt->previous != NULL) rt->previous->next = rt->next; else armedStates = rt->next;
        if (rt->next != NULL) rt->next->previous = rt->previous;
        rt->previous = rt->next = NULL;
        rt->armed = 0;
    }
    int timedOut = atomic_load(&rt->timedOut);
    if (timedOut) {
        lua_sethook(rt->L, NULL, 0, 0);
        atomic_store(&rt->timedOut, 0);
    }
    rt->runningCount = 0;
    pthread_mutex_unlock(&watchdogLock);
    return timedOut;
}

int mosaic_watchdog_enter(mosaic_Runtime *rt, lua_State *co) {
    pthread_mutex_lock(&watchdogLock);
    int result = 1;
    if (atomic_load(&rt->timedOut)) {
        result = 0;
    } else if (rt->runningCount == MOSAIC_MAX_RUNNING) {
        result = -1;
    } else {
        rt->running[rt->runningCount++] = co;
    }
    pthread_mutex_unlock(&watchdogLock);
    return result;
}

void mosaic_watchdog_leave(mosaic_Runtime *rt) {
    pthread_mutex_lock(&watchdogLock);
    if (rt->runningCount > 0) rt->runningCount--;
    pthread_mutex_unlock(&watchdogLock);
}

// MARK: - Interruption (Ctrl-C in the REPL)
//
// A signal handler cannot take the watchdog's lock, so it writes a byte to a
// pipe (write is async-signal-safe); a thread reading the pipe trips every
// state in a call, as if its deadline had passed.

#include <unistd.h>

static int interruptPipe[2] = {-1, -1};
static pthread_once_t interruptOnce = PTHREAD_ONCE_INIT;

static void *mosaic_interrupter(void *unused) {
    (void)unused;
    char byte;
    for (;;) {
        ssize_t count = read(interruptPipe[0], &byte, 1);
        if (count <= 0) continue;
        pthread_mutex_lock(&watchdogLock);
        for (mosaic_Runtime *rt = armedStates; rt != NULL; rt = rt->next) {
            if (!atomic_load(&rt->timedOut)) mosaic_trip(rt);
        }
        pthread_cond_signal(&watchdogWake);  /* to watch the backstop's times */
        pthread_mutex_unlock(&watchdogLock);
    }
    return NULL;
}

static void mosaic_interruptonce(void) {
    if (pipe(interruptPipe) != 0) return;
    pthread_attr_t attributes;
    pthread_attr_init(&attributes);
    pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
    pthread_attr_setstacksize(&attributes, 64 * 1024);
    pthread_t thread;
    if (pthread_create(&thread, &attributes, mosaic_interrupter, NULL) != 0) {
        close(interruptPipe[0]);
        close(interruptPipe[1]);
        interruptPipe[0] = interruptPipe[1] = -1;
    }
    pthread_attr_destroy(&attributes);
}

int mosaic_interrupt_start(void) {
    if (!mosaic_watchdog_start()) return -1;
    pthread_once(&interruptOnce, mosaic_interruptonce);
    return interruptPipe[1] >= 0 ? 0 : -1;
}

void mosaic_interrupt_request(void) {
    int fd = interruptPipe[1];
    if (fd >= 0) {
        char byte = 1;
        ssize_t ignored = write(fd, &byte, 1);
        (void)ignored;
    }
}
