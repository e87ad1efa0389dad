// Needs swift-snapshot-testing, resolved only with the package's `SnapshotTesting` trait.
#if SnapshotTesting
import Foundation
import SnapshotTesting
import Tessera
import TesseraRender
import TesseraSnapshotTesting
import Testing
import TesseraSpec
import TesseraTool

/// The strategies record exactly what `tessera render` writes, so a reference file can be
/// compared with (or made by) the command line.
@Suite struct StrategyOutputTests {
    static func output(_ strategy: Snapshotting<LayoutCase, String>, of layoutCase: LayoutCase) async -> String {
        await withCheckedContinuation { continuation in
            strategy.snapshot(layoutCase).run { continuation.resume(returning: $0) }
        }
    }

    @Test func framesAreTheRenderCommandsJSONAndSVGItsPicture() async throws {
        let spec = try LayoutSpec.decode(
            Data(
                contentsOf: URL(fileURLWithPath: #filePath)
                    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                    .appendingPathComponent("Examples/explore.json")))
        let layoutCase = try LayoutCase(spec: spec)
        let json = String(decoding: try RenderJob(format: .json).render(spec).data, as: UTF8.self)
        let svg = String(decoding: try RenderJob(format: .svg).render(spec).data, as: UTF8.self)
        #expect(await Self.output(.frames, of: layoutCase) == json)
        #expect(await Self.output(.svg, of: layoutCase) == svg)
        #expect(Snapshotting<LayoutCase, String>.frames.pathExtension == "json")
        #expect(Snapshotting<LayoutCase, String>.svg.pathExtension == "svg")
    }

    @Test func aLayoutThatCannotBeDrawnRecordsTheReason() async {
        var b = LayoutSnapshotBuilder(environment: LayoutEnvironment(width: 320, height: 480))
        b.startSection()
        b.addCell(frame: CGRect(x: 0, y: 0, width: 320, height: 100_000))
        let tall = LayoutCase(snapshot: b.build(contentSize: CGSize(width: 320, height: 100_000)))
        let text = await Self.output(.svg, of: tall)
        #expect(text.hasPrefix("error: the layout is 320 x 100000 pt: at 1 pixel per point"))
    }
}
#endif
