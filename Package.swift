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
    platforms: [.macOS(.v14)],
    // MARK: - Public API
    products: [
        .library(name: "Mosaic", targets: ["Mosaic"]),
        .executable(name: "mosaic", targets: ["MosaicCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // MARK: - Implementation
        .target(
            name: "Mosaic",
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "MosaicCLI",
            dependencies: [
                "Mosaic",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: swiftSettings
        ),

        // MARK: - Unit test bundles
        .testTarget(
            name: "MosaicTests",
            dependencies: ["Mosaic"],
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
if ProcessInfo.processInfo.environment["MOSAIC_BENCHMARKS"] != nil {
    package.dependencies.append(
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"])
    )
    package.targets.append(
        .executableTarget(
            name: "MosaicBenchmarks",
            dependencies: [
                "Mosaic",
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/MosaicBenchmarks",
            swiftSettings: swiftSettings,
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        )
    )
}
