import Foundation

/// The items of one section. A section given only a count stores no per-item data, so a
/// million uniform items cost nothing until they are laid out; a section whose items are all
/// plain aspect ratios (a photo feed) stores one number per item.
public struct SectionData: Sendable, Hashable {
    // A count and at most one of two kinds of data. Kept as stored properties rather than an
    // enum so that reading an item does not retain and release an array.
    private let itemCount: Int
    /// Every item's data, unless the section is a bare count or all plain aspect ratios.
    private(set) var items: [ItemData]
    /// The items' aspect ratios when each is `ItemData.aspectRatio(_:)` and nothing more:
    /// 8 bytes an item instead of 48, which a million-item layout reads once.
    private(set) var aspectRatios: [CGFloat]

    /// A section of `itemCount` items with no data of their own.
    public init(itemCount: Int) {
        self.itemCount = max(0, itemCount)
        items = []
        aspectRatios = []
    }

    /// A section of the given items. Items that are all plain aspect ratios are stored as
    /// their ratios alone (one pass over them here).
    public init(items: [ItemData]) {
        itemCount = items.count
        if !items.isEmpty, items.allSatisfy(\.isPlainAspectRatio) {
            self.items = []
            aspectRatios = items.map { item in
                guard case .aspectRatio(let ratio) = item.sizing else { fatalError("SectionData: an item without an aspect ratio in aspect-ratio data") }
                return ratio
            }
        } else {
            self.items = items
            aspectRatios = []
        }
    }

    /// A section of items given by their aspect ratios (width / height), like
    /// `SectionData(items: ratios.map(ItemData.aspectRatio))` without the intermediate items.
    public init(aspectRatios: [CGFloat]) {
        itemCount = aspectRatios.count
        items = []
        self.aspectRatios = aspectRatios
    }

    /// The number of items.
    public var count: Int { itemCount }

    /// Whether the section has data of its own per item (as opposed to a bare count).
    public var hasItemData: Bool { !items.isEmpty || !aspectRatios.isEmpty }

    /// The data of item `index` (default data for a bare count).
    public subscript(index: Int) -> ItemData {
        if !items.isEmpty { return items[index] }
        if !aspectRatios.isEmpty { return .aspectRatio(aspectRatios[index]) }
        guard index >= 0 && index < itemCount else { fatalError("SectionData: item index \(index) out of range 0..<\(itemCount)") }
        return ItemData()
    }

    /// How the items are stored, as the arrays themselves (no pointers, every read checked):
    /// for inner loops that hold no pointer (the waterfall's).
    package enum StoredItems {
        case bareCount
        case items([ItemData])
        case aspectRatios([CGFloat])
    }

    /// The items' storage (shared, not copied).
    package var storedItems: StoredItems {
        if !items.isEmpty { return .items(items) }
        if !aspectRatios.isEmpty { return .aspectRatios(aspectRatios) }
        return .bareCount
    }

    /// Items `range` of this section as a section of their own, stored as this one is.
    package func slice(_ range: Range<Int>) -> SectionData {
        if !items.isEmpty { return SectionData(items: Array(items[range])) }
        if !aspectRatios.isEmpty { return SectionData(aspectRatios: Array(aspectRatios[range])) }
        return SectionData(itemCount: range.count)
    }

    /// Records item `index`'s measured size in place: O(1) when the section stores its items
    /// (a self-sizing feed does, after its first measurement) and nothing else holds them.
    package mutating func setMeasuredSize(_ size: CGSize?, ofItem index: Int) {
        if items.isEmpty {
            items = (0..<itemCount).map { self[$0] }
            aspectRatios = []
        }
        items[index].measuredSize = size
    }

    /// Records item `index`'s column (`ItemData.column`) in place, as `setMeasuredSize` does.
    package mutating func setColumn(_ column: Int?, ofItem index: Int) {
        if items.isEmpty {
            items = (0..<itemCount).map { self[$0] }
            aspectRatios = []
        }
        items[index].column = column
    }

    /// This section with `more` items appended.
    public func appending(_ more: SectionData) -> SectionData {
        if !hasItemData, !more.hasItemData { return SectionData(itemCount: count + more.count) }
        if items.isEmpty, more.items.isEmpty, !aspectRatios.isEmpty, !more.aspectRatios.isEmpty {
            return SectionData(aspectRatios: aspectRatios + more.aspectRatios)
        }
        return SectionData(items: (0..<count).map { self[$0] } + (0..<more.count).map { more[$0] })
    }
}

extension ItemData {
    /// Whether this is `ItemData.aspectRatio(_:)` and nothing more (no measured size, one
    /// column): such items are stored as their ratio alone.
    var isPlainAspectRatio: Bool {
        guard case .aspectRatio = sizing else { return false }
        return measuredSize == nil && column == nil && columnSpan == 1 && !isFullSpan && selfSizing == .keepsItemSize
    }
}
