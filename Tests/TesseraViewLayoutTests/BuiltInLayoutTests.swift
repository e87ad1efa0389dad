import Foundation
import PropertyBased
import Testing
import Tessera
@testable import TesseraViewLayout

/// A layout that forwards every call to `wrapped`: a layout of the caller's, so the pass asks it
/// through the `Layout` protocol and it asks its subviews through proxies.
private struct ThroughProtocol<Wrapped: Layout>: Layout {
    let wrapped: Wrapped

    func makeCache(subviews: Subviews) -> Wrapped.Cache { wrapped.makeCache(subviews: subviews) }
    func spacing(subviews: Subviews, cache: inout Wrapped.Cache) -> ViewSpacing { wrapped.spacing(subviews: subviews, cache: &cache) }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Wrapped.Cache) -> CGSize {
        wrapped.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Wrapped.Cache) {
        wrapped.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}

/// `FlowLayout` and `GridLayout` are laid out by the pass itself, their children read straight
/// from its nodes (`ViewLayoutPass+BuiltInLayouts.swift`); they must lay out, measure and count
/// exactly as the same layouts asked through the `Layout` protocol.
@Suite struct BuiltInLayoutTests {
    private func expectLayout(_ tree: ViewNode, size: CGSize, frames: [CGRect], queries: [Int], measurements: [Int]) throws {
        let result = try tree.layout(in: size)
        #expect(result.leaves.map(\.frame) == frames)
        #expect(result.leaves.map(\.sizeQueryCount) == queries)
        #expect(result.leaves.map(\.measurementCount) == measurements)
    }

    @Test func aFlowOfFixedLeavesByHand() throws {
        // 30 wide, spacing 4 in a line and 2 between lines: 10 + 4 + 12 = 26 fits, + 4 + 9 does
        // not; 9 + 4 + 20 does not; so lines [10, 12] (8 tall), [9] (4 tall), [20] (6 tall), at
        // y = 0, 8 + 2 = 10, 10 + 4 + 2 = 16. Each leaf is asked its ideal size once (the flow
        // is sized and placed for the same proposal: one arrangement) and once when placed.
        let flow = FlowLayout(itemSpacing: 4, lineSpacing: 2)([
            .fixed(width: 10, height: 5), .fixed(width: 12, height: 8), .fixed(width: 9, height: 4), .fixed(width: 20, height: 6),
        ])
        try expectLayout(
            flow, size: CGSize(width: 30, height: 22),
            frames: [
                CGRect(x: 0, y: 0, width: 10, height: 5), CGRect(x: 14, y: 0, width: 12, height: 8),
                CGRect(x: 0, y: 10, width: 9, height: 4), CGRect(x: 0, y: 16, width: 20, height: 6),
            ], queries: [2, 2, 2, 2], measurements: [0, 0, 0, 0])
    }

    @Test func aFlowWithARectByHand() throws {
        // A rect's ideal size is 10 × 10; placed, it is proposed exactly that size, another
        // proposal: measured twice. Centred lines in 40: [10 × 10, 25 × 4] is 10 + 5 + 25 = 40
        // wide, then [30 × 2] centred at (40 − 30) / 2 = 5. In the first line (10 tall) the
        // 4-tall leaf is centred at 3; the lines are 10 and 2 tall with 1 between: 13 in all.
        let flow = FlowLayout(alignment: .center, itemSpacing: 5, lineSpacing: 1)([.rect, .fixed(width: 25, height: 4), .fixed(width: 30, height: 2)])
        try expectLayout(
            flow, size: CGSize(width: 40, height: 13),
            frames: [
                CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 15, y: 3, width: 25, height: 4), CGRect(x: 5, y: 11, width: 30, height: 2),
            ], queries: [2, 2, 2], measurements: [2, 0, 0])
    }

    @Test func aGridOfFixedLeavesAndARectByHand() throws {
        // Columns: the first holds fixed widths 10 and 20 (flexibility 0), the second a rect
        // (flexibility ∞): of 50 − 2 = 48, the first is offered 24 and takes 20, the second 28.
        // Rows: the second holds fixed heights 4 and 6 (flexibility 0), offered 27 / 2 it takes
        // 6; the first (a rect proposed 28 wide) takes the 21 left. Cells are centred in them.
        let grid = ViewNode.grid(
            horizontalSpacing: 2, verticalSpacing: 3,
            rows: [
                .row([.fixed(width: 10, height: 5), .rect]), .row([.fixed(width: 20, height: 4), .fixed(width: 6, height: 6)]),
            ])
        let result = try grid.layout(in: CGSize(width: 50, height: 30))
        #expect(
            result.leaves.map(\.frame) == [
                CGRect(x: 5, y: 8, width: 10, height: 5), CGRect(x: 22, y: 0, width: 28, height: 21),
                CGRect(x: 0, y: 25, width: 20, height: 4), CGRect(x: 33, y: 24, width: 6, height: 6),
            ])
    }

    @Test func gridRowAlignmentsByHand() throws {
        // Two 10-wide columns. The first row (bottom-aligned) is 30 tall: its 10-tall view sits
        // at y = 30 − 10 = 20. The second row (the grid's centre) is 10 tall: its 4 × 4 view is
        // centred in its 10 × 10 cell at (3, 33).
        let grid = ViewNode.grid(
            horizontalSpacing: 0, verticalSpacing: 0,
            rows: [
                .row(alignment: .bottom, [.fixed(width: 10, height: 10), .fixed(width: 10, height: 30)]),
                .row([.fixed(width: 4, height: 4), .fixed(width: 10, height: 10)]),
            ])
        let result = try grid.layout(in: CGSize(width: 20, height: 40))
        #expect(
            result.leaves.map(\.frame) == [
                CGRect(x: 0, y: 20, width: 10, height: 10), CGRect(x: 10, y: 0, width: 10, height: 30),
                CGRect(x: 3, y: 33, width: 4, height: 4), CGRect(x: 10, y: 30, width: 10, height: 10),
            ])
    }

    /// Flows and grids of fixed leaves, rects, texts and framed views (so each way of reading the
    /// children is taken), with grid cells spanning columns, anchored or unsized on an axis: the
    /// same frames, size questions and measurements as through the `Layout` protocol.
    @Test func builtInLayoutsGiveWhatTheLayoutProtocolGives() async throws {
        await propertyCheck(count: 300, input: Gen.int(in: 0...10_000).array(of: 1...24), Gen.int(in: 0...400)) { seeds, side in
            let s = seeds[0]
            func leaf(_ seed: Int) -> ViewNode {
                let w = CGFloat(seed % 41) / 2, h = CGFloat(seed % 23)
                switch s % 4 {
                case 0: return .fixed(width: w, height: h)
                case 1: return seed % 3 == 0 ? .rect : .fixed(width: w, height: h)
                case 2: return seed % 3 == 0 ? .text(width: w * 3, height: 12) : .rect
                default: return seed % 3 == 0 ? ViewNode.rect.frame(width: w) : .fixed(width: w, height: h)
                }
            }
            func gridCell(_ seed: Int) -> ViewNode {
                var node = leaf(seed)
                if s % 5 == 1, seed % 4 == 0 { node = node.gridCellColumns(2) }
                if s % 5 == 2, seed % 4 == 1 { node = node.gridCellAnchor(UnitPoint(x: 0.25, y: 1)) }
                if s % 5 == 3, seed % 4 == 2 { node = node.gridCellUnsizedAxes(seed % 8 < 4 ? [.horizontal] : [.vertical]) }
                return node
            }
            let spacing: CGFloat? = s % 3 == 0 ? nil : CGFloat(s % 7)
            let alignments: [Alignment] = [.topLeading, .center, .bottomTrailing, .leading, .top]
            let tree: (Bool) -> ViewNode
            if s % 2 == 0 {
                let flow = FlowLayout(alignment: alignments[s % 5], itemSpacing: spacing, lineSpacing: s % 4 == 0 ? nil : 3)
                tree = { native in native ? ViewNode.layout(flow, seeds.map(leaf)) : ViewNode.layout(ThroughProtocol(wrapped: flow), seeds.map(leaf)) }
            } else {
                // Rows of 1 to 4 cells, and now and then a view outside any row.
                var rows: [GridRowContent] = []
                var rest = seeds[...]
                while let first = rest.first {
                    let count = first % 4 + 1
                    rows.append(first % 9 == 0 ? .view(gridCell(first)) : .row(alignment: first % 2 == 0 ? nil : .bottom, rest.prefix(count).map(gridCell)))
                    rest = rest.dropFirst(first % 9 == 0 ? 1 : count)
                }
                var grid = GridLayout(alignment: alignments[s % 5], horizontalSpacing: spacing, verticalSpacing: s % 4 == 0 ? nil : 2)
                grid.rows = rows.map(\.shape)
                let views = rows.flatMap(\.views)
                tree = { native in native ? ViewNode.layout(grid, views) : ViewNode.layout(ThroughProtocol(wrapped: grid), views) }
            }
            // Proposed a width and, half the time, a height; the other half the layout's own.
            let width = CGFloat(side)
            let height: CGFloat? = side % 2 == 0 ? CGFloat(side) * 0.6 : nil
            func layout(native: Bool) throws -> ViewLayoutResult {
                let node = tree(native)
                let size = try node.sizeThatFits(ProposedViewSize(width: width, height: height))
                return try node.layout(in: CGSize(width: width, height: height ?? size.height))
            }
            let native = try layout(native: true), asked = try layout(native: false)
            #expect(native.leaves.map(\.frame) == asked.leaves.map(\.frame), "\(seeds) \(side)")
            #expect(native.leaves.map(\.sizeQueryCount) == asked.leaves.map(\.sizeQueryCount), "\(seeds) \(side)")
            #expect(native.leaves.map(\.measurementCount) == asked.leaves.map(\.measurementCount), "\(seeds) \(side)")
        }
    }
}
