import Foundation
import Tessera

/// Decodes `"layout": {"mosaic": {…}}` (docs/spec.md, "Mosaic"): a preset
/// (`"pattern": "explore"`), or `columns` with `tiles` (one group, optionally
/// `alternateMirrored`) or `groups` (an array of tile arrays); `spacing` (default 0).
enum MosaicSpec {
    static let presets: [String: MosaicPattern] = ["explore": .explore]

    static func decode(_ node: SpecNode, _ context: SpecContext) throws -> any CollectionLayout {
        try node.checkKeys(["pattern", "columns", "tiles", "groups", "alternateMirrored", "spacing"])
        let spacing = try node.optional("spacing")?.nonNegative() ?? 0
        let pattern: MosaicPattern
        if let preset = try node.optional("pattern") {
            for key in ["columns", "tiles", "groups", "alternateMirrored"] where node.has(key) {
                throw LayoutError(.conflicts(with: "pattern"), at: node.path(of: key))
            }
            pattern = presets[try preset.oneOf(presets.keys.sorted())]!
        } else {
            pattern = try custom(node)
        }
        let layout = MosaicLayout(pattern: pattern, spacing: spacing)
        _ = try context.paths.translating { try layout.geometry(width: context.environment.containerSize.width) }
        return layout
    }

    static func custom(_ node: SpecNode) throws -> MosaicPattern {
        guard let columnsNode = try node.optional("columns") else {
            throw node.error(.needsOneOf(["pattern", "columns"]))
        }
        let columns = try columnsNode.integer(in: 1...LayoutLimits.maximumColumns)
        let tilesNode = try node.optional("tiles")
        let groupsNode = try node.optional("groups")
        // Pattern validation names paths relative to the mosaic object (`tiles[3]`).
        switch (tilesNode, groupsNode) {
        case (let tiles?, nil):
            let mirrored = try node.optional("alternateMirrored")?.bool() ?? false
            let decoded = try decodeTiles(tiles)
            return try node.within { try MosaicPattern(columns: columns, tiles: decoded, alternateMirrored: mirrored) }
        case (nil, let groups?):
            if node.has("alternateMirrored") { throw LayoutError(.conflicts(with: "groups (list the mirrored group instead)"), at: node.path(of: "alternateMirrored")) }
            let decoded = try groups.elements().map(decodeTiles)
            return try node.within { try MosaicPattern(columns: columns, groups: decoded) }
        case (nil, nil):
            throw node.error(.needsOneOf(["tiles", "groups"]))
        case (_?, _?):
            throw node.error(.exclusive(["tiles", "groups"]))
        }
    }

    static func decodeTiles(_ node: SpecNode) throws -> [MosaicTile] {
        try node.elements().map { t in
            try t.checkKeys(["column", "row", "columnSpan", "rowSpan"])
            return MosaicTile(
                // No tile reaches past a group's cell limit.
                column: try t.required("column").integer(in: 0...LayoutLimits.maximumMosaicGroupCells),
                row: try t.required("row").integer(in: 0...LayoutLimits.maximumMosaicGroupCells),
                columnSpan: try t.optional("columnSpan")?.integer(in: 1...LayoutLimits.maximumMosaicGroupCells) ?? 1,
                rowSpan: try t.optional("rowSpan")?.integer(in: 1...LayoutLimits.maximumMosaicGroupCells) ?? 1
            )
        }
    }
}
