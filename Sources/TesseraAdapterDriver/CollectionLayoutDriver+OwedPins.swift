import Foundation
import Tessera

/// Pins paid when due (`OwedColumnPins`): before a relayout lays owed items out again, and
/// before the columns are read as a whole, carried through an update, dropped, or applied to
/// data laid out anew.
extension CollectionLayoutDriver {
    /// Pays what is owed for every item that laying the part out again from item `indexPath`
    /// lays out anew (from the last checkpoint before it, in every section owing anything).
    func payOwedPins(beforeRelayingOutFrom indexPath: IndexPath) {
        guard !measurements.owedPins.isEmpty, prefix != nil else { return }
        // Where each section owing anything is laid out anew from, read before paying: a copy of
        // the part held while the pins are written into it would copy its sections.
        let due = measurements.owedPins.sections.compactMap { s -> (section: Int, item: Int)? in
            guard let part = prefix else { return nil }
            let item = max(0, part.firstCellLaidOutAgain(from: indexPath) - part.firstCell(ofSection: s))
            return measurements.owedPins.owes(section: s, from: item) ? (s, item) : nil
        }
        for (s, item) in due { payOwedPins(inSection: s, from: item) }
    }

    /// Pays everything owed.
    func payAllOwedPins() {
        for s in measurements.owedPins.sections { payOwedPins(inSection: s, from: 0) }
    }

    /// The data with every measurement and column applied (`ItemMeasurements.apply(to:sizes:)`),
    /// what is owed paid first.
    func measuredData(_ sections: [SectionData], sizes: [IndexPath: CGSize]? = nil) -> [SectionData] {
        payAllOwedPins()
        return measurements.apply(to: sections, sizes: sizes)
    }

    /// Records the columns owed for the items of `section` from `item` on, as
    /// `pinColumns(inSection:of:before:)` records them.
    private func payOwedPins(inSection section: Int, from item: Int) {
        let pinned = owedColumns(inSection: section, from: item)
        guard !pinned.isEmpty else { return }
        measurements.pinColumns(pinned, inSection: section)
        guard var part = prefix else { return }
        prefix = nil  // alone, so that recording copies no section
        do { try part.setColumns(pinned, inSection: section) } catch { lastError = error }
        prefix = part
    }

    /// The columns owed for the items of `section` from `item` on (taken from the debt), in
    /// item order, read from the snapshot of the call owing the most items (every owed item is
    /// there where it is now). Apart from the writing, so that the data read here is let go
    /// before it is written.
    private func owedColumns(inSection section: Int, from item: Int) -> [(item: Int, column: Int)] {
        let calls = measurements.owedPins.take(section: section, from: item).sorted { $0.through > $1.through }
        let data = sections
        guard let widest = calls.first, section < data.count, let adjustable = layout as? any ColumnStartAdjustableLayout,
            let columnOf = adjustable.columnReader(inSection: section, environment: widest.snapshot.environment)
        else { return [] }
        let items = data[section]
        let through = min(widest.through, items.count)
        guard item < through else { return [] }
        // The end an item is owed before: the farthest of the calls owing it (those before the
        // narrowest that does, widest first).
        var ends = calls.map { (through: $0.through, end: $0.end) }
        for k in ends.indices.dropFirst() { ends[k].end = max(ends[k].end, ends[k - 1].end) }
        var pins: [(item: Int, column: Int)] = []
        var firstWithout = through
        let runs = measurements.owedPins.unknown(item..<through, inSection: section)
        let recorded = measurements.columns
        var stage = ends.count - 1  // the narrowest call owing item `i`
        // Once every column has an item starting past the farthest end, no later item starts
        // before it (as `pinColumns(inSection:of:before:)` stops).
        let n = adjustable.columnCount(inSection: section, width: widest.snapshot.environment.containerSize.width) ?? 1
        var columnsPast: Set<Int> = []
        for run in runs where columnsPast.count < n {
            // Items with a column are passed over without reading their frames.
            guard let first = run.first(where: { items[$0].column == nil && !recorded.contains(item: $0, inSection: section) }) else { continue }
            var i = first
            widest.snapshot.forEachCell(inSection: section, from: i) { frame in
                guard i < run.upperBound, columnsPast.count < n else { return false }
                while ends[stage].through <= i { stage -= 1 }
                let column = columnOf(frame)
                if frame.minY >= ends[ends.count - 1].end { columnsPast.insert(column) }
                if items[i].column == nil, !recorded.contains(item: i, inSection: section) {
                    if frame.minY < ends[stage].end { pins.append((i, column)) } else { firstWithout = min(firstWithout, i) }
                }
                i += 1
                return true
            }
            if columnsPast.count >= n { firstWithout = min(firstWithout, i) }
        }
        measurements.owedPins.noteColumned(item..<firstWithout, inSection: section)
        return pins
    }
}
