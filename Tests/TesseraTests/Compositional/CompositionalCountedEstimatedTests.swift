import Foundation
import Testing
import Tessera

/// A counted group (`count:`) sizes its subitems along its axis itself: each is an equal share
/// of the group's length less the spacings, and a cell that measures itself keeps that share;
/// a group estimated along its axis keeps its estimate (UIKit, measured on a vertical group
/// [191]; the horizontal one by symmetry). Values worked by hand: three subitems with 10
/// between them in a group estimated 200 get (200 − 2 × 10) / 3 = 60 each, at 0, 70, 140;
/// groups 8 apart, so the second starts at 208. Container 320 × 480, scale 2.
@Suite struct CompositionalCountedEstimatedTests {
    static func snapshot(vertical: Bool, items: Int = 6, measured: [Int: CGSize] = [:]) throws -> LayoutSnapshot {
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
        var data = (0..<items).map { _ in ItemData() }
        for (i, m) in measured { data[i].measuredSize = m }
        return try l.makeSnapshot(sections: [SectionData(items: data)], environment: env())
    }

    static func frames(_ s: LayoutSnapshot, _ n: Int) -> [CGRect] {
        (0..<n).compactMap { s.layoutAttributesForItem(at: .item($0, section: 0))?.frame }
    }

    // Vertical: items 1 and 4 measure 100 and 25 tall; every cell stays 60 tall at 0, 70, 140,
    // 208, 278, 348 and the content is 200 + 8 + 200 = 408. With five items the last group holds
    // two and loses the room of the third and its spacing: 208 + 60 + 10 + 60 = 338.
    @Test func aVerticalCountedGroupKeepsItsShareWhenCellsMeasure() throws {
        let measured = [1: CGSize(width: 320, height: 100), 4: CGSize(width: 320, height: 25)]
        let s = try Self.snapshot(vertical: true, measured: measured)
        #expect(Self.frames(s, 6) == [0, 70, 140, 208, 278, 348].map { rect(0, $0, 320, 60) })
        #expect(s.contentSize.height == 408)
        let five = try Self.snapshot(vertical: true, items: 5, measured: measured)
        #expect(five.contentSize.height == 338)
    }

    // Horizontal, scrolling sideways: item 0 measures 30 wide and item 5 90; every cell stays
    // 60 wide at the same starts along x, 50 tall, and the content is 408 wide.
    @Test func aHorizontalCountedGroupKeepsItsShareWhenCellsMeasure() throws {
        let measured = [0: CGSize(width: 30, height: 50), 5: CGSize(width: 90, height: 50)]
        let s = try Self.snapshot(vertical: false, measured: measured)
        #expect(Self.frames(s, 6) == [0, 70, 140, 208, 278, 348].map { rect($0, 0, 60, 50) })
        #expect(s.contentSize.width == 408)
    }
}
