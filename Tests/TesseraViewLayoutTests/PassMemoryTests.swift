import Foundation
import PropertyBased
import Testing
import Tessera
import TesseraBenchmarkFixtures
import TesseraViewLayout

/// What a pass keeps of its views: at most 128 bytes a view for the benchmark
/// workloads, and a flexible leaf's proposals kept as keys alone, each still measured once.
@Suite struct PassMemoryTests {
    @Test func aPassTouchesAtMost128BytesAView() throws {
        // The workloads of `tessera-bench view --bytes`, smaller: what a pass keeps of a view
        // does not depend on how many there are.
        for name in ["row-fixed-1000", "row-flex-1000", "column-1000", "nested-8", "flow-1000", "grid-3000"] {
            let workload = try #require(ViewLayoutBenchmarkWorkload(name: name))
            let storage = ViewLayoutStorage()
            _ = try workload.tree.layout(in: workload.container, storage: storage)
            #expect(storage.lastPassViewCount > 100, "\(name)")
            #expect(storage.lastPassBytes <= 128 * storage.lastPassViewCount, "\(name): \(storage.lastPassBytes) bytes for \(storage.lastPassViewCount) views")
        }
    }

    /// Asks its subviews the proposals `questions` lists, in order, each answer checked to be
    /// the proposal (what a rect answers, 10 where unspecified), then places every subview at
    /// the origin, unspecified.
    struct Asks: Layout {
        let questions: [(subview: Int, proposal: ProposedViewSize)]

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
            for (subview, asked) in questions {
                let size = subviews[subview].sizeThatFits(asked)
                #expect(size == CGSize(width: asked.width ?? 10, height: asked.height ?? 10), "\(asked)")
            }
            return CGSize(width: 100, height: 100)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
            for subview in subviews { subview.place(at: bounds.origin, proposal: .unspecified) }
        }
    }

    @Test func aFlexibleLeafIsMeasuredOncePerDistinctProposal() async throws {
        // Three rects asked proposals from 12 distinct ones, in any order and any number of
        // times (more than four distinct ones go past the remembered keys to the hashed memo);
        // each is measured once per distinct proposal it was asked, plus the unspecified one
        // it is placed at unless it was asked that one.
        let widths: [CGFloat?] = [nil, 0, 7.5, .infinity]
        let heights: [CGFloat?] = [nil, 3, 40]
        let proposals = heights.flatMap { h in widths.map { w in ProposedViewSize(width: w, height: h) } }
        await propertyCheck(count: 300, input: Gen.int(in: 0...(3 * proposals.count - 1)).array(of: 0...40)) { picks in
            let questions = picks.map { (subview: $0 % 3, proposal: proposals[$0 / 3]) }
            let result = try Asks(questions: questions)([ViewNode.rect, ViewNode.rect, ViewNode.rect]).layout(in: CGSize(width: 100, height: 100))
            for leaf in 0..<3 {
                let asked = Set(picks.filter { $0 % 3 == leaf }.map { $0 / 3 }).union([0])
                #expect(result.leaves[leaf].measurementCount == asked.count, "\(picks) leaf \(leaf)")
                #expect(result.leaves[leaf].frame == CGRect(x: 0, y: 0, width: 10, height: 10))
            }
        }
    }
}
