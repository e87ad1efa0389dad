import Foundation
import Testing
import Tessera
import TesseraTestSupport

@Suite struct JustifiedRowsExamplesTests {
    /// justified-rows.json: width 390 at scale 3, insets 4 on the sides (a row runs from pixel
    /// 12 to pixel 1158), spacing 4 (12 pixels), target 110, tolerance 0.25 (82.5 … 137.5),
    /// header 36, top inset 4.
    ///   Row 1 of section 0: ratios 1.5, 2/3 (800 × 1200), 1.333. Alone 382/1.5 = 254.7 and with
    ///   the second 378/2.1667 = 174.5 are too tall; with the third, (1146 − 24)/3 = 374 points
    ///   for 3.4997 → 106.867, in range. Pixels: 1.5 · 106.867 · 3 = 480.9 → 481 (x 4, width
    ///   160.333); 2.1667 · 106.867 · 3 = 694.6 → 695, so item 1 is 214 pixels (71.333) at
    ///   (12 + 12 + 481)/3 = 168.333; item 2 ends at the content's end, 1122 − 695 = 427 pixels
    ///   (142.333) at (12 + 24 + 695)/3 = 243.667, ending at 386. y 40 … 146.867 → 40 … 147.
    ///   Section 1's last row (ratios 0.667, 1.5) keeps the target 110: 0.667 · 330 = 220.1 →
    ///   220 pixels (73.333) and 2.167 · 330 = 715.1 → 715, so 495 pixels (165) at
    ///   (12 + 12 + 220)/3 = 81.333. Rows are whole pixels high: the rows above it, each its
    ///   filling height rounded to a pixel (107, 136, 99.667, 87, 113.333, 99, 115, 72.333 in
    ///   section 0; 104.333 and 136 in section 1), with spacings 4, the bottom inset 12, the
    ///   header 36 and the top inset 4, put it at y 1197.667 (3593 pixels); it ends at 1307.667,
    ///   the bottom inset 12 → 1319.667.
    @Test func justifiedRowsExample() throws {
        let snapshot = try exampleSpec("justified-rows").makeSnapshot()
        #expect(snapshot.numberOfCells == 30)
        let f = cellFrames(snapshot)
        #expect(abs(f[0].minX - 4) < 1e-9 && abs(f[0].width - 481.0 / 3) < 1e-9 && f[0].minY == 40 && f[0].height == 107)
        #expect(abs(f[1].minX - 505.0 / 3) < 1e-9 && abs(f[1].width - 214.0 / 3) < 1e-9)
        #expect(abs(f[2].minX - 731.0 / 3) < 1e-9 && abs(f[2].width - 427.0 / 3) < 1e-9 && abs(f[2].maxX - 386) < 1e-9)
        let last = cellFrames(snapshot, section: 1)
        #expect(abs(last[5].width - 220.0 / 3) < 1e-9 && abs(last[5].minY - 3593.0 / 3) < 1e-9 && last[5].height == 110)
        #expect(abs(last[6].minX - 244.0 / 3) < 1e-9 && abs(last[6].width - 165) < 1e-9)
        #expect(snapshot.contentSize.width == 390 && abs(snapshot.contentSize.height - 3959.0 / 3) < 1e-9)
    }
}
