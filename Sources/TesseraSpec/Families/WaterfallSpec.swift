import Foundation
import Tessera

/// Decodes `"layout": {"waterfall": {…}}` (docs/spec.md, "Waterfall").
enum WaterfallSpec {
    /// The keys a section object may carry to override the layout's knobs.
    static let knobKeys = ["columns", "minColumnWidth", "columnSpacing", "itemSpacing", "sectionInsets", "headerHeight", "footerHeight"]
    /// The keys only a section object may carry: where its columns start and the extra space
    /// after some items in their column (what a driver keeps so that shown cells stay still).
    static let sectionOnlyKeys = ["columnStartOffsets", "itemGaps"]
    static let sectionKeys = knobKeys + sectionOnlyKeys

    static func decode(_ node: SpecNode, _ context: SpecContext) throws -> any CollectionLayout {
        try node.checkKeys(knobKeys, ["itemOrder", "pinHeaders", "pinFooters", "itemTolerance"])
        var layout = WaterfallLayout()
        layout.columns = try columns(node) ?? .fixed(2)
        layout.columnSpacing = try node.optional("columnSpacing")?.nonNegative() ?? layout.columnSpacing
        layout.itemSpacing = try node.optional("itemSpacing")?.nonNegative() ?? layout.itemSpacing
        layout.sectionInsets = try node.optional("sectionInsets")?.insets() ?? .zero
        layout.itemOrder = try node.optional("itemOrder")?.enumeration(WaterfallItemOrder.self) ?? .shortestFirst
        layout.headerHeight = try node.optional("headerHeight")?.nonNegative() ?? 0
        layout.footerHeight = try node.optional("footerHeight")?.nonNegative() ?? 0
        layout.pinHeaders = try node.optional("pinHeaders")?.bool() ?? false
        layout.pinFooters = try node.optional("pinFooters")?.bool() ?? false
        layout.itemTolerance = try node.optional("itemTolerance")?.nonNegative()
        for (index, section) in context.sectionNodes.enumerated() {
            var o = WaterfallSectionOverrides()
            o.columns = try columns(section)
            o.columnSpacing = try section.optional("columnSpacing")?.nonNegative()
            o.itemSpacing = try section.optional("itemSpacing")?.nonNegative()
            o.sectionInsets = try section.optional("sectionInsets")?.insets()
            o.headerHeight = try section.optional("headerHeight")?.nonNegative()
            o.footerHeight = try section.optional("footerHeight")?.nonNegative()
            if o != WaterfallSectionOverrides() { layout.sectionOverrides[index] = o }
            if let offsets = try section.optional("columnStartOffsets") {
                layout.columnStartOffsets[index] = try offsets.elements().map { CGFloat(try $0.number()) }
            }
            if let gaps = try section.optional("itemGaps") {
                layout.itemGaps[index] = try itemGaps(gaps)
            }
        }
        // Check now that every section's columns fit the container (errors before any layout).
        try context.paths.translating {
            for index in context.sections.indices {
                _ = try layout.metrics(forSection: index, width: context.environment.containerSize.width)
            }
        }
        return layout
    }

    /// `{"3": 15, …}`: the extra space after items, by item index (a whole number ≥ 0).
    static func itemGaps(_ node: SpecNode) throws -> ItemGaps {
        var gaps: [Int: CGFloat] = [:]
        for (key, value) in try node.members() {
            guard let item = Int(key), item >= 0 else {
                throw LayoutError(.unreadable(expected: "an item index (a whole number ≥ 0)", got: key), at: node.path(of: key))
            }
            gaps[item] = try value.nonNegative()
        }
        return ItemGaps(gaps)
    }

    /// `columns` (a count) or `minColumnWidth` (adaptive), not both; nil when neither is given.
    static func columns(_ node: SpecNode) throws -> WaterfallColumns? {
        let fixed = try node.optional("columns")
        let adaptive = try node.optional("minColumnWidth")
        if fixed != nil, adaptive != nil {
            throw node.error(.exclusive(["columns", "minColumnWidth"]))
        }
        if let fixed { return .fixed(try fixed.integer(in: 1...WaterfallLayout.maximumColumnCount)) }
        if let adaptive { return .adaptive(minWidth: try adaptive.positive()) }
        return nil
    }

    /// `WaterfallLayout`'s paths as JSON paths: a section's overrides are that section's keys, and
    /// an adaptive column count is `minColumnWidth`.
    static let pathRules: [SpecPathMap.Rule] = [
        .init(["sectionOverrides", "*", "columns", "minWidth"], ["sections", "*", "minColumnWidth"]),
        .init(["columnStartOffsets", "*"], ["sections", "*", "columnStartOffsets"]),
        .init(["itemGaps", "*"], ["sections", "*", "itemGaps"]),
        .init(["sectionOverrides", "*"], ["sections", "*"]),
        .init(["columns", "minWidth"], ["layout", "waterfall", "minColumnWidth"]),
    ]
}
