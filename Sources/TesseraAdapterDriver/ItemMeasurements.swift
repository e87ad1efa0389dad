import Foundation
import Tessera

/// What the driver has learnt about its items' cells, in one value: each cell's self-sized size,
/// the column each self-sizing item was shown in under a waterfall, and how each cell's
/// measurements have gone (so that a cell whose size never settles is stopped). The app's data
/// never holds any of it: the driver applies it to a copy of the data when it builds the
/// sections it passes to the layout (`apply(to:sizes:)`).
///
/// Everything is by index path, so a batch update must carry it: a data read hands the sizes
/// and columns over (`dataRead(extends:)`), the update's map carries them to the items' new
/// index paths (`carry(through:)`), and what no map took is forgotten at the next `prepare`
/// (`forgetAwaitingMap()`).
struct ItemMeasurements {
    /// Every cell's self-sized size, by its item's index path.
    private(set) var sizes: ItemTable<CGSize> = [:]
    /// The items of `sizes` whose size is an estimate until their cells measure again
    /// (`record(_:at:)`, `confirm(_:)`): measured at another container width (the width changed
    /// since), or the size of a reloaded item's old content.
    private(set) var unconfirmedSizes: Set<IndexPath> = []
    /// The column of every self-sizing item shown under a waterfall (`ItemData.column`), by
    /// index path: no later measurement moves a shown item across columns.
    private(set) var columns: ItemTable<Int> = [:] {
        didSet {
            pinnedThrough = [:]
            owedPins = OwedColumnPins()
        }
    }
    /// Per section, the items before this index all have a column (recorded, pinned or the
    /// data's): pinning goes on from there, so that a frame pins only what it newly laid out.
    /// Any change of `columns` but pinning forgets it.
    private(set) var pinnedThrough: [Int: Int] = [:]
    /// Pins noted but not yet recorded (`OwedColumnPins`): the driver pays them before anything
    /// lays their items out again or reads `columns` as a whole. Any change of `columns` but
    /// pinning forgets them (the driver pays first).
    var owedPins = OwedColumnPins()
    /// Recorded columns not yet written into the data laid out (written before the next
    /// measurement lays it out again; `apply(to:sizes:)` writes them all).
    private(set) var columnsToApply: [IndexPath: Int] = [:]
    /// The sizes, at before-update index paths, of a data change whose batch update has not
    /// yet said where its items went.
    private var awaitingSizes: ItemTable<CGSize>?
    /// The columns awaiting a batch update's map, as `awaitingSizes`.
    private var awaitingColumns: ItemTable<Int>?
    /// `unconfirmedSizes` awaiting a batch update's map, as `awaitingSizes`.
    private var awaitingUnconfirmed: Set<IndexPath>?
    /// Each cell's measurements accepted since the data or the size last changed.
    private var histories: ItemTable<MeasurementHistory> = [:]
    /// Cells whose measured size kept changing: they keep their last size and are not asked again
    /// until the data or the size changes.
    private(set) var nonConverging: Set<IndexPath> = []

    /// Whether a data read's sizes or columns wait for a batch update's map.
    var awaitsUpdateMap: Bool { awaitingSizes != nil || awaitingColumns != nil }

    // MARK: Sizes

    /// Records a measurement the driver accepted: its size, and a step in the cell's history.
    mutating func record(_ size: CGSize, at p: IndexPath) {
        sizes[p] = size
        unconfirmedSizes.remove(p)
        histories[p] = (histories[p] ?? MeasurementHistory()).adding(size)
    }

    /// The cell at `p` measured again the size it has: no news, but no longer an estimate.
    mutating func confirm(_ p: IndexPath) {
        unconfirmedSizes.remove(p)
    }

    /// The container's width changed: every size recorded was measured at another width.
    mutating func widthChanged() {
        unconfirmedSizes = Set(sizes.indexPaths)
    }

    /// Takes `new` sizes (an invalidation's), replacing those at the same index paths; no
    /// history: what the driver accepted is recorded by `record(_:at:)` as it accepts it.
    mutating func merge(_ new: [IndexPath: CGSize]) {
        guard !new.isEmpty else { return }
        sizes.merge(new)
        unconfirmedSizes.subtract(new.keys)
    }

    // MARK: Columns

    /// Records the column an item is shown in, to be written into the data laid out before the
    /// next measurement lays it out again.
    mutating func recordColumn(_ column: Int, at p: IndexPath) {
        let (through, owed) = (pinnedThrough, owedPins)
        columns[p] = column
        (pinnedThrough, owedPins) = (through, owed)
        columnsToApply[p] = column
    }

    /// Records the columns of items of `section` without queuing them for
    /// `takeColumnsToApply()`: the caller writes them into a part laid out a part at a time
    /// itself; else the next `apply(to:sizes:)` does.
    mutating func pinColumns(_ pinned: [(item: Int, column: Int)], inSection section: Int) {
        guard !pinned.isEmpty else { return }
        let (through, owed) = (pinnedThrough, owedPins)
        var all = columns
        columns = [:]  // `all` alone: inserting copies nothing
        for (item, column) in pinned { all[.item(item, section: section)] = column }
        columns = all
        (pinnedThrough, owedPins) = (through, owed)
    }

    /// Records that every item of `section` before `item` has a column.
    mutating func pinned(section: Int, through item: Int) {
        pinnedThrough[section] = max(pinnedThrough[section] ?? 0, item)
    }

    /// The columns recorded since the data was last laid out, handed over once.
    mutating func takeColumnsToApply() -> [IndexPath: Int] {
        defer { columnsToApply = [:] }
        return columnsToApply
    }

    /// Drops every recorded column (the container's width changed: the columns are others then,
    /// their count or their place); sizes stay. Returns whether there was any.
    mutating func dropColumns() -> Bool {
        guard !columns.isEmpty else { return false }
        columns = [:]
        columnsToApply = [:]
        return true
    }

    // MARK: Data changes

    /// The data was read again: while it is the same or only grows at the end, every index path
    /// still names its item and everything stays; either way sizes and columns are handed to the
    /// batch update that may follow (equal counts say nothing of identity), which carries them
    /// (`carry(through:)`).
    mutating func dataRead(extends: Bool) {
        awaitingSizes = sizes.isEmpty ? nil : sizes
        awaitingColumns = columns.isEmpty ? nil : columns
        awaitingUnconfirmed = unconfirmedSizes.isEmpty ? nil : unconfirmedSizes
        if !extends {
            sizes = [:]
            columns = [:]
            unconfirmedSizes = []
        }
        columnsToApply = [:]
    }

    /// A saved state given back: its sizes and columns, and no batch update to wait for.
    mutating func restore(_ state: LayoutRestorationState) {
        sizes = ItemTable(state.measuredSizes)
        columns = ItemTable(state.columns)
        unconfirmedSizes = []
        awaitingSizes = nil
        awaitingColumns = nil
        awaitingUnconfirmed = nil
        columnsToApply = [:]
    }

    /// The `prepare` after a data read came and went without a batch update: what waited is
    /// forgotten (the data read already kept what still names its items).
    mutating func forgetAwaitingMap() {
        awaitingSizes = nil
        awaitingColumns = nil
        awaitingUnconfirmed = nil
    }

    /// Carries the sizes and columns of the last data read to their items' after-update index
    /// paths (a deleted item's are gone; a reloaded item keeps its size until its new cell
    /// measures). Returns whether they differ from what the data was laid out with (the data
    /// must then be laid out again); false when no data read waited for a map.
    mutating func carry(through map: UpdateMap) -> Bool {
        guard awaitsUpdateMap else { return false }
        let carriedSizes = Self.carry(awaitingSizes ?? [:], through: map)
        // Columns that did not wait (none was recorded then) stay as they are.
        let carriedColumns = awaitingColumns.map { Self.carry($0, through: map) } ?? columns
        // Which sizes are estimates goes with them (it changes no frame); a reloaded item's
        // size is its old content's.
        var unconfirmed = Set((awaitingUnconfirmed ?? []).compactMap { map.indexPathAfterUpdate($0) })
        let waited = awaitingSizes ?? [:]
        let reloads = map.reloads
        for p in reloads.items where waited[p] != nil {
            if let after = map.indexPathAfterUpdate(p) { unconfirmed.insert(after) }
        }
        for s in reloads.sections {
            waited.forEach(inSection: s) { p, _ in
                if let after = map.indexPathAfterUpdate(p) { unconfirmed.insert(after) }
            }
        }
        unconfirmedSizes = unconfirmed
        awaitingSizes = nil
        awaitingColumns = nil
        awaitingUnconfirmed = nil
        guard carriedSizes != sizes || carriedColumns != columns else { return false }
        sizes = carriedSizes
        columns = carriedColumns
        return true
    }

    /// `values` at their items' after-update index paths, without those deleted.
    private static func carry<Value>(_ values: ItemTable<Value>, through map: UpdateMap) -> ItemTable<Value> {
        values.carried(through: map)
    }

    /// Forgets every size and column (a layout with them failed).
    mutating func dropSizesAndColumns() {
        sizes = [:]
        columns = [:]
        unconfirmedSizes = []
    }

    // MARK: Applying

    /// `sections` with `sizes` (all the recorded sizes when nil) and every recorded column
    /// written on their items: the data the layout is given. Every column is applied then, so
    /// none is left to apply.
    mutating func apply(to sections: [SectionData], sizes only: [IndexPath: CGSize]? = nil) -> [SectionData] {
        columnsToApply = [:]
        guard !(only?.isEmpty ?? sizes.isEmpty) || !columns.isEmpty else { return sections }
        var result = sections
        // Written in place, each entry read once, section by section (a feed scrolled through
        // holds an entry per item).
        let counts = result.map(\.count)
        let inRange = { (s: Int, item: Int) in s >= 0 && s < counts.count && item < counts[s] }
        if let only {
            for (p, size) in only where p.count == 2 && p.itemIndex >= 0 && inRange(p.sectionIndex, p.itemIndex) {
                result[p.sectionIndex].setMeasuredSize(size, ofItem: p.itemIndex)
            }
        } else {
            sizes.forEachValue { s, item, size in if inRange(s, item) { result[s].setMeasuredSize(size, ofItem: item) } }
        }
        columns.forEachValue { s, item, column in if inRange(s, item) { result[s].setColumn(column, ofItem: item) } }
        return result
    }

    // MARK: Convergence

    /// What the driver does with a measurement (CollectionLayoutDriver+Convergence.swift).
    enum Verdict: Equatable {
        /// The measurement may invalidate the layout.
        case accepted
        /// The cell was refused before: it is not asked again, and not reported again.
        case refusedBefore
        /// Refused now: the cell went back to a size it had (A, B, A, …) too many times in a
        /// row; `previous` is the other size (nil: its estimate).
        case oscillates(previous: CGSize?)
        /// Refused now: the cell changed size too many times without ever settling.
        case keepsChanging
    }

    /// Judges a measurement of `p` at `size`: refused once the cell has alternated between two
    /// sizes more than `alternationLimit` times in a row, or changed more than `changeLimit`
    /// times in all; a refused cell is recorded in `nonConverging`. An accepted size is not
    /// recorded here (`record(_:at:)`).
    mutating func judge(_ size: CGSize, at p: IndexPath, alternationLimit: Int, changeLimit: Int) -> Verdict {
        if nonConverging.contains(p) { return .refusedBefore }
        let history = histories[p] ?? MeasurementHistory()
        let next = history.adding(size)
        let oscillates = next.alternating > alternationLimit
        guard oscillates || next.count > changeLimit else { return .accepted }
        nonConverging.insert(p)
        return oscillates ? .oscillates(previous: history.last) : .keepsChanging
    }

    /// A data or size change: every cell may measure again.
    mutating func forgetHistories() {
        histories = [:]
        nonConverging = []
    }
}

/// What the driver remembers of a cell's measurements since the data or the size changed.
struct MeasurementHistory: Equatable {
    /// The last size accepted.
    var last: CGSize?
    /// The size accepted before `last`.
    var beforeLast: CGSize?
    /// Measurements in the current run of alternation (A, B, A, … counts every one).
    var alternating = 0
    /// Measurements accepted in all.
    var count = 0

    /// The history after `size` is accepted.
    func adding(_ size: CGSize) -> MeasurementHistory {
        let returns = beforeLast == size && last != size
        return MeasurementHistory(last: size, beforeLast: last, alternating: returns ? alternating + 1 : min(alternating + 1, 2), count: count + 1)
    }
}
