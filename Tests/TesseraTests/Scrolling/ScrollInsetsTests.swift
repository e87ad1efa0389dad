import Foundation
import Testing
import Tessera

/// A scroll view's adjusted content inset (bars, the safe area): the offsets it rests at,
/// where pinned elements stick, where snapping centres. Every value worked by hand.
@Suite struct ScrollInsetsTests {
    /// A 300-wide, 200-tall viewport over content 1,000 tall (a vertical strip).
    func column() -> LayoutSnapshot {
        var b = LayoutSnapshotBuilder(environment: LayoutEnvironment(containerSize: CGSize(width: 300, height: 200)))
        b.startSection()
        for i in 0..<10 { b.addCell(frame: CGRect(x: 0, y: CGFloat(i) * 100, width: 300, height: 100)) }
        return b.build(contentSize: CGSize(width: 300, height: 1_000))
    }

    @Test func offsetsRangeFromMinusTheTopInsetToTheEndPlusTheBottomInset() {
        let s = column()
        let bars = ScrollInsets(top: 91, bottom: 83)
        // From y = −91 to 1,000 − 200 + 83 = 883.
        #expect(s.contentOffsetBounds(contentInset: bars) == CGRect(x: 0, y: -91, width: 0, height: 974))
        #expect(s.clampedContentOffset(CGPoint(x: 0, y: -200), contentInset: bars) == CGPoint(x: 0, y: -91))
        #expect(s.clampedContentOffset(CGPoint(x: 0, y: 2_000), contentInset: bars) == CGPoint(x: 0, y: 883))
        #expect(s.clampedContentOffset(CGPoint(x: 0, y: -91), contentInset: bars) == CGPoint(x: 0, y: -91))
        // Without insets the old range: 0 … 800.
        #expect(s.clampedContentOffset(CGPoint(x: 0, y: -91)) == .zero)
        // Content shorter than the uncovered part rests at the top only.
        var b = LayoutSnapshotBuilder(environment: LayoutEnvironment(containerSize: CGSize(width: 300, height: 200)))
        b.startSection()
        b.addCell(frame: CGRect(x: 0, y: 0, width: 300, height: 10))
        let short = b.build(contentSize: CGSize(width: 300, height: 10))
        #expect(short.contentOffsetBounds(contentInset: bars) == CGRect(x: 0, y: -91, width: 0, height: 0))
        // Negative or NaN insets count as none.
        #expect(s.contentOffsetBounds(contentInset: ScrollInsets(top: -5, left: .nan)) == s.contentOffsetBounds)
    }

    @Test func pinnedHeadersStickBelowTheTopInsetAndFootersAboveTheBottomOne() {
        var b = LayoutSnapshotBuilder(environment: LayoutEnvironment(containerSize: CGSize(width: 300, height: 400)))
        b.startSection()
        for i in 0..<19 { b.addCell(frame: CGRect(x: 0, y: 40 + CGFloat(i) * 100, width: 300, height: 100)) }
        b.addSupplementary(
            kind: "header", at: IndexPath.item(0, section: 0), frame: CGRect(x: 0, y: 0, width: 300, height: 40),
            pinning: PinningBehavior(edge: .leading, range: 0...2_000, pinnedZIndex: 1))
        b.addSupplementary(
            kind: "footer", at: IndexPath.item(0, section: 0), frame: CGRect(x: 0, y: 1_960, width: 300, height: 40),
            pinning: PinningBehavior(edge: .trailing, range: 0...2_000, pinnedZIndex: 1))
        let s = b.build(contentSize: CGSize(width: 300, height: 2_000))
        let state = ScrollState(contentOffset: CGPoint(x: 0, y: 500), contentInset: ScrollInsets(top: 91, bottom: 83))
        let header = s.layoutAttributesForSupplementaryElement(ofKind: "header", at: IndexPath.item(0, section: 0), at: state)
        // Visible 500…900; uncovered 591…817: the header at 591, the footer ends at 817.
        #expect(header?.frame.minY == 591)
        let footer = s.layoutAttributesForSupplementaryElement(ofKind: "footer", at: IndexPath.item(0, section: 0), at: state)
        #expect(footer?.frame.minY == 777)
        let shown = s.elements(in: s.visibleBounds(at: state.contentOffset), at: state)
        #expect(shown.first { $0.representedElementKind == "header" }?.frame.minY == 591)
        // At rest below the bar (offset −91) the header is where the layout put it.
        let resting = ScrollState(contentOffset: CGPoint(x: 0, y: -91), contentInset: ScrollInsets(top: 91, bottom: 83))
        #expect(s.layoutAttributesForSupplementaryElement(ofKind: "header", at: IndexPath.item(0, section: 0), at: resting)?.frame.minY == 0)
    }

    @Test func snappingCentresWithinTheUncoveredPart() {
        // Cells 100 wide, 20 apart, after a 100 inset, in a 300-wide container: centres at
        // 150, 270, 390, … With 80 covered on the left the uncovered centre is 80 + 110 = 190
        // on screen: item k rests at its centre − 190, item 1 at 80.
        let s = stripSnapshot(count: 10, itemWidth: 100, spacing: 20, inset: 100)
        let insets = ScrollInsets(left: 80)
        let t = SnapPolicy.nearestItemCentered.targetContentOffset(proposed: CGPoint(x: 75, y: 0), velocity: .zero, current: CGPoint(x: 75, y: 0), in: s, contentInset: insets)
        #expect(t.x == 80)
        // Leading alignment: item 2's edge (340) at x 80 on screen → 260.
        let l = SnapPolicy.nearestItemLeading.targetContentOffset(proposed: CGPoint(x: 250, y: 0), velocity: .zero, current: CGPoint(x: 250, y: 0), in: s, contentInset: insets)
        #expect(l.x == 260)
        // The range now starts at −80 (a boundary too): item 0 (centre 150) centres at −40,
        // nearer to −50 than the range's start.
        let first = SnapPolicy.nearestItemCentered.targetContentOffset(proposed: CGPoint(x: -50, y: 0), velocity: .zero, current: .zero, in: s, contentInset: insets)
        #expect(first.x == -40)
        let start = SnapPolicy.nearestItemCentered.targetContentOffset(proposed: CGPoint(x: -70, y: 0), velocity: .zero, current: .zero, in: s, contentInset: insets)
        #expect(start.x == -80)
    }
}
