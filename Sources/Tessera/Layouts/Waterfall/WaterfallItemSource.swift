import Foundation

/// Where a waterfall's inner loop reads its items: each way `SectionData` stores them gets a
/// loop of its own (the placer is generic over this), so reading an item costs only its load.
/// Every read goes through an array's checked subscript: no pointer outlives its array.
protocol WaterfallItemSource {
    /// The data of item `index`.
    func item(at index: Int) -> ItemData
    /// The height of item `index` at `width` and its recorded column (clamped to the `columns`
    /// there are; -1 when the layout chooses) when the one-column loop may place it: one column
    /// wide among `columns` and (when `selfSizingApart`) not measured by its cell, which
    /// switches the section to the self-sizing tolerance. Nil sends it to the general path.
    func oneColumnItem(at index: Int, width: CGFloat, columns: Int, selfSizingApart: Bool) -> (height: CGFloat, column: Int)?
}

/// Items with full data.
struct WaterfallItemsSource: WaterfallItemSource {
    let data: [ItemData]

    @inline(__always) func item(at index: Int) -> ItemData { data[index] }

    @inline(__always)
    func oneColumnItem(at index: Int, width: CGFloat, columns: Int, selfSizingApart: Bool) -> (height: CGFloat, column: Int)? {
        let item = data[index]
        if columns > 1 && (item.isFullSpan || item.columnSpan > 1) { return nil }
        if selfSizingApart, item.isMeasuredByItsCell { return nil }
        // A recorded column, as the general path clamps it (`min(column, n - span)`): the items
        // a driver has shown all have one.
        let column = item.column.map { min($0, columns - 1) } ?? -1
        return (item.height(forWidth: width) ?? width, column)
    }
}

/// Items stored as their aspect ratios alone (never self-sizing, never a recorded column).
struct WaterfallAspectRatioSource: WaterfallItemSource {
    let ratios: [CGFloat]

    @inline(__always) func item(at index: Int) -> ItemData { .aspectRatio(ratios[index]) }

    @inline(__always)
    func oneColumnItem(at index: Int, width: CGFloat, columns: Int, selfSizingApart: Bool) -> (height: CGFloat, column: Int)? {
        // Exactly `ItemSizing.height(forWidth:)` for an aspect ratio.
        (width / ratios[index], -1)
    }
}

/// A bare count: square items with no data (no estimate, no measurement).
struct WaterfallBareCountSource: WaterfallItemSource {
    @inline(__always) func item(at index: Int) -> ItemData { ItemData() }
    @inline(__always)
    func oneColumnItem(at index: Int, width: CGFloat, columns: Int, selfSizingApart: Bool) -> (height: CGFloat, column: Int)? { (width, -1) }
}

extension ItemData {
    /// Whether the item's height is a measurement of its cell: it takes its cell's preferred
    /// size and has one. From the first such item of a section on, the section's items are
    /// placed with `WaterfallLayout.selfSizingItemTolerance` by default.
    var isMeasuredByItsCell: Bool {
        selfSizing == .takesCellPreferredSize && measuredSize != nil
    }
}
