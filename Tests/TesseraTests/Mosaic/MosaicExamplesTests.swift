import Foundation
import Testing
import Tessera
import TesseraTestSupport

@Suite struct MosaicExamplesTests {
    /// explore.json: 19 items, width 390, spacing 1, scale 3 → 4 groups, 8 · 391/3 = 1042.667.
    @Test func exploreExample() throws {
        let snapshot = try exampleSpec("explore").makeSnapshot()
        #expect(snapshot.numberOfCells == 19)
        #expect(abs(snapshot.contentSize.height - 3128.0 / 3) < 1e-9)
    }

    /// mosaic-custom.json: 4 columns in 390 with spacing 2 → u = (390 − 6)/4 = 96, step 98;
    /// groups of 8 in 3 rows; 24 items → 3 groups → 9 rows → 882. Group 1 is mirrored: its
    /// big tile is at column 2, x = 196, y = 3 · 98 = 294, 2·96 + 2 = 194 square.
    @Test func customExample() throws {
        let snapshot = try exampleSpec("mosaic-custom").makeSnapshot()
        #expect(snapshot.contentSize.height == 882)
        #expect(snapshot.layoutAttributesForItem(at: .item(8, section: 0))?.frame == CGRect(x: 196, y: 294, width: 194, height: 194))
    }
}
