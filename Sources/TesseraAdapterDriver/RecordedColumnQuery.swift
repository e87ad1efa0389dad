import Foundation

/// Whether items of one section have a column recorded (`ItemMeasurements.columns`), asked
/// about in increasing item order from `start`: a look-up by index path each (a hash), or,
/// when fewer columns are recorded than items may be asked about, one pass over the recorded
/// ones first and a walk along them (after a jump, pinning asks about every item above the
/// target; the user has seen far fewer).
struct RecordedColumnQuery {
    let section: Int
    let recorded: [IndexPath: Int]
    /// The recorded items of `section` from `start` on, increasing (nil: look each up).
    private let items: [Int]?
    private var next = 0

    /// Asks about items of `section` from `start` on, at most `asked` of them.
    init(_ recorded: [IndexPath: Int], section: Int, start: Int, asked: Int) {
        self.section = section
        self.recorded = recorded
        guard recorded.count < asked else {
            items = nil
            return
        }
        items = recorded.keys.compactMap { p in p.count == 2 && p.sectionIndex == section && p.itemIndex >= start ? p.itemIndex : nil }.sorted()
    }

    /// Whether item `item` has a recorded column (`item` at least the last one asked about).
    mutating func hasColumn(_ item: Int) -> Bool {
        guard let items else { return recorded[.item(item, section: section)] != nil }
        while next < items.count, items[next] < item { next += 1 }
        return next < items.count && items[next] == item
    }
}
