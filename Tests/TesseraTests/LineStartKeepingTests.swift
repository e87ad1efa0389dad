import Foundation
import Testing
import Tessera
import TesseraTestSupport

/// Kept line starts (`LineStartKeepingLayout`), worked by hand: an item named there starts a
/// line whatever fits before it, the line it ends early is laid out as a full line, and
/// `lineStart(ofItem:in:)` finds the first item of an item's line.
@Suite struct LineStartKeepingTests {
    /// A flow 390 wide, items 120 × 100, spacing 10: three to a line (380 ≤ 390; a fourth needs
    /// 510), a full line spread (30 points over 2 gaps: x 0, 135, 270), lines 110 apart; a last
    /// line spread as if more items like its last followed (x 0, 135: UIKit keeps the columns).
    func flow(_ kept: [Int: [Int]] = [:]) -> CollectionViewFlowLayout {
        var f = CollectionViewFlowLayout(itemSize: CGSize(width: 120, height: 100), minimumLineSpacing: 10, minimumInteritemSpacing: 10)
        f.keptLineStarts = kept
        return f
    }

    @Test func aKeptStartEndsTheFlowLineBeforeItAsAFullLine() throws {
        let natural = cellFrames(try flow().makeSnapshot(sections: [SectionData(itemCount: 8)], environment: LayoutEnvironment(width: 390)))
        #expect(natural.map(\.minX) == [0, 135, 270, 0, 135, 270, 0, 135])
        #expect(natural.map(\.minY) == [0, 0, 0, 110, 110, 110, 220, 220])
        // Item 2 starts a line: items 0 and 1 are a line of their own, spread as a full line
        // (140 points over one gap: x 0, 270); the lines after it break from item 2 as they
        // would from a section's start.
        let kept = cellFrames(try flow([0: [2]]).makeSnapshot(sections: [SectionData(itemCount: 8)], environment: LayoutEnvironment(width: 390)))
        #expect(kept.map(\.minX) == [0, 270, 0, 135, 270, 0, 135, 270])
        #expect(kept.map(\.minY) == [0, 0, 110, 110, 110, 220, 220, 220])
        // A start where the line breaks anyway changes nothing.
        let same = cellFrames(try flow([0: [3, 6]]).makeSnapshot(sections: [SectionData(itemCount: 8)], environment: LayoutEnvironment(width: 390)))
        #expect(same == natural)
    }

    /// Appending continues with the appending layout's starts (those of the layout that made
    /// the snapshot may differ: a driver adds starts of lines already laid out).
    @Test func anAppendKeepsTheAppendingLayoutsStarts() throws {
        let environment = LayoutEnvironment(width: 390)
        let first = try flow().makeSnapshot(sections: [SectionData(itemCount: 3)], environment: environment)
        let appended = try flow([0: [4]]).snapshot(first, appendingItems: SectionData(itemCount: 5), newSections: [])
        let whole = try flow([0: [4]]).makeSnapshot(sections: [SectionData(itemCount: 8)], environment: environment)
        #expect(cellFrames(appended) == cellFrames(whole))
        // Line [3] ends before item 4: a full line of one item, centred (x 135); then [4, 5, 6]
        // spread and [7], the last, from the leading edge.
        #expect(cellFrames(whole).map(\.minX) == [0, 135, 270, 135, 0, 135, 270, 0])
    }

    @Test func lineStartFindsTheFirstItemOfTheLine() throws {
        let layout = flow([0: [2]])
        let s = try layout.makeSnapshot(sections: [SectionData(itemCount: 8)], environment: LayoutEnvironment(width: 390))
        #expect((0..<8).map { layout.lineStart(ofItem: .item($0, section: 0), in: s) } == [0, 0, 2, 2, 2, 5, 5, 5])
        var rtl = LayoutEnvironment(width: 390)
        rtl.layoutDirection = .rightToLeft
        let mirrored = try layout.makeSnapshot(sections: [SectionData(itemCount: 8)], environment: rtl)
        #expect(cellFrames(mirrored)[1].minX == 0)  // at 270–390 left to right
        #expect((0..<8).map { layout.lineStart(ofItem: .item($0, section: 0), in: mirrored) } == [0, 0, 2, 2, 2, 5, 5, 5])
    }

    /// A thinner item in a line whose start is on a half pixel (top inset 2.5 at 3x: 7.5 px)
    /// starts the line's rounded start plus its centring in whole pixels: line items 292.375
    /// and 286.5 high centre the thinner one 2.9375 down (8.8125 px, floored to 8), so it
    /// starts at 8 + 8 = 16 px (5⅓) and ends at 2.5 + 8/3 + 286.5 = 875 px (291⅔); the taller
    /// one spans 8 … 885 px. Summed before rounding (2.5 + 8/3 lands a hair under 15.5 px) it
    /// started at 15 px, its middle 1.5 px from the taller one's, and `lineStart` split the line.
    @Test func aThinnerItemOnAHalfPixelLineRoundsWithItsLine() throws {
        let layout = CollectionViewFlowLayout(
            itemSize: CGSize(width: 50, height: 50), minimumLineSpacing: 10, minimumInteritemSpacing: 2.5,
            sectionInset: DirectionalEdgeInsets(top: 2.5, leading: 0, bottom: 0, trailing: 0))
        let items: [ItemData] = [.size(100, 292.375), .size(100, 286.5)]
        let s = try layout.makeSnapshot(sections: [SectionData(items: items)], environment: LayoutEnvironment(width: 390, displayScale: 3))
        let frames = cellFrames(s)
        #expect(frames.map { ($0.minY * 3).rounded() } == [8, 16])
        #expect(frames.map { ($0.maxY * 3).rounded() } == [885, 875])
        #expect(abs(frames[1].minY - 16.0 / 3) < 1e-9)
        #expect((0..<2).map { layout.lineStart(ofItem: .item($0, section: 0), in: s) } == [0, 0])
    }

    /// Justified rows 390 wide, no spacing, target 100, tolerance 0.25 (rows 75 … 125), square
    /// photos: one alone fills at 390, two at 195, three at 130 (all above 125: the row stays
    /// open), four at 97.5 — rows of four, 97.5 high. A kept start at item 2 ends the first row
    /// after two items, stretched to fill as a full row (195 high: no more than twice 125); the
    /// rows after it break from item 2. A kept start at item 1 ends it after one, which would
    /// fill at 390 (more than 250): it keeps the target height, from the leading edge.
    @Test func aKeptStartEndsTheJustifiedRowBeforeIt() throws {
        var layout = JustifiedRowsLayout(targetRowHeight: 100, targetRowHeightTolerance: 0.25, interitemSpacing: 0, lineSpacing: 0)
        let photos = SectionData(aspectRatios: Array(repeating: 1, count: 6))
        let environment = LayoutEnvironment(width: 390, displayScale: 2)
        let natural = cellFrames(try layout.makeSnapshot(sections: [photos], environment: environment))
        #expect(natural.map(\.height) == [97.5, 97.5, 97.5, 97.5, 100, 100])
        layout.keptLineStarts = [0: [2]]
        let keptSnapshot = try layout.makeSnapshot(sections: [photos], environment: environment)
        let kept = cellFrames(keptSnapshot)
        #expect(kept[0] == CGRect(x: 0, y: 0, width: 195, height: 195))
        #expect(kept[1] == CGRect(x: 195, y: 0, width: 195, height: 195))
        #expect(kept[2...5].map(\.minY) == [195, 195, 195, 195])
        #expect(kept[2...5].map(\.height) == [97.5, 97.5, 97.5, 97.5])
        #expect((0..<6).map { layout.lineStart(ofItem: .item($0, section: 0), in: keptSnapshot) } == [0, 0, 2, 2, 2, 2])
        layout.keptLineStarts = [0: [1]]
        let alone = cellFrames(try layout.makeSnapshot(sections: [photos], environment: environment))
        #expect(alone[0] == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(alone[1...4].map(\.minY) == [100, 100, 100, 100])
        #expect(alone[1...4].map(\.height) == [97.5, 97.5, 97.5, 97.5])
    }
}
