import Foundation

/// What a compositional snapshot keeps to update one section without laying out the others:
/// the data and each section laid out in its own coordinates.
///
/// A measured size recorded by a group update (`CompositionalLayout.updatingGroup`) waits among
/// the pending sizes (`PendingMeasuredSizes`) instead of being written into `sections`: the
/// snapshot the update starts from shares `sections` (a long section's items are one array), so
/// writing one size would copy the whole section for every measurement. They are written in,
/// each section touched copied once for all of them, only before something reads the data
/// whole (`settle()`: a section laid out whole), which costs O(the section) anyway.
struct CompositionalLayoutState: Sendable {
    /// Each section's data, without the pending sizes: read it whole only once `settle()`d.
    private(set) var sections: [SectionData]
    var sectionLayouts: [SectionLayout]
    /// Measured sizes not yet written into `sections`.
    private var pendingSizes = PendingMeasuredSizes()
    /// The layout that made the snapshot: only a layout equal to it may update the snapshot
    /// (another one's sections would not match the records kept here).
    let maker: CompositionalLayout

    init(sections: [SectionData], sectionLayouts: [SectionLayout], maker: CompositionalLayout) {
        self.sections = sections
        self.sectionLayouts = sectionLayouts
        self.maker = maker
    }

    /// The data of item `item` of section `section`, its pending size included.
    func item(_ item: Int, inSection section: Int) -> ItemData {
        var data = sections[section][item]
        if let size = pendingSizes[item, inSection: section] { data.measuredSize = size }
        return data
    }

    /// Items `range` of section `section`, pending sizes included, as a section of their own.
    func items(_ range: Range<Int>, inSection section: Int) -> SectionData {
        let data = sections[section]
        var items = range.map { data[$0] }
        pendingSizes.forEach(inSection: section, items: range) { item, size in items[item - range.lowerBound].measuredSize = size }
        return SectionData(items: items)
    }

    /// Records item `item`'s measured size as pending (`PendingMeasuredSizes`: O(n / 65,536 +
    /// 128), the data left as it is).
    mutating func recordMeasuredSize(_ size: CGSize, ofItem item: Int, inSection section: Int) {
        pendingSizes.set(size, forItem: item, inSection: section)
    }

    /// Writes the pending sizes into `sections`.
    mutating func settle() {
        guard !pendingSizes.isEmpty else { return }
        let pending = pendingSizes
        pendingSizes = PendingMeasuredSizes()
        pending.forEach { section, item, size in sections[section].setMeasuredSize(size, ofItem: item) }
    }

    /// Records item `item`'s measured size in `sections` at once (copying the section when the
    /// data is shared), for an update that lays the section out whole.
    mutating func setMeasuredSize(_ size: CGSize, ofItem item: Int, inSection section: Int) {
        if pendingSizes[item, inSection: section] != nil { pendingSizes.set(nil, forItem: item, inSection: section) }
        sections[section].setMeasuredSize(size, ofItem: item)
    }
}
