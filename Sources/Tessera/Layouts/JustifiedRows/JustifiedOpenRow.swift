import Foundation

/// The row a justified-rows section is filling: its items' aspect ratios so far, and the rule
/// that decides, item by item, where it breaks (see `JustifiedRowsLayout`). The decision reads
/// only this row and the next item, so appending items continues exactly as a full layout goes.
struct JustifiedOpenRow: Sendable, Hashable {
    /// What adding one more item does to the row.
    enum Step: Equatable {
        /// The item joins the row, which stays open (its filling height is still too tall).
        case keepOpen
        /// The item joins the row, which is full at `height`.
        case closeWith(height: CGFloat)
        /// The row is full at `height` without the item, which starts the next row.
        case closeBefore(height: CGFloat)
    }

    /// The aspect ratios of the row's items, in order.
    private(set) var ratios: [CGFloat] = []
    /// Their sum, added up in item order.
    private(set) var ratioSum: CGFloat = 0

    /// The number of items in the row.
    var count: Int { ratios.count }

    /// What adding an item of aspect ratio `ratio` does, under `metrics`' heights.
    func step(adding ratio: CGFloat, metrics: JustifiedRowMetrics) -> Step {
        let height = metrics.fillingHeight(count: count + 1, ratioSum: ratioSum + ratio)
        if height > metrics.maximumHeight { return .keepOpen }
        guard count > 0 else { return .closeWith(height: height) }
        if height >= metrics.minimumHeight, height > 0 { return .closeWith(height: height) }
        // Too low with the item: keep whichever height is nearer the target (ties take it).
        let without = metrics.fillingHeight(count: count, ratioSum: ratioSum)
        let target = metrics.targetHeight
        if height > 0, abs(height - target) <= abs(without - target) { return .closeWith(height: height) }
        return .closeBefore(height: without)
    }

    /// Adds an item of aspect ratio `ratio` to the row.
    mutating func append(_ ratio: CGFloat) {
        ratios.append(ratio)
        ratioSum += ratio
    }

    /// Empties the row (keeping its storage).
    mutating func removeAll() {
        ratios.removeAll(keepingCapacity: true)
        ratioSum = 0
    }
}
