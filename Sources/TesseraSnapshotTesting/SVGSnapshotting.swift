// Needs swift-snapshot-testing, resolved only with the package's `SnapshotTesting` trait.
#if SnapshotTesting
import Foundation
import SnapshotTesting
import Tessera
import TesseraRender

extension Snapshotting where Value == LayoutCase, Format == String {
    /// A picture of the layout as `SVGRenderer` draws it (the picture of `tessera render`),
    /// recorded as `.svg` so a code review shows it; compared as text, line by line.
    public static var svg: Snapshotting { svg(options: RenderOptions()) }

    /// A picture of the layout drawn with `options` (size limits, scale, margins).
    ///
    /// A layout the renderer refuses (too many elements, non-finite frames) records the
    /// error's text instead, so the test fails with the reason rather than crashing.
    public static func svg(options: RenderOptions) -> Snapshotting {
        Snapshotting<String, String>(pathExtension: "svg", diffing: .lines).pullback { layoutCase in
            do {
                return try SVGRenderer(options: options).render(layoutCase.snapshot, contentOffset: layoutCase.contentOffset, layoutName: layoutCase.name)
            } catch {
                return "error: \(error)\n"
            }
        }
    }
}

extension Snapshotting where Value == LayoutSnapshot, Format == String {
    /// A picture of a snapshot at content offset zero, as `Snapshotting<LayoutCase, String>.svg`.
    public static var svg: Snapshotting {
        Snapshotting<LayoutCase, String>.svg.pullback { LayoutCase(snapshot: $0) }
    }
}
#endif
