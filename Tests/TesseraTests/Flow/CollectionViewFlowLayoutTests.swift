import Foundation
import Testing
import Tessera
import TesseraBenchmarkFixtures

/// The flow layout's rules, each with values worked out by hand. Container 320 wide, scale 2
/// unless a test says otherwise.
@Suite struct CollectionViewFlowLayoutTests {
    static func environment(_ width: CGFloat = 320, height: CGFloat = 480, scale: CGFloat = 2) -> LayoutEnvironment {
        LayoutEnvironment(containerSize: CGSize(width: width, height: height), displayScale: scale)
    }

    static func cells(_ s: LayoutSnapshot, section: Int = 0) -> [CGRect] {
        (0..<s.numberOfItems(inSection: section)).compactMap { s.layoutAttributesForItem(at: .item($0, section: section))?.frame }
    }

    static func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect { CGRect(x: x, y: y, width: w, height: h) }

    // Items of 90 with at least 10 between them in 320: three fit (290); the 30 left over is
    // shared by the two gaps, 25 each: x 0, 115, 230. Lines are 90 tall, 10 apart.
    @Test func aFullLineSharesItsLeftoverBetweenItsGaps() throws {
        let layout = CollectionViewFlowLayout(itemSize: CGSize(width: 90, height: 90))
        let s = try layout.makeSnapshot(sections: [SectionData(itemCount: 6)], environment: Self.environment())
        #expect(Self.cells(s).map(\.minX) == [0, 115, 230, 0, 115, 230])
        #expect(Self.cells(s).map(\.minY) == [0, 0, 0, 100, 100, 100])
        #expect(s.contentSize == CGSize(width: 320, height: 190))
    }

    // The last line stands where a full line's items would: item 3 of 4 at x 0 and item 4 of 5
    // at 0 and 115, not spread across the line.
    @Test func theLastLineKeepsTheColumnsOfAFullLine() throws {
        let layout = CollectionViewFlowLayout(itemSize: CGSize(width: 90, height: 90))
        let four = try layout.makeSnapshot(sections: [SectionData(itemCount: 4)], environment: Self.environment())
        #expect(Self.cells(four)[3] == Self.rect(0, 100, 90, 90))
        let five = try layout.makeSnapshot(sections: [SectionData(itemCount: 5)], environment: Self.environment())
        #expect(Self.cells(five)[3...].map(\.minX) == [0, 115])
    }

    // Items of 200 in 320: one to a line, so each is centred, (320 − 200) / 2 = 60, the last too.
    @Test func aLineHoldingOneItemCentresIt() throws {
        let layout = CollectionViewFlowLayout(itemSize: CGSize(width: 200, height: 40))
        let s = try layout.makeSnapshot(sections: [SectionData(itemCount: 2)], environment: Self.environment())
        #expect(Self.cells(s) == [Self.rect(60, 0, 200, 40), Self.rect(60, 50, 200, 40)])
    }

    // Per-item sizes: 100 × 60 and 150 × 30 share a line (leftover 60 in one gap: x 0 and 170);
    // the line is 60 tall and the thinner item is centred, y 15. An item of 400, wider than the
    // line, gets a line of its own at x 0.
    @Test func thinnerItemsAreCentredInTheirLine() throws {
        let sizes = [CGSize(width: 100, height: 60), CGSize(width: 150, height: 30), CGSize(width: 400, height: 20)]
        let layout = CollectionViewFlowLayout(sizeForItem: { sizes[$0.itemIndex] })
        let s = try layout.makeSnapshot(sections: [SectionData(itemCount: 3)], environment: Self.environment())
        #expect(Self.cells(s) == [Self.rect(0, 0, 100, 60), Self.rect(170, 15, 150, 30), Self.rect(0, 70, 400, 20)])
    }

    // Header 40 across the whole width, inset top 8, lines, inset bottom 12, footer 30. The line
    // is 320 − 16 − 24 = 280 long: items of 60 with 10 between fit four (270), 10 left over in
    // three gaps: x 16 + k × 73⅓ (16, 89⅓, 162⅔, 236), each edge rounded to the nearest 0.5
    // (89.5, 162.5). An empty second section keeps its header, insets and footer: 40 + 20 + 30.
    @Test func aSectionIsItsHeaderInsetLinesInsetAndFooter() throws {
        var layout = CollectionViewFlowLayout(itemSize: CGSize(width: 60, height: 50))
        layout.sectionInset = DirectionalEdgeInsets(top: 8, leading: 16, bottom: 12, trailing: 24)
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        layout.footerReferenceSize = CGSize(width: 0, height: 30)
        let s = try layout.makeSnapshot(sections: [SectionData(itemCount: 4), SectionData(itemCount: 0)], environment: Self.environment())
        #expect(Self.cells(s).map(\.minX) == [16, 89.5, 162.5, 236])
        #expect(Self.cells(s).allSatisfy { $0.minY == 48 && $0.width == 60 })
        #expect(s.layoutAttributesForSupplementaryElement(ofKind: ElementKind.header, at: .item(0, section: 0))?.frame == Self.rect(0, 0, 320, 40))
        #expect(s.layoutAttributesForSupplementaryElement(ofKind: ElementKind.footer, at: .item(0, section: 0))?.frame == Self.rect(0, 110, 320, 30))
        #expect(s.layoutAttributesForSupplementaryElement(ofKind: ElementKind.header, at: .item(0, section: 1))?.frame == Self.rect(0, 140, 320, 40))
        #expect(s.contentSize.height == CGFloat(140 + 40 + 20 + 30))
    }

    // Scrolling sideways, lines are columns down a container 200 tall: items 50 × 90 with 10
    // between fit two per column (190), 10 left over: y 0 and 110; columns 50 wide, 10 apart.
    @Test func scrollingSidewaysMakesColumns() throws {
        let layout = CollectionViewFlowLayout(scrollDirection: .horizontal, itemSize: CGSize(width: 50, height: 90))
        let s = try layout.makeSnapshot(sections: [SectionData(itemCount: 3)], environment: Self.environment(320, height: 200))
        #expect(Self.cells(s) == [Self.rect(0, 0, 50, 90), Self.rect(0, 110, 50, 90), Self.rect(60, 0, 50, 90)])
        #expect(s.contentSize == CGSize(width: 110, height: 200))
    }

    // Sideways and right to left, the columns are mirrored across the content's width, 110:
    // x 110 − 0 − 50 = 60 for the first column, 0 for the second. An append lays it out again
    // (the width changes), giving what a full layout gives.
    @Test func sidewaysRightToLeftMirrorsAcrossTheContent() throws {
        let layout = CollectionViewFlowLayout(scrollDirection: .horizontal, itemSize: CGSize(width: 50, height: 90))
        var environment = Self.environment(320, height: 200)
        environment.layoutDirection = .rightToLeft
        let s = try layout.makeSnapshot(sections: [SectionData(itemCount: 3)], environment: environment)
        #expect(Self.cells(s) == [Self.rect(60, 0, 50, 90), Self.rect(60, 110, 50, 90), Self.rect(0, 0, 50, 90)])
        let appended = try layout.snapshot(s, appendingItems: SectionData(itemCount: 2), newSections: [])
        let full = try layout.makeSnapshot(sections: [SectionData(itemCount: 5)], environment: environment)
        #expect(appended.allElements() == full.allElements())
        #expect(Self.cells(full).map(\.minX) == [120, 120, 60, 60, 0])
    }

    // Right to left, the layout is mirrored: the first item at 320 − 90 = 230.
    @Test func rightToLeftMirrorsTheLayout() throws {
        let layout = CollectionViewFlowLayout(itemSize: CGSize(width: 90, height: 90))
        var environment = Self.environment()
        environment.layoutDirection = .rightToLeft
        let s = try layout.makeSnapshot(sections: [SectionData(itemCount: 4)], environment: environment)
        #expect(Self.cells(s).map(\.minX) == [230, 115, 0, 230])
    }

    // The safe area comes before the section inset across the scroll axis: 20 + 10 on each side
    // leaves 260, three items of 80 with 10 between (260): x 30, 120, 210.
    @Test func theSectionInsetReferenceAddsTheSafeArea() throws {
        var layout = CollectionViewFlowLayout(itemSize: CGSize(width: 80, height: 80))
        layout.sectionInset = DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        layout.sectionInsetReference = .fromSafeArea
        var environment = Self.environment()
        environment.safeAreaInsets = DirectionalEdgeInsets(top: 47, leading: 20, bottom: 34, trailing: 20)
        let s = try layout.makeSnapshot(sections: [SectionData(itemCount: 3)], environment: environment)
        #expect(Self.cells(s).map(\.minX) == [30, 120, 210])
    }

    // A pinned header of section 1 (at 100: section 0 is a 40 header and one line of 60) sticks
    // to the top at offset 130 with zIndex 1024, and rests with zIndex 0 at offset 0.
    @Test func aPinnedHeaderSticksWithItsZIndex() throws {
        var layout = CollectionViewFlowLayout(itemSize: CGSize(width: 60, height: 60))
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        layout.sectionHeadersPinToVisibleBounds = true
        let s = try layout.makeSnapshot(sections: [SectionData(itemCount: 2), SectionData(itemCount: 20)], environment: Self.environment(height: 300))
        let pinned = s.layoutAttributesForSupplementaryElement(ofKind: ElementKind.header, at: .item(0, section: 1), contentOffset: CGPoint(x: 0, y: 130))
        #expect(pinned?.frame == Self.rect(0, 130, 320, 40))
        #expect(pinned?.zIndex == CollectionViewFlowLayout.pinnedZIndex)
        let resting = s.layoutAttributesForSupplementaryElement(ofKind: ElementKind.header, at: .item(0, section: 1), contentOffset: .zero)
        #expect(resting?.frame == Self.rect(0, 100, 320, 40))
        #expect(resting?.zIndex == 0)
    }

    // Self-sizing: an item is its estimate (100 × 40) until its cell reports 150 × 70.4, which
    // then replaces it. Before: two estimates on the last line, which could hold a third of
    // 100 (210 + 110 = 320), so they stand at 0 and 110. After: 150 and 100 leave 60, too little
    // for another 100, so they spread to 0 and 220; the line is 70.4 tall (its edge rounded to
    // 70.5) and the thinner item is centred at (70.4 − 40) / 2 = 15.2, rounded to 15. Without
    // self-sizing the report is ignored and the item is `itemSize`.
    @Test func aMeasuredSizeReplacesTheEstimate() throws {
        var layout = CollectionViewFlowLayout(estimatedItemSize: .estimated(CGSize(width: 100, height: 40)))
        var items = [ItemData(), ItemData()]
        let before = try layout.makeSnapshot(sections: [SectionData(items: items)], environment: Self.environment())
        #expect(Self.cells(before) == [Self.rect(0, 0, 100, 40), Self.rect(110, 0, 100, 40)])
        items[0].measuredSize = CGSize(width: 150, height: 70.4)
        let after = try layout.makeSnapshot(sections: [SectionData(items: items)], environment: Self.environment())
        #expect(Self.cells(after) == [Self.rect(0, 0, 150, 70.5), Self.rect(220, 15, 100, 40)])
        layout.estimatedItemSize = .none
        let fixed = try layout.makeSnapshot(sections: [SectionData(items: items)], environment: Self.environment())
        #expect(Self.cells(fixed)[0].size == CGSize(width: 50, height: 50))
    }

    // A negative line spacing overlaps lines (UPCarouselFlowLayout's carousel uses one) but never
    // starts a line before the one before it, and the content holds the thickest line: items
    // 300 wide (one to a line), 100 then 10 tall. Spacing −95: the second line at 100 − 95 = 5,
    // the content 100 long (the first line's end, past the second's 15). Spacing −150: at 0.
    @Test func aNegativeLineSpacingOverlapsLinesButNeverGoesBack() throws {
        let sizes = [CGSize(width: 300, height: 100), CGSize(width: 300, height: 10)]
        for (spacing, second) in [(CGFloat(-95), CGFloat(5)), (-150, 0)] {
            let layout = CollectionViewFlowLayout(minimumLineSpacing: spacing, sizeForItem: { sizes[$0.itemIndex] })
            let s = try layout.makeSnapshot(sections: [SectionData(itemCount: 2)], environment: Self.environment())
            #expect(Self.cells(s).map(\.minY) == [0, second])
            #expect(s.contentSize.height == 100)
        }
    }

    // Bad values name themselves.
    @Test func badValuesAreErrorsWithTheirPath() throws {
        let env = Self.environment()
        #expect(throws: LayoutError.self) { try CollectionViewFlowLayout(minimumInteritemSpacing: -1).makeSnapshot(sections: [SectionData(itemCount: 1)], environment: env) }
        do {
            _ = try CollectionViewFlowLayout(sectionInset: DirectionalEdgeInsets(top: 0, leading: 200, bottom: 0, trailing: 120))
                .makeSnapshot(sections: [SectionData(itemCount: 1)], environment: env)
            Issue.record("insets leaving no room were accepted")
        } catch let error as LayoutError {
            #expect(error.path == ["sectionInset"])
        }
        do {
            _ = try CollectionViewFlowLayout(sizeForItem: { $0.itemIndex == 2 ? CGSize(width: CGFloat.nan, height: 10) : CGSize(width: 10, height: 10) })
                .makeSnapshot(sections: [SectionData(itemCount: 3)], environment: env)
            Issue.record("a NaN item size was accepted")
        } catch let error as LayoutError {
            #expect(error.path == ["sections", .index(0), "items", .index(2)])
        }
    }

    // Random data: no overlaps, inside the content, on the grid, mirrored right to left, rect
    // queries equal to brute force, appends equal to a full layout, and nothing appended before
    // the append boundary. Sizes come from the delegate or from the items' data.
    @Test func invariantsHoldOnRandomSections() throws {
        var rng = SplitMix(seed: 0xF10)
        for round in 0..<40 {
            let counts = (0..<rng.int(1...3)).map { _ in rng.int(0...25) }
            let sizes = counts.map { n in (0..<n).map { _ in CGSize(width: rng.number(1...200), height: rng.number(1...120)) } }
            var layout = CollectionViewFlowLayout(
                minimumLineSpacing: rng.number(0...20), minimumInteritemSpacing: rng.number(0...20),
                sectionInset: DirectionalEdgeInsets(top: rng.number(0...10), leading: rng.number(0...20), bottom: rng.number(0...10), trailing: rng.number(0...20)),
                headerReferenceSize: CGSize(width: 0, height: rng.pick([0, 24, 40])), footerReferenceSize: CGSize(width: 0, height: rng.pick([0, 16])),
                sectionHeadersPinToVisibleBounds: rng.chance(0.5)
            )
            let data: TestSections
            if round.isMultiple(of: 2) {
                layout.sizeForItem = { sizes[$0.sectionIndex][$0.itemIndex] }
                data = TestSections(items: counts.map { _ in nil }, counts: counts)
            } else {
                data = TestSections(items: sizes.map { $0.map { ItemData.size($0.width, $0.height) } }, counts: counts)
            }
            try expectCollectionLayoutInvariants(layout, data: data, width: 320, scale: rng.pick([1, 2, 3]), rng: &rng)
        }
    }

    // Appending to a last line that becomes full spreads it anew: two items of 90 stand at 0 and
    // 115 (a third would fit); appending the third spreads the line the same way, and a fourth
    // starts a line at 100. The footer moves down with them.
    @Test func anAppendLaysOutTheOpenLineAgain() throws {
        let layout = CollectionViewFlowLayout(itemSize: CGSize(width: 90, height: 90), footerReferenceSize: CGSize(width: 0, height: 20))
        let env = Self.environment()
        let two = try layout.makeSnapshot(sections: [SectionData(itemCount: 2)], environment: env)
        #expect(layout.appendBoundary(of: two) == -1)
        let four = try layout.snapshot(two, appendingItems: SectionData(itemCount: 2), newSections: [SectionData(itemCount: 1)])
        #expect(Self.cells(four).map(\.minX) == [0, 115, 230, 0])
        #expect(Self.cells(four).map(\.minY) == [0, 0, 0, 100])
        #expect(four.layoutAttributesForSupplementaryElement(ofKind: ElementKind.footer, at: .item(0, section: 0))?.frame == Self.rect(0, 190, 320, 20))
        #expect(Self.cells(four, section: 1) == [Self.rect(0, 210, 90, 90)])
        #expect(four.allElements() == (try layout.makeSnapshot(sections: [SectionData(itemCount: 4), SectionData(itemCount: 1)], environment: env)).allElements())
    }
}
