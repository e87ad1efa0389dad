// Needs swift-snapshot-testing, resolved only with the package's `SnapshotTesting` trait.
#if SnapshotTesting
import Foundation
import SnapshotTesting
import Tessera
import TesseraSnapshotTesting
import Testing
import TesseraSpec

/// The gallery's layouts pinned by snapshot tests, as an app team would pin its own: the frames
/// as JSON and a picture as SVG, recorded once under `__Snapshots__/GallerySnapshotTests/` and
/// compared on every run. To re-record after an intended change, delete the files (or run with
/// `SNAPSHOT_TESTING_RECORD=all`), run the tests twice, and review the new files in the diff.
@Suite struct GallerySnapshotTests {
    /// Examples/<name>.json of this repository, laid out.
    static func example(_ name: String) throws -> LayoutCase {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return try LayoutCase(spec: LayoutSpec.decode(Data(contentsOf: root.appendingPathComponent("Examples/\(name).json"))))
    }

    static let gallery = ["explore", "pinterest", "waterfall-sections", "carousel", "compositional/orthogonal-section-behaviors", "flow-grid", "justified-rows"]

    @Test(arguments: gallery)
    func galleryFrames(_ name: String) throws {
        assertSnapshot(of: try Self.example(name), as: .frames, named: Self.fileName(name))
    }

    @Test(arguments: gallery)
    func galleryPictures(_ name: String) throws {
        assertSnapshot(of: try Self.example(name), as: .svg, named: Self.fileName(name))
    }

    /// A layout made in code, the way an app's tests would make theirs.
    @Test func waterfallMadeInCode() throws {
        let photos = SectionData(items: [.size(1080, 1350), .aspectRatio(1.5), .height(120), .aspectRatio(0.75)])
        let phone = LayoutEnvironment(containerSize: CGSize(width: 390, height: 844), displayScale: 3)
        let feed = try LayoutCase(
            layout: WaterfallLayout(columns: .fixed(2), columnSpacing: 6, itemSpacing: 6),
            sections: [photos], environment: phone, name: "feed")
        assertSnapshot(of: feed, as: .frames)
        assertSnapshot(of: feed.snapshot, as: .svg)
    }

    static func fileName(_ name: String) -> String { name.replacingOccurrences(of: "/", with: "-") }
}
#endif
