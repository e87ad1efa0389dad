import Foundation

/// The items of one section. A section given only a count stores no per-item data, so a
/// million uniform items cost nothing until they are laid out.
public struct SectionData: Sendable, Hashable {
    private enum Storage: Sendable, Hashable {
        case count(Int)
        case items([ItemData])
    }

    private var storage: Storage

    /// A section of `itemCount` items with no data of their own.
    public init(itemCount: Int) { storage = .count(max(0, itemCount)) }

    /// A section of the given items.
    public init(items: [ItemData]) { storage = .items(items) }

    /// The number of items.
    public var count: Int {
        switch storage {
        case .count(let n): return n
        case .items(let items): return items.count
        }
    }

    /// Whether the section has data of its own per item (as opposed to a bare count).
    public var hasItemData: Bool {
        if case .items = storage { return true }
        return false
    }

    /// The data of item `index` (default data for a bare count).
    public subscript(index: Int) -> ItemData {
        switch storage {
        case .count: return ItemData()
        case .items(let items): return items[index]
        }
    }

    /// This section with `more` items appended.
    public func appending(_ more: SectionData) -> SectionData {
        switch (storage, more.storage) {
        case (.count(let a), .count(let b)): return SectionData(itemCount: a + b)
        default: return SectionData(items: (0..<count).map { self[$0] } + (0..<more.count).map { more[$0] })
        }
    }
}
