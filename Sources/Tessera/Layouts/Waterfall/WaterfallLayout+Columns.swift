import Foundation

extension WaterfallLayout: ColumnPlacedLayout {
    /// The column (the leading one of its span) that `item` of section `section` was placed in,
    /// read back from its `frame` in a snapshot this layout made in `environment`: the column
    /// whose leading edge is nearest the frame's (edges are rounded to pixels, so the nearest is
    /// exact while columns are more than a pixel apart). Nil when the section's knobs do not
    /// resolve. What a driver records as `ItemData.column` for an item it has shown.
    public func column(ofFrame frame: CGRect, item: ItemData, section: Int, environment: LayoutEnvironment) -> Int? {
        let width = environment.containerSize.width
        guard let metrics = try? metrics(forSection: section, width: width) else { return nil }
        let n = metrics.columnCount
        let span = item.isFullSpan ? n : min(max(item.columnSpan, 1), n)
        let leading = environment.layoutDirection == .rightToLeft ? width - frame.maxX : frame.minX
        return Self.nearestColumn(toLeading: leading, metrics: metrics, span: span)
    }

    /// The column, of those an item `span` columns wide may start in, whose leading edge is
    /// nearest `leading` (the leading one of equals).
    static func nearestColumn(toLeading leading: CGFloat, metrics: WaterfallSectionMetrics, span: Int) -> Int {
        var best = 0
        var bestDistance = CGFloat.infinity
        for c in 0...(metrics.columnCount - span) {
            let distance = abs(metrics.columnStarts[c] - leading)
            if distance < bestDistance {
                best = c
                bestDistance = distance
            }
        }
        return best
    }
}
