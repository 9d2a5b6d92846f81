// swift-tools-version:6.1
// An app's package that uses Mosaic as any other would: by a package
// dependency, in Swift 6 language mode, with warnings as errors.
// scripts/consumer (run by scripts/test) checks that it resolves no package
// but Mosaic (with the trait CLI off, nothing the command line uses), builds
// and runs it, then checks that each program in MustNotCompile/ fails to
// compile against it with the error it expects (scripts/api-probe).
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
