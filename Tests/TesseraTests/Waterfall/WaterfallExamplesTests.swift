import Foundation
import Testing
import Tessera
import TesseraTestSupport

@Suite struct WaterfallExamplesTests {
    @Test(arguments: ["pinterest", "waterfall-sections", "waterfall-adaptive", "waterfall-rtl"])
    func exampleLaysOut(name: String) throws {
        let spec = try exampleSpec(name)
        #expect(spec.layout is WaterfallLayout)
        let snapshot = try spec.makeSnapshot()
        #expect(snapshot.numberOfCells == spec.sections.reduce(0) { $0 + $1.count })
        for a in snapshot.allElements() { #expect(spec.environment.pixelGrid.isAligned(a.frame)) }
    }

    /// Pinterest: 390 wide, padding 6 → 2 columns of (390 − 12 − 6)/2 = 186 at x 6 and 198.
    @Test func pinterestColumns() throws {
        let snapshot = try exampleSpec("pinterest").makeSnapshot()
        #expect(Set(snapshot.allElements().map(\.frame.minX)) == [6, 198])
        #expect(Set(snapshot.allElements().map(\.frame.width)) == [186])
    }

    /// waterfall-sections scrolls to 700, inside section 0 (its ten photos in two columns run
    /// well past 1000 points), so section 0's header is pinned at the top of the visible bounds.
    @Test func sectionsExamplePinsTheHeaderAtItsOffset() throws {
        let spec = try exampleSpec("waterfall-sections")
        let snapshot = try spec.makeSnapshot()
        let header = snapshot.layoutAttributesForSupplementaryElement(ofKind: "header", at: .item(0, section: 0), contentOffset: spec.contentOffset(in: snapshot))
        #expect(header?.frame == CGRect(x: 0, y: 700, width: 390, height: 44))
        #expect(header?.zIndex == WaterfallLayout.pinnedZIndex)
        #expect(snapshot.layoutAttributesForSupplementaryElement(ofKind: "header", at: .item(0, section: 2))?.frame.height == 64)
    }

    /// waterfall-adaptive: 834 − 20 = 814 available, minimum 180, spacing 10 →
    /// floor(824 / 190) = 4 columns of (814 − 30)/4 = 196.
    @Test func adaptiveExampleHasFourColumns() throws {
        let snapshot = try exampleSpec("waterfall-adaptive").makeSnapshot()
        #expect(Set(snapshot.allElements().map(\.frame.minX)) == [10, 216, 422, 628])
    }
}
