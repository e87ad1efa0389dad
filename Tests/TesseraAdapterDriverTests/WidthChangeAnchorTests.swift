import Foundation
import Tessera
import Testing

@testable import TesseraAdapterDriver

/// Across a width change the first item fully shown before stays the first shown, at the same
/// distance from the top (issue 48, point 4), also when the content at the new width is at
/// first too short for it: the offset clamped at the content's end comes back as the cells
/// shown measure and the content grows.
@Suite struct WidthChangeAnchorTests {
    /// One column 400 wide, 300 high, no spacing; ten items estimated 100 (item k at 100k, the
    /// content 1,000 high), scrolled to 650: item 6 is cut, item 7 (700) is the first fully
    /// shown, 50 below the top. `queryingItem6` first scrolls to 0 and asks for item 6
    /// (600–700, off screen then), as an app may before it scrolls there itself.
    static func scrolledTo650(queryingItem6: Bool) -> CollectionViewSession {
        let s = CollectionViewSession(
            WaterfallLayout(columns: .fixed(1), columnSpacing: 0, itemSpacing: 0), size: CGSize(width: 400, height: 300),
            sections: [estimatedHeights(10, 100)])
        s.layoutPass()
        if queryingItem6 { _ = s.driver.layoutAttributesForItem(at: .item(6, section: 0)) }
        s.scroll(to: CGPoint(x: 0, y: 650))
        return s
    }

    /// Resized to 200 × 400: the estimates stay 100, item 7 is at 700, and 650 would keep it 50
    /// down, but the content (1,000) allows at most 600: it shows 100 down. Item 8 (after it)
    /// measures 150: the content is 1,050, 650 is allowed: the offset goes there (+50) and item
    /// 7 is 50 down again. Item 9 measures 150: the offset stays (item 7 is where it was).
    @Test func anOffsetClampedByTheNewWidthComesBackAsTheContentGrows() {
        let s = Self.scrolledTo650(queryingItem6: false)
        Self.expectComesBack(s)
    }

    /// The same after the app asked for item 6 off screen: the offset the driver gives after the
    /// resize (600) puts item 6 where UIKit's `scrollToItem(at: 6, at: .top)` would, but it is
    /// no scroll to item 6 (which would then keep item 6 at the top: offset 600, item 7 100
    /// down). This lost the first item fully shown in the SwiftUI notes' day of use, as the
    /// item the model of UIKit asked for last changed with the hash seed.
    @Test func theOffsetGivenAfterAResizeIsNoScrollToTheItemLastAskedFor() {
        let s = Self.scrolledTo650(queryingItem6: true)
        Self.expectComesBack(s)
    }

    static func expectComesBack(_ s: CollectionViewSession, sourceLocation: SourceLocation = #_sourceLocation) {
        s.resize(to: CGSize(width: 200, height: 400))
        #expect(s.bounds.minY == 600, sourceLocation: sourceLocation)
        #expect(s.driver.layoutAttributesForItem(at: .item(7, section: 0))?.frame.minY == 700, sourceLocation: sourceLocation)
        let r = s.cellMeasured(.item(8, section: 0), size: CGSize(width: 200, height: 150))
        #expect(r.adjustment == CGPoint(x: 0, y: 50), sourceLocation: sourceLocation)
        #expect(s.bounds.minY == 650, sourceLocation: sourceLocation)
        let again = s.cellMeasured(.item(9, section: 0), size: CGSize(width: 200, height: 150))
        #expect(again.adjustment == .zero, sourceLocation: sourceLocation)
        #expect(s.bounds.minY == 650, sourceLocation: sourceLocation)
        #expect(s.driver.layoutAttributesForItem(at: .item(7, section: 0))?.frame.minY == 700, sourceLocation: sourceLocation)
    }
}
