import Foundation
import Testing
import Tessera
import TesseraSpec

private func specError(_ layout: String, width: Int = 390) -> LayoutError? {
    let json = #"{"container": {"width": \#(width)}, "sections": [{"itemCount": 3}], "layout": \#(layout)}"#
    do {
        _ = try LayoutSpec.decode(Data(json.utf8))
        return nil
    } catch {
        return error as? LayoutError
    }
}

@Suite struct MosaicSpecTests {
    @Test func decodesPresetTilesAndGroups() throws {
        func layout(_ body: String) throws -> MosaicLayout? {
            try LayoutSpec.decode(Data(#"{"container": {"width": 390}, "sections": [{"itemCount": 3}], "layout": {"mosaic": \#(body)}}"#.utf8)).layout as? MosaicLayout
        }
        #expect(try layout(#"{"pattern": "explore", "spacing": 1}"#) == MosaicLayout.explore(spacing: 1))
        #expect(try layout(#"{"pattern": "explore"}"#) == MosaicLayout(pattern: .explore, spacing: 0))
        let tiles = [MosaicTile(column: 1, row: 0, rowSpan: 2), MosaicTile(column: 0, row: 0), MosaicTile(column: 0, row: 1)]
        #expect(try layout(#"{"columns": 2, "spacing": 2, "alternateMirrored": true, "tiles": [{"column": 1, "row": 0, "rowSpan": 2}, {"column": 0, "row": 0}, {"column": 0, "row": 1, "columnSpan": 1}]}"#)
            == MosaicLayout(pattern: try MosaicPattern(columns: 2, tiles: tiles, alternateMirrored: true), spacing: 2))
        #expect(try layout(#"{"columns": 1, "groups": [[{"column": 0, "row": 0}], [{"column": 0, "row": 0, "rowSpan": 3}]]}"#)
            == MosaicLayout(pattern: try MosaicPattern(columns: 1, groups: [[MosaicTile(column: 0, row: 0)], [MosaicTile(column: 0, row: 0, rowSpan: 3)]])))
    }

    @Test(arguments: [
        (#"{"mosaic": {"pattern": "pinterest"}}"#, "layout.mosaic.pattern", "must be one of explore"),
        (#"{"mosaic": {"pattern": "explore", "columns": 3}}"#, "layout.mosaic.columns", "preset"),
        (#"{"mosaic": {"pattern": "explore", "spacing": -1}}"#, "layout.mosaic.spacing", "must be >= 0"),
        (#"{"mosaic": {"pattern": "explore", "spacing": 1e999}}"#, "layout.mosaic.spacing", "finite"),
        (#"{"mosaic": {"pattern": "explore", "spacing": 300}}"#, "layout.mosaic.spacing", "leave no room"),
        (#"{"mosaic": {"pattern": "explore", "spacin": 1}}"#, "layout.mosaic.spacin", "unknown key"),
        (#"{"mosaic": {}}"#, "layout.mosaic", "needs a pattern"),
        (#"{"mosaic": {"columns": 0, "tiles": [{"column": 0, "row": 0}]}}"#, "layout.mosaic.columns", "must be an integer from 1"),
        (#"{"mosaic": {"columns": 2}}"#, "layout.mosaic", "needs tiles"),
        (#"{"mosaic": {"columns": 2, "tiles": []}}"#, "layout.mosaic.tiles", "at least one tile"),
        (#"{"mosaic": {"columns": 2, "groups": []}}"#, "layout.mosaic.groups", "at least one group"),
        (#"{"mosaic": {"columns": 2, "groups": [[{"column": 0, "row": 0, "columnSpan": 2}], []]}}"#, "layout.mosaic.groups[1]", "at least one tile"),
        (#"{"mosaic": {"columns": 2, "tiles": [{"column": 0, "row": 0, "columnSpan": 2}], "groups": []}}"#, "layout.mosaic", "not both"),
        (#"{"mosaic": {"columns": 2, "tiles": [{"column": 0, "row": 0, "columnSpan": 0}]}}"#, "layout.mosaic.tiles[0].columnSpan", "from 1"),
        (#"{"mosaic": {"columns": 2, "tiles": [{"column": -1, "row": 0}]}}"#, "layout.mosaic.tiles[0].column", "from 0"),
        (#"{"mosaic": {"columns": 2, "tiles": [{"column": 0, "row": 0}, {"column": 2, "row": 0}]}}"#, "layout.mosaic.tiles[1].column", "the pattern has 2 columns"),
        (#"{"mosaic": {"columns": 2, "tiles": [{"column": 0, "row": 0}, {"column": 1, "row": 0, "columnSpan": 2}]}}"#, "layout.mosaic.tiles[1]", "outside"),
        (#"{"mosaic": {"columns": 2, "tiles": [{"column": 0, "row": 0}, {"column": 1, "row": 0}, {"column": 1, "row": 1}, {"column": 0, "row": 0, "rowSpan": 2}]}}"#, "layout.mosaic.tiles[3]", "overlaps tiles[0]"),
        (#"{"mosaic": {"columns": 2, "tiles": [{"column": 0, "row": 0}, {"column": 1, "row": 1}]}}"#, "layout.mosaic.tiles", "hole at column 1, row 0"),
        (#"{"mosaic": {"columns": 2, "groups": [[{"column": 0, "row": 0, "columnSpan": 2}], [{"column": 0, "row": 0}, {"column": 0, "row": 0}]]}}"#, "layout.mosaic.groups[1][1]", "overlaps groups[1][0]"),
        (#"{"mosaic": {"columns": 2, "tiles": [{"column": 0, "row": 0, "width": 2}]}}"#, "layout.mosaic.tiles[0].width", "unknown key"),
        (#"{"mosaic": {"columns": 2, "groups": [[{"column": 0, "row": 0, "columnSpan": 2}]], "alternateMirrored": true}}"#, "layout.mosaic.alternateMirrored", "groups"),
    ])
    func errorsNameTheJSONPath(layout: String, path: String, message: String) {
        let error = specError(layout)
        #expect(error?.path == path)
        #expect(error?.message.contains(message) == true, "\(String(describing: error))")
    }
}
