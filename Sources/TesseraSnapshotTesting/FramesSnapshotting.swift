// Needs swift-snapshot-testing, resolved only with the package's `SnapshotTesting` trait.
#if SnapshotTesting
import Foundation
import SnapshotTesting
import Tessera
import TesseraSpec

extension Snapshotting where Value == LayoutCase, Format == String {
    /// Every element's frame as the JSON of `tessera render --format json` (`SnapshotJSONEncoder`),
    /// one element a line, so a failing test shows which elements moved. Recorded as `.json`.
    ///
    /// A layout whose frames cannot be written (a non-finite number) records the error's text
    /// instead, so the test fails with the reason rather than crashing.
    public static var frames: Snapshotting {
        Snapshotting<String, String>(pathExtension: "json", diffing: .lines).pullback { layoutCase in
            do {
                let data = try SnapshotJSONEncoder().encode(layoutCase.snapshot, contentOffset: layoutCase.contentOffset)
                return String(decoding: data, as: UTF8.self)
            } catch {
                return "error: \(error)\n"
            }
        }
    }
}

extension Snapshotting where Value == LayoutSnapshot, Format == String {
    /// A snapshot's frames at content offset zero, as `Snapshotting<LayoutCase, String>.frames`.
    public static var frames: Snapshotting {
        Snapshotting<LayoutCase, String>.frames.pullback { LayoutCase(snapshot: $0) }
    }
}
#endif
