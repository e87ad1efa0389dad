import Foundation
import Testing
import Tessera
import TesseraAdapterDriver
import TesseraViewLayout

/// What a SwiftUI host asks the bridge (issue 51): placements for SwiftUI's bounds and proposal,
/// with the proposal each child was placed with; hidden children; layout values; the
/// container's spacing and guides.
@Suite struct ViewLayoutBridgeHostTests {
    /// A child of a fixed size whatever it is proposed.
    func fixed(_ w: CGFloat, _ h: CGFloat) -> ViewLayoutBridge<HStackLayout>.Child {
        ViewLayoutBridge<HStackLayout>.Child { _ in CGSize(width: w, height: h) }
    }

    /// A layout that places its one child by its top-trailing corner at the bounds' and
    /// proposes it a tenth of the proposed width.
    struct EchoBoundsAndProposal: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
            CGSize(width: proposal.width ?? 100, height: proposal.height ?? 40)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
            subviews[0].place(at: CGPoint(x: bounds.maxX, y: bounds.minY), anchor: .topTrailing, proposal: ProposedViewSize(width: proposal.width.map { $0 / 10 }, height: nil))
        }
    }

    @Test func placementsHonourTheHostsBoundsAndProposal() throws {
        let bridge = ViewLayoutBridge(EchoBoundsAndProposal())
        // A child as wide as it is proposed (nil: 50), 20 high.
        let child = ViewLayoutBridge<EchoBoundsAndProposal>.Child { p in CGSize(width: p.width ?? 50, height: 20) }
        let tree = bridge.tree([child])
        // Bounds 200 wide, proposal 300: the child is proposed 30 and ends at the bounds' right edge.
        let placed = try bridge.hostPlacements(in: CGSize(width: 200, height: 40), proposal: ProposedViewSize(width: 300, height: 40), of: tree)
        #expect(placed == [HostedPlacement(frame: CGRect(x: 170, y: 0, width: 30, height: 20), proposal: ProposedViewSize(width: 30, height: nil), isHidden: false)])
    }

    @Test func aStackProposesEachChildItsShareNotItsSize() throws {
        // A child that takes any width up to 1000 but is 5 high, after a fixed 50 × 10: in 200
        // with 10 spacing it gets 140, centred 2.5 down; it is placed with the stack's share
        // proposed, 140 × 10 (the stack's height), not its size 140 × 5.
        let flexible = ViewLayoutBridge<HStackLayout>.Child { p in CGSize(width: min(p.width ?? 10, 1000), height: 5) }
        let bridge = ViewLayoutBridge(HStackLayout(spacing: 10))
        let placed = try bridge.hostPlacements(in: CGSize(width: 200, height: 10), proposal: ProposedViewSize(width: 200, height: 10), of: bridge.tree([fixed(50, 10), flexible]))
        #expect(placed.map(\.frame) == [CGRect(x: 0, y: 0, width: 50, height: 10), CGRect(x: 60, y: 2.5, width: 140, height: 5)])
        #expect(placed[1].proposal == ProposedViewSize(width: 140, height: 10))
    }

    @Test func aHiddenChildIsProposedZero() throws {
        let bridge = ViewLayoutBridge(ViewThatFitsLayout(in: [.horizontal]))
        // 400 wide does not fit in 100; 40 does.
        let children = [400, 40].map { w in ViewLayoutBridge<ViewThatFitsLayout>.Child { _ in CGSize(width: w, height: 20) } }
        let placed = try bridge.hostPlacements(in: CGSize(width: 40, height: 20), proposal: ProposedViewSize(width: 100, height: 50), of: bridge.tree(children))
        #expect(placed.map(\.isHidden) == [true, false])
        #expect(placed[0].proposal == .zero && placed[0].frame.size == .zero)
    }

    @Test func layoutValuesReachTheLayout() throws {
        let bridge = ViewLayoutBridge(RadialLayout())
        let children = [2, 1, 3].map { rank in
            ViewLayoutBridge<RadialLayout>.Child(layoutValues: [HostedLayoutValue(Rank.self, rank)]) { _ in CGSize(width: 20, height: 20) }
        }
        let placed = try bridge.hostPlacements(in: CGSize(width: 300, height: 300), proposal: ProposedViewSize(width: 300, height: 300), of: bridge.tree(children))
        // Ranks (2, 1, 3): WWDC22's rotation (−1 + 0.25) × 2π/3 = −π/2 puts the second child at
        // π/6 on a circle of radius 100 round (150, 150): centre (200, 63.40).
        #expect(abs(placed[1].frame.midX - 200) < 0.001 && abs(placed[1].frame.midY - (150 - 100 * 3.0.squareRoot() / 2)) < 0.001)
    }

    @Test func badProposalsThrow() {
        let bridge = ViewLayoutBridge(HStackLayout())
        let tree = bridge.tree([fixed(10, 10)])
        #expect(throws: LayoutError.self) { try bridge.hostPlacements(in: CGSize(width: 10, height: 10), proposal: ProposedViewSize(width: .nan, height: 10), of: tree) }
        #expect(throws: LayoutError.self) { try bridge.sizeThatFits(ProposedViewSize(width: -10, height: 10), of: tree) }
    }

    @Test func theContainersSpacingAndGuides() throws {
        let bridge = ViewLayoutBridge(VStackLayout(alignment: .leading, spacing: 0))
        let guided = ViewLayoutBridge<VStackLayout>.Child(explicitGuide: { g, _ in g == .leading ? 10 : nil }) { _ in CGSize(width: 16, height: 20) }
        let tree = bridge.tree([ViewLayoutBridge<VStackLayout>.Child { _ in CGSize(width: 32, height: 20) }, guided])
        // The second child's leading guide (10) lines up with the first's (0): the stack's
        // leading guide is 10 from its left edge.
        let size = try bridge.sizeThatFits(ProposedViewSize(width: 100, height: 100), of: tree)
        #expect(size == CGSize(width: 42, height: 40))
        #expect(try bridge.alignmentGuide(.leading, in: size, proposal: ProposedViewSize(width: 100, height: 100), of: tree) == 10)
        // Two ordinary children: the union of their spacing, 8 on every edge against an ordinary view.
        let spacing = try bridge.spacing(of: tree)
        #expect(ViewSpacing().distance(to: spacing, along: .vertical) == 8)
    }

    @Test func theDisplayScaleRoundsTheBlockGrid() throws {
        let children = (0..<3).map { _ in ViewLayoutBridge<BlockGridLayout>.Child { p in CGSize(width: p.width ?? 0, height: p.height ?? 0) } }
        let thirds = ViewLayoutBridge(BlockGridLayout(spacing: 1), displayScale: 3)
        let tree = thirds.tree(children)
        let size = try thirds.sizeThatFits(ProposedViewSize(width: 390, height: nil), of: tree)
        let placed = try thirds.hostPlacements(in: size, proposal: ProposedViewSize(width: 390, height: nil), of: tree)
        // (390 − 2) / 3 a tile on the third-point grid; the big tile two rows and the spacing high.
        #expect(placed.contains { abs($0.frame.width - 388.0 / 3) < 0.001 && abs($0.frame.height - (2 * 388.0 / 3 + 1)) < 0.001 })
        #expect(ViewLayoutBridge(BlockGridLayout(), displayScale: .nan).displayScale == 1)
    }
}
