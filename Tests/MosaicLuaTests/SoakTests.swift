import Foundation
import Mosaic
import MosaicLua
import Testing

/// 10,000 load–prepare–reload cycles leave memory flat (issue 3, item 10).
///
/// The cycles run in a child process (an exit test), so that the resident
/// size it measures is not disturbed by the tests running beside it.
@Suite struct SoakTests {
    @Test func tenThousandLoadPrepareReloadCycles() async {
        await #expect(processExitsWith: .success) {
            try soak(cycles: 10_000, warmUp: 1_000)
        }
    }
}

/// Runs the cycles and exits with failure when memory grew.
private func soak(cycles: Int, warmUp: Int) throws {
    let directory = try makeTemporaryDirectory()
    let file = try write(String(contentsOfFile: examplePath("spiral.lua"), encoding: .utf8), to: "spiral.lua", in: directory)
    let data = DataSource(count: 10)
    var bytesHeldByStates: Set<Int> = []
    var baseline = 0
    for cycle in 0..<cycles {
        var plugin = try LuaPlugin.load(file: file)
        let layout = try plugin.makeLayout()
        let engine = try LayoutEngine(layout: layout, dataSource: data)
        guard try engine.allElements().count == 10 else { fatalError("cycle \(cycle) placed the wrong number of items") }
        try plugin.reload()
        if cycle >= warmUp { bytesHeldByStates.insert((engine.layout as! LuaLayout).memoryInUse) }
        if cycle == warmUp - 1 { baseline = residentBytes() }
    }
    let growth = residentBytes() - baseline
    // Every state ends its cycle holding the same bytes: nothing accumulates
    // in Lua. And the process does not grow: the cycles after the warm-up
    // (three states of ~30 KiB each) add less than 4 MiB.
    guard bytesHeldByStates.count == 1, growth < 4 << 20 else {
        FileHandle.standardError.write(Data("states held \(bytesHeldByStates.sorted()) bytes; resident memory grew by \(growth) bytes\n".utf8))
        exit(EXIT_FAILURE)
    }
}

/// The resident set size in bytes (Linux), or its peak (macOS).
private func residentBytes() -> Int {
    #if os(Linux)
    let text = (try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8)) ?? ""
    let fields = text.split(separator: " ")
    return fields.count > 1 ? (Int(fields[1]) ?? 0) * Int(sysconf(Int32(_SC_PAGESIZE))) : 0
    #else
    var usage = rusage()
    getrusage(RUSAGE_SELF, &usage)
    return Int(usage.ru_maxrss)
    #endif
}
