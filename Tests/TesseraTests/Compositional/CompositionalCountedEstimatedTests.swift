import Foundation
import Testing
import Tessera

/// A counted group (`count:`) whose length along its axis is estimated: it divides its estimate
/// equally among its subitems, less the spacings, until the cells measure themselves; then each
/// takes its measured length and the group grows or shrinks to hold them (inferred: no recording
/// has a counted estimated group). Container 320 × 480, scale 2.
@Suite struct CompositionalCountedEstimatedTests {
    static func snapshot(vertical: Bool, measured: [Int: CGSize] = [:]) throws -> LayoutSnapshot {
        let group: LayoutGroup
        if vertical {
            let cell = item(.fractionalWidth(1), .estimated(44))
            group = .vertical(layoutSize: size(.fractionalWidth(1), .estimated(200)), subitem: cell, count: 3)
        } else {
            let cell = item(.estimated(44), .fractionalHeight(1))
            group = .horizontal(layoutSize: size(.estimated(200), .absolute(50)), subitem: cell, count: 3)
        }
        var g = group
        g.interItemSpacing = .fixed(10)
        var section = LayoutSection(group: g)
        section.interGroupSpacing = 8
        let configuration = CompositionalLayoutConfiguration(scrollDirection: vertical ? .vertical : .horizontal)
        let l = CompositionalLayout(section: section, configuration: configuration)
        var items = (0..<6).map { _ in ItemData() }
        for (i, m) in measured { items[i].measuredSize = m }
        return try l.makeSnapshot(sections: [SectionData(items: items)], environment: env())
    }

    static func starts(_ s: LayoutSnapshot, along axis: LayoutAxis) -> [CGFloat] {
        (0..<6).compactMap { s.layoutAttributesForItem(at: .item($0, section: 0))?.frame.minCoordinate(along: axis) }
    }

    // Vertical: (200 − 2 × 10) / 3 = 60 each, at 0, 70, 140; the group is its estimate, 200, so
    // the second starts at 208. Item 1 measured 100 tall: 0, 70, 180 and the group is 240 long.
    @Test func aVerticalCountedEstimatedGroupSharesItsEstimateThenHoldsItsMeasuredCells() throws {
        let before = try Self.snapshot(vertical: true)
        #expect(Self.starts(before, along: .vertical) == [0, 70, 140, 208, 278, 348])
        let after = try Self.snapshot(vertical: true, measured: [1: CGSize(width: 320, height: 100)])
        #expect(Self.starts(after, along: .vertical) == [0, 70, 180, 248, 318, 388])
        #expect(after.layoutAttributesForItem(at: .item(1, section: 0))?.frame.height == 100)
    }

    // Horizontal, scrolling sideways: the same along x.
    @Test func aHorizontalCountedEstimatedGroupDoesTheSameAlongX() throws {
        let before = try Self.snapshot(vertical: false)
        #expect(Self.starts(before, along: .horizontal) == [0, 70, 140, 208, 278, 348])
        let after = try Self.snapshot(vertical: false, measured: [0: CGSize(width: 30, height: 50)])
        #expect(Self.starts(after, along: .horizontal) == [0, 40, 110, 178, 248, 318])
    }
}
