import Foundation
import Testing
import Tessera
import TesseraAdapterDriver

/// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` through the snap
/// policies. UIKit passes velocity in points per millisecond; `proposed` is UIScrollView's
/// projection (at rate 0.998: (|v|·1000 − 10)/1000 · 499 points).
@Suite struct ScrollingSessionTests {
    /// One column of items 100 high in a 400×300 view: item leading edges at multiples of 100.
    func list(_ policy: SnapPolicy) -> CollectionViewSession {
        let s = CollectionViewSession(
            WaterfallLayout(columns: .fixed(1), columnSpacing: 0, itemSpacing: 0),
            size: CGSize(width: 400, height: 300), sections: [fixedHeights(20, 100)], snapPolicy: policy)
        s.layoutPass()
        return s
    }

    @Test func nearestItemLeadingTravelsWithTheFlick() {
        let s = list(.nearestItemLeading)
        // 2 pt/ms: proposed 0 + 1.99 · 499 = 993.01 → item 10's edge.
        #expect(s.release(proposed: CGPoint(x: 0, y: 993.01), velocity: CGPoint(x: 0, y: 2)) == CGPoint(x: 0, y: 1000))
        // A slow release (100 pt/s) snaps to the nearest edge, back to 0.
        #expect(s.release(proposed: CGPoint(x: 0, y: 40), velocity: CGPoint(x: 0, y: 0.1)) == .zero)
        // A flick (500 pt/s) that would snap back moves on one item.
        #expect(s.release(proposed: CGPoint(x: 0, y: 30), velocity: CGPoint(x: 0, y: 0.5)) == CGPoint(x: 0, y: 100))
        // Past the end: the last offset (2000 − 300).
        #expect(s.release(proposed: CGPoint(x: 0, y: 5000), velocity: CGPoint(x: 0, y: 9)) == CGPoint(x: 0, y: 1700))
    }

    @Test func pagingMovesOnePageAtATime() {
        let s = list(.paging)
        #expect(s.release(proposed: CGPoint(x: 0, y: 993.01), velocity: CGPoint(x: 0, y: 2)) == CGPoint(x: 0, y: 300))
        s.scroll(to: CGPoint(x: 0, y: 300))
        #expect(s.release(proposed: CGPoint(x: 0, y: -700), velocity: CGPoint(x: 0, y: -2)) == .zero)
        // A slow drag past half a page (released at 460, projected 470) goes to the next page.
        s.scroll(to: CGPoint(x: 0, y: 460))
        #expect(s.release(proposed: CGPoint(x: 0, y: 470), velocity: CGPoint(x: 0, y: 0.05)) == CGPoint(x: 0, y: 600))
        // Released short of half a page (at 400, projected 410): back to 300.
        s.scroll(to: CGPoint(x: 0, y: 400))
        #expect(s.release(proposed: CGPoint(x: 0, y: 410), velocity: CGPoint(x: 0, y: 0.05)) == CGPoint(x: 0, y: 300))
    }

    @Test func groupPagingMovesOneItemPerFlick() {
        let s = list(.groupPaging)
        #expect(s.release(proposed: CGPoint(x: 0, y: 993.01), velocity: CGPoint(x: 0, y: 2)) == CGPoint(x: 0, y: 100))
    }

    @Test func aNonFiniteProposalUsesTheDriversOwnDeceleration() {
        let s = list(.nearestItemLeading)
        // 2 pt/ms at 0.998 → 993.01 → 1000.
        #expect(s.release(proposed: CGPoint(x: 0, y: CGFloat.nan), velocity: CGPoint(x: 0, y: 2)) == CGPoint(x: 0, y: 1000))
        #expect(s.release(proposed: CGPoint(x: 0, y: 10), velocity: CGPoint(x: 0, y: CGFloat.infinity)) == .zero)
    }

    /// The default carousel in a 400×300 view: items 280 wide, side scale 0.6, so items are
    /// 280 + 40 − (280 − 168)/2 = 264 apart and centred at offsets 264·i. The carousel brings its
    /// own policy (nearest item centred) and fast deceleration (0.99: 99 points per pt/ms).
    @Test func carouselSnapsVelocityAwareAndSeveralItemsOnAStrongFlick() {
        let s = CollectionViewSession(CarouselLayout(), size: CGSize(width: 400, height: 300), sections: [SectionData(itemCount: 10)])
        s.layoutPass()
        #expect(s.driver.snapPolicy == .nearestItemCentered)
        #expect(s.driver.deceleration.rate == .fast)
        #expect(s.driver.layoutAttributesForItem(at: .item(0, section: 0))?.frame == CGRect(x: 60, y: 30, width: 280, height: 240))
        // Weak flick, 3 pt/ms: (3000 − 10)/1000 · 99 = 296.01 → item 1 (264).
        #expect(s.release(proposed: CGPoint(x: 296.01, y: 0), velocity: CGPoint(x: 3, y: 0)) == CGPoint(x: 264, y: 0))
        // Strong flick, 10 pt/ms: 989.01 → item 4 (1056) rather than item 3 (792).
        #expect(s.release(proposed: CGPoint(x: 989.01, y: 0), velocity: CGPoint(x: 10, y: 0)) == CGPoint(x: 1056, y: 0))
        // The same with the driver's own projection.
        #expect(s.release(proposed: CGPoint(x: CGFloat.nan, y: 0), velocity: CGPoint(x: 10, y: 0)) == CGPoint(x: 1056, y: 0))
    }

    @Test func carouselEffectIsAppliedAtTheCurrentOffset() {
        let s = CollectionViewSession(CarouselLayout(), size: CGSize(width: 400, height: 300), sections: [SectionData(itemCount: 10)])
        var visible = s.layoutPass()
        func cell(_ i: Int) -> LayoutAttributes? { visible.first { $0.representedElementCategory == .cell && $0.indexPath == .item(i, section: 0) } }
        // At 0 item 0 is centred (full size), item 1 a pitch away (side scale 0.6, alpha 0.6).
        #expect(cell(0)?.transform.scale == 1)
        #expect(cell(1)?.transform.scale == 0.6)
        #expect(cell(1)?.alpha == 0.6)
        // Half a pitch on (132): both are half way, 0.8 — without a new snapshot.
        #expect(s.driver.shouldInvalidateLayout(forBoundsChange: CGRect(x: 132, y: 0, width: 400, height: 300)))
        visible = s.scroll(to: CGPoint(x: 132, y: 0))
        #expect(s.lastOutcome == .scrolled)
        #expect(abs((cell(0)?.transform.scale ?? 0) - 0.8) < 1e-9)
        #expect(abs((cell(1)?.transform.scale ?? 0) - 0.8) < 1e-9)
        // The single-item query answers the same.
        #expect(abs((s.driver.layoutAttributesForItem(at: .item(1, section: 0))?.transform.scale ?? 0) - 0.8) < 1e-9)
    }
}
