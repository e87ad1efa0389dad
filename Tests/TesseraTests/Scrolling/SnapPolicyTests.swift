import Foundation
import PropertyBased
import Testing
@testable import Tessera  // whether a policy centres items is internal

@Suite struct SnapPolicyTests {
    /// 10 cells 200 wide, no spacing, inset 50, container 300: cell i spans 50 + 200i … 250 + 200i;
    /// content 50 + 2000 + 50 = 2100 wide; offsets 0 … 1800. Centring cell i: 50 + 200i + 100 − 150 = 200i.
    let strip = stripSnapshot(count: 10, itemWidth: 200, spacing: 0, inset: 50)

    func target(_ policy: SnapPolicy, current: CGFloat, velocity: CGFloat, rate: DecelerationRate = .normal) -> CGFloat {
        let proposed = Deceleration(rate: rate).restingOffset(from: current, velocity: velocity)
        return policy.targetContentOffset(proposed: CGPoint(x: proposed, y: 0), velocity: CGPoint(x: velocity, y: 0), current: CGPoint(x: current, y: 0), in: strip).x
    }

    @Test func nearestItemCentered() {
        // Slow release at 430: nearest centring boundary is 400.
        #expect(target(.nearestItemCentered, current: 430, velocity: 0) == 400)
        // Strong flick from 0 at 3000 pt/s: projected 0 + 2.99·499 = 1492.01 → 1400 (7 items on).
        #expect(target(.nearestItemCentered, current: 0, velocity: 3000) == 1400)
        // Short fast swipe: dragged 30 pt, released at 400 pt/s, fast rate: projected
        // 30 + 0.39·99 = 68.61, nearest 0 is against the swipe → moves on to 200.
        #expect(target(.nearestItemCentered, current: 30, velocity: 400, rate: .fast) == 200)
        // …and backwards: 170 − 38.61 = 131.39, nearest 200 is against it → 0.
        #expect(target(.nearestItemCentered, current: 170, velocity: -400, rate: .fast) == 0)
        // A slow release below the flick speed snaps back to the nearest: 30 + 0.09·99 = 38.91 → 0.
        #expect(target(.nearestItemCentered, current: 30, velocity: 100, rate: .fast) == 0)
        // A flick past the end rests on the last item (centred at 1800 = the end).
        #expect(target(.nearestItemCentered, current: 1700, velocity: 5000) == 1800)
    }

    @Test func leadingBoundaries() {
        // Leading edges 50 + 200i, plus the ends 0 and 1800. From 140 (v 0): 50 is 90 away, 250 is 110.
        #expect(target(.nearestItemLeading, current: 140, velocity: 0) == 50)
        #expect(target(.continuousGroupLeadingBoundary, current: 140, velocity: 0) == 50)
        // 20 is nearer the content's start (0) than the first item (50).
        #expect(target(.nearestItemLeading, current: 20, velocity: 0) == 0)
        // Leading edge 1850 lies past the end: the end 1800 is the boundary.
        #expect(target(.nearestItemLeading, current: 1790, velocity: 0) == 1800)
    }

    @Test func pagingMovesOnePageAtATime() {
        // Pages of 300: 0, 300, …, 1800. A hard flick from 320 moves one page: 600.
        #expect(target(.paging, current: 320, velocity: 5000) == 600)
        #expect(target(.paging, current: 320, velocity: -5000) == 300)
        #expect(target(.paging, current: 320, velocity: 0) == 300)
        // Slow release: 320 + 0.09·499 = 364.91 → nearest 300.
        #expect(target(.paging, current: 320, velocity: 100) == 300)
        #expect(target(.paging, current: 460, velocity: 0) == 600)
        // groupPaging: leading edges 50, 250, … one group per flick: 260 → 450.
        #expect(target(.groupPaging, current: 260, velocity: 2000) == 450)
        // groupPagingCentered: centres 200i: 260 backwards → 200.
        #expect(target(.groupPagingCentered, current: 260, velocity: -2000) == 200)
    }

    @Test func noneClampsOnly() {
        #expect(target(.none, current: 1700, velocity: 5000) == 1800)
        // 100 + 0.99·499 = 594.01.
        #expect(abs(target(.none, current: 100, velocity: 1000) - 594.01) < 1e-9)
    }

    /// Orthogonal section: groups 280 wide, 10 apart, content insets 20, viewport 400 wide:
    /// starts 20, 310, 600, 890, 1180; content 20 + 1400 + 40 + 20 = 1480; offsets 0…1080.
    let section = OrthogonalSection(
        section: 1, behavior: .groupPagingCentered, viewport: CGRect(x: 0, y: 100, width: 400, height: 150),
        contentLength: 1480, groupStarts: [20, 310, 600, 890, 1180], groupLengths: [280, 280, 280, 280, 280], offset: 0
    )

    @Test func orthogonalSectionBehaviours() {
        // groupPagingCentered: start + 140 − 200 = start − 60 → (−40→0), 250, 540, 830, (1120→1080).
        var s = section
        #expect(SnapPolicy(s.behavior).targetOffset(proposed: 260, velocity: 0, current: 260, in: s, axis: .horizontal) == 250)
        #expect(SnapPolicy(s.behavior).targetOffset(proposed: 900, velocity: 1000, current: 260, in: s, axis: .horizontal) == 540)
        #expect(SnapPolicy(s.behavior).targetOffset(proposed: 1100, velocity: 0, current: 1100, in: s, axis: .horizontal) == 1080)
        // continuousGroupLeadingBoundary: start − 20 → 0, 290, 580, 870, (1160→1080). Travels freely.
        s.behavior = .continuousGroupLeadingBoundary
        #expect(SnapPolicy(s.behavior).targetOffset(proposed: 820, velocity: 2000, current: 10, in: s, axis: .horizontal) == 870)
        // paging by the viewport's 400: 0, 400, 800, 1080.
        s.behavior = .paging
        #expect(SnapPolicy(s.behavior).targetOffset(proposed: 900, velocity: 3000, current: 100, in: s, axis: .horizontal) == 400)
        #expect(SnapPolicy(s.behavior).targetOffset(proposed: 120, velocity: 0, current: 120, in: s, axis: .horizontal) == 0)
        s.behavior = .continuous
        #expect(SnapPolicy(s.behavior).targetOffset(proposed: 123, velocity: 500, current: 100, in: s, axis: .horizontal) == 123)
    }

    @Test func orthogonalSectionThroughTheSnapshot() {
        var b = LayoutSnapshotBuilder(environment: LayoutEnvironment(width: 400, height: 600))
        b.startSection()
        b.startSection()
        b.orthogonalSections = [section]
        let s = b.build(contentSize: CGSize(width: 400, height: 600))
        #expect(s.orthogonalSection(1) == section)
        #expect(s.orthogonalSection(0) == nil)
        // From 260 at 1000 pt/s: a flick → next centred group, 540.
        #expect(s.targetOffset(ofOrthogonalSection: 1, current: 260, velocity: 1000) == 540)
        #expect(s.targetOffset(ofOrthogonalSection: 0, current: 0, velocity: 0) == nil)
        // The section's fling: 260 + 0.99·499 = 754.01 → rests at 754; snaps one group on, to 540.
        let f = s.fling(ofOrthogonalSection: 1, from: 260, velocity: 1000, deceleration: Deceleration(), frameCount: 2)
        #expect(f?.restingOffset == CGPoint(x: 754, y: 0))
        #expect(f?.targetOffset == CGPoint(x: 540, y: 0))
        #expect(f?.frames.last == CGPoint(x: 540, y: 0))
        // Past the end (1080): 1000 + 0.99·499 = 1494.01 → bounces back to 1080.
        #expect(s.fling(ofOrthogonalSection: 1, from: 1000, velocity: 1000, deceleration: Deceleration())?.restingOffset == CGPoint(x: 1080, y: 0))
        #expect(s.fling(ofOrthogonalSection: 0, from: 0, velocity: 0, deceleration: Deceleration()) == nil)
    }

    @Test func snappedOffsetIsAlwaysABoundary() async {
        await propertyCheck(
            count: 300, input: Gen.int(in: 1...60), Gen.double(in: 20...400), Gen.double(in: 0...60), Gen.double(in: 0...300),
            Gen.double(in: 0...1), Gen.double(in: -8000...8000), Gen.element(of: SnapPolicy.Kind.allCases.filter { $0 != .none })
        ) { count, width, spacing, inset, position, velocity, kind in
            let s = stripSnapshot(count: count, itemWidth: width, spacing: spacing, inset: inset)
            let policy = SnapPolicy(kind!)
            let current = position * s.contentOffsetBounds.maxX
            let proposed = Deceleration(rate: .normal).restingOffset(from: current, velocity: velocity)
            let t = policy.targetContentOffset(proposed: CGPoint(x: proposed, y: 0), velocity: CGPoint(x: velocity, y: 0), current: CGPoint(x: current, y: 0), in: s).x
            #expect(allBoundaries(policy, in: s).contains { abs($0 - t) < 1e-6 }, "\(kind!) target \(t) is not a boundary")
            // A flick never ends behind the release point (unless there is nowhere to go).
            if abs(velocity) >= policy.minimumFlickVelocity {
                let end = velocity > 0 ? s.contentOffsetBounds.maxX : 0
                #expect((t - current) * velocity > 0 || abs(current - end) < 1e-3 || !allBoundaries(policy, in: s).contains { ($0 - current) * velocity > 1e-3 })
            }
        }
    }

    @Test func zeroVelocityMovesAtMostHalfAnItem() async {
        await propertyCheck(
            count: 300, input: Gen.int(in: 1...60), Gen.double(in: 20...300), Gen.double(in: 0...60),
            Gen.double(in: 0...1), Gen.element(of: SnapPolicy.Kind.allCases.filter { $0 != .none && $0 != .paging })
        ) { count, width, spacing, position, kind in
            // Item boundaries are one pitch (item + spacing) apart. In a carousel (centred
            // policies, inset (container − item)/2) the ends are the first and last item's
            // boundaries; in a feed (leading policies, no inset) the start is the first item's
            // and the end lies within a pitch of the last one's. So the nearest boundary is at
            // most half a pitch away.
            let policy = SnapPolicy(kind!)
            let s = stripSnapshot(count: count, itemWidth: width, spacing: spacing, inset: policy.centersItems ? (300 - width) / 2 : 0)
            let current = position * s.contentOffsetBounds.maxX
            let t = policy.targetContentOffset(proposed: CGPoint(x: current, y: 0), velocity: .zero, current: CGPoint(x: current, y: 0), in: s).x
            #expect(abs(t - current) <= (width + spacing) / 2 + 1e-6)
        }
    }

}

@Suite struct OrthogonalSnapPropertyTests {
    @Test func orthogonalTargetsAreBoundaries() async {
        await propertyCheck(
            count: 300, input: Gen.int(in: 1...30), Gen.double(in: 40...400), Gen.double(in: 0...30), Gen.double(in: 0...40),
            Gen.double(in: 0...1), Gen.double(in: -6000...6000),
            Gen.element(of: [OrthogonalScrollingBehavior.paging, .groupPaging, .groupPagingCentered, .continuousGroupLeadingBoundary])
        ) { n, length, spacing, inset, position, velocity, behavior in
            // Groups `length` long, `spacing` apart after a leading inset, viewport 320 wide.
            let starts: [CGFloat] = (0..<n).map { CGFloat(inset) + CGFloat($0) * CGFloat(length + spacing) }
            let contentLength = 2 * inset + CGFloat(n) * length + CGFloat(n - 1) * spacing
            let section = OrthogonalSection(
                section: 0, behavior: behavior!, viewport: CGRect(x: 0, y: 0, width: 320, height: 100), contentLength: contentLength,
                groupStarts: starts, groupLengths: Array(repeating: CGFloat(length), count: n), offset: 0
            )
            let maxOffset = max(0, contentLength - 320)
            let current = position * maxOffset
            var d = Deceleration()
            d.rate = .fast
            let proposed = d.restingOffset(from: current, velocity: velocity)
            let t = SnapPolicy(behavior!).targetOffset(proposed: proposed, velocity: velocity, current: current, in: section, axis: .horizontal)
            var boundaries: [CGFloat] = [0, maxOffset]
            switch behavior! {
            case .paging: boundaries += stride(from: 0, through: maxOffset, by: 320).map { $0 }
            case .groupPagingCentered: boundaries += starts.map { min(max($0 + length / 2 - 160, 0), maxOffset) }
            default: boundaries += starts.map { min(max($0 - inset, 0), maxOffset) }
            }
            #expect(boundaries.contains { abs($0 - t) < 1e-6 }, "\(behavior!) → \(t)")
            // Paging moves at most one boundary past the release point.
            if section.behavior != .continuousGroupLeadingBoundary {
                let passed = boundaries.filter { ($0 - current) * (t - current) > 1e-6 && abs($0 - current) < abs(t - current) - 1e-6 }
                #expect(Set(passed).count == 0, "\(behavior!) skipped \(passed)")
            }
        }
    }
}
