import Foundation
import PropertyBased
import Testing
import Tessera

@Suite struct ScrollStateTests {
    /// Vertical, container 320×480. Section 0: three 100-tall rows. Section 1 (orthogonal,
    /// horizontal): 10 cells 280 wide at x = 20 + 290i − storedOffset, y 300…450, viewport band
    /// y 300…450; its record says it is displayed at `storedOffset`.
    func snapshot(storedOffset: CGFloat) -> LayoutSnapshot {
        var b = LayoutSnapshotBuilder(environment: LayoutEnvironment(containerSize: CGSize(width: 320, height: 480)))
        b.startSection()
        for i in 0..<3 { b.addCell(frame: CGRect(x: 0, y: CGFloat(i) * 100, width: 320, height: 100)) }
        b.startSection()
        for i in 0..<10 { b.addCell(frame: CGRect(x: 20 + 290 * CGFloat(i) - storedOffset, y: 300, width: 280, height: 150)) }
        b.addSupplementary(kind: "header", at: .item(0, section: 1), frame: CGRect(x: 0, y: 450, width: 320, height: 30))
        b.orthogonalSections = [
            OrthogonalSection(
                section: 1, behavior: .groupPaging, viewport: CGRect(x: 0, y: 300, width: 320, height: 150),
                contentLength: 20 + 2800 + 90 + 20, groupStarts: (0..<10).map { 20 + 290 * CGFloat($0) }, groupLengths: Array(repeating: 280, count: 10),
                offset: storedOffset
            )
        ]
        return b.build(contentSize: CGSize(width: 320, height: 480))
    }

    @Test func orthogonalSectionAtAnOffset() {
        for stored in [CGFloat(0), 100] {
            let s = snapshot(storedOffset: stored)
            // At orthogonal offset 600, cell i shows at x = 20 + 290i − 600: i = 2 at 0…280,
            // i = 3 at 290…570 (clipped by the viewport, still visible); i = 1 ends at −10.
            let items = s.visibleItems(ofOrthogonalSection: 1, at: 600, contentOffset: .zero)
            #expect(items.map(\.indexPath) == [.item(2, section: 1), .item(3, section: 1)])
            #expect(items.map(\.frame.minX) == [0, 290])
            let all = s.visibleElements(at: ScrollState(contentOffset: .zero, orthogonalOffsets: [1: 600]))
            #expect(all.map(\.indexPath) == [.item(0, section: 0), .item(1, section: 0), .item(2, section: 0), .item(2, section: 1), .item(3, section: 1), .item(0, section: 1)])
            // Without an offset in the state, the record's offset applies: cells 0 (20…300) and 1 (310…590) at 0.
            let atRest = s.visibleElements(at: ScrollState(orthogonalOffsets: [1: 0])).filter { $0.indexPath.sectionIndex == 1 && $0.representedElementCategory == .cell }
            #expect(atRest.map(\.frame.minX) == [20, 310])
        }
    }

    @Test func orthogonalItemsOutsideTheVisibleBoundsAreNotVisible() {
        let s = snapshot(storedOffset: 0)
        // Scrolled down to y = 460, the orthogonal band (300…450) is above the visible bounds.
        #expect(s.visibleItems(ofOrthogonalSection: 1, at: 0, contentOffset: CGPoint(x: 0, y: 460)).isEmpty)
        #expect(s.visibleItems(ofOrthogonalSection: 0, at: 0, contentOffset: .zero).isEmpty)
    }

    @Test func orthogonalQueryEqualsBruteForce() async {
        let s = snapshot(storedOffset: 0)
        await propertyCheck(count: 200, input: Gen.double(in: -200...3200), Gen.double(in: -100...500)) { offset, y in
            let state = ScrollState(contentOffset: CGPoint(x: 0, y: y), orthogonalOffsets: [1: offset])
            let visible = s.visibleBounds(at: state.contentOffset).intersection(CGRect(x: 0, y: 300, width: 320, height: 150))
            let expected = (0..<10).filter { i in
                let f = CGRect(x: 20 + 290 * CGFloat(i) - offset, y: 300, width: 280, height: 150)
                return !visible.isNull && f.overlaps(visible)
            }
            let got = s.visibleElements(at: state).filter { $0.indexPath.sectionIndex == 1 && $0.representedElementCategory == .cell }
            #expect(got.map(\.indexPath.itemIndex) == expected)
        }
    }

    @Test func effectIsAppliedAtTheState() {
        var b = LayoutSnapshotBuilder(environment: LayoutEnvironment(containerSize: CGSize(width: 400, height: 200)), scrollDirection: .horizontal)
        b.startSection()
        for i in 0..<5 { b.addCell(frame: CGRect(x: 100 + 200 * CGFloat(i), y: 0, width: 200, height: 200)) }
        b.visibleItemsEffect = FlowCarouselEffect(itemLength: 200, lineSpacing: 0, sideItemScale: 0.6)
        let s = b.build(contentSize: CGSize(width: 1200, height: 200))
        // At x = 100 the visible bounds are 100…500: cells 0 (100…300) and 1 (300…500); cell 2
        // (500…700) only touches them. The centre is 300: both are 100 off → scale 0.8.
        let v = s.visibleElements(at: ScrollState(contentOffset: CGPoint(x: 100, y: 0)))
        #expect(v.map(\.indexPath.itemIndex) == [0, 1])
        #expect(v.map(\.transform.scale) == [0.8, 0.8])
        #expect(v == s.elements(in: s.visibleBounds(at: CGPoint(x: 100, y: 0)), contentOffset: CGPoint(x: 100, y: 0)))
    }
}
