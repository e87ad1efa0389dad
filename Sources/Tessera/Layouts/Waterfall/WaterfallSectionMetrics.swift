import Foundation

/// One waterfall section's knobs resolved against the container width: its column count and
/// the exact x of every column edge.
package struct WaterfallSectionMetrics: Sendable, Hashable {
    var columnCount: Int
    var columnSpacing: CGFloat
    var itemSpacing: CGFloat
    var insets: DirectionalEdgeInsets
    var headerHeight: CGFloat
    var footerHeight: CGFloat
    /// `columnCount + 1` values: column `c` spans `columnStarts[c] ..< columnStarts[c + k] - columnSpacing`
    /// when `k` columns wide. Computing both edges from this one table makes neighbours share
    /// edges exactly when the spacing is 0.
    var columnStarts: [CGFloat]
    /// The width of one column.
    var columnWidth: CGFloat

    /// The width of an item `span` columns wide: the columns and the spacings between them.
    /// The same in every column, so items of equal data get equal heights wherever they land.
    @inline(__always)
    func width(ofSpan span: Int) -> CGFloat {
        span == 1 ? columnWidth : CGFloat(span) * columnWidth + CGFloat(span - 1) * columnSpacing
    }

    /// The leading x of column `column` and the trailing x of an item `span` columns wide there.
    @inline(__always)
    func edges(column: Int, span: Int) -> (minX: CGFloat, maxX: CGFloat) {
        (columnStarts[column], columnStarts[column + span] - columnSpacing)
    }
}

extension WaterfallLayout {
    /// The largest column count a section may have.
    public static let maximumColumnCount = LayoutLimits.maximumColumns

    /// Checks the layout-wide knobs. Errors name the property (`columnSpacing`).
    func validateKnobs() throws {
        if case .fixed(let n) = columns { try Self.checkColumnCount(n, path: ["columns"]) }
        if case .adaptive(let w) = columns { try LayoutValueChecks.positive(w, path: ["columns", "minWidth"]) }
        try LayoutValueChecks.nonNegative(columnSpacing, path: ["columnSpacing"])
        try LayoutValueChecks.nonNegative(itemSpacing, path: ["itemSpacing"])
        try LayoutValueChecks.insets(sectionInsets, path: ["sectionInsets"])
        try LayoutValueChecks.nonNegative(headerHeight, path: ["headerHeight"])
        try LayoutValueChecks.nonNegative(footerHeight, path: ["footerHeight"])
        if let itemTolerance { try LayoutValueChecks.nonNegative(itemTolerance, path: ["itemTolerance"]) }
    }

    /// Resolves section `section`'s knobs (its overrides over the layout's) for a container
    /// `width` points wide. Errors name the property: `sectionOverrides[2].columns`, or
    /// `columns` when the layout-wide value is the one that does not fit.
    package func metrics(forSection section: Int, width: CGFloat) throws -> WaterfallSectionMetrics {
        let o = sectionOverrides[section]
        let prefix: LayoutPath = ["sectionOverrides", .index(section)]
        func path(_ key: String, overridden: Bool) -> LayoutPath { overridden ? prefix.key(key) : [.key(key)] }
        if let o {
            if case .fixed(let n)? = o.columns { try Self.checkColumnCount(n, path: prefix.key("columns")) }
            if case .adaptive(let w)? = o.columns { try LayoutValueChecks.positive(w, path: prefix.appending("columns", "minWidth")) }
            if let v = o.columnSpacing { try LayoutValueChecks.nonNegative(v, path: prefix.key("columnSpacing")) }
            if let v = o.itemSpacing { try LayoutValueChecks.nonNegative(v, path: prefix.key("itemSpacing")) }
            if let v = o.sectionInsets { try LayoutValueChecks.insets(v, path: prefix.key("sectionInsets")) }
            if let v = o.headerHeight { try LayoutValueChecks.nonNegative(v, path: prefix.key("headerHeight")) }
            if let v = o.footerHeight { try LayoutValueChecks.nonNegative(v, path: prefix.key("footerHeight")) }
        }
        let columns = o?.columns ?? self.columns
        let columnSpacing = o?.columnSpacing ?? self.columnSpacing
        let insets = o?.sectionInsets ?? sectionInsets
        let available = width - insets.horizontal
        guard available > 0 else {
            throw LayoutError(.noRoom(needed: Double(insets.horizontal), available: Double(width)), at: path("sectionInsets", overridden: o?.sectionInsets != nil))
        }
        // An adaptive count is at fault through its minimum width.
        var columnsPath = path("columns", overridden: o?.columns != nil)
        if case .adaptive = columns { columnsPath = columnsPath.key("minWidth") }
        let fitting = columns.count(availableWidth: available, spacing: columnSpacing)
        guard fitting <= CGFloat(Self.maximumColumnCount) else {
            throw LayoutError(.tooMany(.columns(Int(min(fitting, 1e15))), limit: Self.maximumColumnCount), at: columnsPath)
        }
        let n = Int(fitting)
        let columnWidth = (available - CGFloat(n - 1) * columnSpacing) / CGFloat(n)
        guard columnWidth > 0 else {
            throw LayoutError(.noRoom(needed: Double(CGFloat(n - 1) * columnSpacing), available: Double(available)), at: columnsPath)
        }
        let step = columnWidth + columnSpacing
        var starts: [CGFloat] = []
        starts.reserveCapacity(n + 1)
        for c in 0...n { starts.append(insets.leading + CGFloat(c) * step) }
        return WaterfallSectionMetrics(
            columnCount: n, columnSpacing: columnSpacing, itemSpacing: o?.itemSpacing ?? itemSpacing, insets: insets,
            headerHeight: o?.headerHeight ?? headerHeight, footerHeight: o?.footerHeight ?? footerHeight,
            columnStarts: starts, columnWidth: columnWidth
        )
    }

    static func checkColumnCount(_ n: Int, path: LayoutPath) throws {
        guard (1...maximumColumnCount).contains(n) else {
            throw LayoutError(.outOfRange(.integers(from: 1, to: maximumColumnCount), got: Double(n)), at: path)
        }
    }
}
