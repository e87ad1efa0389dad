import Foundation
import PropertyBased
import Testing
@testable import Tessera  // the snapshot's bounded tree is internal
import TesseraBenchmarkFixtures

/// A cell as the tests compare it: where it is in the sequence, its frame, and its zIndex
/// (which the tests use as an identity).
private struct Seen: Equatable {
    var index: Int
    var frame: CGRect
    var zIndex: Int32
}

/// The same operations applied to a `BoundedTree` and to a plain array; every read of the
/// tree must equal the array's. Coordinates are whole numbers so that moved frames are exact.
private struct TreeModel {
    var tree = BoundedTree<CellRecord>()
    var array: [CellRecord] = []
    var rng: SplitMix
    var nextID: Int32 = 0

    init(seed: UInt64) { rng = SplitMix(seed: seed) }

    mutating func int(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(rng.next() % UInt64(range.count)) }

    /// A new cell near `y` (consecutive cells lie near each other, as in layouts).
    mutating func cell(near y: Int) -> CellRecord {
        nextID += 1
        return CellRecord(frame: CGRect(x: int(0...300), y: y + int(-20...40), width: int(1...60), height: int(1...80)), zIndex: nextID)
    }

    mutating func cells(_ n: Int, from y: Int) -> [CellRecord] { (0..<n).map { cell(near: y + 3 * $0) } }

    var lastY: Int { Int(array.last?.frame.minY ?? 0) }

    /// Sizes around the leaf capacity (128) times powers of the fanout (32), where nodes fill
    /// up and the tree grows.
    mutating func awkwardCount() -> Int {
        let sizes = [0, 1, 2, 31, 32, 33, 127, 128, 129, 255, 256, 257, 4095, 4096, 4097, 4224, 32767, 32768, 32769, 40_000]
        return int(0...2) == 0 ? int(0...40_000) : sizes[int(0...(sizes.count - 1))]
    }

    mutating func randomOperation() {
        let n = array.count
        switch int(0...6) {
        case 0, 1:
            let from = int(0...n)
            let delta = Translation(dx: CGFloat(int(-200...200)), dy: CGFloat(int(-5000...5000)))
            tree = tree.shiftingSuffix(from: from, by: delta)
            for i in from..<n { array[i] = array[i].translated(by: delta) }
        case 2:
            let length = int(0...min(n, int(0...1) == 0 ? 80 : 3000))
            let start = int(0...(n - length))
            let new = cells(length, from: Int(array.isEmpty ? 0 : array[start == n ? n - 1 : start].frame.minY))
            tree = tree.replacing(range: start..<(start + length), with: new)
            array.replaceSubrange(start..<(start + length), with: new)
        case 6:
            // A measured group instance: its cells replaced, everything after it moved.
            let length = int(0...min(n, int(0...1) == 0 ? 12 : 600))
            let start = int(0...(n - length))
            let new = cells(length, from: Int(array.isEmpty ? 0 : array[start == n ? n - 1 : start].frame.minY))
            let delta = Translation(dx: 0, dy: CGFloat(int(-500...500)))
            tree = tree.replacing(range: start..<(start + length), with: new, movingTheRestBy: delta)
            array.replaceSubrange(start..<(start + length), with: new)
            for i in (start + length)..<n { array[i] = array[i].translated(by: delta) }
        case 3:
            let m = int(0...n)
            tree = tree.prefix(m)
            array = Array(array.prefix(m))
        case 4:
            let new = cells(int(0...100), from: lastY)
            tree = tree.appending(contentsOf: new)
            array += new
        default:
            let new = cells(int(0...2000), from: lastY)
            var writer = BoundedTree<CellRecord>.LeafWriter(continuing: tree)
            writer.reserveCapacity(new.count)
            for c in new { writer.append(c) }
            #expect(writer.count == array.count + new.count)
            tree = writer.finish()
            array += new
        }
    }

    func seen(_ i: Int, _ c: CellRecord) -> Seen { Seen(index: i, frame: c.frame, zIndex: c.zIndex) }

    mutating func check() {
        #expect(tree.count == array.count)
        #expect(tree.bounds == BoundedTree<CellRecord>.union(array.map(\.frame)))
        var all: [Seen] = []
        tree.forEach { all.append(seen(all.count, $0)) }
        expectEqual(all, array.enumerated().map { seen($0.offset, $0.element) })
        if !array.isEmpty {
            for i in [0, array.count - 1] + (0..<40).map({ _ in int(0...(array.count - 1)) }) {
                #expect(seen(i, tree[i]) == seen(i, array[i]))
            }
        }
        // Every element from an index on (the last leaf's, a translated node's, none past the end).
        for from in [0, array.count, array.count - array.count % 128, int(0...array.count)] {
            var suffix: [Seen] = []
            tree.forEach(from: from) { suffix.append(seen(from + suffix.count, $0)) }
            expectEqual(suffix, array.enumerated().dropFirst(from).map { seen($0.offset, $0.element) }, "from \(from)")
            // The same, stopped after the element at `from + length` (its call returns false).
            let length = int(0...300)
            var stopped: [Seen] = []
            tree.forEach(
                from: from,
                while: { e in
                    stopped.append(seen(from + stopped.count, e))
                    return stopped.count <= length
                })
            expectEqual(stopped, array.enumerated().dropFirst(from).prefix(length + 1).map { seen($0.offset, $0.element) }, "from \(from) while")
        }
        // Shifts can move every cell far up (each by up to 5,000 points): the rectangles span
        // the cells wherever they are (a fixed -6000 lower end once exceeded the upper one).
        let extent = Int(tree.bounds.isNull ? 100 : tree.bounds.maxY) + 100
        let start = min(-6000, Int(tree.bounds.isNull ? 0 : tree.bounds.minY) - 3000)
        for _ in 0..<4 {
            let rect = CGRect(x: int(-50...300), y: int(start...extent), width: int(0...400), height: int(0...3000))
            var found: [Seen] = []
            tree.forEach(overlapping: rect) { found.append(seen($0, $1)) }
            let expected = array.enumerated().filter { $0.element.frame.overlaps(rect) }.map { seen($0.offset, $0.element) }
            expectEqual(found, expected, "in \(rect)")
        }
        #expect(tree.estimatedHeapBytes >= (array.isEmpty ? 0 : array.count * MemoryLayout<CellRecord>.stride))
    }
}

/// Expects equal sequences, reporting only the count or the first difference.
private func expectEqual(_ a: [Seen], _ b: [Seen], _ context: String = "", sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(a.count == b.count, "\(context)", sourceLocation: sourceLocation)
    if let i = a.indices.first(where: { $0 < b.count && a[$0] != b[$0] }) {
        Issue.record("first difference at \(i): \(a[i]) vs \(b[i]) \(context)", sourceLocation: sourceLocation)
    }
}

@Suite struct BoundedTreeShiftTests {
    @Test func operationsEqualTheSameOperationsOnAnArray() async {
        await propertyCheck(count: 40, input: Gen.int(in: 0...1_000_000)) { seed in
            var model = TreeModel(seed: UInt64(seed))
            let initial = model.cells(model.awkwardCount(), from: 0)
            model.tree = BoundedTree().appending(contentsOf: initial)
            model.array = initial
            model.check()
            for _ in 0..<8 {
                model.randomOperation()
                model.check()
            }
        }
    }

    @Test func shiftingLeavesTheOriginalUnchanged() {
        let cells = (0..<5000).map { CellRecord(frame: CGRect(x: 0, y: 10 * $0, width: 100, height: 10), zIndex: Int32($0)) }
        let tree = BoundedTree().appending(contentsOf: cells)
        let moved = tree.shiftingSuffix(from: 1234, by: Translation(dx: 0, dy: 7))
        #expect(tree[1234].frame == CGRect(x: 0, y: 12340, width: 100, height: 10))
        // 12340 + 7 = 12347; the element before the index stays at 12330.
        #expect(moved[1234].frame == CGRect(x: 0, y: 12347, width: 100, height: 10))
        #expect(moved[1233].frame == CGRect(x: 0, y: 12330, width: 100, height: 10))
        // The last cell 4999 × 10 = 49990 moves to 49997, so the bounds end at 50007.
        #expect(moved.bounds == CGRect(x: 0, y: 0, width: 100, height: 50007))
        #expect(tree.bounds == CGRect(x: 0, y: 0, width: 100, height: 50000))
    }

    @Test func shiftingSharesTheNodesAfterTheIndex() {
        // 128 × 32 × 2 = 8192 cells: a root of two full height-1 nodes. Shifting from 4096 wraps
        // the second (new node, same children array) and keeps the first as it was.
        let cells = (0..<8192).map { CellRecord(frame: CGRect(x: 0, y: $0, width: 1, height: 1), zIndex: 0) }
        let tree = BoundedTree().appending(contentsOf: cells)
        #expect(tree.height == 2 && tree.root!.children.count == 2)
        let moved = tree.shiftingSuffix(from: 4096, by: Translation(dx: 0, dy: 1))
        #expect(moved.root!.children[0] === tree.root!.children[0])
        #expect(moved.root!.children[1] !== tree.root!.children[1])
        #expect(moved.root!.children[1].children[0] === tree.root!.children[1].children[0])
        #expect(moved.root!.children[1].offset == Translation(dx: 0, dy: 1))
    }

    @Test func translatedSupplementaryMovesItsPinningRangeAlongTheScrollAxis() {
        let header = LayoutAttributes(category: .supplementary, kind: ElementKind.header, indexPath: .item(0, section: 0), frame: CGRect(x: 0, y: 100, width: 300, height: 20))
        let vertical = SupplementaryRecord(attributes: header, pinning: PinningBehavior(edge: .leading, range: 100...400, pinnedZIndex: 1), axis: .vertical, sequence: 0)
        // Query bounds: the range 100...400 across the frame's x 0...300.
        #expect(vertical.queryBounds == CGRect(x: 0, y: 100, width: 300, height: 300))
        let v = vertical.translated(by: Translation(dx: 5, dy: 50))
        #expect(v.attributes.frame == CGRect(x: 5, y: 150, width: 300, height: 20))
        #expect(v.pinning?.range == 150...450)
        #expect(v.queryBounds == CGRect(x: 5, y: 150, width: 300, height: 300))
        let sideways = LayoutAttributes(category: .supplementary, kind: ElementKind.header, indexPath: .item(0, section: 0), frame: CGRect(x: 100, y: 0, width: 20, height: 300))
        let horizontal = SupplementaryRecord(attributes: sideways, pinning: PinningBehavior(edge: .leading, range: 100...400, pinnedZIndex: 1), axis: .horizontal, sequence: 0)
        let h = horizontal.translated(by: Translation(dx: 30, dy: 0))
        #expect(h.attributes.frame == CGRect(x: 130, y: 0, width: 20, height: 300))
        #expect(h.pinning?.range == 130...430)
    }
}
