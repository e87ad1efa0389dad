import Foundation
import Testing
import Tessera
import TesseraViewLayout

/// The deepest tree the limits let through (128 levels of stacks and flexible frames) lays out
/// in well under a few seconds and within a 2 MB stack, even in a debug build: layout recurses
/// once per level. (It took minutes before views remembered every proposal they were asked:
/// with a list of 32, deep views forgot and measured again, ×2 every two stacks.) A 512 KB
/// secondary thread is too small for a debug build at this depth; the CLI and the tests run on
/// 8 MB threads.
@Suite struct DeepestAllowedTreeTests {
    /// 128 levels: stacks and vstacks alternating, every other one wrapped in a flexible frame.
    static func deepestTree() -> ViewNode {
        var node = ViewNode.rect
        var levels = 0
        while levels < LayoutLimits.maximumViewDepth {
            node =
                levels % 4 == 0
                ? HStackLayout(spacing: 0)([node, .fixed(width: 1, height: 1)])
                : levels % 4 == 1
                    ? node.frame(maxWidth: 1000)
                    : levels % 4 == 2
                        ? VStackLayout(spacing: 0)([node, .fixed(width: 1, height: 1)])
                        : node.frame(minHeight: 10, maxHeight: 1000)
            levels += 1
        }
        return node
    }

    @Test func theDeepestAllowedTreeLaysOutOnASmallStack() throws {
        let tree = Self.deepestTree()
        try tree.validate()  // exactly at the limit: accepted
        let finished = DispatchSemaphore(value: 0)
        let width = LockedStorage<CGFloat>(-1)
        let thread = Thread {
            let laidOut = (try? tree.layout(in: CGSize(width: 1000, height: 1000)))?.rootFrame.width ?? -2
            width.withLock { $0 = laidOut }
            finished.signal()
        }
        thread.stackSize = 2048 << 10
        thread.start()
        finished.wait()
        // 32 horizontal stacks each add a 1-point fixed leaf beside the rest; the frames are
        // flexible up to 1000, so the whole tree takes the offered 1000 points.
        #expect(width.withLock { $0 } == 1000)
    }
}
