// swift-tools-version:6.1
// An app's package that uses Mosaic as any other would: by a package
// dependency, in Swift 6 language mode, with warnings as errors. scripts/test
// builds and runs it, and checks that resolving it fetched nothing: with the
// trait CLI off, swift-argument-parser is not resolved.
import PackageDescription

let package = Package(
    name: "Consumer",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "Mosaic", path: "../..", traits: []),
    ],
    targets: [
        .executableTarget(
            name: "Consumer",
            dependencies: [
                .product(name: "Mosaic", package: "Mosaic"),
                .product(name: "MosaicLua", package: "Mosaic"),
            ],
            swiftSettings: [
                .swiftLanguageMode(.v6),
                .unsafeFlags(["-warnings-as-errors"]),
            ]
        ),
    ]
)
