import Foundation
import Testing
import Tessera
import TesseraSpec

@Suite struct MosaicSpecTests {
    @Test func decodesPresetTilesAndGroups() throws {
        func layout(_ body: String) throws -> MosaicLayout? {
            try LayoutSpec.decode(Data(#"{"container": {"width": 390}, "sections": [{"itemCount": 3}], "layout": {"mosaic": \#(body)}}"#.utf8)).layout as? MosaicLayout
        }
        #expect(try layout(#"{"pattern": "explore", "spacing": 1}"#) == MosaicLayout.explore(spacing: 1))
        #expect(try layout(#"{"pattern": "explore"}"#) == MosaicLayout(pattern: .explore, spacing: 0))
        let tiles = [MosaicTile(column: 1, row: 0, rowSpan: 2), MosaicTile(column: 0, row: 0), MosaicTile(column: 0, row: 1)]
        #expect(
            try layout(#"{"columns": 2, "spacing": 2, "alternateMirrored": true, "tiles": [{"column": 1, "row": 0, "rowSpan": 2}, {"column": 0, "row": 0}, {"column": 0, "row": 1, "columnSpan": 1}]}"#)
                == MosaicLayout(pattern: try MosaicPattern(columns: 2, tiles: tiles, alternateMirrored: true), spacing: 2))
        #expect(
            try layout(#"{"columns": 1, "groups": [[{"column": 0, "row": 0}], [{"column": 0, "row": 0, "rowSpan": 3}]]}"#)
                == MosaicLayout(pattern: try MosaicPattern(columns: 1, groups: [[MosaicTile(column: 0, row: 0)], [MosaicTile(column: 0, row: 0, rowSpan: 3)]])))
    }

    /// Bad layouts, the JSON path of the bad value and what is wrong with it (worked out by hand;
    /// the container is 390 points wide).
    static let badLayouts: [(layout: String, path: LayoutPath, reason: LayoutError.Reason)] = [
        (#"{"mosaic": {"pattern": "pinterest"}}"#, ["layout", "mosaic", "pattern"], .notOneOf(allowed: ["explore"], got: "pinterest")),
        (#"{"mosaic": {"pattern": "explore", "columns": 3}}"#, ["layout", "mosaic", "columns"], .conflicts(with: "pattern")),
        (#"{"mosaic": {"pattern": "explore", "spacing": -1}}"#, ["layout", "mosaic", "spacing"], .outOfRange(.atLeast(0), got: -1)),
        (#"{"mosaic": {"pattern": "explore", "spacing": 1e999}}"#, ["layout", "mosaic", "spacing"], .notFinite(got: .infinity)),
        // explore has 3 columns: two spacings of 300 points.
        (#"{"mosaic": {"pattern": "explore", "spacing": 300}}"#, ["layout", "mosaic", "spacing"], .noRoom(needed: 600, available: 390)),
        (#"{"mosaic": {"pattern": "explore", "spacin": 1}}"#, ["layout", "mosaic", "spacin"], .unknownKey(allowed: ["pattern", "columns", "tiles", "groups", "alternateMirrored", "spacing"])),
        (#"{"mosaic": {}}"#, ["layout", "mosaic"], .needsOneOf(["pattern", "columns"])),
        (#"{"mosaic": {"columns": 0, "tiles": [{"column": 0, "row": 0}]}}"#, ["layout", "mosaic", "columns"], .outOfRange(.integers(from: 1, to: 10000), got: 0)),
        (#"{"mosaic": {"columns": 2}}"#, ["layout", "mosaic"], .needsOneOf(["tiles", "groups"])),
        (#"{"mosaic": {"columns": 2, "tiles": []}}"#, ["layout", "mosaic", "tiles"], .needsAtLeastOne("tile")),
        (#"{"mosaic": {"columns": 2, "groups": []}}"#, ["layout", "mosaic", "groups"], .needsAtLeastOne("group")),
        (#"{"mosaic": {"columns": 2, "groups": [[{"column": 0, "row": 0, "columnSpan": 2}], []]}}"#, ["layout", "mosaic", "groups", 1], .needsAtLeastOne("tile")),
        (#"{"mosaic": {"columns": 2, "tiles": [{"column": 0, "row": 0, "columnSpan": 2}], "groups": []}}"#, ["layout", "mosaic"], .exclusive(["tiles", "groups"])),
        (#"{"mosaic": {"columns": 2, "tiles": [{"column": 0, "row": 0, "columnSpan": 0}]}}"#, ["layout", "mosaic", "tiles", 0, "columnSpan"], .outOfRange(.integers(from: 1, to: 1_000_000), got: 0)),
        (#"{"mosaic": {"columns": 2, "tiles": [{"column": -1, "row": 0}]}}"#, ["layout", "mosaic", "tiles", 0, "column"], .outOfRange(.integers(from: 0, to: 1_000_000), got: -1)),
        (#"{"mosaic": {"columns": 2, "tiles": [{"column": 0, "row": 0}, {"column": 2, "row": 0}]}}"#, ["layout", "mosaic", "tiles", 1, "column"], .outOfRange(.integers(from: 0, to: 1), got: 2)),
        (
            #"{"mosaic": {"columns": 2, "tiles": [{"column": 0, "row": 0}, {"column": 1, "row": 0, "columnSpan": 2}]}}"#, ["layout", "mosaic", "tiles", 1],
            .outsidePattern(first: 1, last: 2, columns: 2)
        ),
        (
            #"{"mosaic": {"columns": 2, "tiles": [{"column": 0, "row": 0}, {"column": 1, "row": 0}, {"column": 1, "row": 1}, {"column": 0, "row": 0, "rowSpan": 2}]}}"#,
            ["layout", "mosaic", "tiles", 3], .overlaps(other: ["tiles", 0], column: 0, row: 0)
        ),
        (#"{"mosaic": {"columns": 2, "tiles": [{"column": 0, "row": 0}, {"column": 1, "row": 1}]}}"#, ["layout", "mosaic", "tiles"], .hole(column: 1, row: 0, columns: 2, rows: 2)),
        (
            #"{"mosaic": {"columns": 2, "groups": [[{"column": 0, "row": 0, "columnSpan": 2}], [{"column": 0, "row": 0}, {"column": 0, "row": 0}]]}}"#, ["layout", "mosaic", "groups", 1, 1],
            .overlaps(other: ["groups", 1, 0], column: 0, row: 0)
        ),
        (#"{"mosaic": {"columns": 2, "tiles": [{"column": 0, "row": 0, "width": 2}]}}"#, ["layout", "mosaic", "tiles", 0, "width"], .unknownKey(allowed: ["column", "row", "columnSpan", "rowSpan"])),
        (
            #"{"mosaic": {"columns": 2, "groups": [[{"column": 0, "row": 0, "columnSpan": 2}]], "alternateMirrored": true}}"#, ["layout", "mosaic", "alternateMirrored"],
            .conflicts(with: "groups (list the mirrored group instead)")
        ),
    ]

    @Test(arguments: badLayouts)
    func errorsNameTheJSONPath(layout: String, path: LayoutPath, reason: LayoutError.Reason) {
        #expect(specError(layout) == LayoutError(reason, at: path))
    }
}
