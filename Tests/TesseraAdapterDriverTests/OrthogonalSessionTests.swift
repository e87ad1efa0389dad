import Foundation
import Testing
import Tessera
import TesseraAdapterDriver

/// An orthogonal section: ten 100×100 groups in a row that scrolls sideways, in a 400×300 view.
/// Its offsets run 0…600 (1000 of content through a 400 viewport).
@Suite struct OrthogonalSessionTests {
    func row(_ behavior: OrthogonalScrollingBehavior) -> CollectionViewSession {
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(100)), subitems: [.item(item)])
        var section = LayoutSection(group: group)
        section.orthogonalScrollingBehavior = behavior
        let s = CollectionViewSession(CompositionalLayout(section: section), size: CGSize(width: 400, height: 300), sections: [SectionData(itemCount: 10)])
        s.layoutPass()
        return s
    }

    @Test func theDriverKeepsTheSectionsOffsetAndShowsItsItemsThere() {
        let s = row(.groupPaging)
        #expect(s.driver.offset(ofOrthogonalSection: 0) == 0)
        #expect(s.driver.orthogonalSection(at: CGPoint(x: 50, y: 50)) == 0)
        #expect(s.driver.orthogonalSection(at: CGPoint(x: 50, y: 150)) == nil)
        #expect(s.driver.setOffset(250, ofOrthogonalSection: 0) == 250)
        // Items 2…6 show: item 2 at x −50, item 6 at 350.
        let visible = cellFrames(s.layoutPass())
        #expect(Set(visible.keys) == Set((2...6).map { IndexPath.item($0, section: 0) }))
        #expect(visible[.item(2, section: 0)] == CGRect(x: -50, y: 0, width: 100, height: 100))
        #expect(s.driver.layoutAttributesForItem(at: .item(3, section: 0))?.frame.minX == 50)
        // Offsets stay in 0…600.
        #expect(s.driver.setOffset(10_000, ofOrthogonalSection: 0) == 600)
        #expect(s.driver.setOffset(-5, ofOrthogonalSection: 0) == 0)
        #expect(s.driver.setOffset(5, ofOrthogonalSection: 1) == nil)
    }

    @Test func groupPagingSnapsOneGroupPerFlick() {
        let s = row(.groupPaging)
        s.driver.setOffset(250, ofOrthogonalSection: 0)
        #expect(s.driver.targetOffset(ofOrthogonalSection: 0, withScrollingVelocity: 0.5) == 300)
        #expect(s.driver.targetOffset(ofOrthogonalSection: 0, withScrollingVelocity: -0.5) == 200)
        // At rest at 230: the nearest group edge, 200.
        s.driver.setOffset(230, ofOrthogonalSection: 0)
        #expect(s.driver.targetOffset(ofOrthogonalSection: 0, withScrollingVelocity: 0) == 200)
    }

    @Test func pagingSnapsByTheSectionsViewport() {
        let s = row(.paging)
        s.driver.setOffset(100, ofOrthogonalSection: 0)
        #expect(s.driver.targetOffset(ofOrthogonalSection: 0, withScrollingVelocity: 1) == 400)
    }

    @Test func continuousScrollingRestsWherePhysicsPutsIt() {
        let s = row(.continuous)
        // 1 pt/ms at 0.998: (1000 − 10)/1000 · 499 = 494.01 → 494 on the pixel grid.
        #expect(s.driver.targetOffset(ofOrthogonalSection: 0, withScrollingVelocity: 1) == 494)
    }

    @Test func theOffsetIsKeptAcrossARelayout() {
        let s = row(.groupPaging)
        s.driver.setOffset(300, ofOrthogonalSection: 0)
        s.dataChanged([SectionData(itemCount: 12)])
        #expect(s.driver.offset(ofOrthogonalSection: 0) == 300)
        // Fewer items: the offset is kept inside the new bounds (500 − 400 = 100).
        s.dataChanged([SectionData(itemCount: 5)])
        #expect(s.driver.offset(ofOrthogonalSection: 0) == 100)
    }
}

/// A finger scrolling an orthogonal section: touch-down, drag, release.
@Suite struct OrthogonalPanTests {
    @Test func theSectionFollowsTheFingerAndSnapsOnRelease() throws {
        let s = OrthogonalSessionTests().row(.groupPaging)
        let pan = try #require(s.driver.beginOrthogonalPan(at: CGPoint(x: 200, y: 50)))
        #expect(pan.section == 0 && pan.startOffset == 0)
        // The finger moves 250 to the left: the content scrolls 250 on.
        #expect(s.driver.updateOrthogonalPan(pan, translation: -250) == 250)
        // Released moving left at 500 pt/s (the content moves on): the next group, 300.
        let release = try #require(s.driver.endOrthogonalPan(pan, velocity: -500))
        #expect(release.targetOffset == 300)
        #expect(release.duration > 0)
        // Dragging back past the start stops at 0.
        #expect(s.driver.updateOrthogonalPan(pan, translation: 80) == 0)
        // A touch outside the section scrolls nothing sideways.
        #expect(s.driver.beginOrthogonalPan(at: CGPoint(x: 200, y: 150)) == nil)
    }
}
