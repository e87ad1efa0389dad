import Foundation
import Testing

@testable import Tessera

/// `ItemGaps`: sorted gaps by item, and what a waterfall does with them.
@Suite struct ItemGapsTests {
    @Test func gapsAreKeptSortedAndZeroIsNone() {
        var gaps = ItemGaps([7: 3, 2: 5, 4: 0])
        #expect(gaps.items == [2, 7])
        gaps[5] = 1
        gaps[2] = 0
        #expect(gaps.items == [5, 7] && gaps.gaps == [1, 3])
        #expect(gaps[7] == 3 && gaps[6] == 0)
        #expect(gaps.position(of: 6) == 1 && gaps.position(of: 8) == 2)
        #expect(gaps.sum(of: [5, 6, 7]) == 4)
    }

    @Test func anInvalidGapIsRememberedUntilMended() {
        var gaps = ItemGaps([3: 1])
        gaps[4] = -2
        gaps[9] = .nan
        #expect(gaps.firstInvalidItem == 4)
        gaps[4] = 2
        #expect(gaps.firstInvalidItem == 9)
        gaps[9] = 0
        #expect(gaps.firstInvalidItem == nil)
    }

    /// Two columns of a waterfall, no spacing, left to right: items 0 (100 high) and 1 (50).
    /// A gap of 70 after item 1, the right column's last item: the section ends at 120, not 100.
    /// A gap after item 0 with item 2 (40) below it moves item 2 down: 100 + 10.
    @Test func aGapAfterAColumnsLastItemMovesTheSectionsEnd() throws {
        var layout = WaterfallLayout(columns: .fixed(2), columnSpacing: 0, itemSpacing: 0, itemOrder: .leftToRight)
        layout.itemGaps = [0: ItemGaps([1: 70, 0: 10])]
        let env = LayoutEnvironment(containerSize: CGSize(width: 400, height: 300))
        let two = try layout.makeSnapshot(sections: [SectionData(items: [.height(100), .height(50)])], environment: env)
        #expect(two.contentSize.height == 120)
        let three = try layout.makeSnapshot(sections: [SectionData(items: [.height(100), .height(50), .height(40)])], environment: env)
        #expect(three.layoutAttributesForItem(at: .item(2, section: 0))?.frame.minY == 110)
        #expect(three.contentSize.height == 150)
    }

    @Test func aLayoutReportsAnInvalidGapWithItsPath() {
        var layout = WaterfallLayout()
        layout.itemGaps = [0: ItemGaps([3: -1])]
        let env = LayoutEnvironment(containerSize: CGSize(width: 400, height: 300))
        #expect(throws: LayoutError(.outOfRange(.atLeast(0), got: -1), at: ["itemGaps", 0, 3])) {
            try layout.makeSnapshot(sections: [SectionData(itemCount: 4)], environment: env)
        }
    }
}
