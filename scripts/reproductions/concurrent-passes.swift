// Layout passes on eight threads at once, each with a custom layout that keeps its subviews in
// its cache and asks them again (valid: within its pass), measured leaves, stacks, grids and a
// flow: ThreadSanitizer must report nothing (passes share no mutable state). Built and run by
// scripts/sanitize (threads), in Swift 5 mode as an app might be.
import Foundation
import Tessera
import TesseraViewLayout

final class Keeper {
    var subviews: [LayoutSubview] = []
}

struct KeepsItsSubviews: Layout {
    func makeCache(subviews: Subviews) -> Keeper {
        let keeper = Keeper()
        keeper.subviews = Array(subviews)
        return keeper
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Keeper) -> CGSize {
        let sizes = cache.subviews.map { $0.sizeThatFits(proposal) }
        return CGSize(width: sizes.map(\.width).reduce(0, +), height: sizes.map(\.height).max() ?? 0)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Keeper) {
        var x = bounds.minX
        for subview in cache.subviews {
            let size = subview.sizeThatFits(proposal)
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: proposal)
            x += size.width
        }
    }
}

func tree(_ seed: Int) -> ViewNode {
    let leaves = (0..<20).map { k in
        k % 3 == 0 ? ViewNode.measured { p in CGSize(width: min(p.width ?? 40, 40), height: 10) } : ViewNode.fixed(width: CGFloat(k + seed), height: 8)
    }
    return ViewNode.vstack {
        KeepsItsSubviews()(Array(leaves[0..<5]))
        ViewNode.hstack {
            leaves[5]; ViewNode.spacer(); leaves[6].frame(maxWidth: 30)
        }
        FlowLayout(itemSpacing: 4, lineSpacing: 2)(Array(leaves[7..<14]))
        ViewNode.grid(rows: [.row(Array(leaves[14..<17])), .row(Array(leaves[17..<20]))])
    }
}

let group = DispatchGroup()
let expected = try tree(0).layout(in: CGSize(width: 320, height: 480)).leafFrames
for t in 0..<8 {
    group.enter()
    Thread {
        for _ in 0..<200 {
            let frames = try! tree(0).layout(in: CGSize(width: 320, height: 480)).leafFrames
            precondition(frames == expected, "thread \(t): the same tree laid out differently")
            _ = try! tree(t).sizeThatFits(.unspecified)
        }
        group.leave()
    }.start()
}
group.wait()
print("8 threads × 200 layouts: the same frames on every thread")
