import Foundation
import Testing
import Tessera
import TesseraViewLayout
import TesseraBenchmarkFixtures

/// Depth costs linearly: every container answers a size or a guide once per proposal in a pass,
/// so nested ZStacks and nested flexible frames (each asks its child for its guides on both axes,
/// 2^depth questions without the pass's memo) ask their innermost leaf as often at depth 40 as at 8.
@Suite struct DepthLinearityTests {
    static func nestedZStacks(_ depth: Int) -> ViewNode {
        var node = ViewNode.rect.frame(width: 10, height: 10)
        for level in 0..<depth {
            node = ViewNode.zstack(alignment: level % 2 == 0 ? .topLeading : .center) {
                node; ViewNode.fixed(width: 4, height: 4)
            }
        }
        return node
    }

    static func nestedFlexibleFrames(_ depth: Int) -> ViewNode {
        var node = ViewNode.text(width: 40, height: 10)
        for level in 0..<depth { node = node.frame(minWidth: 5, maxWidth: CGFloat(100 + level), alignment: level % 2 == 0 ? .leading : .bottomTrailing) }
        return node
    }

    @Test(arguments: [8, 22, 40])
    func nestedZStacksAskTheirLeafAFixedNumberOfTimes(depth: Int) throws {
        let result = try Self.nestedZStacks(depth).layout(in: CGSize(width: 100, height: 100))
        // The innermost frame is 10×10 and every level is that size (the 4×4 view fits inside):
        // the top-leading levels put it at the level's origin, the centred ones keep it centred.
        #expect(result.leaves[0].frame == CGRect(x: 45, y: 45, width: 10, height: 10))
        // One proposal reaches every level (a ZStack proposes its own): the leaf is measured
        // once and asked for its size a few times whatever the depth (5: its frame's size, its
        // two guides' dimensions, its placement); the fixed views are never measured.
        #expect(result.leaves[0].measurementCount == 1)
        #expect(result.leaves[0].sizeQueryCount <= 5)
        #expect(result.totalMeasurements == 1)
    }

    @Test(arguments: [8, 22, 40])
    func nestedFlexibleFramesAskTheirLeafAFixedNumberOfTimes(depth: Int) throws {
        let result = try Self.nestedFlexibleFrames(depth).layout(in: CGSize(width: 300, height: 100))
        // Every frame's proposal is clamped to at most 100 + level: the innermost gets 100, the
        // text keeps its 40 × 10 line. Each frame takes min(proposal, max) wide; the text sits at
        // the leading edge of the innermost 100-wide frame, whose place the outer ones decide.
        #expect(result.leaves[0].frame.size == CGSize(width: 40, height: 10))
        #expect(result.leaves[0].measurementCount == 1)
        #expect(result.leaves[0].sizeQueryCount <= 7)
    }

    @Test func depthDoesNotMultiplyQueries() throws {
        let shallow = try Self.nestedZStacks(8).layout(in: CGSize(width: 100, height: 100))
        let deep = try Self.nestedZStacks(40).layout(in: CGSize(width: 100, height: 100))
        #expect(shallow.leaves[0].sizeQueryCount == deep.leaves[0].sizeQueryCount)
        let frames8 = try Self.nestedFlexibleFrames(8).layout(in: CGSize(width: 300, height: 100))
        let frames40 = try Self.nestedFlexibleFrames(40).layout(in: CGSize(width: 300, height: 100))
        #expect(frames8.leaves[0].sizeQueryCount == frames40.leaves[0].sizeQueryCount)
    }

    /// Stacks alternating with flexible frames (`DeepViewWorkloads.stacksAndFrames`): each
    /// stack asks its text and its frame at ∞, 0 and their offers along its axis, passing its
    /// own proposal across, so a view is asked many proposals (tens), but the frames clamp them
    /// to the same few lengths level after level: past the first levels every view is asked no
    /// more than the one four levels above it. Counted, not timed: the measurements added by
    /// going from 64 to 128 levels are exactly twice those added from 32 to 64 (linear), and
    /// no leaf is measured more often at 128 levels than at 64. Each measurement is one
    /// distinct proposal (memo misses); answers already known cost a hash lookup, not a scan.
    @Test func stacksAlternatingWithFramesCostLinearlyInDepth() throws {
        func layout(_ depth: Int) throws -> ViewLayoutResult {
            try DeepViewWorkloads.stacksAndFrames(depth).layout(in: CGSize(width: 390, height: 844))
        }
        let r32 = try layout(32), r64 = try layout(64), r128 = try layout(128)
        // One text per stack, the innermost text besides: depth / 2 + 1 leaves.
        #expect(r32.leaves.count == 17 && r64.leaves.count == 33 && r128.leaves.count == 65)
        #expect(r128.totalMeasurements - r64.totalMeasurements == 2 * (r64.totalMeasurements - r32.totalMeasurements))
        #expect(r128.maximumMeasurementsPerLeaf == r64.maximumMeasurementsPerLeaf)
        // Size queries (memo hits included) grow the same way.
        func queries(_ r: ViewLayoutResult) -> Int { r.leaves.reduce(0) { $0 + $1.sizeQueryCount } }
        #expect(queries(r128) - queries(r64) == 2 * (queries(r64) - queries(r32)))
    }

    /// With a different limit on every frame (100 + level) each frame adds lengths no other
    /// level proposes, so a view k levels down is asked O(k) distinct proposals, as SwiftUI
    /// would ask it: a view's measurements may grow with depth, but at most linearly.
    @Test func distinctFrameLimitsCostAtMostLinearlyPerView() throws {
        func layout(_ depth: Int) throws -> ViewLayoutResult {
            try DeepViewWorkloads.stacksAndFrames(depth, distinctLimits: true).layout(in: CGSize(width: 390, height: 844))
        }
        let r32 = try layout(32), r64 = try layout(64), r128 = try layout(128)
        #expect(r64.maximumMeasurementsPerLeaf <= 2 * r32.maximumMeasurementsPerLeaf)
        #expect(r128.maximumMeasurementsPerLeaf <= 2 * r64.maximumMeasurementsPerLeaf)
        let perLeaf = [r32, r64, r128].map { Double($0.totalMeasurements) / Double($0.leaves.count) }
        #expect(perLeaf[1] <= 2 * perLeaf[0] && perLeaf[2] <= 2 * perLeaf[1])
    }

    /// A custom layout that asks its child the same NaN proposal twice, for its size and for a
    /// guide, and places it at a proposal of its own: NaN equals nothing under `==`, so a memo
    /// keyed by `==` forgot every such answer and nested levels cost 2^depth (a 244-byte fuzz
    /// input took a second at depth 6). Every NaN is one question to the memo.
    struct AsksNaNTwice: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
            let nan = ProposedViewSize(width: .nan, height: 10)
            for _ in 0..<2 {
                _ = subviews[0].sizeThatFits(nan)
                _ = subviews[0].dimensions(in: nan)[.leading]
            }
            return CGSize(width: 50, height: 10)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
            subviews[0].place(at: bounds.origin, proposal: ProposedViewSize(width: 50, height: 10))
        }
    }

    /// `AsksNaNTwice` around a ZStack (whose leading guide asks its children's guides), `depth` times.
    static func nestedNaNQuestions(_ depth: Int) -> ViewNode {
        var node = ViewNode.text(width: 40, height: 10)
        for _ in 0..<depth {
            node = AsksNaNTwice()([
                ViewNode.zstack(alignment: .leading) {
                    node; ViewNode.rect
                }
            ])
        }
        return node
    }

    @Test func aNaNProposalIsAnsweredOncePerView() throws {
        let r8 = try Self.nestedNaNQuestions(8).layout(in: CGSize(width: 100, height: 100))
        let r24 = try Self.nestedNaNQuestions(24).layout(in: CGSize(width: 100, height: 100))
        // The root (50 × 10) is centred in 100 × 100; every level places its ZStack at its own
        // origin, and the ZStack puts the 40-wide text at its leading edge.
        #expect(r24.leaves[0].frame == CGRect(x: 25, y: 45, width: 40, height: 10))
        // Two proposals reach each leaf (the text and the rects): the NaN question and the
        // placement's 50 × 10, measured once each at any depth (2^depth times without a memo
        // that finds NaN again).
        #expect(r8.leaves[0].measurementCount == 2)
        #expect(r24.leaves[0].measurementCount == 2)
        #expect(r24.totalMeasurements == r24.leaves.count * 2)
    }
}
