import Foundation
import Testing
import Tessera

/// Orthogonal sections right to left: a 400 × 300 view scrolling vertically, one section of ten
/// 100 × 100 groups in a row scrolling sideways (content 1000, offsets 0 … 600). Left to right
/// item k shows at x = 100k − offset; right to left the row is mirrored, item k at
/// x = 400 − 100(k + 1) + offset = 300 − 100k + offset: the offset is logical (0 shows item 0 at
/// the leading edge, it grows toward later items) and moves the items right as it grows.
@Suite struct OrthogonalRightToLeftTests {
    func snapshot(_ direction: UserInterfaceLayoutDirection, scrollDirection: LayoutAxis = .vertical) throws -> LayoutSnapshot {
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let size = LayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(100))
        let group = scrollDirection == .vertical ? LayoutGroup.horizontal(layoutSize: size, subitems: [.item(item)]) : LayoutGroup.vertical(layoutSize: size, subitems: [.item(item)])
        var section = LayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPaging
        var configuration = CompositionalLayoutConfiguration()
        configuration.scrollDirection = scrollDirection
        let layout = CompositionalLayout(section: section, configuration: configuration)
        let environment = LayoutEnvironment(containerSize: CGSize(width: 400, height: 300), layoutDirection: direction)
        return try layout.makeSnapshot(sections: [SectionData(itemCount: 10)], environment: environment)
    }

    func xs(_ s: LayoutSnapshot, at offset: CGFloat) -> [Int: CGFloat] {
        let shown = s.elements(in: CGRect(x: 0, y: 0, width: 400, height: 300), at: ScrollState(orthogonalOffsets: [0: offset]))
        return Dictionary(uniqueKeysWithValues: shown.filter { $0.representedElementCategory == .cell }.map { ($0.indexPath.itemIndex, $0.frame.minX) })
    }

    @Test func aRightToLeftRowStartsAtTheTrailingEdge() throws {
        let s = try snapshot(.rightToLeft)
        let record = try #require(s.orthogonalSection(0))
        #expect(record.offset == 0 && record.offsetBounds(along: .horizontal) == 0...600)
        #expect(record.viewport == CGRect(x: 0, y: 0, width: 400, height: 100))
        // At rest: items 0 … 3 at 300, 200, 100, 0.
        #expect(xs(s, at: 0) == [0: 300, 1: 200, 2: 100, 3: 0])
    }

    @Test func aGrowingOffsetMovesARightToLeftRowRight() throws {
        let s = try snapshot(.rightToLeft)
        let record = try #require(s.orthogonalSection(0))
        #expect(s.scrollsMirrored(record))
        #expect(s.displayShift(ofOrthogonalSection: record, at: 150) == CGSize(width: 150, height: 0))
        // At 150: item 1 at 300 − 100 + 150 = 350 … item 5 at −50.
        #expect(xs(s, at: 150) == [1: 350, 2: 250, 3: 150, 4: 50, 5: -50])
        // At the end (600): item 9 at 300 − 900 + 600 = 0, item 6 at 300.
        #expect(xs(s, at: 600) == [6: 300, 7: 200, 8: 100, 9: 0])
        // The per-item answer agrees with the rect query.
        let left = try snapshot(.leftToRight)
        let leftRecord = try #require(left.orthogonalSection(0))
        #expect(!left.scrollsMirrored(leftRecord))
        #expect(left.displayShift(ofOrthogonalSection: leftRecord, at: 150) == CGSize(width: -150, height: 0))
        // Left to right at 150: item 1 at −50 … item 5 at 350.
        #expect(xs(left, at: 150) == [1: -50, 2: 50, 3: 150, 4: 250, 5: 350])
    }

    @Test func aScrollViewKeepsThePhysicalOffset() throws {
        let s = try snapshot(.rightToLeft)
        let record = try #require(s.orthogonalSection(0))
        // Right to left the scroll view rests at 600 (the right end of its content) and moves
        // toward 0 as the row scrolls toward later items; the conversion is its own inverse.
        #expect(s.physicalOffset(ofOrthogonalSection: record, logical: 0) == 600)
        #expect(s.physicalOffset(ofOrthogonalSection: record, logical: 150) == 450)
        #expect(s.physicalOffset(ofOrthogonalSection: record, logical: 450) == 150)
        #expect(s.physicalOffset(ofOrthogonalSection: record, logical: -40) == 640)
        let left = try snapshot(.leftToRight)
        #expect(left.physicalOffset(ofOrthogonalSection: try #require(left.orthogonalSection(0)), logical: 150) == 150)
    }

    @Test func snappingIsTheSameInBothDirections() throws {
        // Group paging from 130 at 800 pt/s toward later items: the next group, 200; back: 100.
        for direction in UserInterfaceLayoutDirection.allCases {
            let s = try snapshot(direction)
            #expect(s.targetOffset(ofOrthogonalSection: 0, current: 130, velocity: 800) == 200)
            #expect(s.targetOffset(ofOrthogonalSection: 0, current: 130, velocity: -800) == 100)
        }
    }

    @Test func aVerticalRowInAHorizontalLayoutIsNotMirrored() throws {
        // Scrolling horizontally, the section is a column of 100 × 100 groups scrolling down,
        // 100 wide; right to left the column is mirrored to the right end of the 100-wide
        // content (x 0 … 100) and its viewport with it.
        let s = try snapshot(.rightToLeft, scrollDirection: .horizontal)
        let record = try #require(s.orthogonalSection(0))
        #expect(!s.scrollsMirrored(record))
        #expect(s.displayShift(ofOrthogonalSection: record, at: 50) == CGSize(width: 0, height: -50))
        #expect(s.physicalOffset(ofOrthogonalSection: record, logical: 50) == 50)
        let item0 = try #require(s.layoutAttributesForItem(at: .item(0, section: 0)))
        #expect(record.viewport.minX == item0.frame.minX && record.viewport.width == item0.frame.width)
    }
}
