import CLua
import CLuaShims
import Mosaic

// What a script has beyond the REPL's API: mosaic.readJSON, mosaic.batch
// and os.exit. Host functions like the REPL's: they read their arguments
// without running Lua code, return a status, and the C trampoline raises.
extension LuaScript {
    /// Adds the script's functions to `mosaic` and `os`.
    func registerScriptAPI() {
        let L = repl.state.L
        clua_pushglobaltable(L)
        LuaHost.push(L, "mosaic")
        lua_rawget(L, -2)
        LuaHost.push(L, "readJSON")
        mosaic_pushhostfunction(L, Self.readJSON)
        lua_rawset(L, -3)
        LuaHost.push(L, "batch")
        mosaic_pushhostfunction(L, Self.batch)
        lua_rawset(L, -3)
        lua_settop(L, -2)
        LuaHost.push(L, "os")
        lua_rawget(L, -2)
        LuaHost.push(L, "exit")
        mosaic_pushhostfunction(L, Self.exit)
        lua_rawset(L, -3)
        lua_settop(L, -3)
    }

    /// The script of the session whose host pointer this is.
    static func script(_ host: UnsafeMutableRawPointer?) -> LuaScript? {
        LuaREPL.repl(host).script
    }

    // MARK: - mosaic.readJSON

    /// `mosaic.readJSON(path)`: the JSON file's value as Lua tables.
    static let readJSON: mosaic_HostFunction = { L, host in
        let function = "mosaic.readJSON"
        guard let script = script(host) else { return LuaHost.fail(L, "\(function) is only available in a script") }
        guard let path = LuaHost.string(L, 1) else {
            return LuaHost.fail(L, "\(function): give the path of a JSON file, got \(LuaHost.describe(L, 1))")
        }
        let value: JSONValue
        do {
            value = try JSONParser.parse(try script.repl.environment.readFile(path), file: path)
        } catch {
            return LuaHost.fail(L, "\(function): \(error)")
        }
        // The parse may have run past the deadline: no tables for a run that is over.
        guard !script.isPastDeadline else { return LuaHost.fail(L, "\(function): \(LuaScriptDeadline.message(script.repl.state.limits))") }
        guard LuaJSONPusher.reserve(L, for: value) else { return -1 }
        guard LuaJSONPusher.push(L, value) else {
            return LuaHost.fail(L, "\(function): '\(path)' nests too deeply for Lua's stack")
        }
        return 1
    }

    // MARK: - mosaic.batch

    /// `mosaic.batch(jobs [, options])`: runs the job tables with the host's
    /// batch runner and returns one result table per job, in job order.
    static let batch: mosaic_HostFunction = { L, host in
        let function = "mosaic.batch"
        guard let script = script(host) else { return LuaHost.fail(L, "\(function) is only available in a script") }
        guard let run = script.hooks.batch else { return LuaHost.fail(L, "\(function) is not available here") }
        guard lua_type(L, 1) == LUA_TTABLE else {
            return LuaHost.fail(L, "\(function): give a list of job tables, as mosaic.batch{{layout = \"fan\", params = {radius = 100}}}, got \(LuaHost.describe(L, 1))")
        }
        let hasOptions = lua_type(L, 2) > LUA_TNIL
        guard !hasOptions || lua_type(L, 2) == LUA_TTABLE else {
            return LuaHost.fail(L, "\(function): the options are a table such as {jobs = 4, fail_fast = true}, got \(LuaHost.describe(L, 2))")
        }
        lua_settop(L, 2)
        // What the host builds per job (its spec, plan, result and index
        // entry) is charged before the tables are even read.
        let listed = Int(lua_rawlen(L, 1))
        guard mosaic_chargecopy(L, listed * LuaScriptBatch.jobHostBytes) != 0 else {
            return LuaHost.fail(L, LuaHost.memoryLimitMessage(L) + ": \(listed) jobs need \(listed * LuaScriptBatch.jobHostBytes / 1024) KiB of host memory beside their tables")
        }
        var request: LuaScriptBatch
        do {
            var reader = LuaTableReader(L: L!, table: 1, notation: SpecNotation.lua.rooted(at: "jobs"))
            guard case .array(let jobs) = try reader.read().content else {
                throw ReplError("give a list of job tables, as {{layout = \"fan\"}, {layout = \"flow\"}}, not a table with names")
            }
            let deadline = script.deadline
            let limits = script.repl.state.limits
            request = LuaScriptBatch(jobs: jobs, isPastDeadline: { deadline?.hasPassed ?? false })
            request.remainingTime = { deadline?.remaining }
            request.timeLimitMessage = LuaScriptDeadline.message(limits)
            // Less what the host copied for this call (the tables, the jobs' bookkeeping).
            request.memoryAvailable = script.repl.freeMemory().map { max(0, $0 - Int(mosaic_copied(L))) }
            request.memoryLimit = limits.memory
            if hasOptions {
                var options = LuaTableReader(L: L!, table: 2, notation: SpecNotation.lua.rooted(at: "options"))
                try readOptions(options.read(), into: &request)
            }
        } catch {
            return LuaHost.fail(L, "\(function): \(error)")
        }
        let results: [JSONValue]
        do {
            results = try run(request)
        } catch {
            return LuaHost.fail(L, "\(function): \(error)")
        }
        // Jobs the deadline stopped failed with it; the run ends with it.
        guard !script.isPastDeadline else { return LuaHost.fail(L, "\(function): \(LuaScriptDeadline.message(script.repl.state.limits))") }
        let list = JSONValue(.array(results))
        guard LuaJSONPusher.reserve(L, for: list) else { return -1 }
        guard LuaJSONPusher.push(L, list) else { return LuaHost.fail(L, "\(function): the results nest too deeply for Lua's stack") }
        return 1
    }

    /// Reads `{jobs = N, fail_fast = true, dir = "renders", index = "runs.json" | false}`.
    private static func readOptions(_ options: JSONValue, into request: inout LuaScriptBatch) throws {
        let members: [(key: String, value: JSONValue)]
        switch options.content {
        case .object(let list): members = list
        case .array(let list) where list.isEmpty: members = []
        default: throw ReplError("the options are a table with names, such as {jobs = 4, fail_fast = true}")
        }
        for (key, value) in members {
            switch (key, value.content) {
            case ("jobs", .number(let count)):
                guard count == count.rounded(), (1 ... Double(maximumWorkers)).contains(count) else {
                    throw ReplError("options.jobs is \(count.shortDescription); give a number of workers from 1 to \(maximumWorkers)")
                }
                request.workers = Int(count)
            case ("fail_fast", .bool(let flag)):
                request.failFast = flag
            case ("dir", .string(let folder)):
                request.directory = folder
            case ("index", .string(let name)):
                request.indexName = name
            case ("index", .bool(false)):
                request.indexName = nil
            case ("timeout", .number(let seconds)):
                guard seconds > 0, seconds <= maximumJobTimeout else {
                    throw ReplError("options.timeout is \(seconds.shortDescription); give a job's time limit per call in seconds, more than 0 and at most \(maximumJobTimeout.shortDescription)")
                }
                request.timeout = .nanoseconds(Int64(seconds * 1e9))
            case ("jobs", _), ("fail_fast", _), ("dir", _), ("index", _), ("timeout", _):
                let expected = ["jobs": "a number of workers", "fail_fast": "true or false", "dir": "a folder name", "index": "a file name or false", "timeout": "a number of seconds"][key]!
                throw ReplError("options.\(key) is \(value.typeDescription); give \(expected)")
            default:
                throw ReplError("unknown option '\(key)'; the options are \(LuaScriptBatch.optionNames.joined(separator: ", "))")
            }
        }
    }

    /// The longest `timeout = S` a batch takes, as `--timeout` (a day).
    static let maximumJobTimeout: Double = 86_400

    /// The most worker threads `jobs = N` asks for, as `mosaic batch --jobs`.
    static let maximumWorkers = 1_024

    // MARK: - os.exit

    /// `os.exit([status])`: ends the script with `status` — a whole number
    /// from 0 to 255 (`3` or `3.0`, as standard Lua takes it), `true` (0,
    /// the default) or `false` (1).
    static let exit: mosaic_HostFunction = { L, host in
        guard let script = script(host) else { return LuaHost.fail(L, "os.exit is only available in a script") }
        let status: Int32
        var isWhole: Int32 = 0
        // A float with an integral value converts; 1.5, 2^63 and NaN do not.
        let number = lua_type(L, 1) == LUA_TNUMBER ? lua_tointegerx(L, 1, &isWhole) : 0
        switch lua_type(L, 1) {
        case LUA_TNONE, LUA_TNIL: status = 0
        case LUA_TBOOLEAN: status = lua_toboolean(L, 1) != 0 ? 0 : 1
        case LUA_TNUMBER where isWhole != 0 && (0 ... 255).contains(number):
            status = Int32(number)
        default:
            return LuaHost.fail(L, "os.exit: give an exit status from 0 to 255, true or false, got \(LuaHost.describe(L, 1))")
        }
        script.requestedExit = status
        script.printBox.flush()
        script.hooks.exit?(status)
        return LuaHost.fail(L, "os.exit(\(status))")
    }
}
