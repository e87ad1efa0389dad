import Foundation
import Tessera

/// Sections after the one whose columns stay still. A waterfall section ends below its lowest
/// column, so a column holding no cell the user saw (its cells above the screen, or below the
/// cells seen) can still move the sections after it: the first cell seen in a later section
/// must stay too. When the section's end moved down, the offset follows the later section and
/// every column seen takes the difference above its first cell seen (it moves with the
/// offset); when it moved up, a gap after the lowest column's last item puts the end back.
extension CollectionLayoutDriver {
    /// The first cell the user saw, shown at `offset` in `snapshot`, of a section after `section`.
    func firstSeenCell(after section: Int, in snapshot: LayoutSnapshot, at offset: CGPoint) -> [Int: (frame: CGRect, indexPath: IndexPath)] {
        let below = seenCellsShown(in: snapshot, at: offset).filter { $0.indexPath.sectionIndex > section }.min { $0.indexPath < $1.indexPath }
        return below.map { [0: (frame: $0.frame, indexPath: $0.indexPath)] } ?? [:]
    }

    /// After the first cell seen of each column of `section` was kept (`windows`: the items
    /// above them; `intoStarts`: their starts take it), the first cell seen of a later section
    /// moved `b` beyond where the offset puts it: put right (laid out again through `boundary`).
    /// Returns the snapshot then (nil: nothing laid out again) and what the offset must follow
    /// by besides (the columns seen moved by it).
    func putLaterSectionBack(
        _ b: CGFloat, section: Int, columns n: Int, windows: [Int: [Int]], in laid: LayoutSnapshot, through boundary: CGFloat, intoStarts: Bool = false
    ) -> (snapshot: LayoutSnapshot?, shift: CGFloat) {
        if b > 0 {
            let lift = redistribute(section: section, columns: n, beyond: windows.mapValues { _ in -b }, windows: windows, intoStarts: intoStarts, normalized: false)
            return (lift.from.flatMap { relayOut(section, fromItem: $0, through: boundary) }, b - lift.least)
        }
        guard let lowest = lowestColumnEnd(ofSection: section, in: laid, columns: n) else { return (nil, 0) }
        var gaps = itemGaps[section] ?? ItemGaps()
        gaps[lowest] += -b
        itemGaps[section] = gaps
        return (relayOut(section, fromItem: lowest, through: boundary), 0)
    }

    /// The item of `section` whose bottom is lowest among the last one-column items of its
    /// `n` columns (looked for among the section's last 8 × `n` items).
    func lowestColumnEnd(ofSection section: Int, in snapshot: LayoutSnapshot, columns n: Int) -> Int? {
        guard section < snapshot.numberOfSections, let adjustable = layout as? any ColumnStartAdjustableLayout else { return nil }
        let count = snapshot.numberOfItems(inSection: section)
        let environment = snapshot.environment
        let oneColumn = environment.containerSize.width / CGFloat(max(n, 1))
        var seen: Set<Int> = []
        var lowest: (item: Int, maxY: CGFloat)?
        for i in stride(from: count - 1, through: max(0, count - 8 * n), by: -1) where seen.count < n {
            guard let frame = snapshot.layoutAttributesForItem(at: .item(i, section: section))?.frame, frame.width <= oneColumn + 0.5,
                let column = adjustable.column(ofItemFrame: frame, section: section, environment: environment), seen.insert(column).inserted
            else { continue }
            if frame.maxY > lowest?.maxY ?? -.infinity { lowest = (i, frame.maxY) }
        }
        return lowest?.item
    }
}
