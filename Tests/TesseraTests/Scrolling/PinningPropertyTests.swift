import Foundation
import PropertyBased
import Testing
import Tessera

@Suite struct PinningPropertyTests {
    /// Vertical sections of random heights, each with a pinned 40-tall header at its top and a
    /// pinned 30-tall footer at its bottom (ranges: the section's extent).
    func sections(_ heights: [CGFloat]) -> (LayoutSnapshot, [ClosedRange<CGFloat>]) {
        var b = LayoutSnapshotBuilder(environment: LayoutEnvironment(containerSize: CGSize(width: 300, height: 400)))
        var y: CGFloat = 0
        var ranges: [ClosedRange<CGFloat>] = []
        for (s, h) in heights.enumerated() {
            b.startSection()
            let range = y...(y + h)
            b.addCell(frame: CGRect(x: 0, y: y + 40, width: 300, height: max(h - 70, 0)))
            b.addSupplementary(
                kind: "header", at: .item(0, section: s), frame: CGRect(x: 0, y: y, width: 300, height: 40), zIndex: 0,
                pinning: PinningBehavior(edge: .leading, range: range, pinnedZIndex: 100))
            b.addSupplementary(
                kind: "footer", at: .item(0, section: s), frame: CGRect(x: 0, y: y + h - 30, width: 300, height: 30), zIndex: 0,
                pinning: PinningBehavior(edge: .trailing, range: range, pinnedZIndex: 100))
            ranges.append(range)
            y += h
        }
        return (b.build(contentSize: CGSize(width: 300, height: y)), ranges)
    }

    @Test func pinnedItemsStayVisibleAndInTheirSection() async {
        await propertyCheck(count: 300, input: Gen.double(in: 70...1500), Gen.double(in: 70...1500), Gen.double(in: 70...1500), Gen.double(in: -100...4600)) { h0, h1, h2, y in
            let (s, ranges) = sections([h0, h1, h2])
            let visible = s.visibleBounds(at: CGPoint(x: 0, y: y))
            let shown = s.visibleElements(at: ScrollState(contentOffset: CGPoint(x: 0, y: y)))
            for (section, range) in ranges.enumerated() {
                for kind in ["header", "footer"] {
                    let a = s.layoutAttributesForSupplementaryElement(ofKind: kind, at: .item(0, section: section), contentOffset: visible.origin)!
                    // Never leaves its section.
                    #expect(a.frame.minY >= range.lowerBound - 1e-9 && a.frame.maxY <= range.upperBound + 1e-9)
                    // While the section covers the edge it sticks to (with room for it), it is
                    // exactly at that edge of the visible bounds, so inside them.
                    if kind == "header", visible.minY >= range.lowerBound, visible.minY + 40 <= range.upperBound {
                        #expect(a.frame.minY == visible.minY)
                    }
                    if kind == "footer", visible.maxY <= range.upperBound, visible.maxY - 30 >= range.lowerBound {
                        #expect(a.frame.maxY == visible.maxY)
                    }
                    // The visible-elements query reports it iff it overlaps the visible bounds.
                    #expect(shown.contains(a) == a.frame.overlaps(visible))
                }
            }
        }
    }
}
