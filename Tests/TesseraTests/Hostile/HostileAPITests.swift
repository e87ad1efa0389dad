import Foundation
import Testing
import Tessera
import TesseraSpec
import TesseraViewLayout
import TesseraTestSupport

/// The public API called with NaN, infinity, huge and empty values: it returns nil, throws or
/// takes a documented substitute, and never traps or returns a NaN.
@Suite struct HostileAPITests {
    private let environment = LayoutEnvironment(containerSize: CGSize(width: 320, height: 480))

    private func waterfall() throws -> LayoutSnapshot {
        try WaterfallLayout(columns: .fixed(2), columnSpacing: 0, itemSpacing: 0, sectionInsets: .zero, headerHeight: 44)
            .makeSnapshot(sections: [SectionData(itemCount: 40)], environment: environment)
    }

    private func carousel() throws -> LayoutSnapshot {
        try LayoutSpec.decode(Data(#"{"container": {"width": 320, "height": 200}, "sections": [{"itemCount": 10}], "layout": {"carousel": {"itemWidth": {"absolute": 200}}}}"#.utf8)).makeSnapshot()
    }

    private func isFinite(_ p: CGPoint) -> Bool { p.x.isFinite && p.y.isFinite }
    private func isFinite(_ a: LayoutAttributes) -> Bool {
        a.frame.isFiniteRect && a.alpha.isFinite && a.transform.scale.isFinite && a.transform.translateX.isFinite && a.transform.translateY.isFinite
    }

    @Test func indexPathsWithoutTwoIndicesAnswerNil() throws {
        let s = try waterfall()
        #expect(s.layoutAttributesForSupplementaryElement(ofKind: "header", at: IndexPath.item(0, section: 0)) != nil)
        for path in [IndexPath(), IndexPath(index: 0), IndexPath(indexes: [0, 0, 0])] {
            #expect(s.layoutAttributesForSupplementaryElement(ofKind: "header", at: path) == nil)
            #expect(s.layoutAttributesForSupplementaryElement(ofKind: "header", at: path, contentOffset: .zero) == nil)
            #expect(s.layoutAttributesForDecorationView(ofKind: "background", at: path) == nil)
            #expect(s.layoutAttributesForItem(at: path) == nil)
        }
    }

    @Test func nonFiniteOffsetsAndVelocities() throws {
        let s = try waterfall()
        let nan = CGPoint(x: CGFloat.nan, y: .nan)
        // NaN counts as 0: a release at rest at the top stays there.
        let f = s.fling(from: nan, velocity: nan, deceleration: Deceleration(), snapPolicy: .none, frameCount: 3)
        #expect(f.restingOffset == .zero && f.targetOffset == .zero && f.unboundedRestingOffset == .zero)
        #expect(f.frames == [.zero, .zero, .zero])
        let inf = s.fling(from: CGPoint(x: 0, y: CGFloat.infinity), velocity: CGPoint(x: 0, y: -CGFloat.infinity), deceleration: Deceleration(), snapPolicy: .none)
        #expect(isFinite(inf.restingOffset) && isFinite(inf.targetOffset) && isFinite(inf.unboundedRestingOffset))
        #expect(s.clampedContentOffset(nan) == .zero)
        #expect(s.visibleBounds(at: nan) == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(s.elements(in: CGRect(x: 0, y: 0, width: 320, height: 480), contentOffset: nan).allSatisfy(isFinite))

        let c = try carousel()
        for offset in [nan, CGPoint(x: CGFloat.infinity, y: 0), CGPoint(x: -1e300, y: 0)] {
            #expect(c.allElements(contentOffset: offset).allSatisfy(isFinite))
            #expect(c.elements(in: CGRect(x: 0, y: 0, width: 5000, height: 200), contentOffset: offset).allSatisfy(isFinite))
            let r = c.fling(from: offset, velocity: nan, deceleration: Deceleration(rate: .fast), snapPolicy: .nearestItemCentered)
            #expect(isFinite(r.restingOffset) && isFinite(r.targetOffset))
        }
    }

    @Test func orthogonalSectionsWithNaN() throws {
        let spec = try LayoutSpec.decode(
            Data(
                #"""
                {"container": {"width": 320, "height": 480}, "sections": [{"itemCount": 10}],
                 "layout": {"compositional": {"section": {"orthogonalScrollingBehavior": "groupPaging",
                   "group": {"kind": "horizontal", "size": {"width": {"absolute": 100}, "height": {"absolute": 50}},
                             "subitems": [{"item": {"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}}]}}}}}
                """#.utf8))
        let s = try spec.makeSnapshot()
        #expect(s.visibleItems(ofOrthogonalSection: 0, at: 0, contentOffset: .zero).count == 4)
        #expect(s.visibleItems(ofOrthogonalSection: 0, at: .nan, contentOffset: .zero).isEmpty)
        #expect(s.visibleItems(ofOrthogonalSection: 0, at: .infinity, contentOffset: .zero).allSatisfy(isFinite))
        let f = try #require(s.fling(ofOrthogonalSection: 0, from: .nan, velocity: .nan, deceleration: Deceleration()))
        #expect(f.restingOffset == .zero && f.targetOffset == .zero)
    }

    @Test func hugeCountsAreRefusedOrClamped() throws {
        let error = thrownError { try WaterfallLayout(columns: .fixed(2)).makeSnapshot(sections: [SectionData(itemCount: Int.max)], environment: environment) } as? LayoutError
        #expect(error == LayoutError(.tooMany(.cells(Int.max), limit: LayoutLimits.absoluteMaximumElements), at: ["sections"]))
        #expect(error?.message.hasPrefix("too many elements: the layout would lay out 9223372036854775807 cells") == true)
        let twoHuge =
            thrownError { try CarouselLayout(itemWidth: .absolute(100)).makeSnapshot(sections: [SectionData(itemCount: Int.max / 2), SectionData(itemCount: Int.max / 2)], environment: environment) }
            as? LayoutError
        #expect(twoHuge?.path == ["sections"])

        #expect(Deceleration().frames(from: .zero, to: CGPoint(x: 0, y: 100), count: Int.max).count == LayoutLimits.maximumFrames)
        #expect(try waterfall().fling(from: .zero, velocity: CGPoint(x: 0, y: 100), deceleration: Deceleration(), snapPolicy: .none, frameCount: Int.max).frames.count == LayoutLimits.maximumFrames)
    }

    @Test func carouselEffectWithHugeKnobs() {
        let effect = FlowCarouselEffect(itemLength: 100, lineSpacing: 10, sideItemScale: 1e300, sideItemAlpha: 1e300, sideItemShift: 1e300)
        var elements = [LayoutAttributes.cell(IndexPath.item(0, section: 0), frame: CGRect(x: 0, y: 0, width: 100, height: 100), zIndex: 0)]
        effect.apply(to: &elements, contentOffset: CGPoint(x: CGFloat.nan, y: 0), environment: environment)
        effect.apply(to: &elements, contentOffset: .zero, environment: environment)
        #expect(elements.allSatisfy { abs($0.zIndex) <= 1_000_000 })
    }

    @Test func viewTreesWithHostileProposalsAndSpans() throws {
        let tree = ViewNode.rect
        #expect(errorLine { try tree.sizeThatFits(ProposedViewSize(width: .nan, height: 10)) } == "proposal.width: must be >= 0, got nan")
        #expect(errorLine { try tree.sizeThatFits(ProposedViewSize(width: 10, height: -1)) } == "proposal.height: must be >= 0, got -1")
        #expect(try tree.sizeThatFits(ProposedViewSize(width: 10, height: 20)) == CGSize(width: 10, height: 20))
        // A span past the grid's columns: clamped, laid out like SwiftUI's span of every column.
        let result = try ViewNode.grid(rows: [
            .row([ViewNode.fixed(width: 50, height: 20), ViewNode.fixed(width: 30, height: 30)]),
            .row([ViewNode.fixed(width: 80, height: 10).gridCellColumns(Int.max)]),
        ]).layout(in: CGSize(width: 200, height: 200))
        let frames = result.leafFrames
        #expect(frames.count == 3 && frames.allSatisfy { $0.isFiniteRect })
    }
}

extension HostileAPITests {
    @Test func snapPoliciesWithNaN() throws {
        let c = try carousel()
        let nan = CGPoint(x: CGFloat.nan, y: .nan)
        for policy in [SnapPolicy.nearestItemCentered, .none, SnapPolicy(.paging)] {
            let t = policy.targetContentOffset(proposed: nan, velocity: nan, current: nan, in: c)
            #expect(t.x.isFinite && t.y.isFinite)
        }
    }
}
