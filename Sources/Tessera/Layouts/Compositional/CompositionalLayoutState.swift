import Foundation

/// What a compositional snapshot keeps to update one section without laying out the others:
/// the data and each section laid out in its own coordinates.
///
/// A measured size recorded by a one-group update (`CompositionalLayout.updatingGroup`) waits
/// among the pending sizes instead of being written into `sections` at once: the snapshot the
/// update starts from shares `sections` (a long section's items are one array), so writing one
/// size would copy the whole section for every measurement. The pending sizes are kept in
/// buckets of `bucketSize` consecutive items, so an update copies the buckets' index and one
/// bucket, not every size pending; they are written in, each section touched copied once for
/// all of them, when more than `pendingLimit` buckets wait or before anything reads the data
/// whole (`settle()`).
struct CompositionalLayoutState: Sendable {
    /// Each section's data, without the pending sizes: read it whole only once `settle()`d.
    private(set) var sections: [SectionData]
    var sectionLayouts: [SectionLayout]
    /// Measured sizes not yet written into `sections`: by bucket (the section and the item's
    /// index over `bucketSize`), then by item.
    private var pendingSizes: [ItemKey: [Int: CGSize]] = [:]
    /// The layout that made the snapshot: only a layout equal to it may update the snapshot
    /// (another one's sections would not match the records kept here).
    let maker: CompositionalLayout

    /// How many consecutive items share a bucket of pending sizes.
    static let bucketSize = 64

    /// An item (or a bucket of items) by its section and its index in it.
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
        if let size = pendingSizes[ItemKey(section: section, item: item / Self.bucketSize)]?[item] { data.measuredSize = size }
        return data
    }

    /// Items `range` of section `section`, pending sizes included, as a section of their own.
    func items(_ range: Range<Int>, inSection section: Int) -> SectionData {
        SectionData(items: range.map { item($0, inSection: section) })
    }

    /// Records item `item`'s measured size as pending: O(the buckets pending + `bucketSize`),
    /// the data written in when too many buckets are.
    mutating func recordMeasuredSize(_ size: CGSize, ofItem item: Int, inSection section: Int) {
        pendingSizes[ItemKey(section: section, item: item / Self.bucketSize), default: [:]][item] = size
        if pendingSizes.count > Self.pendingLimit(itemCount: sections[section].count) { settle() }
    }

    /// How many buckets of sizes wait before they are written into a section of `itemCount`
    /// items: about the square root of its number of buckets, which balances copying the
    /// buckets' index with each update against copying the section once for all of them.
    static func pendingLimit(itemCount: Int) -> Int {
        max(16, Int(Double(itemCount / bucketSize).squareRoot()))
    }

    /// Writes the pending sizes into `sections`.
    mutating func settle() {
        guard !pendingSizes.isEmpty else { return }
        let pending = pendingSizes
        pendingSizes = [:]
        for (key, bucket) in pending {
            for (item, size) in bucket { sections[key.section].setMeasuredSize(size, ofItem: item) }
        }
    }

    /// Records item `item`'s measured size in `sections` at once (copying the section when the
    /// data is shared), for an update that lays the section out whole.
    mutating func setMeasuredSize(_ size: CGSize, ofItem item: Int, inSection section: Int) {
        let key = ItemKey(section: section, item: item / Self.bucketSize)
        if pendingSizes[key]?.removeValue(forKey: item) != nil, pendingSizes[key]?.isEmpty == true { pendingSizes[key] = nil }
        sections[section].setMeasuredSize(size, ofItem: item)
    }
}
