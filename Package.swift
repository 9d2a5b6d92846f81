// swift-tools-version:6.1
import PackageDescription
import class Foundation.ProcessInfo

// Every target gets the same settings.
let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "Mosaic",
    platforms: [.macOS(.v15)],  // Synchronization (Atomic, Mutex) in Mosaic/IO
    // MARK: - Public API
    products: [
        .library(name: "Mosaic", targets: ["Mosaic"]),
        .library(name: "MosaicLua", targets: ["MosaicLua"]),
        .executable(name: "mosaic", targets: ["MosaicCLI"]),
    ],
    // The trait CLI (on by default) brings the command line's dependencies.
    // An app that only uses the libraries turns it off, and then SwiftPM does
    // not resolve swift-argument-parser at all:
    //   .package(url: "…/Mosaic", from: "…", traits: [])
    // (examples/consumer does, and scripts/test checks its resolved set).
    // SwiftPM leaves a package out only when no target uses it with the
    // enabled traits, so EVERY use of a package that only the command line
    // needs carries the condition, in whichever target (library or not):
    //   .product(name: "…", package: "…", condition: .when(traits: ["CLI"]))
    traits: [
        .trait(name: "CLI", description: "The mosaic command-line tool's dependencies (swift-argument-parser and every package only the command line uses)"),
        .default(enabledTraits: ["CLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // `swift package generate-documentation` (scripts/docs). A plugin no
        // target uses: packages that depend on Mosaic do not resolve it.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // `mosaic serve` only: the HTTP and WebSocket server of MosaicServe.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
        // Swift source in and out (MosaicSwift, the CLI only).
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        // MARK: - Implementation
        .target(
            name: "Mosaic",
            swiftSettings: swiftSettings
        ),
        .target(
            name: "MosaicLua",
            dependencies: ["Mosaic", "CLua", "CLuaShims"],
            swiftSettings: swiftSettings
        ),
        // The live view of `mosaic serve`: page files, protocol, one engine per
        // page connection. Only the CLI uses it; Mosaic and MosaicLua stay free of it.
        .target(
            name: "MosaicServe",
            dependencies: [
                "Mosaic",
                .product(name: "Hummingbird", package: "hummingbird", condition: .when(traits: ["CLI"])),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket", condition: .when(traits: ["CLI"])),
            ],
            resources: [.copy("Resources")],
            swiftSettings: swiftSettings
        ),
        // Swift source in and out (--swift, --format swift); swift-syntax is built only for it and the CLI.
        .target(
            name: "MosaicSwift",
            dependencies: [
                "Mosaic",
                .product(name: "SwiftSyntax", package: "swift-syntax", condition: .when(traits: ["CLI"])),
                .product(name: "SwiftParser", package: "swift-syntax", condition: .when(traits: ["CLI"])),
            ],
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "MosaicCLI",
            dependencies: [
                "Mosaic",
                "MosaicLua",
                "MosaicServe",
                "MosaicSwift",
                "CEditLine",
                .product(name: "ArgumentParser", package: "swift-argument-parser", condition: .when(traits: ["CLI"])),
            ],
            swiftSettings: swiftSettings
        ),

        // MARK: - Implementation details
        // Lua 5.4 from the system (Debian liblua5.4-dev, Homebrew lua); never vendored.
        .systemLibrary(
            name: "CLua",
            pkgConfig: "lua5.4",
            providers: [.apt(["liblua5.4-dev"]), .brew(["lua"])]
        ),
        // libedit from the system, for the REPL's line editing, history and completion.
        .systemLibrary(
            name: "CEditLine",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"]), .brew(["libedit"])]
        ),
        // The C half of the Lua host: what raises Lua errors stays in C.
        .target(
            name: "CLuaShims",
            dependencies: ["CLua"]
        ),

        // MARK: - Unit test bundles
        // The naive batch-update model, shared by MosaicTests and the batch fuzzer.
        .target(
            name: "MosaicTestSupport",
            dependencies: ["Mosaic"],
            path: "Tests/MosaicTestSupport",
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "MosaicTests",
            dependencies: ["Mosaic", "MosaicTestSupport"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "MosaicLuaTests",
            dependencies: ["Mosaic", "MosaicLua", "CLua", "CLuaShims", "MosaicTestSupport"],
            swiftSettings: swiftSettings
        ),
        // The server of `mosaic serve`, over real sockets (and the built
        // `mosaic` for comparisons and live reloads).
        .testTarget(
            name: "MosaicServeTests",
            dependencies: ["Mosaic", "MosaicServe"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "MosaicSwiftTests",
            dependencies: [
                "Mosaic",
                "MosaicSwift",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "MosaicCLITests",
            dependencies: ["Mosaic"],
            swiftSettings: swiftSettings
        ),
    ]
)

// MARK: - Benchmarks
// Built only when asked for (`scripts/bench` sets MOSAIC_BENCHMARKS=1), so that
// `swift test` never compiles package-benchmark and its dependencies.
// - MosaicBenchmarks: the package-benchmark suite (`swift package benchmark`).
// - MosaicBenchmarkSupport: the scenarios and the seed-style baselines both use.
// - mosaic-bench-summary: measures subject and baseline side by side and prints
//   the table of ratios and targets. It lives one folder deeper than the suite
//   because package-benchmark runs every executable directly under Benchmarks/.
if ProcessInfo.processInfo.environment["MOSAIC_BENCHMARKS"] != nil {
    package.dependencies.append(
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"])
    )
    package.products.append(
        .executable(name: "mosaic-bench-summary", targets: ["MosaicBenchSummary"])
    )
    package.targets.append(contentsOf: [
        .target(
            name: "MosaicBenchmarkSupport",
            dependencies: ["Mosaic", "MosaicLua"],
            path: "Benchmarks/MosaicBenchmarkSupport",
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "MosaicBenchmarks",
            dependencies: [
                "Mosaic",
                "MosaicLua",
                "MosaicBenchmarkSupport",
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/MosaicBenchmarks",
            swiftSettings: swiftSettings,
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "MosaicBenchSummary",
            dependencies: ["Mosaic", "MosaicLua", "MosaicServe", "MosaicBenchmarkSupport"],
            path: "Benchmarks/Summary/MosaicBenchSummary",
            swiftSettings: swiftSettings
        ),
    ])
}

// MARK: - Fuzzers
// Built only when asked for (`scripts/fuzz` sets MOSAIC_FUZZ=1 and builds with
// `-sanitize=fuzzer,address`), so that `swift test` never compiles them: they
// link libFuzzer, whose `main` the harnesses call. One executable per harness;
// see docs/fuzzing.md.
// - fuzz-json-readers: the JSON parser and the data, spec, batch-update and
//   job-line readers behind it (the first byte picks the reader).
// - fuzz-batch-update: the batch checker and its mapping against a naive model,
//   then the update applied to a layout engine.
// - fuzz-lua-plugin: random Lua source loaded as a plugin and run as a REPL
//   chunk, under tiny limits.
// - fuzz-swift-reader: random Swift source read as UIKit layout code, laid
//   out, and written back as Swift and read again.
// Corpora and dictionaries are in Fuzz/Corpus and Fuzz/Dictionaries.
if ProcessInfo.processInfo.environment["MOSAIC_FUZZ"] != nil {
    let harnesses: [(product: String, target: String, dependencies: [Target.Dependency])] = [
        ("fuzz-json-readers", "FuzzJSONReaders", ["Mosaic", "FuzzSupport"]),
        ("fuzz-batch-update", "FuzzBatchUpdate", ["Mosaic", "MosaicTestSupport", "FuzzSupport"]),
        ("fuzz-lua-plugin", "FuzzLuaPlugin", ["Mosaic", "MosaicLua", "FuzzSupport"]),
        ("fuzz-swift-reader", "FuzzSwiftReader", ["Mosaic", "MosaicSwift", "FuzzSupport"]),
    ]
    // What the harnesses share: the call into libFuzzer, reading decisions
    // from an input, and the checks.
    package.targets.append(.target(name: "FuzzSupport", path: "Fuzz/FuzzSupport", swiftSettings: swiftSettings))
    for harness in harnesses {
        package.products.append(.executable(name: harness.product, targets: [harness.target]))
        package.targets.append(.executableTarget(
            name: harness.target,
            dependencies: harness.dependencies,
            path: "Fuzz/\(harness.target)",
            swiftSettings: swiftSettings
        ))
    }
}
