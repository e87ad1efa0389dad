import Foundation
import Tessera

/// Decodes `"layout": {"waterfall": {…}}` (docs/spec.md, "Waterfall").
enum WaterfallSpec {
    /// The keys a section object may carry to override the layout's knobs.
    static let sectionKeys: Set<String> = ["columns", "minColumnWidth", "columnSpacing", "itemSpacing", "sectionInsets", "headerHeight", "footerHeight"]

    static func decode(_ node: SpecNode, _ context: SpecContext) throws -> any CollectionLayout {
        try node.checkKeys(sectionKeys.union(["itemOrder", "pinHeaders", "pinFooters"]))
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
        for (index, section) in context.sectionNodes.enumerated() {
            var o = WaterfallSectionOverrides()
            o.columns = try columns(section)
            o.columnSpacing = try section.optional("columnSpacing")?.nonNegative()
            o.itemSpacing = try section.optional("itemSpacing")?.nonNegative()
            o.sectionInsets = try section.optional("sectionInsets")?.insets()
            o.headerHeight = try section.optional("headerHeight")?.nonNegative()
            o.footerHeight = try section.optional("footerHeight")?.nonNegative()
            if o != WaterfallSectionOverrides() { layout.sectionOverrides[index] = o }
        }
        // Check now that every section's columns fit the container, so the error names the JSON.
        for index in context.sections.indices {
            do {
                _ = try layout.metrics(forSection: index, width: context.environment.containerSize.width)
            } catch let error as LayoutError {
                throw jsonError(error, sectionNodes: context.sectionNodes, layoutNode: node)
            }
        }
        return layout
    }

    /// `columns` (a count) or `minColumnWidth` (adaptive), not both; nil when neither is given.
    static func columns(_ node: SpecNode) throws -> WaterfallColumns? {
        let fixed = try node.optional("columns")
        let adaptive = try node.optional("minColumnWidth")
        if fixed != nil, adaptive != nil {
            throw node.error("give columns or minColumnWidth, not both")
        }
        if let fixed { return .fixed(try fixed.integer(in: 1...WaterfallLayout.maximumColumnCount)) }
        if let adaptive { return .adaptive(minWidth: try adaptive.positive()) }
        return nil
    }

    /// A layout error (path in Swift property names) as the JSON path of the value at fault.
    static func jsonError(_ error: LayoutError, sectionNodes: [SpecNode], layoutNode: SpecNode) -> LayoutError {
        var path = error.path
        var base = layoutNode.path
        if path.hasPrefix("sectionOverrides["), let close = path.firstIndex(of: "]"),
           let index = Int(path[path.index(path.startIndex, offsetBy: 17)..<close]), index < sectionNodes.count {
            base = sectionNodes[index].path
            path = String(path[path.index(after: close)...].drop(while: { $0 == "." }))
        }
        if path.hasPrefix("columns"), !path.hasPrefix("columnSpacing") {
            let owner = base == layoutNode.path ? layoutNode : sectionNodes.first { $0.path == base }
            if let owner, owner.has("minColumnWidth") { path = "minColumnWidth" } else { path = "columns" }
        }
        return LayoutError(path: path.isEmpty ? base : "\(base).\(path)", error.message)
    }
}
