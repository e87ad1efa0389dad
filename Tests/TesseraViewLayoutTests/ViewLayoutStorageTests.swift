import Foundation
import PropertyBased
import Testing
import Tessera
import TesseraBenchmarkFixtures
import TesseraViewLayout

/// A `ViewLayoutStorage` kept between layouts changes nothing but where the pass's buffers come
/// from: every result equals a layout without one, whatever came before, and nothing of a
/// finished layout's views stays alive in it.
@Suite struct ViewLayoutStorageTests {
    /// A tree of `count` children of mixed kinds in a stack of the given axis, nested one level.
    static func tree(_ seeds: [Int], vertical: Bool) -> ViewNode {
        let children = seeds.map { s -> ViewNode in
            let x = CGFloat(s % 41), y = CGFloat(s % 23)
            switch s % 5 {
            case 0: return .fixed(width: x, height: y)
            case 1: return .rect
            case 2: return .text(width: x + 1, height: y + 1)
            case 3:
                return ViewNode.hstack {
                    ViewNode.fixed(width: x, height: 4); ViewNode.rect.frame(maxWidth: y)
                }
            default: return .spacer(minLength: x / 3)
            }
        }
        return vertical ? ViewNode.layout(VStackLayout(), children) : ViewNode.layout(HStackLayout(alignment: .top, spacing: 3), children)
    }

    @Test func layoutsWithAKeptStorageEqualLayoutsWithout() async throws {
        // One storage across every case: each layout starts from whatever the previous left
        // (larger or smaller trees, other kinds of container).
        let storage = ViewLayoutStorage()
        await propertyCheck(count: 200, input: Gen.int(in: 0...10_000).array(of: 0...60), Gen.int(in: 0...700)) { seeds, side in
            let container = CGSize(width: CGFloat(side), height: CGFloat(side) / 2)
            for tree in [Self.tree(seeds, vertical: side % 2 == 0), ViewLayoutWorkloads.grid(rows: seeds.count % 7, columns: 3)] {
                let fresh = try tree.layout(in: container)
                let kept = try tree.layout(in: container, storage: storage)
                #expect(kept.rootFrame == fresh.rootFrame)
                #expect(kept.leaves == fresh.leaves, "\(seeds) \(side)")
                #expect(
                    try tree.sizeThatFits(ProposedViewSize(width: container.width, height: nil), storage: storage)
                        == tree.sizeThatFits(ProposedViewSize(width: container.width, height: nil)))
            }
        }
        #expect(storage.retainedBytes > 0)
        storage.releaseMemory()
        #expect(storage.retainedBytes == 0)
    }

    @Test func aRefusedTreeLeavesTheStorageGoodForTheNext() throws {
        // A bad value stops flattening part way; the pass hands back what it had added, emptied,
        // and the next layout with the storage is exact.
        let storage = ViewLayoutStorage()
        let bad = ViewNode.hstack {
            ViewNode.fixed(width: 10, height: 10); ViewNode.fixed(width: -1, height: 10)
        }
        #expect(throws: LayoutError.self) { try bad.layout(in: CGSize(width: 100, height: 20), storage: storage) }
        let good = ViewNode.hstack(spacing: 0) {
            ViewNode.fixed(width: 10, height: 10); ViewNode.rect
        }
        // 10 wide, then the rect takes the other 90 of 100; both centred vertically in 20.
        #expect(
            try good.layout(in: CGSize(width: 100, height: 20), storage: storage).leafFrames
                == [CGRect(x: 0, y: 5, width: 10, height: 10), CGRect(x: 10, y: 0, width: 90, height: 20)])
    }

    final class Witness: Sendable {}

    @Test func aKeptStorageHoldsNothingOfTheViews() throws {
        // A measured leaf's closure holds a witness; once the tree and the result are gone, so
        // is the witness, though the storage that served the layout lives on.
        let storage = ViewLayoutStorage()
        weak var weakWitness: Witness?
        do {
            let witness = Witness()
            weakWitness = witness
            let tree = ViewNode.hstack {
                ViewNode.measured { _ in withExtendedLifetime(witness) { CGSize(width: 10, height: 10) } }
                ViewNode.rect
            }
            let result = try tree.layout(in: CGSize(width: 100, height: 20), storage: storage)
            // 10 wide; the rect takes 100 − 10 − 8.
            #expect(result.leafFrames.map(\.width) == [10, 82])
        }
        #expect(weakWitness == nil)
        #expect(storage.retainedBytes > 0)
    }

    @Test func oneStorageServesLayoutsOnSeveralThreadsAtOnce() async throws {
        // Two layouts at once with one storage: the second finds it empty and allocates its
        // own; both results are right (run under ThreadSanitizer by `scripts/sanitize`).
        let storage = ViewLayoutStorage()
        let tree = ViewLayoutBenchmarkWorkload(name: "column-300")!
        let expected = try tree.tree.layout(in: tree.container)
        try await withThrowingTaskGroup(of: Bool.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    var same = true
                    for _ in 0..<20 { same = try same && tree.tree.layout(in: tree.container, storage: storage).leaves == expected.leaves }
                    return same
                }
            }
            for try await same in group { #expect(same) }
        }
    }
}
