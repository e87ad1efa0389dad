import Foundation
import Testing
import Tessera

@testable import TesseraAdapterDriver

/// UIKit's coordinates and the engine's, converted in one place. Expected values by hand: a
/// chat 200 tall displayed after a padding of 300 (so that it ends at the bottom of a viewport
/// whose uncovered part is 500 tall), and a horizontal one after 40.
@Suite struct DisplayCoordinatesTests {
    private let vertical = DisplayCoordinates(axis: .vertical, leadPadding: 300)
    private let horizontal = DisplayCoordinates(axis: .horizontal, leadPadding: 40)

    @Test func offsetsAndBoundsFromUIKitLoseThePaddingAlongTheAxis() {
        #expect(vertical.engine(CGPoint(x: 7, y: 250)) == CGPoint(x: 7, y: -50))
        #expect(vertical.engine(CGRect(x: 0, y: 250, width: 390, height: 844)) == CGRect(x: 0, y: -50, width: 390, height: 844))
        #expect(vertical.engine(-20) == -320)
        #expect(horizontal.engine(CGPoint(x: 100, y: 7)) == CGPoint(x: 60, y: 7))
        #expect(horizontal.engine(CGRect(x: 100, y: 0, width: 390, height: 200)) == CGRect(x: 60, y: 0, width: 390, height: 200))
    }

    @Test func framesOffsetsAndTheContentSizeToUIKitGainIt() {
        #expect(vertical.displayed(CGPoint(x: 7, y: -50)) == CGPoint(x: 7, y: 250))
        #expect(vertical.displayed(CGRect(x: 0, y: 0, width: 390, height: 100)) == CGRect(x: 0, y: 300, width: 390, height: 100))
        #expect(vertical.displayed(CGSize(width: 390, height: 200)) == CGSize(width: 390, height: 500))
        #expect(horizontal.displayed(CGSize(width: 600, height: 200)) == CGSize(width: 640, height: 200))
        #expect(horizontal.displayed(CGPoint(x: 60, y: 7)) == CGPoint(x: 100, y: 7))
        // An element keeps everything but its frame's place.
        let cell = LayoutAttributes(category: .cell, indexPath: .item(3, section: 1), frame: CGRect(x: 10, y: 20, width: 100, height: 50), zIndex: 2, alpha: 0.5)
        let shown = vertical.displayed(cell)
        #expect(shown.frame == CGRect(x: 10, y: 320, width: 100, height: 50))
        #expect(shown.indexPath == .item(3, section: 1) && shown.zIndex == 2 && shown.alpha == 0.5 && shown.representedElementCategory == .cell)
    }

    @Test func withoutAPaddingOrALayoutNothingMoves() {
        let none = DisplayCoordinates(axis: .vertical, leadPadding: 0)
        // Before anything is laid out there is no axis to move along.
        let unlaid = DisplayCoordinates(axis: nil, leadPadding: 10)
        let point = CGPoint(x: 3, y: 4), rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(none.engine(point) == point && none.displayed(rect) == rect && none.displayed(CGSize(width: 5, height: 6)) == CGSize(width: 5, height: 6))
        #expect(unlaid.engine(point) == point && unlaid.displayed(rect) == rect && unlaid.displayed(CGSize(width: 5, height: 6)) == CGSize(width: 5, height: 6))
    }

    @Test func aChatDriverDisplaysAShortFeedAtTheEndOfTheUncoveredViewport() {
        // Two messages of 100 in a viewport 600 tall under bars of 60 and 40: 500 uncovered, so
        // the feed is displayed 300 down; the driver's offset is UIKit's less that padding.
        let row = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(100))
        let group = LayoutGroup.horizontal(layoutSize: row, subitems: [.item(LayoutItem(layoutSize: row))])
        let driver = CollectionLayoutDriver(CompositionalLayout(section: LayoutSection(group: group)))
        driver.anchorsAtEnd = true
        driver.adjustedContentInset = ScrollInsets(top: 60, bottom: 40)
        let environment = LayoutEnvironment(containerSize: CGSize(width: 390, height: 600))
        driver.prepare(environment: environment, contentOffset: CGPoint(x: 0, y: -60)) { [SectionData(itemCount: 2)] }
        #expect(driver.display == DisplayCoordinates(axis: .vertical, leadPadding: 300))
        #expect(driver.collectionViewContentSize == CGSize(width: 390, height: 500))
        #expect(driver.layoutAttributesForItem(at: .item(1, section: 0))?.frame == CGRect(x: 0, y: 400, width: 390, height: 100))
        #expect(driver.contentOffset == CGPoint(x: 0, y: -360))
    }

    // MARK: Sideways sections

    /// An empty feed scrolling along `axis` in a container 390 × 844, in `direction`.
    private func feed(_ axis: LayoutAxis, _ direction: UserInterfaceLayoutDirection) -> LayoutSnapshot {
        let environment = LayoutEnvironment(containerSize: CGSize(width: 390, height: 844), layoutDirection: direction)
        return LayoutSnapshotBuilder(environment: environment, scrollDirection: axis).build(contentSize: CGSize(width: 390, height: 2000))
    }

    /// A row 390 wide showing 1,000 of content: its offsets run from 0 to 610.
    private let row = OrthogonalSection(
        section: 1, behavior: .continuous, viewport: CGRect(x: 0, y: 300, width: 390, height: 200), contentLength: 1000, groupStarts: [0], groupLengths: [1000], offset: 0)

    @Test func aSidewaysRowsOffsetsRunTheOtherWayRightToLeft() {
        let rtl = feed(.vertical, .rightToLeft), ltr = feed(.vertical, .leftToRight)
        // Logical 100 (100 past its first group, at the right edge) is 610 - 100 from the left.
        #expect(DisplayCoordinates.orthogonalOffset(100, of: row, in: rtl) == 510)
        #expect(DisplayCoordinates.orthogonalOffset(510, of: row, in: rtl) == 100)
        #expect(DisplayCoordinates.orthogonalOffset(100, of: row, in: ltr) == 100)
        // A screen distance of 30 to the right is 30 toward later groups right to left.
        #expect(DisplayCoordinates.orthogonalLogicalDistance(30, of: row, in: rtl) == -30)
        #expect(DisplayCoordinates.orthogonalLogicalDistance(30, of: row, in: ltr) == 30)
        // A sideways column of a horizontal feed is not mirrored.
        #expect(DisplayCoordinates.orthogonalLogicalDistance(30, of: row, in: feed(.horizontal, .rightToLeft)) == 30)
    }

    @Test func aSidewaysScrollViewsPointIsAlongTheFeedsOtherAxis() {
        let vertical = feed(.vertical, .leftToRight), horizontal = feed(.horizontal, .leftToRight)
        #expect(DisplayCoordinates.orthogonalCoordinate(of: CGPoint(x: 25, y: 7), in: vertical) == 25)
        #expect(DisplayCoordinates.orthogonalCoordinate(of: CGPoint(x: 25, y: 7), in: horizontal) == 7)
        #expect(DisplayCoordinates.orthogonalPoint(510, across: CGPoint(x: 3, y: 9), in: vertical) == CGPoint(x: 510, y: 9))
        #expect(DisplayCoordinates.orthogonalPoint(510, across: CGPoint(x: 3, y: 9), in: horizontal) == CGPoint(x: 3, y: 510))
    }
}
