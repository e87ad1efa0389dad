import Foundation
import Testing
import Tessera
import TesseraViewLayout

/// What a host (SwiftUI) asks a tree it runs as one of its containers (issue 51): a layout in
/// its bounds for its proposal, the tree's spacing and alignment guides; and a grid whose rows
/// a flat list of subviews cannot spell.
@Suite struct HostQuestionTests {
    /// A layout that places its one child by its top-trailing corner at the bounds' and
    /// proposes it a tenth of the proposed width.
    struct EchoBoundsAndProposal: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
            CGSize(width: proposal.width ?? 100, height: proposal.height ?? 40)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
            subviews[0].place(at: CGPoint(x: bounds.maxX, y: bounds.minY), anchor: .topTrailing, proposal: ProposedViewSize(width: proposal.width.map { $0 / 10 }, height: 20))
        }
    }

    @Test func theRootIsProposedTheHostsProposalAndPlacedInItsBounds() throws {
        let tree = EchoBoundsAndProposal()([ViewNode.rect])
        // Proposed 300 (the child gets 30), placed in bounds of 200: the child's right edge at 200.
        let result = try tree.layout(in: CGSize(width: 200, height: 50), rootProposal: ProposedViewSize(width: 300, height: 50))
        #expect(result.rootFrame == CGRect(x: 0, y: 0, width: 200, height: 50))
        #expect(result.leafFrames == [CGRect(x: 170, y: 0, width: 30, height: 20)])
        // Without a proposal the root is proposed its container (the child gets 20) and centred.
        #expect(try tree.layout(in: CGSize(width: 200, height: 50)).leafFrames == [CGRect(x: 180, y: 0, width: 20, height: 20)])
    }

    @Test func aBadRootProposalThrows() {
        let tree = HStackLayout { ViewNode.rect }
        #expect(throws: LayoutError.self) { try tree.layout(in: CGSize(width: 10, height: 10), rootProposal: ProposedViewSize(width: .nan, height: 10)) }
        #expect(throws: LayoutError.self) { try tree.layout(in: CGSize(width: 10, height: 10), rootProposal: ProposedViewSize(width: 10, height: -1)) }
    }

    @Test func theTreesSpacingAndGuides() throws {
        // A VStack aligned by leading guides, its second child's 10 in from its left edge: the
        // stack's leading guide is 10 (the first child starts 10 in).
        let tree = VStackLayout(alignment: .leading, spacing: 0) {
            ViewNode.fixed(width: 32, height: 20)
            ViewNode.fixed(width: 16, height: 20).alignmentGuide(HorizontalAlignment.leading) { _ in 10 }
        }
        let proposal = ProposedViewSize(width: 100, height: 100)
        let size = try tree.sizeThatFits(proposal)
        #expect(size == CGSize(width: 42, height: 40))
        #expect(try tree.alignmentGuide(HorizontalAlignment.leading, size: size, proposal: proposal) == 10)
        // A guide the stack does not set: its default, the bottom edge.
        #expect(try tree.alignmentGuide(VerticalAlignment.bottom, size: size, proposal: proposal) == 40)
        #expect(try ViewNode.fixed(width: 1, height: 1).padding(4).spacing() == ViewSpacing())
    }

    @Test func aGridOfRowLengthsSpansItsCells() throws {
        // Rows of 2 and 1; the single cell spans both columns (widths 30 and 50, 8 apart): 88.
        let grid = GridLayout(horizontalSpacing: 8, verticalSpacing: 0, rowLengths: [2, 1])
        let tree = grid([ViewNode.fixed(width: 30, height: 10), ViewNode.fixed(width: 50, height: 10), ViewNode.rect.frame(height: 10).gridCellColumns(2)])
        let frames = try tree.layout(in: CGSize(width: 88, height: 20)).leafFrames
        #expect(frames == [CGRect(x: 0, y: 0, width: 30, height: 10), CGRect(x: 38, y: 0, width: 50, height: 10), CGRect(x: 0, y: 10, width: 88, height: 10)])
    }

    @Test func aNegativeRowLengthIsRefused() {
        let tree = GridLayout(rowLengths: [1, -2])([ViewNode.rect])
        #expect(throws: LayoutError.self) { try tree.validate() }
        #expect(throws: LayoutError.self) { try tree.layout(in: CGSize(width: 10, height: 10)) }
    }
}
