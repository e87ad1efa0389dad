import Foundation

/// What a compositional snapshot keeps to update one section without laying out the others:
/// the data and each section laid out in its own coordinates.
///
/// A measured size recorded by a one-group update (`CompositionalLayout.updatingGroup`) waits
/// among the pending sizes instead of being written into `sections` at once: the snapshot the
/// update starts from shares `sections` (a long section's items are one array), so writing one
/// size would copy the whole section for every measurement. The pending sizes are written in,
/// each section touched copied once for all of them, when more than `pendingLimit` of a section
/// wait or before anything reads the data whole (`settle()`).
struct CompositionalLayoutState: Sendable {
    /// Each section's data, without the pending sizes: read it whole only once `settle()`d.
    private(set) var sections: [SectionData]
    var sectionLayouts: [SectionLayout]
    /// Measured sizes not yet written into `sections`.
    private var pendingSizes: [ItemKey: CGSize] = [:]
    /// The layout that made the snapshot: only a layout equal to it may update the snapshot
    /// (another one's sections would not match the records kept here).
    let maker: CompositionalLayout

    /// An item by its section and its index in it.
    private struct ItemKey: Hashable, Sendable {
        var section: Int
        var item: Int
    }

    init(sections: [SectionData], sectionLayouts: [SectionLayout], maker: CompositionalLayout) {
        self.sections = sections
        self.sectionLayouts = sectionLayouts
        self.maker = maker
    }

    /// The data of item `item` of section `section`, its pending size included.
    func item(_ item: Int, inSection section: Int) -> ItemData {
        var data = sections[section][item]
        if let size = pendingSizes[ItemKey(section: section, item: item)] { data.measuredSize = size }
        return data
    }

    /// Items `range` of section `section`, pending sizes included, as a section of their own.
    func items(_ range: Range<Int>, inSection section: Int) -> SectionData {
        SectionData(items: range.map { item($0, inSection: section) })
    }

    /// Records item `item`'s measured size as pending: O(the sizes pending), the data written in
    /// when too many are.
    mutating func recordMeasuredSize(_ size: CGSize, ofItem item: Int, inSection section: Int) {
        pendingSizes[ItemKey(section: section, item: item)] = size
        if pendingSizes.count > Self.pendingLimit(itemCount: sections[section].count) { settle() }
    }

    /// How many sizes wait before they are written into a section of `itemCount` items: about
    /// its square root, which balances copying the pending sizes with each update against
    /// copying the section once for all of them.
    static func pendingLimit(itemCount: Int) -> Int {
        max(16, Int(Double(itemCount).squareRoot()))
    }

    /// Writes the pending sizes into `sections`.
    mutating func settle() {
        guard !pendingSizes.isEmpty else { return }
        let pending = pendingSizes
        pendingSizes = [:]
        for (key, size) in pending { sections[key.section].setMeasuredSize(size, ofItem: key.item) }
    }

    /// Records item `item`'s measured size in `sections` at once (copying the section when the
    /// data is shared), for an update that lays the section out whole.
    mutating func setMeasuredSize(_ size: CGSize, ofItem item: Int, inSection section: Int) {
        pendingSizes[ItemKey(section: section, item: item)] = nil
        sections[section].setMeasuredSize(size, ofItem: item)
    }
}
