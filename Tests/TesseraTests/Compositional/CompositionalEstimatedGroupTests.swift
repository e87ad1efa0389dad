import Foundation
import Testing
import Tessera

/// A group estimated along its axis takes every subitem it lists at least once, even when their
/// estimates (and the spacing between them) come to more than its own: it grows to hold them
/// (measured with measured cells in a visible recording; the unmeasured case below follows the
/// same rule). Container 320 × 480, scale 2.
@Suite struct CompositionalEstimatedGroupTests {
    // Two subitems estimated 44 with 5 between them in a group estimated 88: both are taken, at
    // 0 and 49, and the group is 44 + 5 + 44 = 93 long, so with 3 between groups the next
    // group's items start at 96 and 145; the content is 93 + 3 + 93 = 189 tall.
    @Test func anEstimatedGroupTakesEveryListedSubitemPastItsOwnEstimate() throws {
        let cell = item(.fractionalWidth(1), .estimated(44))
        var group = LayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .estimated(88)), subitems: [cell, cell])
        group.interItemSpacing = .fixed(5)
        let l = layout(group) { $0.interGroupSpacing = 3 }
        let s = try l.makeSnapshot(sections: [SectionData(itemCount: 4)], environment: env())
        let frames = (0..<4).compactMap { s.layoutAttributesForItem(at: .item($0, section: 0))?.frame }
        #expect(frames == [rect(0, 0, 320, 44), rect(0, 49, 320, 44), rect(0, 96, 320, 44), rect(0, 145, 320, 44)])
        #expect(s.contentSize == CGSize(width: 320, height: 189))
    }
}
