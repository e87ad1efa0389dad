import Foundation

/// The items of one section. A section given only a count stores no per-item data, so a
/// million uniform items cost nothing until they are laid out.
public struct SectionData: Sendable, Hashable {
    // A count and, when the items carry data, the data. Kept as two stored properties rather
    // than an enum so that reading an item does not retain and release the array.
    private let itemCount: Int
    private let items: [ItemData]

    /// A section of `itemCount` items with no data of their own.
    public init(itemCount: Int) {
        self.itemCount = max(0, itemCount)
        items = []
    }

    /// A section of the given items.
    public init(items: [ItemData]) {
        itemCount = items.count
        self.items = items
    }

    /// The number of items.
    public var count: Int { itemCount }

    /// Whether the section has data of its own per item (as opposed to a bare count).
    public var hasItemData: Bool { !items.isEmpty }

    /// The data of item `index` (default data for a bare count).
    public subscript(index: Int) -> ItemData {
        items.isEmpty ? ItemData() : items[index]
    }

    /// Calls `body` with the items' data in place (empty for a bare count).
    func withUnsafeItemData<R>(_ body: (UnsafeBufferPointer<ItemData>) throws -> R) rethrows -> R {
        try items.withUnsafeBufferPointer(body)
    }

    /// This section with `more` items appended.
    public func appending(_ more: SectionData) -> SectionData {
        if !hasItemData, !more.hasItemData { return SectionData(itemCount: count + more.count) }
        return SectionData(items: (0..<count).map { self[$0] } + (0..<more.count).map { more[$0] })
    }
}
