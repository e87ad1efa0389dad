import Foundation
import Tessera

/// Columns brought back in line. A column keeps its slack in its start when its first item is
/// the first cell the user saw in it (nothing above it in its column to take it), and a batch
/// update puts every column's slack there: that column then starts below the others, and the
/// top of the section would show the columns apart. Each scroll frame brings them back in line
/// (`settleColumnStarts(at:)`), a column at a time, without moving a cell shown by more than a
/// point:
///
/// - a column whose first item lies wholly before the viewport gives its start to the gaps
///   after the items just above its first cell shown (its window,
///   CollectionLayoutDriver+ColumnGaps.swift), all of them off screen: it starts in line at
///   once and no cell shown moves;
/// - at the top of the content (no item in an earlier section), a column whose first item is
///   not wholly before the viewport rises by at most `columnSettleStep` a frame until it is in
///   line: the cells shown in it move by that much, those of the other columns stay. The top is
///   where the user comes to rest with the section's start in view; a later section's columns
///   wait (nothing shown moves) until a scroll takes its first items off the screen.
///
/// Only near a section's start (its first cell shown within `columnWindow` × columns × 8 items
/// of it, as far as a column's window is looked for): the section is laid out again from its
/// start, so a frame's work stays bounded.
extension CollectionLayoutDriver {
    /// The most a column shown rises in one frame while it comes back in line, in points.
    static let columnSettleStep: CGFloat = 1

    /// Whether some section's columns start out of line: every scroll frame then invalidates the
    /// layout, so that the next `prepare` brings them back (`settleColumnStarts(at:)`).
    var columnsStartOutOfLine: Bool {
        columnStartOffsets.values.contains { starts in starts.contains { $0 > 0 } }
    }

    /// `prepare` for a bounds change alone (`context`): `.scrolled` (after bringing the columns
    /// closer to line when the user scrolled while they were apart), `.unchanged` without one.
    func scrolled(_ context: LayoutInvalidation, at offset: CGPoint) -> PrepareOutcome {
        guard context.newContentOffset != nil else { return .unchanged }
        if columnSettleDue { settleFrames.settled(settleColumnStarts(at: offset)) }
        return .scrolled
    }

    /// A scroll frame at `offset`: brings the columns of each section shown near its start
    /// back in line (see above); true when it laid the layout out anew.
    @discardableResult
    func settleColumnStarts(at offset: CGPoint) -> Bool {
        guard columnsStartOutOfLine, let adjustable = layout as? any ColumnStartAdjustableLayout, prefix != nil, let current = snapshot,
            current.scrollDirection == .vertical
        else { return false }
        let before = previousSnapshot
        defer { previousSnapshot = before }
        var settled = false
        for section in columnStartOffsets.keys.sorted() where columnStartOffsets[section]?.contains(where: { $0 > 0 }) == true {
            guard let laid = snapshot, let from = settleStarts(ofSection: section, in: laid, at: offset, layout: adjustable),
                let relaid = relayOut(section, fromItem: from, through: neededBoundary(in: laid.environment, through: offset.y + viewportLength))
            else { continue }
            adopt(relaid, sections: [], prefix: prefix)
            settled = true
        }
        return settled
    }

    /// Moves the starts of `section`'s columns toward line (its first cells shown in `snapshot`
    /// at `offset`): a column whose first item is wholly before the viewport gives its start to
    /// its window's gaps, any other rises by at most `columnSettleStep`. Returns the first item
    /// to lay out again from (0: a start changed), nil when nothing changed or the section is
    /// not shown near its start.
    func settleStarts(ofSection section: Int, in snapshot: LayoutSnapshot, at offset: CGPoint, layout: any ColumnStartAdjustableLayout) -> Int? {
        let environment = snapshot.environment
        guard var starts = columnStartOffsets[section], let n = layout.columnCount(inSection: section, width: environment.containerSize.width), n > 1
        else { return nil }
        let viewport = snapshot.visibleBounds(at: offset)
        let shown = firstCellShownPerColumn(ofSection: section, in: snapshot, viewport: viewport, layout: layout)
        guard let nearest = shown.values.min(), nearest <= Self.columnWindow * n * 8 else { return nil }
        pinColumns(inSection: section, of: snapshot, before: viewport.maxY)
        let above = shown.filter { column, _ in
            column < starts.count && starts[column] > 0 && (firstItemEnd(ofColumn: column, section: section, in: snapshot, layout: layout) ?? .infinity) <= viewport.minY
        }
        let windows = columnWindows(inSection: section, firsts: above, of: snapshot, layout: layout)
        let scale = environment.displayScale
        var gaps = itemGaps[section] ?? ItemGaps()
        for (column, window) in windows where !window.isEmpty {
            for (item, share) in zip(window, Self.pixelShares(of: starts[column], count: window.count, scale: scale)) { gaps[item] += share }
            starts[column] = 0
        }
        // Cells shown move only at the top of the content (no items before this section), and
        // only in frames at rest when the shell runs them.
        let atTop = (0..<section).allSatisfy { snapshot.numberOfItems(inSection: $0) == 0 }
        let mayMoveShownCells = atTop && (settleFrames.frameDue || !settlesColumnsAtRest)
        for column in starts.indices where mayMoveShownCells && starts[column] > 0 && windows[column]?.isEmpty != false {
            starts[column] = max(0, starts[column] - Self.columnSettleStep)
        }
        guard starts != columnStartOffsets[section] else { return nil }
        columnStartOffsets[section] = starts
        itemGaps[section] = gaps.isEmpty ? nil : gaps
        return 0
    }

    /// Per column of `section`, the item index of its first one-column cell that intersects
    /// `viewport` in `snapshot`.
    private func firstCellShownPerColumn(ofSection section: Int, in snapshot: LayoutSnapshot, viewport: CGRect, layout: any ColumnStartAdjustableLayout) -> [Int: Int] {
        let environment = snapshot.environment
        guard let n = layout.columnCount(inSection: section, width: environment.containerSize.width), n > 0 else { return [:] }
        let oneColumn = environment.containerSize.width / CGFloat(n)
        var firsts: [Int: Int] = [:]
        for a in snapshot.elements(in: viewport)
        where a.representedElementCategory == .cell && a.indexPath.sectionIndex == section && a.frame.intersects(viewport) && a.frame.width <= oneColumn + 0.5 {
            guard let column = layout.column(ofItemFrame: a.frame, section: section, environment: environment) else { continue }
            firsts[column] = min(firsts[column] ?? .max, a.indexPath.itemIndex)
        }
        return firsts
    }

    /// Where the first one-column item of `column` in `section` ends in `snapshot` (looked for
    /// among the section's first `columnWindow` × 8 items per column); nil when not found.
    private func firstItemEnd(ofColumn column: Int, section: Int, in snapshot: LayoutSnapshot, layout: any ColumnStartAdjustableLayout) -> CGFloat? {
        let environment = snapshot.environment
        guard let n = layout.columnCount(inSection: section, width: environment.containerSize.width), n > 0 else { return nil }
        let oneColumn = environment.containerSize.width / CGFloat(n)
        for i in 0..<min(snapshot.numberOfItems(inSection: section), Self.columnWindow * n * 8) {
            guard let frame = snapshot.layoutAttributesForItem(at: .item(i, section: section))?.frame, frame.width <= oneColumn + 0.5,
                layout.column(ofItemFrame: frame, section: section, environment: environment) == column
            else { continue }
            return frame.maxY
        }
        return nil
    }
}

// MARK: Frames at rest

extension CollectionLayoutDriver {
    /// Whether the shell runs frames at rest (`wantsSettleFrames`): then a column whose cells
    /// show rises into line only in those frames, and the user's scroll moves every cell shown
    /// by exactly the distance scrolled; without them (false, the default) it rises a point in
    /// each frame the user scrolls near the top. The UIKit shell sets it where it has a
    /// display-synced link (iOS 18, tvOS 18, visionOS 2: `UIUpdateLink`).
    public var settlesColumnsAtRest: Bool {
        get { settleFrames.shellRunsFrames }
        set { settleFrames.shellRunsFrames = newValue }
    }

    /// Whether the shell should run frames while the scroll view rests (a display-synced link),
    /// each asking `invalidationContextForSettleFrame()`: some section's columns start out of
    /// line and the last frame at rest, if any since the last change, brought them closer. A
    /// drag that reaches the top of a waterfall in a few frames would otherwise leave its
    /// columns apart where the user stops.
    public var wantsSettleFrames: Bool { columnsStartOutOfLine && !settleFrames.stalled }

    /// One frame at rest: the invalidation that brings the columns a step closer to line at the
    /// next `prepare` (each column of a section at the top rises at most `columnSettleStep`).
    /// Nil when there is nothing to do.
    public func invalidationContextForSettleFrame() -> LayoutInvalidation? {
        guard wantsSettleFrames else { return nil }
        columnSettleDue = true
        settleFrames.frameDue = true
        var c = LayoutInvalidation()
        c.newContentOffset = contentOffset
        return c
    }
}
