import Foundation
import Testing
import Tessera
import TesseraAdapterDriver

/// The driver's orthogonal sections right to left (the fixture of `OrthogonalSessionTests`:
/// ten 100-wide groups, offsets 0 … 600, in a 400 × 300 view). Right to left item k shows at
/// x = 300 − 100k + offset, and a section's scroll view is at x = 600 − offset.
@Suite struct OrthogonalRightToLeftDriverTests {
    func row(_ behavior: OrthogonalScrollingBehavior, _ direction: UserInterfaceLayoutDirection) -> CollectionViewSession {
        let s = OrthogonalSessionTests().row(behavior)
        s.layoutDirection = direction
        s.invalidateLayout(with: .everything)
        _ = s.layoutPass()
        return s
    }

    @Test func aFingerMovingRightScrollsARightToLeftRowOn() throws {
        let s = row(.groupPaging, .rightToLeft)
        let pan = try #require(s.driver.beginOrthogonalPan(at: CGPoint(x: 200, y: 50)))
        // Right 150: offset 150 (left to right it would stay at 0).
        #expect(s.driver.updateOrthogonalPan(pan, translation: 150) == 150)
        #expect(cellFrames(s.layoutPass())[.item(4, section: 0)]?.minX == 50)
        #expect(s.driver.layoutAttributesForItem(at: .item(4, section: 0))?.frame.minX == 50)
        // Released moving right at 500 pt/s: on to the next group, 200.
        #expect(s.driver.endOrthogonalPan(pan, velocity: 500)?.targetOffset == 200)
        // Left past the first item: held at 0.
        #expect(s.driver.updateOrthogonalPan(pan, translation: -80) == 0)
        let ltr = row(.groupPaging, .leftToRight)
        let ltrPan = try #require(ltr.driver.beginOrthogonalPan(at: CGPoint(x: 200, y: 50)))
        #expect(ltr.driver.updateOrthogonalPan(ltrPan, translation: 150) == 0)
    }

    @Test func theScrollViewGeometryIsPhysical() throws {
        let s = row(.groupPaging, .rightToLeft)
        let g = try #require(s.driver.orthogonalScrollGeometry(ofSection: 0))
        #expect(g.isHorizontal && g.frame == CGRect(x: 0, y: 0, width: 400, height: 100))
        #expect(g.contentSize == CGSize(width: 1000, height: 100) && g.contentOffset == CGPoint(x: 600, y: 0))
        // The scroll view at 450: offset 150; past its right end at 640: −40, shown unclamped.
        #expect(s.driver.scrollViewDidScroll(toContentOffset: CGPoint(x: 450, y: 0), ofOrthogonalSection: 0) == 150)
        #expect(s.driver.scrollViewDidScroll(toContentOffset: CGPoint(x: 640, y: 0), ofOrthogonalSection: 0) == -40)
        #expect(s.driver.layoutAttributesForItem(at: .item(0, section: 0))?.frame.minX == 260)
        // From 130 (x 470), released toward smaller x at 0.8 pt/ms (toward later items): the
        // next group, 200, is x 400.
        s.driver.scrollViewDidScroll(toContentOffset: CGPoint(x: 470, y: 0), ofOrthogonalSection: 0)
        let target = s.driver.targetContentOffset(forProposedContentOffset: CGPoint(x: 70, y: 0), withScrollingVelocity: CGPoint(x: -0.8, y: 0), ofOrthogonalSection: 0)
        #expect(target == CGPoint(x: 400, y: 0))
    }

    @Test func turningRightToLeftOnKeepsTheOffset() throws {
        let s = row(.continuous, .leftToRight)
        s.driver.setOffset(250, ofOrthogonalSection: 0)
        s.layoutDirection = .rightToLeft
        s.invalidateLayout(with: .everything)
        let frames = cellFrames(s.layoutPass())
        // Items 2 … 6 at 350, 250, 150, 50, −50.
        #expect(s.driver.offset(ofOrthogonalSection: 0) == 250)
        #expect(
            frames.filter { $0.key.sectionIndex == 0 }.mapValues(\.minX) == [
                .item(2, section: 0): 350, .item(3, section: 0): 250, .item(4, section: 0): 150, .item(5, section: 0): 50, .item(6, section: 0): -50,
            ])
        #expect(s.driver.orthogonalScrollGeometry(ofSection: 0)?.contentOffset == CGPoint(x: 350, y: 0))
    }

    @Test func voiceOverPagesTowardLaterItems() {
        let s = row(.continuousGroupLeadingBoundary, .rightToLeft)
        #expect(s.driver.accessibilityPageOffset(ofOrthogonalSection: 0, forward: true) == 400)
        s.driver.setOffset(400, ofOrthogonalSection: 0)
        #expect(s.driver.accessibilityPageOffset(ofOrthogonalSection: 0, forward: true) == 600)
        #expect(s.driver.accessibilityPageOffset(ofOrthogonalSection: 0, forward: false) == 0)
    }
}
