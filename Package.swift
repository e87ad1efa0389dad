// swift-tools-version: 6.2
import PackageDescription

// Strict memory safety checking (SE-0458) on every target: each unsafe construct must be marked
// `unsafe`, and those marks live only in the files named for them (docs/architecture.md, "Unsafe code").
let strictSafety: [SwiftSetting] = [.strictMemorySafety()]

let package = Package(
    name: "Tessera",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .visionOS(.v1)],
    products: [
        // The core: collection layouts, snapshots, scrolling. Foundation only; no wire format.
        .library(name: "Tessera", targets: ["Tessera"]),
        // SwiftUI's layout system on any platform (SwiftUI's names; depends on the core).
        .library(name: "TesseraViewLayout", targets: ["TesseraViewLayout"]),
        // The JSON spec: `LayoutSpec.decode`, the per-family decoders, `SnapshotJSONEncoder`.
        .library(name: "TesseraSpec", targets: ["TesseraSpec"]),
        // Pictures of snapshots (SVG, PNG). Foundation only.
        .library(name: "TesseraRender", targets: ["TesseraRender"]),
        // UIKit adapter: `TesseraCollectionViewLayout` (compiled where UIKit exists).
        .library(name: "TesseraUIKit", targets: ["TesseraUIKit"]),
        // The adapters' platform-neutral driver (what the UIKit and SwiftUI shells forward to).
        .library(name: "TesseraAdapterDriver", targets: ["TesseraAdapterDriver"]),
        // SwiftUI adapter: `CollectionLayoutContainer` (a `Layout`) and `TesseraCollectionView`.
        .library(name: "TesseraSwiftUI", targets: ["TesseraSwiftUI"]),
        // swift-snapshot-testing strategies for layouts: `assertSnapshot(of: layoutCase, as: .frames)`
        // (the strategies need the `SnapshotTesting` trait; `LayoutCase` is there without it).
        .library(name: "TesseraSnapshotTesting", targets: ["TesseraSnapshotTesting"]),
        // The command-line tool: `tessera render`, `tessera scroll`.
        .executable(name: "tessera", targets: ["TesseraCLI"]),
        // Benchmarks: `swift run -c release tessera-bench`.
        .executable(name: "tessera-bench", targets: ["TesseraBench"]),
        // The browser playground: `swift run --enable-all-traits tessera-playground [SPEC.json] [--port 8090]`
        // (without the trait it says how to enable it). A product of its own so `tessera render`
        // builds without the server stack.
        .executable(name: "tessera-playground", targets: ["TesseraPlayground"]),
        // The playground API's latency: `swift run -c release tessera-playground-bench` (no server stack).
        .executable(name: "tessera-playground-bench", targets: ["TesseraPlaygroundBench"]),
    ],
    // Optional parts whose dependencies an app never resolves unless it asks for them
    // (SE-0450 package traits: a dependency used only under a disabled trait is not resolved).
    // A plain `.package(url:from:)` line resolves swift-argument-parser alone.
    traits: [
        .trait(name: "Playground", description: "The browser playground's HTTP server (Hummingbird, SwiftNIO): `swift run --enable-all-traits tessera-playground`."),
        .trait(name: "SnapshotTesting", description: "The swift-snapshot-testing strategies of `TesseraSnapshotTesting` (`.frames`, `.svg`)."),
        .default(enabledTraits: []),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
        // `swift package generate-documentation`: the DocC catalogs under Sources/*/*.docc.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing.git", from: "1.19.7"),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.0"),
    ],
    targets: [
        .target(name: "Tessera"),
        // SwiftUI's layout system (`Layout`, stacks, grid, …) with SwiftUI's names: its own module,
        // so an app file that imports SwiftUI qualifies these (`TesseraViewLayout.HStackLayout`).
        .target(name: "TesseraViewLayout", dependencies: ["Tessera"]),
        // The JSON spec: the reader, one decoder per layout family, the `--format json` encoder.
        .target(name: "TesseraSpec", dependencies: ["Tessera", "TesseraViewLayout"]),
        .target(name: "TesseraRender", dependencies: ["Tessera"]),
        // Everything the adapters decide, in plain Swift (no UIKit): tested on any platform.
        .target(name: "TesseraAdapterDriver", dependencies: ["Tessera", "TesseraViewLayout"]),
        .target(name: "TesseraUIKit", dependencies: ["Tessera", "TesseraAdapterDriver"]),
        // SwiftUI adapter (compiled where SwiftUI and UIKit exist).
        .target(name: "TesseraSwiftUI", dependencies: ["Tessera", "TesseraViewLayout", "TesseraAdapterDriver", "TesseraUIKit"]),
        .target(
            name: "TesseraSnapshotTesting",
            dependencies: [
                "Tessera", "TesseraSpec", "TesseraRender",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing", condition: .when(traits: ["SnapshotTesting"])),
            ]
        ),
        // The `tessera` tool's jobs as functions (`RenderJob`, `ScrollJob`) and the parsing of
        // their option text, shared by the CLI, the playground and tests; in no product.
        .target(name: "TesseraTool", dependencies: ["Tessera", "TesseraSpec", "TesseraRender"]),
        .executableTarget(
            name: "TesseraCLI",
            dependencies: [
                "Tessera", "TesseraRender", "TesseraTool",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Ready-made layouts and view trees for benchmarks and tests (`CompositionalSamples`,
        // `ViewLayoutWorkloads`); in no product.
        .target(name: "TesseraBenchmarkFixtures", dependencies: ["Tessera", "TesseraViewLayout"]),
        // The one stand-in for UICollectionView: UIKit's call order on a layout
        // (`CollectionViewCallOrder`, in CallOrder/, compiled into the model of UIKit too) and
        // `ScriptedCollectionView` over the driver, for the bench and the driver's tests; in no product.
        .target(name: "TesseraCollectionViewStandIn", dependencies: ["Tessera", "TesseraAdapterDriver"]),
        .executableTarget(
            name: "TesseraBench",
            dependencies: ["Tessera", "TesseraViewLayout", "TesseraSpec", "TesseraBenchmarkFixtures", "TesseraAdapterDriver", "TesseraCollectionViewStandIn"]
        ),
        // The playground's endpoints as plain functions (Foundation, Tessera and the tool's jobs only).
        .target(name: "TesseraPlaygroundAPI", dependencies: ["Tessera", "TesseraSpec", "TesseraTool"]),
        .executableTarget(name: "TesseraPlaygroundBench", dependencies: ["Tessera", "TesseraPlaygroundAPI"]),
        // The playground's HTTP server and page, as a library so tests run it in-process.
        .target(
            name: "TesseraPlaygroundServer",
            dependencies: [
                "Tessera", "TesseraPlaygroundAPI", .product(name: "Hummingbird", package: "hummingbird", condition: .when(traits: ["Playground"])),
                .product(name: "NIOCore", package: "swift-nio", condition: .when(traits: ["Playground"])),
            ],
            resources: [.copy("Page")]
        ),
        .executableTarget(
            name: "TesseraPlayground",
            dependencies: [
                "TesseraPlaygroundServer", "TesseraTool",
                .product(name: "Hummingbird", package: "hummingbird", condition: .when(traits: ["Playground"])),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "TesseraPlaygroundTests",
            dependencies: [
                "TesseraPlaygroundServer", "TesseraPlaygroundAPI", "Tessera", "TesseraSpec", "TesseraTool",
                .product(name: "Hummingbird", package: "hummingbird", condition: .when(traits: ["Playground"])),
                .product(name: "HummingbirdTesting", package: "hummingbird", condition: .when(traits: ["Playground"])),
            ]
        ),
        // What several test targets share (`exampleSpec`, `StackTestLayout`, `thrownError`); in no
        // product, public API only.
        .target(name: "TesseraTestSupport", dependencies: ["Tessera", "TesseraSpec"], path: "Tests/TesseraTestSupport"),
        // The core's tests (some read this repository's example specs through TesseraSpec).
        .testTarget(
            name: "TesseraTests",
            dependencies: [
                "Tessera", "TesseraViewLayout", "TesseraSpec", "TesseraBenchmarkFixtures", "TesseraTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        // UIKit's and SwiftUI's recorded cases (`Tests/Fixtures/`), run by parameterized tests.
        .testTarget(name: "TesseraConformanceTests", dependencies: ["Tessera", "TesseraViewLayout", "TesseraSpec", "TesseraTestSupport"]),
        .testTarget(
            name: "TesseraRenderTests",
            dependencies: [
                "Tessera", "TesseraRender", "TesseraSpec", "TesseraBenchmarkFixtures", "TesseraTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        // The built `tessera` executable as a user runs it (skipped when it has not been built).
        .testTarget(name: "TesseraCLITests", dependencies: ["TesseraTestSupport"]),
        .testTarget(
            name: "TesseraViewLayoutTests",
            dependencies: [
                "Tessera", "TesseraViewLayout", "TesseraBenchmarkFixtures",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(name: "TesseraSpecTests", dependencies: ["Tessera", "TesseraViewLayout", "TesseraSpec", "TesseraTestSupport", .product(name: "PropertyBased", package: "swift-property-based")]),
        // The tool's jobs; also the starting offset they share with the playground's API and the driver.
        .testTarget(
            name: "TesseraToolTests",
            dependencies: ["Tessera", "TesseraSpec", "TesseraRender", "TesseraTool", "TesseraTestSupport", "TesseraPlaygroundAPI", "TesseraAdapterDriver"]
        ),
        .testTarget(
            name: "TesseraAdapterDriverTests",
            dependencies: ["Tessera", "TesseraViewLayout", "TesseraAdapterDriver", "TesseraBenchmarkFixtures", "TesseraCollectionViewStandIn"]
        ),
        .testTarget(
            name: "TesseraSnapshotTestingTests",
            dependencies: ["Tessera", "TesseraSpec", "TesseraRender", "TesseraTool", "TesseraSnapshotTesting"],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// Every target, test and executable targets included, compiles with strict memory safety checking.
for target in package.targets {
    target.swiftSettings = (target.swiftSettings ?? []) + strictSafety
}
