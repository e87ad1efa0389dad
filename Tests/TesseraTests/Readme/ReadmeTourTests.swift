import Foundation
import Testing
import Tessera
import TesseraViewLayout

/// The README's Swift tour, compiled and checked, so that it stays true.
@Suite struct ReadmeTourTests {
    /// The first sample prints 3100.666…, "198.0 180.0 186.0 186.0", "12 header 900.0" and 50.
    @Test func waterfallTour() throws {
        let photos = SectionData(aspectRatios: (0..<30).map { [0.8, 1.5, 1, 0.75][$0 % 4] })
        let phone = LayoutEnvironment(containerSize: CGSize(width: 390, height: 844), displayScale: 3)
        let waterfall = WaterfallLayout(
            columns: .fixed(2), columnSpacing: 6, itemSpacing: 6,
            sectionInsets: DirectionalEdgeInsets(all: 6), headerHeight: 44, pinHeaders: true)
        let snapshot = try waterfall.makeSnapshot(sections: [photos], environment: phone)
        // Columns (390 − 6 − 6 − 6) / 2 = 186 wide at x = 6 and 198, items from y = 44 + 6 = 50.
        // Item 0 (0.8) is 232.5 tall in column 0, its bottom 282.5 rounded to the 3× pixel grid
        // (847.5 px → 848 px); item 1 (1.5) 124 tall in column 1; item 2 (square, 186 tall) goes
        // to column 1, the shorter, at 50 + 124 + 6 = 180.
        #expect(snapshot.layoutAttributesForItem(at: .item(0, section: 0))?.frame == CGRect(x: 6, y: 50, width: 186, height: 848.0 / 3 - 50))
        #expect(snapshot.layoutAttributesForItem(at: .item(2, section: 0))?.frame == CGRect(x: 198, y: 180, width: 186, height: 186))
        let height: CGFloat = 9302.0 / 3  // 3100.666…, on the pixel grid
        #expect(snapshot.contentSize == CGSize(width: 390, height: height))
        // 900 points down: 11 items and the header, pinned at the top of the screen (y 900).
        let screen = CGRect(x: 0, y: 900, width: 390, height: 844)
        let visible = snapshot.elements(in: screen, contentOffset: screen.origin)
        #expect(visible.count == 12 && visible.filter { $0.representedElementCategory == .cell }.count == 11)
        #expect(visible.last?.representedElementKind == "header" && visible.last?.frame.minY == 900)
        let nextPage = try waterfall.snapshot(snapshot, appendingItems: SectionData(itemCount: 20), newSections: [])
        #expect(nextPage.numberOfItems(inSection: 0) == 50)
    }

    @Test func compositionalTour() throws {
        let item = LayoutItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1 / 3), heightDimension: .fractionalHeight(1)),
            contentInsets: DirectionalEdgeInsets(all: 2))
        let group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)),
            subitems: [.item(item)])
        var section = LayoutSection(group: group)
        section.interGroupSpacing = 8
        section.orthogonalScrollingBehavior = .groupPaging
        let compositional = CompositionalLayout(section: section)
        let snapshot = try compositional.makeSnapshot(
            sections: [SectionData(itemCount: 6)],
            environment: LayoutEnvironment(containerSize: CGSize(width: 390, height: 844), displayScale: 3))
        // The second sample prints "2.0 2.0 126.0 116.0", 400.0 and "390.0 120.0".
        #expect(snapshot.contentSize == CGSize(width: 390, height: 120))
        // Slots 130 wide (390/3), insets 2: the first item is [2, 2, 126, 116]; the second group
        // scrolls sideways, starting 390 + 8 points along.
        #expect(snapshot.layoutAttributesForItem(at: .item(0, section: 0))?.frame == CGRect(x: 2, y: 2, width: 126, height: 116))
        // (Expected values are typed: Swift Testing's expansion of `cgFloat == 398 + 2`
        // compares against a differently typed literal on Linux and reports equal values unequal.)
        let secondGroupItem: CGFloat = 390 + 8 + 2
        #expect(snapshot.layoutAttributesForItem(at: .item(3, section: 0))?.frame.minX == secondGroupItem)
    }

    @Test func viewLayoutTour() throws {
        let tree = HStackLayout(spacing: 0) {
            ViewNode.rect.frame(maxWidth: 100)
            ViewNode.rect.frame(minWidth: 100)
        }
        let result = try tree.layout(in: CGSize(width: 150, height: 100))
        #expect(result.leaves.map(\.frame.width) == [75, 100])
    }
}
