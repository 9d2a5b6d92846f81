// The C half of Mosaic's Lua host: what must run in C because it raises Lua
// errors or runs where Swift cannot (another thread, inside the allocator).
//
// Why C: Lua reports errors with longjmp (lua_error, luaL_error, a refused
// allocation, a debug hook). A longjmp across a Swift frame skips Swift's
// releases and defers and is undefined behaviour. So Swift never raises a
// Lua error and never runs Lua code unprotected:
// - Swift functions registered in Lua (mosaic_HostFunction) return a status
//   and mosaic_pushhostfunction's C trampoline raises the error for them;
// - while the host (Swift) manipulates a state, the allocator never refuses
//   (a refusal would raise), so only the Lua code run by mosaic_pcall is
//   held to the memory limit;
// - the time limit's hook, which raises, is installed by a C watchdog thread
//   and fires only inside Lua code;
// - the sandbox's library functions (load, require, print, coroutines…) are C.
#ifndef MOSAIC_CLUASHIMS_H
#define MOSAIC_CLUASHIMS_H

#include <stddef.h>

struct lua_State;

/// A Swift function callable from Lua, given the pointer set with
/// mosaic_sethost. It reads its arguments and pushes its results with API
/// functions that cannot raise errors, then returns the number of results,
/// or -1 after pushing an error message, which the trampoline raises as a
/// Lua error (prefixed with the caller's file:line).
typedef int (*mosaic_HostFunction)(struct lua_State *L, void *host);

/// Receives what a script prints: one line, without its newline.
typedef void (*mosaic_PrintSink)(void *context, const char *text, size_t length);

/// mosaic_pcall: the call ran past the time limit.
#define MOSAIC_ERRTIME 100
/// mosaic_pcall: the call ran into the memory limit.
#define MOSAIC_ERRMEMORY 101

/// Creates a state whose allocator holds Lua code to `memoryLimit` bytes
/// (0: no limit) and whose calls through mosaic_pcall stop after
/// `timeLimit` seconds (0: no limit). NULL when memory or the watchdog
/// thread cannot be had.
struct lua_State *mosaic_newstate(size_t memoryLimit, double timeLimit);

/// Closes a state made by mosaic_newstate and frees its bookkeeping.
void mosaic_close(struct lua_State *L);

/// Opens the sandboxed libraries into the globals (see sandbox.c). Modules
/// are `require`d from `moduleDirectory` only; NULL: `require` fails.
/// Returns a Lua status; on error the message is on the stack.
int mosaic_opensandbox(struct lua_State *L, const char *moduleDirectory);

/// Gives `require` the open folder `descriptor` (which the state then owns
/// and closes) to read modules from, instead of opening the module
/// directory by name: a host that found the plugin through a folder it
/// walked without following links keeps its modules in that same folder,
/// whatever the name comes to mean later.
void mosaic_setmodulefolder(struct lua_State *L, int descriptor);

/// The registry key of the list of module files `require` read or tried to
/// read in a state (paths as `require` built them, each once), for the host
/// to watch; at most MOSAIC_MAXREQUIRED of them are listed.
#define MOSAIC_REQUIREDKEY "mosaic.required"
#define MOSAIC_MAXREQUIRED 256

/// Compiles Lua text (never a binary chunk) into a function on the stack,
/// held to the time limit (as part of the call that runs it) and to the
/// memory limit plus `slack` bytes: 0 for a file; a prompt compiles each
/// line with some, so that `t = nil` still compiles when the script's
/// tables fill the state to the last byte (running it is held to the limit,
/// and needs no memory). Returns a Lua status, MOSAIC_ERRTIME or
/// MOSAIC_ERRMEMORY; on error the message is on the stack.
int mosaic_loadtextslack(struct lua_State *L, const char *text, size_t length, const char *chunkname, size_t slack);

/// Calls the function below `nargs` arguments with the limits on and a
/// message handler that appends a traceback. Returns LUA_OK, a Lua error
/// status, MOSAIC_ERRTIME or MOSAIC_ERRMEMORY; on error the message is on
/// the stack. Safe to nest.
int mosaic_pcall(struct lua_State *L, int nargs, int nresults);

/// Opens a session: the calls through mosaic_pcall until the matching
/// mosaic_endsession share one deadline, as if nested in one call (a layout
/// whose prepare calls many Lua functions from Swift gets one time limit for
/// the whole prepare, not one per function). Safe to nest.
void mosaic_beginsession(struct lua_State *L);

/// Closes a session; returns whether its deadline passed.
int mosaic_endsession(struct lua_State *L);

/// The host object whose Lua functions Swift models may call on the
/// calling thread (MosaicLua's LuaCallbacks, unretained), or NULL. A Swift
/// layout that holds Lua functions names them by handle, never by state;
/// the state's owner makes it current around the synchronous calls that
/// may reach them (LuaCallbacks+Session.swift). One per thread.
void *mosaic_currentcallbacks(void);

/// Makes `callbacks` current on the calling thread (NULL: none) and returns
/// the one it replaces, for the caller to restore.
void *mosaic_setcurrentcallbacks(void *callbacks);

/// Pushes `function` as a Lua function, called through the trampoline.
void mosaic_pushhostfunction(struct lua_State *L, mosaic_HostFunction function);

/// Pushes `function` as mosaic_pushhostfunction does, for a function that
/// makes the state allocate nothing on success (ctx:place): it runs with
/// the collector as it is, where the others stop it (runtime.c, "The
/// collector"). Its error message goes through mosaic_pushmessage.
void mosaic_pushleafhostfunction(struct lua_State *L, mosaic_HostFunction function);

/// The number by which the sandbox writes the object at `index` (a table,
/// function, coroutine or userdata) instead of its address, given now if
/// it has none: "function: #3" (labels.c). For the host, between calls
/// (it allocates, which the allocator never refuses there).
long long mosaic_objectnumber(struct lua_State *L, int index);

/// Pushes a host function's error message (or any string the host makes
/// while a call runs) without letting a collection step run in host code.
void mosaic_pushmessage(struct lua_State *L, const char *text, size_t length);

/// What an `attrs` table gives an element, as mosaic_readattributes reads
/// it: the caller fills in the values to start from (the defaults, or an
/// element's own in a hook), the reader overwrites those the table names.
typedef struct mosaic_Attributes {
    double rotation, scaleX, scaleY, translateX, translateY, anchorX, anchorY, alpha;
    long long zIndex;  /* a lua_Integer */
    int hidden;
    /// Set when the table names anything beyond rotation, anchor point and
    /// zIndex (the layout cache's fast path takes only those).
    int full;
} mosaic_Attributes;

/// Reads the table at `index` (absolute; the caller has checked that it is
/// a table) raw (lua_next; no metamethod runs) when it
/// holds only the names rotation, zIndex, anchorX, anchorY, scaleX, scaleY,
/// translateX, translateY, alpha and hidden, each with a value the host
/// takes (a finite number, a whole zIndex, an alpha from 0 to 1, a boolean
/// hidden): returns 1. Otherwise (a custom attribute, a value refused)
/// returns 0 with `attributes` partly written, and the host reads
/// the table the general way, which works out custom values and messages.
/// Raises no error and allocates nothing: the hot path of ctx:place.
int mosaic_readattributes(struct lua_State *L, int index, mosaic_Attributes *attributes);

/// The pointer the host set for its functions, or NULL.
void *mosaic_host(struct lua_State *L);
/// Sets the pointer host functions read with mosaic_host.
void mosaic_sethost(struct lua_State *L, void *host);

/// Sends `print` to `sink` (NULL: standard error).
void mosaic_setprintsink(struct lua_State *L, mosaic_PrintSink sink, void *context);

/// Names what the state runs (the plugin's file) in the line the
/// backstop prints: `error: LABEL: time limit of N s exceeded`.
void mosaic_setlabel(struct lua_State *L, const char *label);

/// Asks room for `bytes` more, which a host function is about to make the
/// state allocate for the script (a table of results, say): 1 when they fit
/// in the memory limit (after a full collection if need be); otherwise 0
/// with the memory-limit message pushed, for the host function to return
/// -1 with, which then counts as the memory limit. Call it before building
/// anything large: while the host runs the allocator never refuses.
int mosaic_reserve(struct lua_State *L, size_t bytes);

/// Charges `bytes` of host memory held for the script (a REPL session's
/// layouts, say) to the state's memory limit: Lua code may then allocate
/// only what is left, and mosaic_reserve counts them too. Replaces the
/// previous figure.
void mosaic_setexternal(struct lua_State *L, size_t bytes);

/// Adds `bytes` of host memory that a host function is about to keep for
/// the script (values it stores in the layout cache) to the state's charge:
/// 1 when they fit in the memory limit, else 0 with the memory-limit message
/// pushed, as mosaic_reserve.
int mosaic_charge(struct lua_State *L, size_t bytes);

/// Charges `bytes` that host code is about to copy out of the state (a
/// string's text, a table read into a host value) before it copies them:
/// 1 when they fit in the memory limit beside what the state holds, what
/// it is charged (mosaic_setexternal, mosaic_charge) and what was copied
/// before in the same scope (after a full collection if need be); else 0,
/// and every later charge in the scope is refused too. A scope is one run
/// of a host function (its copies end with it: what it keeps, it charges
/// with mosaic_charge), the host's reading of one callback's results
/// (mosaic_begincopyscope), or the host's side of an outermost call or
/// session.
/// So no value, however often a script uses it, is copied past the limit.
int mosaic_chargecopy(struct lua_State *L, size_t bytes);
/// Whether mosaic_chargecopy refused a copy in the current scope: the
/// host's error is then the memory limit's.
int mosaic_copyrefused(struct lua_State *L);
/// Starts a scope of host copies of its own (for the host's reading of
/// one callback's results: a section provider's section), returning the
/// count of the scope it interrupts, for mosaic_endcopyscope.
size_t mosaic_begincopyscope(struct lua_State *L);
/// Ends the scope mosaic_begincopyscope started.
void mosaic_endcopyscope(struct lua_State *L, size_t saved);
/// The bytes charged by mosaic_chargecopy in the current scope.
size_t mosaic_copied(struct lua_State *L);
/// Whether the running call is past its deadline (or interrupted): long
/// host work asks it as it goes, and stops with the time-limit error.
int mosaic_pastdeadline(struct lua_State *L);
/// The memory limit as messages write it: "256 MiB".
const char *mosaic_memorytext(struct lua_State *L);
/// What runs just before the backstop ends the process (see below): it
/// must be async-signal-safe, e.g. unlink the temporary files in progress.
void mosaic_setemergencycleanup(void (*cleanup)(void));

/// Makes the state note, atomically, the line of each host call (but
/// leaf functions') made from the chunk `chunkname` (`@gen.lua`), or from
/// a function that chunk called: where the state is when host work runs
/// long. NULL stops it. For a script's state (see mosaic_endpastdeadline).
void mosaic_notehostcalls(struct lua_State *L, const char *chunkname);

/// The line mosaic_notehostcalls last noted, or 0; any thread may ask.
int mosaic_hostline(struct lua_State *L);

/// The last resort of a run's time limit, for a run still going past its
/// deadline in host work that cannot stop: prints `error: LABEL:LINE: time
/// limit of N s exceeded` (LINE noted by mosaic_notehostcalls; without
/// one, `error: LABEL: …`), runs the emergency cleanup and ends the
/// process with status 1, as the backstop does. Async-signal-safe: any
/// thread may call it while another holds any lock. Never returns.
void mosaic_endpastdeadline(struct lua_State *L, const char *label);

/// How much CPU time a call's thread may still use after its deadline
/// before the backstop ends the process. A call past its deadline stops at
/// the next Lua instruction; one that does not is stuck in a single C
/// function, and the watchdog then prints `error: LABEL: time limit of N s
/// exceeded`, runs the emergency cleanup and exits with status 1. CPU time,
/// not wall time: a thread starved of CPU on a loaded machine is not stuck.
/// Time in a host function does not count (the grace starts again).
#define MOSAIC_BACKSTOP_GRACE 0.75

/// How much wall time a call may still run after its deadline, whatever CPU
/// time its thread used, before the backstop ends the process as above: for
/// a thread blocked in C without using CPU. Time in a host function does
/// not count (the ceiling starts again).
#define MOSAIC_BACKSTOP_CEILING 30.0

/// Bytes the state holds now.
size_t mosaic_memoryused(struct lua_State *L);
/// The most bytes the state ever held.
size_t mosaic_memorypeak(struct lua_State *L);
/// The memory limit in bytes (0: none).
size_t mosaic_memorylimit(struct lua_State *L);

/// A full garbage collection, run by the host as a session of its own, held
/// to the time limit (a collection can be made to take unbounded time).
void mosaic_collectgarbage(struct lua_State *L);

/// The line the function at `level` of the stack is running (1: the Lua
/// function that called the running host function), or -1.
int mosaic_currentline(struct lua_State *L, int level);

/// The line where the function at `index` is defined, or -1.
int mosaic_linedefined(struct lua_State *L, int index);

/// Starts the thread that serves mosaic_interrupt_request. Returns 0, or
/// -1 when no pipe or thread can be had.
int mosaic_interrupt_start(void);

/// Stops every call running through mosaic_pcall in every state, as if its
/// time limit had passed (the call returns MOSAIC_ERRTIME). Async-signal-safe:
/// meant for a SIGINT handler. Does nothing before mosaic_interrupt_start.
void mosaic_interrupt_request(void);

#endif
