import Foundation
import Testing
import Tessera

/// Compositional groups nested 100,000 deep through the public API: building, comparing,
/// hashing and dropping them must not overflow the stack, and laying them out is refused with
/// the nesting limit's error.
@Suite struct DeepLayoutGroupTests {
    static let depth = 100_000
    static let full = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))

    /// One item inside `depth` nested horizontal groups, the innermost item `width` wide.
    static func nested(_ depth: Int, itemWidth: LayoutDimension = .fractionalWidth(1)) -> LayoutGroup {
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: itemWidth, heightDimension: .fractionalHeight(1)))
        var group = LayoutGroup.horizontal(layoutSize: full, subitems: [.item(item)])
        for _ in 0..<depth { group = .horizontal(layoutSize: full, subitems: [.group(group)]) }
        return group
    }

    @Test func aHundredThousandGroupsDrop() {
        do {
            let group = Self.nested(Self.depth)
            #expect(group.subitems.count == 1)
        }
        // Reaching here means the groups were freed without overflowing the stack.
        #expect(Bool(true))
    }

    @Test func aHundredThousandGroupsCompareAndHash() {
        let a = Self.nested(Self.depth), b = Self.nested(Self.depth)
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(a != Self.nested(Self.depth, itemWidth: .fractionalWidth(0.5)))
        #expect(a != Self.nested(Self.depth - 1))
        #expect(LayoutSubitem.group(a) == .group(b))
        #expect(Set([LayoutSection(group: a), LayoutSection(group: Self.nested(Self.depth, itemWidth: .absolute(10)))]).count == 2)
    }

    @Test func aHundredThousandGroupsAreRefused() {
        let layout = CompositionalLayout(section: LayoutSection(group: Self.nested(Self.depth)))
        // The 17th group down is past the limit of 16.
        let path = LayoutPath(["section", "group"] + Array(repeating: ["subitems", 0, "group"] as [LayoutPath.Component], count: 16).flatMap { $0 })
        #expect(throws: LayoutError(.tooMany(.groupNesting, limit: 16), at: path)) {
            try layout.makeSnapshot(sections: [SectionData(itemCount: 1)], environment: LayoutEnvironment(width: 100, height: 100))
        }
    }

    /// 16 levels is the limit: the one item fills the 100×100 container through every group.
    @Test func theLimitItselfLaysOut() throws {
        let layout = CompositionalLayout(section: LayoutSection(group: Self.nested(15)))
        let snapshot = try layout.makeSnapshot(sections: [SectionData(itemCount: 1)], environment: LayoutEnvironment(width: 100, height: 100))
        #expect(snapshot.layoutAttributesForItem(at: IndexPath.item(0, section: 0))?.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    /// A deep group shared with another outlives the one dropped; changing a copy's subitems
    /// leaves the original alone.
    @Test func sharedDeepGroupsSurviveTheDrop() {
        let inner = Self.nested(Self.depth / 2)
        do {
            let outer = LayoutGroup.vertical(layoutSize: Self.full, subitems: [.group(inner), .group(inner)])
            #expect(outer.subitems == [.group(inner), .group(inner)])
        }
        #expect(inner == Self.nested(Self.depth / 2))
        var copy = inner
        copy.subitems.append(.item(LayoutItem(layoutSize: Self.full)))
        #expect(copy.subitems.count == 2 && inner.subitems.count == 1)
        #expect(copy != inner)
    }
}
