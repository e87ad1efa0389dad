import Foundation
import Tessera

/// Decodes `"layout": {"justifiedRows": {…}}` (docs/spec.md, "Justified rows"): every key
/// optional, each with `JustifiedRowsLayout`'s name and default.
enum JustifiedRowsSpec {
    static let keys = [
        "targetRowHeight", "targetRowHeightTolerance", "interitemSpacing", "lineSpacing", "sectionInsets", "headerHeight", "footerHeight",
        "pinHeaders", "pinFooters",
    ]

    static func decode(_ node: SpecNode, _ context: SpecContext) throws -> any CollectionLayout {
        try node.checkKeys(keys)
        var layout = JustifiedRowsLayout()
        layout.targetRowHeight = try node.optional("targetRowHeight")?.positive() ?? layout.targetRowHeight
        layout.targetRowHeightTolerance = try node.optional("targetRowHeightTolerance")?.nonNegative() ?? layout.targetRowHeightTolerance
        layout.interitemSpacing = try node.optional("interitemSpacing")?.nonNegative() ?? layout.interitemSpacing
        layout.lineSpacing = try node.optional("lineSpacing")?.nonNegative() ?? layout.lineSpacing
        layout.sectionInsets = try node.optional("sectionInsets")?.insets() ?? .zero
        layout.headerHeight = try node.optional("headerHeight")?.nonNegative() ?? 0
        layout.footerHeight = try node.optional("footerHeight")?.nonNegative() ?? 0
        layout.pinHeaders = try node.optional("pinHeaders")?.bool() ?? false
        layout.pinFooters = try node.optional("pinFooters")?.bool() ?? false
        // The layout's own checks now (the tolerance's upper bound, room for a row), before any layout.
        _ = try context.paths.translating { try layout.metrics(in: context.environment) }
        return layout
    }
}
