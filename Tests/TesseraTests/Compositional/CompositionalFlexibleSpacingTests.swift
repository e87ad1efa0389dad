import Foundation
import Testing
import Tessera

/// Where the leftover of a group with flexible spacing goes when it does not divide evenly on
/// the pixel grid (UIKit, measured [020]): each spacing's share is exact, and a slot starts at
/// the lengths and minimum spacings before it plus the shares so far **rounded to the nearest
/// pixel** of the display scale, so the last subitem still ends at the group's end. Values
/// below are worked by hand from that rule, at scales 1, 2 and 3.
@Suite struct CompositionalFlexibleSpacingTests {
    static func starts(_ s: LayoutSnapshot, _ n: Int) -> [CGFloat] {
        (0..<n).compactMap { s.layoutAttributesForItem(at: .item($0, section: 0))?.frame.minX }
    }

    static func snapshot(items n: Int, width: CGFloat, scale: CGFloat) throws -> LayoutSnapshot {
        var g = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(20)), subitems: [item(.absolute(width), .fractionalHeight(1))])
        g.interItemSpacing = .flexible(0)
        return try layout(g).makeSnapshot(sections: [SectionData(itemCount: n)], environment: env(scale: scale))
    }

    // Four items of 70 in 320 with flexible spacing 0: 40 left over, 13⅓ a gap. Exact starts
    // 0, 83⅓, 166⅔, 250. At scale 2 (half points) 83⅓ → 83.5 and 166⅔ → 166.5 (flooring
    // would put the second at 83); at scale 1, 83 and 167 (flooring: 166). The last ends at 320.
    @Test func aLeftoverThatDoesNotDivideOnTheGridGivesEachStartTheNearestPixel() throws {
        let half = try Self.snapshot(items: 4, width: 70, scale: 2)
        #expect(Self.starts(half, 4) == [0, 83.5, 166.5, 250])
        let whole = try Self.snapshot(items: 4, width: 70, scale: 1)
        #expect(Self.starts(whole, 4) == [0, 83, 167, 250])
        #expect(whole.layoutAttributesForItem(at: .item(3, section: 0))?.frame.maxX == 320)
    }

    // At scale 3 the same thirds lie on the grid: 0, 83⅓, 166⅔, 250. Six items of 47 leave
    // 320 − 282 = 38, 7.6 a gap: exact starts 54.6, 109.2, 163.8, 218.4, 273 are 163.8, 327.6,
    // 491.4, 655.2 and 819 pixels, to the nearest 164, 328, 491, 655, 819 (flooring: 163, 327).
    @Test func atScaleThreeTheNearestThirdOfAPoint() throws {
        let thirds = try Self.snapshot(items: 4, width: 70, scale: 3)
        #expect(zip(Self.starts(thirds, 4), [0, 250.0 / 3, 500.0 / 3, 250] as [CGFloat]).allSatisfy { abs($0 - $1) < 1e-9 })
        let six = try Self.snapshot(items: 6, width: 47, scale: 3)
        let expected: [CGFloat] = [0, 164.0 / 3, 328.0 / 3, 491.0 / 3, 655.0 / 3, 273]
        let got = Self.starts(six, 6)
        #expect(got.count == 6)
        #expect(zip(got, expected).allSatisfy { abs($0 - $1) < 1e-9 })
    }

    // Fractions 0.3 with flexible 1 in 321 at scale 2: each is ⌊0.3 × (321 − 2)⌋ = 95.5; the
    // leftover 321 − 286.5 − 2 = 32.5 gives 16.25 a gap. The second starts at 95.5 + 1 + 16.25 =
    // 112.75, 225.5 pixels: a half pixel rounds away from zero (as C's `round`; inferred, no
    // recording has a tie), 113. The third at 191 + 2 + 32.5 = 225.5, ending at 321.
    @Test func fractionalItemsWithAMinimumSpacing() throws {
        var g = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(10)), subitems: [item(.fractionalWidth(0.3), .absolute(10))])
        g.interItemSpacing = .flexible(1)
        let s = try layout(g).makeSnapshot(sections: [SectionData(itemCount: 3)], environment: env(321))
        #expect(Self.starts(s, 3) == [0, 113, 225.5])
        #expect(s.layoutAttributesForItem(at: .item(2, section: 0))?.frame.maxX == 321)
    }
}
