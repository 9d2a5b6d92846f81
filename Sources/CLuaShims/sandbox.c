// The plugin sandbox: the libraries a plugin sees, in the globals of its own
// state (every plugin has a state of its own, so nothing it changes, the
// string metatable included, reaches another plugin).
//
// Open: string (without dump), table, math (seeded with 0, so plugins are
// deterministic), utf8, coroutine (resume, wrap and close registered with the
// watchdog), the safe base functions, os.clock/time/date, print (to the
// host), load (text only), require (text files of the plugin's directory).
// Closed: io, debug, package, dofile, loadfile, collectgarbage, warn,
// binary chunks, __gc metamethods (a finalizer runs with hooks off, where
// the time limit cannot stop it), writes to the string metatable.
// Deterministic: pairs visits keys in sorted order (pairs.c), objects are
// written by number, not address (labels.c: tostring, print,
// string.format), math.random starts from the same seed, table.sort is
// stable (tablelib.c).
//
// The time limit cannot be caught. Once a call is past its deadline
// (mosaic_timedout), every function that catches errors — pcall, xpcall,
// coroutine.resume, coroutine.close, load with a reader function — raises
// it again instead of returning it, and xpcall does not run the script's
// message handler (Lua runs a handler for an error raised in a hook with
// hooks off, where nothing could stop it). A coroutine the limit stopped is
// left with hooks off by Lua, so none of its code runs again: its pending
// `__close` handlers are never run (mosaic_markstopped). Single C functions
// that could run long without calling Lua check the deadline themselves
// (pattern.c, tablelib.c); what is left, the watchdog's backstop ends.
#include "runtime.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <lualib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#if defined(__linux__)
#include <linux/openat2.h>
#include <sys/syscall.h>
#endif

// MARK: - Base functions

/// load, forced to text mode; without an environment, chunks see the
/// globals. A string is compiled in pieces (mosaic_loadchunked), so that the
/// deadline stops a huge one; a reader function is Lua code, which the hook
/// stops, and runs through the stock load (upvalue 1).
static int mosaic_load(lua_State *L) {
    size_t length = 0;
    const char *text = lua_tolstring(L, 1, &length);
    if (text != NULL) {
        const char *chunkname = luaL_optstring(L, 2, text);
        int hasEnvironment = !lua_isnone(L, 4);
        int status = mosaic_loadchunked(L, text, length, chunkname, "t");
        if (mosaic_timedout(L)) return lua_error(L);
        if (status != LUA_OK) {
            luaL_pushfail(L);
            lua_insert(L, -2);
            return 2;
        }
        if (hasEnvironment) {
            lua_pushvalue(L, 4);
            if (!lua_setupvalue(L, -2, 1)) lua_pop(L, 1);
        }
        return 1;
    }
    while (lua_gettop(L) < 3) lua_pushnil(L);
    lua_pushliteral(L, "t");
    lua_replace(L, 3);
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, LUA_MULTRET);
    /* A reader function stopped by the limit: load returned the error. */
    if (mosaic_timedout(L)) return mosaic_raisetimeoutat(L, 1);
    return lua_gettop(L);
}

// MARK: - pcall and xpcall

/// Ends pcall and xpcall (also as their continuation after a yield): the
/// results, or false and the error, except the time limit's, raised again.
static int mosaic_finishpcall(lua_State *L, int status, lua_KContext extra) {
    if (status != LUA_OK && status != LUA_YIELD) {
        if (mosaic_timedout(L)) return lua_error(L);
        lua_pushboolean(L, 0);
        lua_pushvalue(L, -2);
        return 2;
    }
    return lua_gettop(L) - (int)extra;
}

static int mosaic_pcallfunction(lua_State *L) {
    luaL_checkany(L, 1);
    lua_pushboolean(L, 1);  /* the first result when all goes well */
    lua_insert(L, 1);
    int status = lua_pcallk(L, lua_gettop(L) - 2, LUA_MULTRET, 0, 0, mosaic_finishpcall);
    return mosaic_finishpcall(L, status, 0);
}

/// The message handler xpcall installs: the script's (upvalue 1), unless
/// the call is past its deadline; the limit's error then goes through as is.
static int mosaic_guardedhandler(lua_State *L) {
    if (mosaic_timedout(L)) return 1;
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, 1);
    return 1;
}

static int mosaic_xpcallfunction(lua_State *L) {
    int count = lua_gettop(L);
    luaL_checktype(L, 2, LUA_TFUNCTION);
    lua_pushvalue(L, 2);
    lua_pushcclosure(L, mosaic_guardedhandler, 1);
    lua_replace(L, 2);
    lua_pushboolean(L, 1);  /* the first result when all goes well */
    lua_pushvalue(L, 1);
    lua_rotate(L, 3, 2);    /* true and the function below the arguments */
    int status = lua_pcallk(L, count - 2, LUA_MULTRET, 2, 2, mosaic_finishpcall);
    return mosaic_finishpcall(L, status, 2);
}

/// setmetatable, refusing a metatable with __gc. Checks its arguments
/// itself, so that messages name it (the stock function, an upvalue, is
/// nameless to luaL_argerror).
static int mosaic_setmetatable(lua_State *L) {
    luaL_checktype(L, 1, LUA_TTABLE);
    luaL_argexpected(L, lua_type(L, 2) == LUA_TNIL || lua_type(L, 2) == LUA_TTABLE, 2, "nil or table");
    if (lua_type(L, 2) == LUA_TTABLE) {
        lua_pushliteral(L, "__gc");
        if (lua_rawget(L, 2) != LUA_TNIL) {
            return luaL_error(L, "setmetatable: __gc metamethods are not allowed in plugins "
                                 "(a finalizer runs where the time limit cannot stop it)");
        }
        lua_pop(L, 1);
    }
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, 1);
    return 1;
}

/// print, to the host's sink: the arguments through tostring (objects by
/// number, labels.c), tab-separated.
static int mosaic_print(lua_State *L) {
    int count = lua_gettop(L);
    luaL_Buffer b;
    luaL_buffinit(L, &b);
    for (int i = 1; i <= count; i++) {
        if (i > 1) luaL_addchar(&b, '\t');
        mosaic_tolstring(L, i, NULL);
        luaL_addvalue(&b);
    }
    luaL_pushresult(&b);
    size_t length = 0;
    const char *text = lua_tolstring(L, -1, &length);
    mosaic_Runtime *rt = mosaic_runtime(L);
    if (rt->printSink != NULL) {
        rt->printSink(rt->printContext, text, length);
    } else {
        fwrite(text, 1, length, stderr);
        fputc('\n', stderr);
    }
    return 0;
}

/// os.date, with a format of at most 1 KiB: the stock function formats it
/// in one C call, and a 200 MB format runs for seconds past any deadline.
static int mosaic_osdate(lua_State *L) {
    size_t length = 0;
    if (lua_type(L, 1) == LUA_TSTRING) lua_tolstring(L, 1, &length);
    luaL_argcheck(L, length <= 1024, 1, "format longer than 1024 bytes");
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, LUA_MULTRET);
    return lua_gettop(L);
}

static int mosaic_readonly(lua_State *L) {
    return luaL_error(L, "the string metatable is read-only: it is shared by every string");
}

// MARK: - Coroutines

/// Resumes `co` with the `count` values on top of L, registered with the
/// watchdog while it runs. Returns the number of results moved to L, or -1
/// with an error message on top of L.
static int mosaic_auxresume(lua_State *L, lua_State *co, int count) {
    mosaic_Runtime *rt = mosaic_runtime(L);
    if (!lua_checkstack(co, count)) {
        lua_pushliteral(L, "too many arguments to resume");
        return -1;
    }
    if (rt->timeLimit > 0) {
        int entered = mosaic_watchdog_enter(rt, co);
        if (entered == 0) return mosaic_raisetimeoutat(L, 1);
        if (entered < 0) {
            lua_pushliteral(L, "too many nested coroutines");
            return -1;
        }
    }
    lua_xmove(L, co, count);
    int results = 0;
    int status = lua_resume(co, L, count, &results);
    if (rt->timeLimit > 0) mosaic_watchdog_leave(rt);
    if (status != LUA_OK && status != LUA_YIELD && mosaic_timedout(L)) mosaic_markstopped(co);
    if (status == LUA_OK || status == LUA_YIELD) {
        if (!lua_checkstack(L, results + 1)) {
            lua_pop(co, results);
            lua_pushliteral(L, "too many results to resume");
            return -1;
        }
        lua_xmove(co, L, results);
        return results;
    }
    lua_xmove(co, L, 1);  /* the error */
    return -1;
}

static int mosaic_coresume(lua_State *L) {
    lua_State *co = lua_tothread(L, 1);
    luaL_argexpected(L, co, 1, "coroutine");
    int results = mosaic_auxresume(L, co, lua_gettop(L) - 1);
    if (results < 0) {
        if (mosaic_timedout(L)) return lua_error(L);
        lua_pushboolean(L, 0);
        lua_insert(L, -2);
        return 2;
    }
    lua_pushboolean(L, 1);
    lua_insert(L, -(results + 1));
    return results + 1;
}

static int mosaic_closethread(lua_State *co, lua_State *L) {
#if LUA_VERSION_RELEASE_NUM >= 50406
    return lua_closethread(co, L);
#else
    (void)L;
    return lua_resetthread(co);
#endif
}

/// Closes a coroutine's pending to-be-closed variables, which runs Lua code
/// on that coroutine: registered with the watchdog like a resume. Never
/// called for a coroutine the time limit stopped (its hooks are off).
static int mosaic_closeregistered(lua_State *L, lua_State *co) {
    mosaic_Runtime *rt = mosaic_runtime(L);
    if (rt->timeLimit > 0) {
        int entered = mosaic_watchdog_enter(rt, co);
        if (entered == 0) return mosaic_raisetimeoutat(L, 1);
        if (entered < 0) return luaL_error(L, "too many nested coroutines");
    }
    int status = mosaic_closethread(co, L);
    if (rt->timeLimit > 0) mosaic_watchdog_leave(rt);
    return status;
}

static int mosaic_auxwrap(lua_State *L) {
    lua_State *co = lua_tothread(L, lua_upvalueindex(1));
    int results = mosaic_auxresume(L, co, lua_gettop(L));
    if (results < 0) {
        if (mosaic_isstopped(co)) return lua_error(L);
        int status = lua_status(co);
        if (status != LUA_OK && status != LUA_YIELD) {
            status = mosaic_closeregistered(L, co);
            lua_xmove(co, L, 1);
        }
        if (status != LUA_ERRMEM && lua_type(L, -1) == LUA_TSTRING) {
            luaL_where(L, 1);
            lua_insert(L, -2);
            lua_concat(L, 2);
        }
        return lua_error(L);
    }
    return results;
}

static int mosaic_cowrap(lua_State *L) {
    luaL_checktype(L, 1, LUA_TFUNCTION);
    lua_State *co = lua_newthread(L);
    lua_pushvalue(L, 1);
    lua_xmove(L, co, 1);
    lua_pushcclosure(L, mosaic_auxwrap, 1);
    return 1;
}

static int mosaic_coclose(lua_State *L) {
    lua_State *co = lua_tothread(L, 1);
    luaL_argexpected(L, co, 1, "coroutine");
    if (co == L) return luaL_error(L, "cannot close a running coroutine");
    lua_Debug ar;
    if (lua_status(co) == LUA_OK && lua_getstack(co, 0, &ar)) {
        return luaL_error(L, "cannot close a normal coroutine");
    }
    if (mosaic_isstopped(co)) {
        if (mosaic_timedout(L)) return mosaic_raisetimeoutat(L, 1);
        lua_pushboolean(L, 0);
        lua_pushliteral(L, "cannot close a coroutine that the time limit stopped");
        return 2;
    }
    /* Suspended or dead: close its pending to-be-closed variables. */
    if (mosaic_closeregistered(L, co) == LUA_OK) {
        lua_pushboolean(L, 1);
        return 1;
    }
    lua_xmove(co, L, 1);  /* the error */
    if (mosaic_timedout(L)) return lua_error(L);
    lua_pushboolean(L, 0);
    lua_insert(L, -2);
    return 2;
}

// MARK: - require

/// Whether `name` is one or more runs of letters, digits and underscores
/// joined by single dots: `foo`, `foo.bar`.
static int mosaic_validmodulename(const char *name, size_t length) {
    if (length == 0 || length > 200) return 0;
    int segmentLength = 0;
    for (size_t i = 0; i < length; i++) {
        char c = name[i];
        if (c == '.') {
            if (segmentLength == 0) return 0;
            segmentLength = 0;
        } else if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_') {
            segmentLength++;
        } else {
            return 0;
        }
    }
    return segmentLength > 0;
}

/// What mosaic_checkmodulefile says when there is no such file.
static const char mosaic_nomodule[] = "no such file";

/// Why a module file cannot be read (mosaic_nomodule when it does not
/// exist), or NULL. The file must be a regular
/// file whose real path lies inside the real path of `directory`: symbolic
/// links may point within the plugin's directory tree, never out of it, and
/// a FIFO or a device (which could block or never end) is refused. Fills
/// `real` with the file's real path and `size` with its size. Uses only the
/// C stack, so the caller can raise an error afterwards without leaking.
static const char *mosaic_checkmodulefile(const char *path, const char *directory, size_t limit,
                                          char real[PATH_MAX], size_t *size) {
    char root[PATH_MAX];
    if (realpath(directory, root) == NULL) return "its directory cannot be resolved";
    if (realpath(path, real) == NULL) return errno == ENOENT ? mosaic_nomodule : "it cannot be resolved";
    size_t rootLength = strlen(root);
    int inside = strncmp(real, root, rootLength) == 0 && (real[rootLength] == '/' || (rootLength == 1 && root[0] == '/'));
    if (!inside) return "it is a symbolic link that leads out of the plugin's directory";
    struct stat info;
    if (stat(real, &info) != 0) return "it cannot be read";
    if (!S_ISREG(info.st_mode)) {
        if (S_ISDIR(info.st_mode)) return "it is a directory, not a regular file";
        if (S_ISFIFO(info.st_mode)) return "it is a FIFO, not a regular file";
        if (S_ISCHR(info.st_mode) || S_ISBLK(info.st_mode)) return "it is a device, not a regular file";
        return "it is not a regular file";
    }
    if ((size_t)info.st_size > limit) return "it is larger than the plugin's memory limit";
    *size = (size_t)info.st_size;
    return NULL;
}

/// Reads up to `size` bytes of the open file `descriptor` into `buffer`;
/// the number read.
static size_t mosaic_readdescriptor(int descriptor, char *buffer, size_t size) {
    size_t count = 0;
    while (count < size) {
        ssize_t got = read(descriptor, buffer + count, size - count);
        if (got < 0 && errno == EINTR) continue;
        if (got <= 0) break;
        count += (size_t)got;
    }
    return count;
}

/// Reads `size` bytes of the regular file `real` into `buffer`; the number
/// read, or -1. No Lua call happens while the file is open.
static long mosaic_readmodulefile(const char *real, char *buffer, size_t size) {
    int descriptor = open(real, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOFOLLOW);
    if (descriptor < 0) return -1;
    struct stat info;
    long count = -1;
    if (fstat(descriptor, &info) == 0 && S_ISREG(info.st_mode)) count = (long)mosaic_readdescriptor(descriptor, buffer, size);
    close(descriptor);
    return count;
}

/// What mosaic_openmodule says when the system has no openat2 and the
/// module directory is a name: the caller checks real paths instead.
static const char mosaic_byrealpath[] = "by real path";

/// Opens `relative` (a checked module name: no `/` at its start, no `..`)
/// inside the open folder `folder` without ever leaving it: Linux's
/// openat2 with RESOLVE_BENEATH follows links that stay inside and fails
/// with EXDEV for one that leads out, in one step that no rename can race.
/// -2 where openat2 is missing.
static int mosaic_openbeneath(int folder, const char *relative) {
#if defined(__linux__) && defined(SYS_openat2)
    struct open_how how;
    memset(&how, 0, sizeof how);
    how.flags = O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY;
    how.resolve = RESOLVE_BENEATH | RESOLVE_NO_MAGICLINKS;
    for (int attempt = 0; attempt < 64; attempt++) {
        long descriptor = syscall(SYS_openat2, folder, relative, &how, sizeof how);
        if (descriptor >= 0) return (int)descriptor;
        if (errno != EINTR && errno != EAGAIN) break;  /* EAGAIN: a rename raced the walk */
    }
    /* ENOSYS: a kernel before 5.6. EPERM: a seccomp filter (some container
       runtimes) refusing the system call itself; a file the process may not
       read gives EACCES instead. Both fall back to the no-link walk. */
    return errno == ENOSYS || errno == EPERM ? -2 : -1;
#else
    (void)folder;
    (void)relative;
    return -2;
#endif
}

/// Opens `relative` inside `folder` one component at a time, following no
/// link at all (O_NOFOLLOW): where openat2 is missing.
static int mosaic_opennofollow(int folder, const char *relative) {
    char part[NAME_MAX + 1];
    int current = folder;
    const char *rest = relative;
    for (;;) {
        const char *slash = strchr(rest, '/');
        size_t length = slash != NULL ? (size_t)(slash - rest) : strlen(rest);
        if (length > NAME_MAX) {
            if (current != folder) close(current);
            errno = ENAMETOOLONG;
            return -1;
        }
        memcpy(part, rest, length);
        part[length] = 0;
        int flags = O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NOCTTY | (slash != NULL ? O_DIRECTORY : O_NONBLOCK);
        int next;
        do { next = openat(current, part, flags); } while (next < 0 && errno == EINTR);
        int code = errno;
        if (current != folder) close(current);
        if (next < 0) {
            errno = code;
            return -1;
        }
        if (slash == NULL) return next;
        current = next;
        rest = slash + 1;
    }
}

/// Opens the module file `relative` of the plugin's folder: the open
/// folder `folder` the host gave (mosaic_setmodulefolder), or else
/// `directory` opened by name now. The file is opened relative to the
/// folder's descriptor, never looked up by name again after it has been
/// checked: it must be a regular file inside the folder's tree (a link may
/// point within it, never out of it; without openat2, no link is followed).
/// Why it cannot be read (mosaic_nomodule when it does not exist,
/// mosaic_byrealpath to check by real path), or NULL with the open file in
/// `descriptor` and its size in `size`. Uses only the C stack.
static const char *mosaic_openmodule(int folder, const char *directory, const char *relative, size_t limit,
                                     int *descriptor, size_t *size) {
    int own = -1;
    if (folder < 0) {
        do { own = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC); } while (own < 0 && errno == EINTR);
        if (own < 0) return errno == ENOENT ? mosaic_nomodule : "its directory cannot be opened";
    }
    int opened = mosaic_openbeneath(own >= 0 ? own : folder, relative);
    if (opened == -2 && own >= 0) {
        close(own);
        return mosaic_byrealpath;
    }
    if (opened == -2) opened = mosaic_opennofollow(folder, relative);
    int code = errno;
    if (own >= 0) close(own);
    if (opened < 0) {
        if (code == ENOENT) return mosaic_nomodule;
        if (code == EXDEV) return "it is a symbolic link that leads out of the plugin's directory";
        if (code == ELOOP) return "it is reached through a symbolic link, which is not followed here";
        if (code == ENOTDIR) return "it cannot be resolved";
        return "it cannot be opened";
    }
    struct stat info;
    const char *problem = NULL;
    if (fstat(opened, &info) != 0) {
        problem = "it cannot be read";
    } else if (!S_ISREG(info.st_mode)) {
        if (S_ISDIR(info.st_mode)) problem = "it is a directory, not a regular file";
        else if (S_ISFIFO(info.st_mode)) problem = "it is a FIFO, not a regular file";
        else if (S_ISCHR(info.st_mode) || S_ISBLK(info.st_mode)) problem = "it is a device, not a regular file";
        else problem = "it is not a regular file";
    } else if ((size_t)info.st_size > limit) {
        problem = "it is larger than the plugin's memory limit";
    }
    if (problem != NULL) {
        close(opened);
        return problem;
    }
    *descriptor = opened;
    *size = (size_t)info.st_size;
    return NULL;
}

/// Compiles the module's text into a function on the stack; a Lua status.
/// The file is read into C memory and closed before anything Lua could
/// raise, so that no descriptor or buffer leaks.
static int mosaic_loadmodule(lua_State *L, int descriptor, size_t size, const char *chunkName) {
    char *text = malloc(size + 1);
    if (text == NULL) {
        close(descriptor);
        lua_pushliteral(L, "not enough memory to read the module");
        return LUA_ERRMEM;
    }
    size_t count = mosaic_readdescriptor(descriptor, text, size);
    close(descriptor);
    size_t skipped = mosaic_filetextstart(text, count);
    int status = luaL_loadbufferx(L, text + skipped, count - skipped, chunkName, "t");
    free(text);
    return status;
}

/// Adds the path at `index` to the list of module files this state's
/// `require` read or tried to read (the registry's MOSAIC_REQUIREDKEY, for
/// the host to watch), once each and at most MOSAIC_MAXREQUIRED of them.
static void mosaic_recordmodule(lua_State *L, int index) {
    index = lua_absindex(L, index);
    if (lua_getfield(L, LUA_REGISTRYINDEX, MOSAIC_REQUIREDKEY) != LUA_TTABLE) {
        lua_pop(L, 1);
        lua_createtable(L, 4, 0);
        lua_pushvalue(L, -1);
        lua_setfield(L, LUA_REGISTRYINDEX, MOSAIC_REQUIREDKEY);
    }
    lua_Integer count = (lua_Integer)lua_rawlen(L, -1);
    for (lua_Integer i = 1; i <= count; i++) {
        lua_rawgeti(L, -1, i);
        int same = lua_rawequal(L, -1, index);
        lua_pop(L, 1);
        if (same) {
            lua_pop(L, 1);
            return;
        }
    }
    if (count < MOSAIC_MAXREQUIRED) {
        lua_pushvalue(L, index);
        lua_rawseti(L, -2, count + 1);
    }
    lua_pop(L, 1);
}

/// require(name): runs DIR/name.lua (dots in the name are directories), a
/// text file of the plugin's own directory tree, once, in the plugin's
/// globals. Upvalues: the cache table, the directory (or nil).
static int mosaic_require(lua_State *L) {
    size_t length = 0;
    const char *name = luaL_checklstring(L, 1, &length);
    lua_settop(L, 1);
    if (!mosaic_validmodulename(name, length)) {
        return luaL_error(L, "require '%s': a module name is letters, digits and underscores, "
                             "with dots between directories (no paths, no '..')", name);
    }
    lua_pushvalue(L, 1);
    int cached = lua_rawget(L, lua_upvalueindex(1));
    if (cached == LUA_TLIGHTUSERDATA) return luaL_error(L, "require '%s': the module requires itself", name);
    if (cached != LUA_TNIL) return 1;
    lua_pop(L, 1);
    const char *directory = lua_tostring(L, lua_upvalueindex(2));
    if (directory == NULL) return luaL_error(L, "require '%s': no module directory", name);

    luaL_Buffer b;
    luaL_buffinit(L, &b);
    luaL_addstring(&b, directory);
    luaL_addchar(&b, '/');
    for (size_t i = 0; i < length; i++) luaL_addchar(&b, name[i] == '.' ? '/' : name[i]);
    luaL_addstring(&b, ".lua");
    luaL_pushresult(&b);  /* 2: path */
    const char *path = lua_tostring(L, 2);
    mosaic_recordmodule(L, 2);

    char relative[256];
    size_t used = 0;
    for (size_t i = 0; i < length; i++) relative[used++] = name[i] == '.' ? '/' : name[i];
    memcpy(relative + used, ".lua", 5);
    lua_pushliteral(L, "@");
    lua_pushvalue(L, 2);
    lua_concat(L, 2);  /* 3: the chunk name */

    size_t size = 0;
    int descriptor = -1;
    size_t limit = mosaic_runtime(L)->limit != 0 ? mosaic_runtime(L)->limit : (size_t)256 << 20;
    const char *problem = mosaic_openmodule(mosaic_runtime(L)->moduleFolder, directory, relative, limit, &descriptor, &size);
    int status = LUA_OK;
    if (problem == mosaic_byrealpath) {
        char real[PATH_MAX];
        problem = mosaic_checkmodulefile(path, directory, limit, real, &size);
        if (problem == NULL) {
            char *text = (char *)lua_newuserdatauv(L, size + 1, 0);  /* 4: the text, held to the memory limit */
            long count = mosaic_readmodulefile(real, text, size);
            if (count < 0) return luaL_error(L, "require '%s': cannot read %s", name, path);
            size_t skipped = mosaic_filetextstart(text, (size_t)count);
            status = luaL_loadbufferx(L, text + skipped, (size_t)count - skipped, lua_tostring(L, 3), "t");  /* 5: chunk */
            lua_replace(L, 4);
        }
    }
    if (problem == mosaic_nomodule) {
        return luaL_error(L, "module '%s' not found: plugins require only Lua text files from their own "
                             "directory, and there is no %s", name, path);
    }
    if (problem != NULL) return luaL_error(L, "require '%s': cannot read %s: %s", name, path, problem);
    if (descriptor >= 0) status = mosaic_loadmodule(L, descriptor, size, lua_tostring(L, 3));  /* 4: chunk */
    if (status != LUA_OK) return lua_error(L);
    lua_replace(L, 3);
    lua_settop(L, 3);

    lua_pushvalue(L, 1);
    lua_pushlightuserdata(L, (void *)mosaic_require);  /* marks the module as loading */
    lua_rawset(L, lua_upvalueindex(1));
    lua_pushvalue(L, 1);
    lua_pushvalue(L, 2);
    status = lua_pcall(L, 2, 1, 0);  /* 3: result or error */
    if (status != LUA_OK) {
        lua_pushvalue(L, 1);
        lua_pushnil(L);
        lua_rawset(L, lua_upvalueindex(1));
        return lua_error(L);
    }
    if (lua_isnil(L, 3)) {
        lua_pushboolean(L, 1);
        lua_replace(L, 3);
    }
    lua_pushvalue(L, 1);
    lua_pushvalue(L, 3);
    lua_rawset(L, lua_upvalueindex(1));
    lua_pushvalue(L, 3);
    lua_pushvalue(L, 2);
    return 2;
}

// MARK: - Opening

static void mosaic_clearfield(lua_State *L, int table, const char *name) {
    lua_pushnil(L);
    lua_setfield(L, table, name);
}

static void mosaic_wrapfield(lua_State *L, int table, const char *name, lua_CFunction wrapper) {
    lua_getfield(L, table, name);
    lua_pushcclosure(L, wrapper, 1);
    lua_setfield(L, table, name);
}

/// Opens the sandbox; argument 1: the module directory or nil.
static int mosaic_opensandboxprotected(lua_State *L) {
    luaL_requiref(L, LUA_GNAME, luaopen_base, 1);
    luaL_requiref(L, LUA_STRLIBNAME, luaopen_string, 1);
    luaL_requiref(L, LUA_TABLIBNAME, luaopen_table, 1);
    luaL_requiref(L, LUA_MATHLIBNAME, luaopen_math, 1);
    luaL_requiref(L, LUA_UTF8LIBNAME, luaopen_utf8, 1);
    luaL_requiref(L, LUA_COLIBNAME, luaopen_coroutine, 1);
    luaL_requiref(L, LUA_OSLIBNAME, luaopen_os, 0);
    lua_settop(L, 1);

    lua_pushglobaltable(L);
    int globals = lua_gettop(L);
    mosaic_clearfield(L, globals, "collectgarbage");
    mosaic_clearfield(L, globals, "dofile");
    mosaic_clearfield(L, globals, "loadfile");
    mosaic_clearfield(L, globals, "warn");
    mosaic_wrapfield(L, globals, "load", mosaic_load);
    mosaic_wrapfield(L, globals, "setmetatable", mosaic_setmetatable);
    mosaic_openpairs(L, globals);
    lua_pushcfunction(L, mosaic_pcallfunction);
    lua_setfield(L, globals, "pcall");
    lua_pushcfunction(L, mosaic_xpcallfunction);
    lua_setfield(L, globals, "xpcall");
    lua_getfield(L, globals, LUA_TABLIBNAME);
    mosaic_opentablebounds(L, lua_gettop(L));
    lua_pop(L, 1);
    lua_pushcfunction(L, mosaic_print);
    lua_setfield(L, globals, "print");

    /* string: no dump; the shared metatable answers getmetatable("") with a read-only view. */
    lua_getfield(L, globals, LUA_STRLIBNAME);
    mosaic_clearfield(L, lua_gettop(L), "dump");
    mosaic_openstringbounds(L, lua_gettop(L));
    mosaic_openlabels(L, globals, lua_gettop(L));
    lua_pop(L, 1);
    lua_pushliteral(L, "");
    lua_getmetatable(L, -1);
    int stringMeta = lua_gettop(L);
    lua_newtable(L);                        /* the view */
    lua_createtable(L, 0, 3);               /* its metatable */
    lua_pushvalue(L, stringMeta);
    lua_setfield(L, -2, "__index");
    lua_pushcfunction(L, mosaic_readonly);
    lua_setfield(L, -2, "__newindex");
    lua_pushboolean(L, 0);
    lua_setfield(L, -2, "__metatable");
    lua_setmetatable(L, -2);
    lua_setfield(L, stringMeta, "__metatable");
    lua_pop(L, 2);

    /* coroutine: resume, wrap and close known to the watchdog. */
    lua_getfield(L, globals, LUA_COLIBNAME);
    lua_pushcfunction(L, mosaic_coresume);
    lua_setfield(L, -2, "resume");
    lua_pushcfunction(L, mosaic_cowrap);
    lua_setfield(L, -2, "wrap");
    lua_pushcfunction(L, mosaic_coclose);
    lua_setfield(L, -2, "close");
    lua_pop(L, 1);

    /* os: clock, time and date only; date with a bounded format. */
    luaL_getsubtable(L, LUA_REGISTRYINDEX, LUA_LOADED_TABLE);
    lua_getfield(L, -1, LUA_OSLIBNAME);
    lua_createtable(L, 0, 3);
    static const char *const osNames[] = {"clock", "time"};
    for (int i = 0; i < 2; i++) {
        lua_getfield(L, -2, osNames[i]);
        lua_setfield(L, -2, osNames[i]);
    }
    lua_getfield(L, -2, "date");
    lua_pushcclosure(L, mosaic_osdate, 1);
    lua_setfield(L, -2, "date");
    lua_setfield(L, globals, LUA_OSLIBNAME);
    lua_pop(L, 2);

    /* require: the plugin's directory only. */
    lua_newtable(L);
    lua_pushvalue(L, 1);
    lua_pushcclosure(L, mosaic_require, 2);
    lua_setfield(L, globals, "require");

    /* math.random: the same numbers on every run. */
    lua_getfield(L, globals, LUA_MATHLIBNAME);
    lua_getfield(L, -1, "randomseed");
    lua_pushinteger(L, 0);
    lua_call(L, 1, 0);
    lua_pop(L, 1);
    return 0;
}

int mosaic_opensandbox(lua_State *L, const char *moduleDirectory) {
    /* The host's own setup: protected, but outside the script's limits (on a
       busy machine a 0.2 s limit could otherwise stop it before any script
       ran). The allocator never refuses while the host owns the state. */
    lua_pushcfunction(L, mosaic_opensandboxprotected);
    if (moduleDirectory != NULL) lua_pushstring(L, moduleDirectory); else lua_pushnil(L);
    return lua_pcall(L, 1, 0, 0);
}
