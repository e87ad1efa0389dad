import Foundation
import Tessera

/// Columns that start in line. When a cell above the viewport changes length, the column's
/// first cell the user saw must not move: what the column's start would move by (its slack)
/// goes instead, in equal parts, into the gaps after the column's items above that cell
/// (`ColumnStartAdjustableLayout.columnGaps`), so that the columns still start in line at the
/// top of the section. The gaps after that cell are kept: a cell the user saw keeps its place
/// as the first cell seen moves up. A column whose first item is the first cell seen keeps its
/// slack in its start.
extension CollectionLayoutDriver {
    /// Per column of `section` (`count` of them) that holds a first cell the user saw
    /// (`firsts`), how many one-column items of `snapshot` come before it in its column.
    func columnRanks(inSection section: Int, firsts: [Int: IndexPath], of snapshot: LayoutSnapshot, layout: any ColumnStartAdjustableLayout, count: Int) -> [Int: Int] {
        var ranks: [Int: Int] = [:]
        for column in firsts.keys { ranks[column] = 0 }
        let environment = snapshot.environment
        guard let last = firsts.values.map(\.itemIndex).max(), let n = layout.columnCount(inSection: section, width: environment.containerSize.width), n > 0
        else { return ranks }
        let oneColumn = environment.containerSize.width / CGFloat(n)
        for i in 0..<last {
            guard let frame = snapshot.layoutAttributesForItem(at: .item(i, section: section))?.frame, frame.width <= oneColumn + 0.5,
                let column = layout.column(ofItemFrame: frame, section: section, environment: environment),
                let first = firsts[column], i < first.itemIndex
            else { continue }
            ranks[column, default: 0] += 1
        }
        return ranks
    }

    /// Moves the first cell the user saw of each column in `beyond` by minus that much: its
    /// slack (its start and the gaps before it, `oldRanks[c]` of them) less what it moved,
    /// spread over the gaps after the `ranks[c]` items now before it, the gaps after it kept.
    /// (`intoStarts`: the slack moves the column's start instead, the gaps before it 0.)
    /// The least slack of the section's `columns` is taken out (the section moves up by it, and
    /// the offset with it): returned.
    func redistribute(section: Int, columns n: Int, beyond: [Int: CGFloat], ranks: [Int: Int], oldRanks: [Int: Int], intoStarts: Bool = false) -> CGFloat {
        let scale = snapshot?.environment.displayScale ?? 1
        var starts = columnStartOffsets[section] ?? []
        var gaps = columnGaps[section] ?? []
        if starts.count < n { starts += Array(repeating: 0, count: n - starts.count) }
        if gaps.count < n { gaps += Array(repeating: [], count: n - gaps.count) }
        var slack = starts
        for c in 0..<n {
            guard let k = ranks[c] else { continue }
            let old = min(oldRanks[c] ?? k, gaps[c].count)
            slack[c] = starts[c] + gaps[c].prefix(old).reduce(0, +) - (beyond[c] ?? 0)
        }
        let least = slack.min() ?? 0
        for c in 0..<n {
            let t = slack[c] - least
            guard let k = ranks[c] else {
                starts[c] = t
                continue
            }
            let old = min(oldRanks[c] ?? k, gaps[c].count)
            let kept = Array(gaps[c][old...])
            let spread = k > 0 && !intoStarts
            starts[c] = spread ? 0 : t
            gaps[c] = (spread ? Self.pixelShares(of: t, count: k, scale: scale) : kept.isEmpty ? [] : Array(repeating: 0, count: k)) + kept
        }
        columnStartOffsets[section] = starts
        columnGaps[section] = gaps.allSatisfy(\.isEmpty) ? nil : gaps
        return least
    }

    /// `total` in `count` shares of whole pixels at `scale` (the first ones a pixel more), so
    /// that the items after them stay on the pixel grid and round as they did.
    static func pixelShares(of total: CGFloat, count: Int, scale: CGFloat) -> [CGFloat] {
        let pixels = max(0, (total * scale).rounded())
        let each = (pixels / CGFloat(count)).rounded(.down)
        let extra = Int(pixels - each * CGFloat(count))
        return (0..<count).map { ($0 < extra ? each + 1 : each) / scale }
    }

    /// The part laid out again from before section `section`, with its column starts and gaps,
    /// through `boundary`; nil (the error kept) when that fails.
    func relayOut(_ section: Int, through boundary: CGFloat) -> LayoutSnapshot? {
        guard var part = prefix, let adjustable = placedLayout as? any ColumnStartAdjustableLayout else { return nil }
        prefix = nil
        let placed = part.cellsPlaced
        defer {
            elementsLaidOut += part.cellsPlaced - placed
            prefix = part
        }
        do {
            try part.restart(with: adjustable, fromSection: section, through: boundary)
        } catch {
            lastError = error
            return nil
        }
        return part.snapshot
    }
}
