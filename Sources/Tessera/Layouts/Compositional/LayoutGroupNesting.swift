import Foundation

// A group nested 100,000 deep can be built through the public API (only laying it out is
// refused, past `LayoutLimits.maximumGroupDepth`). Comparing, hashing and dropping it walk the
// nesting with stacks of their own: Swift's synthesized `==`, `hash(into:)` and release would
// recurse once per level and overflow the stack.

extension LayoutSubitem {
    /// Whether this is a nested group.
    var isGroup: Bool {
        if case .group = self { return true }
        return false
    }

    /// A nested group's subitem storage (a new reference to it), nil for an item.
    var groupSubitemStorage: LayoutSubitemStorage? {
        if case .group(let g) = self { return g.subitemStorage }
        return nil
    }
}

extension LayoutGroup {
    /// Equal groups: every property equal, nested groups compared level by level.
    public static func == (a: LayoutGroup, b: LayoutGroup) -> Bool {
        // Copies of one group share their subitems: compared without copying either group (a
        // section provider returns the same few sections for every section, each compared once).
        if a.subitemStorage === b.subitemStorage { return a.hasEqualProperties(b) }
        var pending: [(LayoutGroup, LayoutGroup)] = []
        var (x, y) = (a, b)
        while true {
            guard x.hasEqualProperties(y) else { return false }
            if x.subitemStorage !== y.subitemStorage {
                let p = x.subitems, q = y.subitems
                guard p.count == q.count else { return false }
                for i in p.indices.reversed() {
                    switch (p[i], q[i]) {
                    case (.item(let m), .item(let n)): guard m == n else { return false }
                    case (.group(let g), .group(let h)): pending.append((g, h))
                    default: return false
                    }
                }
            }
            guard let next = pending.popLast() else { return true }
            (x, y) = next
        }
    }

    /// Hashes consistently with `==`, nested groups level by level.
    public func hash(into hasher: inout Hasher) {
        var pending: [LayoutGroup] = []
        var group = self
        while true {
            group.hashProperties(into: &hasher)
            hasher.combine(group.subitems.count)
            for subitem in group.subitems {
                switch subitem {
                case .item(let item): hasher.combine(0 as UInt8); hasher.combine(item)
                case .group(let nested): hasher.combine(1 as UInt8); pending.append(nested)
                }
            }
            guard let next = pending.popLast() else { return }
            group = next
        }
    }

    // Every stored property but the subitems: a property added to `LayoutGroup` goes in both.

    private func hasEqualProperties(_ other: LayoutGroup) -> Bool {
        kind == other.kind && layoutSize == other.layoutSize && count == other.count && customItems == other.customItems
            && interItemSpacing == other.interItemSpacing && contentInsets == other.contentInsets
            && edgeSpacing == other.edgeSpacing && supplementaryItems == other.supplementaryItems
    }

    private func hashProperties(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(layoutSize)
        hasher.combine(count)
        hasher.combine(customItems)
        hasher.combine(interItemSpacing)
        hasher.combine(contentInsets)
        hasher.combine(edgeSpacing)
        hasher.combine(supplementaryItems)
    }
}
