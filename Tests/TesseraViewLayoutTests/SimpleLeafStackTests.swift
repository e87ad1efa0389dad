import Foundation
import PropertyBased
import Testing
import Tessera
@testable import TesseraViewLayout

/// A guide a third of the way down: a custom guide, whose default the pass cannot work out itself.
private enum ThirdDown: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 3 }
}

/// A guide a quarter of the way across.
private enum QuarterAcross: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 4 }
}

/// A built-in stack whose children are all fixed leaves or leaves that take their proposal is
/// asked its children straight from the pass's nodes (`ViewLayoutPass.SimpleLeafChildNodes`); it
/// must lay out, measure and count as any other stack.
@Suite struct SimpleLeafStackTests {
    /// Lays `tree` out in a container of its own size and checks its frames and, where given,
    /// each leaf's size questions and measurements.
    private func expectLayout(_ tree: ViewNode, size: CGSize, frames: [CGRect], queries: [Int]? = nil, measurements: [Int]? = nil) throws {
        let result = try tree.layout(in: size)
        #expect(result.rootFrame == CGRect(origin: .zero, size: size))
        #expect(result.leaves.map(\.frame) == frames)
        if let queries { #expect(result.leaves.map(\.sizeQueryCount) == queries) }
        if let measurements { #expect(result.leaves.map(\.measurementCount) == measurements) }
    }

    @Test func aRowOfFixedLeavesByHand() throws {
        // Widths 10 + 4 + 5 + 4 + 7 = 30; the tallest is 20, the others centred on its middle:
        // 8 tall at (20 − 8) / 2 = 6, 14 tall at 3. Each leaf is asked its size twice: once
        // when the row is sized, once when it is placed.
        let row = HStackLayout(alignment: .center, spacing: 4)([
            .fixed(width: 10, height: 20), .fixed(width: 5, height: 8), .fixed(width: 7, height: 14),
        ])
        try expectLayout(
            row, size: CGSize(width: 30, height: 20),
            frames: [
                CGRect(x: 0, y: 0, width: 10, height: 20), CGRect(x: 14, y: 6, width: 5, height: 8), CGRect(x: 23, y: 3, width: 7, height: 14),
            ], queries: [2, 2, 2], measurements: [0, 0, 0])
    }

    @Test func aRowOfRectsAndAFixedLeafByHand() throws {
        // The fixed leaf goes first (flexibility 0): offered 100 / 3, it takes 10. The rects
        // share the 90 left in order, 45 each, and take the full 20 of height; the fixed leaf
        // (5 tall) is centred at 7.5. A rect is measured once (at 45 × 20) and asked three
        // times: when the row divides its width, when it is sized, when it is placed.
        let row = HStackLayout(spacing: 0)([.rect, .fixed(width: 10, height: 5), .rect])
        try expectLayout(
            row, size: CGSize(width: 100, height: 20),
            frames: [
                CGRect(x: 0, y: 0, width: 45, height: 20), CGRect(x: 45, y: 7.5, width: 10, height: 5), CGRect(x: 55, y: 0, width: 45, height: 20),
            ], queries: [3, 3, 3], measurements: [1, 0, 1])
    }

    @Test func aColumnOnACustomGuideByHand() throws {
        // Lined up on a quarter of each width: 40 wide → 10, 8 wide → 2, 20 wide → 5; the
        // guide is at 10, so the leaves start at 0, 8 and 5; the column is max(0 + 40, 8 + 8,
        // 5 + 20) = 40 wide and 6 + 0 + 3 + 2 × 1 = 11 tall (the spacing is 1).
        let column = VStackLayout(alignment: HorizontalAlignment(QuarterAcross.self), spacing: 1)([
            .fixed(width: 40, height: 6), .fixed(width: 8, height: 0), .fixed(width: 20, height: 3),
        ])
        try expectLayout(
            column, size: CGSize(width: 40, height: 11),
            frames: [
                CGRect(x: 0, y: 0, width: 40, height: 6), CGRect(x: 8, y: 7, width: 8, height: 0), CGRect(x: 5, y: 8, width: 20, height: 3),
            ])
    }

    /// Rows and columns of fixed leaves and rects (sizes, alignments, custom guides, fixed or
    /// preferred spacing), nested in each other: the same frames and counts as the same stacks reached
    /// through `AnyLayout` (the `Layout` protocol), whose children are asked through proxies.
    @Test func simpleLeafStacksGiveWhatTheLayoutProtocolGives() async throws {
        await propertyCheck(count: 300, input: Gen.int(in: 0...10_000).array(of: 1...30), Gen.int(in: 0...400)) { seeds, side in
            func stack(_ seeds: ArraySlice<Int>, erased: Bool, horizontal: Bool) -> ViewNode {
                let s = seeds.first ?? 0
                // Every fixed in some stacks, a rect in three of seven places in others.
                let leaves = seeds.map { $0 % 7 < 3 && s % 2 == 1 ? ViewNode.rect : ViewNode.fixed(width: CGFloat($0 % 41) / 2, height: CGFloat($0 % 23)) }
                let spacing: CGFloat? = s % 3 == 0 ? nil : CGFloat(s % 5)
                if horizontal {
                    let guides: [VerticalAlignment] = [.top, .center, .bottom, VerticalAlignment(ThirdDown.self)]
                    let layout = HStackLayout(alignment: guides[s % 4], spacing: spacing)
                    return erased ? ViewNode.layout(AnyLayout(layout), leaves) : ViewNode.layout(layout, leaves)
                }
                let guides: [HorizontalAlignment] = [.leading, .center, .trailing, HorizontalAlignment(QuarterAcross.self)]
                let layout = VStackLayout(alignment: guides[s % 4], spacing: spacing)
                return erased ? ViewNode.layout(AnyLayout(layout), leaves) : ViewNode.layout(layout, leaves)
            }
            func tree(erased: Bool) -> ViewNode {
                // Runs of up to 5 seeds, each a stack, inside a stack of the other axis.
                let runs = stride(from: 0, to: seeds.count, by: 5).map { seeds[$0..<min($0 + 5, seeds.count)] }
                let horizontal = seeds[0] % 2 == 0
                let inner = runs.map { stack($0, erased: erased, horizontal: !horizontal) }
                let spacing: CGFloat? = seeds.count % 2 == 0 ? nil : 2
                if horizontal {
                    let outer = HStackLayout(spacing: spacing)
                    return erased ? ViewNode.layout(AnyLayout(outer), inner) : ViewNode.layout(outer, inner)
                }
                let outer = VStackLayout(spacing: spacing)
                return erased ? ViewNode.layout(AnyLayout(outer), inner) : ViewNode.layout(outer, inner)
            }
            let container = CGSize(width: CGFloat(side), height: CGFloat(side) * 0.6)
            let native = try tree(erased: false).layout(in: container)
            let erased = try tree(erased: true).layout(in: container)
            #expect(native.rootFrame == erased.rootFrame, "\(seeds) \(side)")
            #expect(native.leaves.map(\.frame) == erased.leaves.map(\.frame), "\(seeds) \(side)")
            #expect(native.leaves.map(\.measurementCount) == erased.leaves.map(\.measurementCount), "\(seeds) \(side)")
        }
    }
}
