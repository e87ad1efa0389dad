import Foundation
import Testing
import Tessera

/// Where the leftover of a group with flexible spacing goes when it does not divide evenly on
/// the pixel grid. Each spacing's share is exact; a slot starts at the fixed lengths before it
/// plus the shares so far, floored to the grid, so the remainder reaches the later gaps and the
/// last subitem ends at the group's end (inferred: the recorded groups all split evenly).
@Suite struct CompositionalFlexibleSpacingTests {
    static func starts(_ s: LayoutSnapshot, _ n: Int) -> [CGFloat] {
        (0..<n).compactMap { s.layoutAttributesForItem(at: .item($0, section: 0))?.frame.minX }
    }

    // Four items of 70 in 320 at scale 2 with flexible spacing 0: 40 left over, 13⅓ a gap.
    // Starts 0, 70 + ⌊13⅓⌋ = 83, 140 + ⌊26⅔⌋ = 166.5, 210 + 40 = 250 (ends at 320); flooring
    // each gap would give 0, 83, 166, 249.
    @Test func theRemainderGoesToTheLaterGapsAndTheLastItemEndsAtTheGroupsEnd() throws {
        var g = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(20)), subitems: [item(.absolute(70), .fractionalHeight(1))])
        g.interItemSpacing = .flexible(0)
        let s = try layout(g).makeSnapshot(sections: [SectionData(itemCount: 4)], environment: env())
        #expect(Self.starts(s, 4) == [0, 83, 166.5, 250])
    }

    // At scale 3 the same thirds lie on the grid: 0, 83⅓, 166⅔, 250.
    @Test func atScaleThreeTheSharesLieOnTheGrid() throws {
        var g = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(20)), subitems: [item(.absolute(70), .fractionalHeight(1))])
        g.interItemSpacing = .flexible(0)
        let s = try layout(g).makeSnapshot(sections: [SectionData(itemCount: 4)], environment: env(scale: 3))
        let expected: [CGFloat] = [0, 250.0 / 3, 500.0 / 3, 250]
        #expect(zip(Self.starts(s, 4), expected).allSatisfy { abs($0 - $1) < 1e-9 })
    }

    // Fractions 0.3 with flexible 1 in 321 at scale 2: each is ⌊0.3 × (321 − 2)⌋ = 95.5; the
    // leftover 321 − 286.5 − 2 = 32.5 gives 16.25 a gap: starts 0, 95.5 + 1 + 16 = 112.5 and
    // 191 + 2 + 32.5 = 225.5, the last ending at 321.
    @Test func fractionalItemsWithAMinimumSpacing() throws {
        var g = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(10)), subitems: [item(.fractionalWidth(0.3), .absolute(10))])
        g.interItemSpacing = .flexible(1)
        let s = try layout(g).makeSnapshot(sections: [SectionData(itemCount: 3)], environment: env(321))
        #expect(Self.starts(s, 3) == [0, 112.5, 225.5])
        #expect(s.layoutAttributesForItem(at: .item(2, section: 0))?.frame.maxX == 321)
    }
}
