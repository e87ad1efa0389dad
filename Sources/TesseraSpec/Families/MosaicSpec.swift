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
                throw LayoutError(path: node.path(of: key), "a preset pattern takes no \(key)")
            }
            pattern = presets[try preset.oneOf(presets.keys.sorted())]!
        } else {
            pattern = try custom(node)
        }
        let layout = MosaicLayout(pattern: pattern, spacing: spacing)
        do {
            _ = try layout.geometry(width: context.environment.containerSize.width)
        } catch let error as LayoutError {
            throw error.under(node.path)
        }
        return layout
    }

    static func custom(_ node: SpecNode) throws -> MosaicPattern {
        guard let columnsNode = try node.optional("columns") else {
            throw node.error("needs a pattern (\(presets.keys.sorted().joined(separator: ", "))) or columns with tiles or groups")
        }
        let columns = try columnsNode.integer(in: 1...LayoutLimits.maximumColumns)
        let tilesNode = try node.optional("tiles")
        let groupsNode = try node.optional("groups")
        do {
            switch (tilesNode, groupsNode) {
            case (let tiles?, nil):
                let mirrored = try node.optional("alternateMirrored")?.bool() ?? false
                return try MosaicPattern(columns: columns, tiles: try decodeTiles(tiles), alternateMirrored: mirrored)
            case (nil, let groups?):
                if node.has("alternateMirrored") {
                    throw LayoutError(path: node.path(of: "alternateMirrored"), "applies to tiles, not groups (list the mirrored group instead)")
                }
                return try MosaicPattern(columns: columns, groups: try groups.elements().map(decodeTiles))
            case (nil, nil):
                throw node.error("needs tiles (one group) or groups")
            case (_?, _?):
                throw node.error("give tiles or groups, not both")
            }
        } catch let error as LayoutError where !error.path.hasPrefix(node.path) {
            // Pattern validation names paths relative to the mosaic object (`tiles[3]`).
            throw error.under(node.path)
        }
    }

    static func decodeTiles(_ node: SpecNode) throws -> [MosaicTile] {
        try node.elements().map { t in
            try t.checkKeys(["column", "row", "columnSpan", "rowSpan"])
            return MosaicTile(
                column: try t.required("column").integer(in: 0...1_000_000),
                row: try t.required("row").integer(in: 0...1_000_000),
                columnSpan: try t.optional("columnSpan")?.integer(in: 1...1_000_000) ?? 1,
                rowSpan: try t.optional("rowSpan")?.integer(in: 1...1_000_000) ?? 1
            )
        }
    }
}
