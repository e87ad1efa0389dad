import Foundation
import Tessera

/// Columns that start in line. When a cell above the viewport changes length, the column's
/// first cell the user saw must not move: what the column's start would move by (its slack)
/// goes instead, in equal parts, into the gaps after the few items just above that cell in its
/// column (its window: `ColumnStartAdjustableLayout.itemGaps`), so that the columns still start
/// in line at the top of the section. The gaps after that cell, and above its window, are kept:
/// a cell the user saw keeps its place as the first cell seen moves up. A column whose first
/// item is the first cell seen keeps its slack in its start.
///
/// Only the window's items change, so a measurement lays out again from the last checkpoint
/// before the window (`LaidOutPrefix`): a frame's work does not grow with the feed. (Spreading
/// the slack over every item above, as this did before, cost O(position) a frame.)
extension CollectionLayoutDriver {
    /// The one-column items a column's slack is spread over, at most: the more, the fewer
    /// points each gap takes, and the more work a measurement costs (it lays out again from the
    /// first of them).
    static let columnWindow = 32

    /// Per column of `section` that holds a first cell the user saw (`firsts`: its item index),
    /// the one-column items of that column just above it in `snapshot` (at most
    /// `columnWindow`, in order; empty when that cell is the column's first item). Walks back
    /// at most `columnWindow` × columns × 8 items.
    func columnWindows(inSection section: Int, firsts: [Int: Int], of snapshot: LayoutSnapshot, layout: any ColumnStartAdjustableLayout) -> [Int: [Int]] {
        var windows: [Int: [Int]] = [:]
        for column in firsts.keys { windows[column] = [] }
        let environment = snapshot.environment
        guard let top = firsts.values.max(), let n = layout.columnCount(inSection: section, width: environment.containerSize.width), n > 0 else { return windows }
        let oneColumn = environment.containerSize.width / CGFloat(n)
        var i = top - 1
        var open = firsts.count
        while i >= 0, open > 0, top - i <= Self.columnWindow * n * 8 {
            defer { i -= 1 }
            guard let frame = snapshot.layoutAttributesForItem(at: .item(i, section: section))?.frame, frame.width <= oneColumn + 0.5,
                let column = layout.column(ofItemFrame: frame, section: section, environment: environment),
                let first = firsts[column], i < first, let window = windows[column], window.count < Self.columnWindow
            else { continue }
            windows[column] = window + [i]
            if window.count + 1 == Self.columnWindow { open -= 1 }
        }
        return windows.mapValues { $0.reversed() }
    }

    /// Moves the first cell the user saw of each column in `beyond` by minus that much: the
    /// space its window holds (`windows[c]`, the items just above it; the column's start when
    /// empty) less what it moved, spread over the window's gaps in whole pixels. The least of
    /// the columns' spaces is taken out (the section moves up by it, and the offset with it):
    /// returned, with the first item whose gap or start changed (0 for a start; nil: none).
    /// (`intoStarts`: after a batch update, the column starts take it all. `normalized` false:
    /// only a space that would be negative is made 0, every column raised alike.)
    func redistribute(
        section: Int, columns n: Int, beyond: [Int: CGFloat], windows: [Int: [Int]], intoStarts: Bool = false, normalized: Bool = true
    ) -> (least: CGFloat, from: Int?) {
        let scale = snapshot?.environment.displayScale ?? 1
        var starts = columnStartOffsets[section] ?? []
        if starts.count < n { starts += Array(repeating: 0, count: n - starts.count) }
        var gaps = itemGaps[section] ?? ItemGaps()
        var space: [Int: CGFloat] = [:]
        for (c, window) in windows where c < n {
            let held = intoStarts || window.isEmpty ? starts[c] : gaps.sum(of: window)
            space[c] = held - (beyond[c] ?? 0)
        }
        if intoStarts {
            for c in 0..<n where space[c] == nil { space[c] = starts[c] }
        }
        let least = normalized ? space.values.min() ?? 0 : min(0, space.values.min() ?? 0)
        var from = Int.max
        for (c, t) in space {
            let window = intoStarts ? [] : windows[c] ?? []
            if window.isEmpty {
                if starts[c] != t - least { from = 0 }
                starts[c] = t - least
                continue
            }
            for (item, share) in zip(window, Self.pixelShares(of: t - least, count: window.count, scale: scale)) where gaps[item] != share {
                gaps[item] = share
                from = min(from, item)
            }
        }
        columnStartOffsets[section] = starts
        itemGaps[section] = gaps.isEmpty ? nil : gaps
        return (least, from == .max ? nil : from)
    }

    /// `total` in `count` shares of whole pixels at `scale` (the first ones a pixel more), so
    /// that the items after them stay on the pixel grid and round as they did.
    static func pixelShares(of total: CGFloat, count: Int, scale: CGFloat) -> [CGFloat] {
        let pixels = max(0, (total * scale).rounded())
        let each = (pixels / CGFloat(count)).rounded(.down)
        let extra = Int(pixels - each * CGFloat(count))
        return (0..<count).map { ($0 < extra ? each + 1 : each) / scale }
    }

    /// The part laid out again from before item `item` of section `section` (its column starts
    /// and gaps changed from there on) through `boundary`; nil (the error kept) when that fails.
    func relayOut(_ section: Int, fromItem item: Int, through boundary: CGFloat) -> LayoutSnapshot? {
        payOwedPins(beforeRelayingOutFrom: .item(item, section: section))
        guard var part = prefix, let adjustable = placedLayout as? any ColumnStartAdjustableLayout else { return nil }
        prefix = nil
        let placed = part.cellsPlaced
        defer {
            elementsLaidOut += part.cellsPlaced - placed
            prefix = part
        }
        do {
            try part.restart(with: adjustable, from: .item(item, section: section), through: boundary)
        } catch {
            lastError = error
            return nil
        }
        return part.snapshot
    }
}
