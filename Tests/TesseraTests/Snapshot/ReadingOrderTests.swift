import Foundation
import Testing
import Tessera

/// A snapshot's reading order is by rows of the screen, not index paths.
@Suite struct ReadingOrderTests {
    /// Two columns of 200 (400 wide, no spacing), items placed from the trailing column
    /// (`.rightToLeft` order: odd items in the leading column, 100 high; even items in the
    /// other, 25 high). Worked by hand in the first 200 points:
    /// leading column 1 [0, 100], 3 [100, 200]; the other 0 [0, 25], 2 [25, 50], … 14 [175, 200].
    /// Rows: 1 starts a row to its middle (50): 0 and 2 start before it → 1, 0, 2; then 4 alone
    /// (its middle 62.5 is before 6), 6 alone; 3 starts the next row to 150: 8 and 10 → 3, 8,
    /// 10; then 12, then 14.
    static let expected = [1, 0, 2, 4, 6, 3, 8, 10, 12, 14]

    func snapshot(_ direction: UserInterfaceLayoutDirection) throws -> LayoutSnapshot {
        let items = (0..<40).map { ItemData.height($0 % 2 == 1 ? 100 : 25) }
        return try WaterfallLayout(columns: .fixed(2), columnSpacing: 0, itemSpacing: 0, itemOrder: .rightToLeft)
            .makeSnapshot(
                sections: [SectionData(items: items)],
                environment: LayoutEnvironment(containerSize: CGSize(width: 400, height: 200), layoutDirection: direction))
    }

    func read(_ s: LayoutSnapshot) -> [Int] {
        let rect = CGRect(x: 0, y: 0, width: 400, height: 200)
        let shown = s.elements(in: rect, at: ScrollState(contentOffset: .zero, orthogonalOffsets: [:])).filter { $0.frame.intersects(rect) }
        return s.readingOrder(shown).map(\.indexPath.itemIndex)
    }

    @Test func aWaterfallIsReadByRowsNotByIndex() throws {
        let order = read(try snapshot(.leftToRight))
        #expect(order == Self.expected)
        // Item 2, beside item 1 at the top, is read before item 3 further down; index order
        // would read 3 before 4, 6, 8 and 10, which stand above it.
        #expect(order.firstIndex(of: 6)! < order.firstIndex(of: 3)!)
    }

    @Test func rightToLeftReadsFromTheRightEdge() throws {
        // Mirrored: the leading column is on the right and read first in each row; the same order.
        let s = try snapshot(.rightToLeft)
        #expect(s.layoutAttributesForItem(at: .item(1, section: 0))?.frame.minX == 200)
        #expect(read(s) == Self.expected)
    }

    @Test func decorationsAndHiddenElementsAreNotRead() throws {
        let s = try snapshot(.leftToRight)
        var hidden = try #require(s.layoutAttributesForItem(at: .item(0, section: 0)))
        hidden.isHidden = true
        let one = try #require(s.layoutAttributesForItem(at: .item(1, section: 0)))
        #expect(s.readingOrder([hidden, one]).map(\.indexPath.itemIndex) == [1])
    }
}
