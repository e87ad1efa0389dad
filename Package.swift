// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Tessera",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .visionOS(.v1)],
    products: [
        // The core: layouts, snapshots, scrolling, view layout, the JSON spec. Foundation only.
        .library(name: "Tessera", targets: ["Tessera"]),
        // Pictures of snapshots (SVG, PNG). Foundation only.
        .library(name: "TesseraRender", targets: ["TesseraRender"]),
        // UIKit adapter: `TesseraCollectionViewLayout` (compiled where UIKit exists).
        .library(name: "TesseraUIKit", targets: ["TesseraUIKit"]),
        // The adapters' platform-neutral driver (what the UIKit and SwiftUI shells forward to).
        .library(name: "TesseraAdapterDriver", targets: ["TesseraAdapterDriver"]),
        // SwiftUI adapter: `CollectionLayoutContainer` (a `Layout`) and `TesseraCollectionView`.
        .library(name: "TesseraSwiftUI", targets: ["TesseraSwiftUI"]),
        // swift-snapshot-testing strategies for layouts: `assertSnapshot(of: layoutCase, as: .frames)`.
        .library(name: "TesseraSnapshotTesting", targets: ["TesseraSnapshotTesting"]),
        // The command-line tool: `tessera render`, `tessera scroll`.
        .executable(name: "tessera", targets: ["TesseraCLI"]),
        // Benchmarks: `swift run -c release tessera-bench`.
        .executable(name: "tessera-bench", targets: ["TesseraBench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
        // `swift package generate-documentation`: the DocC catalogs under Sources/*/*.docc.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing.git", from: "1.19.7"),
    ],
    targets: [
        .target(name: "Tessera"),
        .target(name: "TesseraRender", dependencies: ["Tessera"]),
        // Everything the adapters decide, in plain Swift (no UIKit): tested on any platform.
        .target(name: "TesseraAdapterDriver", dependencies: ["Tessera"]),
        .target(name: "TesseraUIKit", dependencies: ["Tessera", "TesseraAdapterDriver"]),
        // SwiftUI adapter (compiled where SwiftUI and UIKit exist).
        .target(name: "TesseraSwiftUI", dependencies: ["Tessera", "TesseraAdapterDriver", "TesseraUIKit"]),
        .target(
            name: "TesseraSnapshotTesting",
            dependencies: [
                "Tessera", "TesseraRender",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),
        .executableTarget(
            name: "TesseraCLI",
            dependencies: [
                "Tessera", "TesseraRender",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "TesseraBench", dependencies: ["Tessera"]),
        .testTarget(
            name: "TesseraTests",
            dependencies: [
                "Tessera", "TesseraRender",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(name: "TesseraAdapterDriverTests", dependencies: ["Tessera", "TesseraAdapterDriver"]),
        .testTarget(
            name: "TesseraSnapshotTestingTests",
            dependencies: ["Tessera", "TesseraRender", "TesseraSnapshotTesting"],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
