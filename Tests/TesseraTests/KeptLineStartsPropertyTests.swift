import Foundation
import PropertyBased
import Testing
import Tessera
import TesseraBenchmarkFixtures

/// Kept line starts on random flows and justified rows: keeping where the lines already break
/// changes nothing; every kept item starts a line; the invariants of every layout hold (no
/// overlaps, inside the content, appending equal to the full layout) with any starts kept.
@Suite struct KeptLineStartsPropertyTests {
    /// A random vertical flow: items of random sizes (at most a line wide: a wider one sticks
    /// out of the content, as in UIKit), random spacings.
    static func randomFlow(_ rng: inout SplitMix) -> (layout: CollectionViewFlowLayout, data: TestSections, width: CGFloat, scale: CGFloat) {
        let layout = CollectionViewFlowLayout(
            itemSize: CGSize(width: rng.number(10...150), height: rng.number(10...200)), minimumLineSpacing: rng.pick([0, 4, 10] as [CGFloat]),
            minimumInteritemSpacing: rng.pick([0, 2.5, 10] as [CGFloat]),
            sectionInset: DirectionalEdgeInsets(top: rng.number(0...10), leading: rng.number(0...20), bottom: 0, trailing: rng.number(0...20)))
        let counts = (0..<rng.int(1...3)).map { _ in rng.int(0...50) }
        let items: [[ItemData]?] = counts.map { n in rng.chance(0.2) ? nil : (0..<n).map { _ in .size(rng.number(4...150), rng.number(4...300)) } }
        let scale = rng.pick([1, 2, 3] as [CGFloat])
        return (layout, TestSections(items: items, counts: counts), CGFloat(rng.int(Int(200 * scale)...Int(500 * scale))) / scale, scale)
    }

    /// A random justified-rows layout of photos of random ratios.
    static func randomRows(_ rng: inout SplitMix) -> (layout: JustifiedRowsLayout, data: TestSections, width: CGFloat, scale: CGFloat) {
        let layout = JustifiedRowsLayout(
            targetRowHeight: rng.number(40...200), targetRowHeightTolerance: rng.pick([0, 0.25, 0.5] as [CGFloat]), interitemSpacing: rng.pick([0, 2, 4] as [CGFloat]),
            lineSpacing: rng.pick([0, 2, 4] as [CGFloat]))
        let counts = (0..<rng.int(1...3)).map { _ in rng.int(0...50) }
        let items: [[ItemData]?] = counts.map { n in (0..<n).map { _ in .aspectRatio(rng.number(2...40) / 10) } }
        let scale = rng.pick([1, 2, 3] as [CGFloat])
        return (layout, TestSections(items: items, counts: counts), CGFloat(rng.int(Int(200 * scale)...Int(500 * scale))) / scale, scale)
    }

    /// `layout` keeping `starts`, checked: the lines it already breaks at change nothing, each
    /// kept start starts a line, and the invariants hold.
    static func check<L: LineStartKeepingLayout>(_ layout: L, data: TestSections, width: CGFloat, scale: CGFloat, rng: inout SplitMix) throws {
        let environment = LayoutEnvironment(containerSize: CGSize(width: width, height: 500), displayScale: scale)
        let natural = try layout.makeSnapshot(sections: data.sections, environment: environment)
        var same = layout
        var kept = layout
        for (s, n) in data.counts.enumerated() where n > 0 {
            let breaks = (0..<n).filter { layout.lineStart(ofItem: .item($0, section: s), in: natural) == $0 }
            same.keptLineStarts[s] = breaks.filter { _ in rng.chance(0.5) }
            kept.keptLineStarts[s] = (0..<n).filter { _ in rng.chance(0.2) }
        }
        #expect(try same.makeSnapshot(sections: data.sections, environment: environment).allElements() == natural.allElements())
        let snapshot = try kept.makeSnapshot(sections: data.sections, environment: environment)
        for (s, starts) in kept.keptLineStarts {
            for k in starts { #expect(kept.lineStart(ofItem: .item(k, section: s), in: snapshot) == k, "section \(s) item \(k)") }
        }
        try expectCollectionLayoutInvariants(kept, data: data, width: width, scale: scale, rng: &rng)
    }

    @Test func flows() async {
        await propertyCheck(count: 100, input: Gen.int(in: 0...Int.max)) { seed in
            var rng = SplitMix(seed: UInt64(seed))
            let c = Self.randomFlow(&rng)
            try Self.check(c.layout, data: c.data, width: c.width, scale: c.scale, rng: &rng)
        }
    }

    @Test func justifiedRows() async {
        await propertyCheck(count: 100, input: Gen.int(in: 0...Int.max)) { seed in
            var rng = SplitMix(seed: UInt64(seed))
            let c = Self.randomRows(&rng)
            try Self.check(c.layout, data: c.data, width: c.width, scale: c.scale, rng: &rng)
        }
    }

    /// A flow's items, line spacing and top inset in whole pixels (a cell's measured size; a
    /// spacing off the grid moves lines below a new line by amounts a pixel apart, and lines
    /// starting half a pixel off it round either way), many thinner than their line:
    /// the first item taking another size, the later lines kept (as a driver keeps the lines the
    /// user saw), every item from the second line on moves by one same amount — a thinner item
    /// centred half a pixel off the grid included (rounded with its line's start, it moved a
    /// pixel more or less than its line when the line moved).
    @Test func aChangeAboveMovesEveryFlowItemBelowByOneAmount() async {
        await propertyCheck(count: 100, input: Gen.int(in: 0...Int.max)) { seed in
            var rng = SplitMix(seed: UInt64(seed))
            let scale = rng.pick([2, 3] as [CGFloat])
            var layout = CollectionViewFlowLayout(
                itemSize: CGSize(width: 50, height: 50), minimumLineSpacing: rng.pick([0, 4, 6, 1 / scale] as [CGFloat]),
                minimumInteritemSpacing: rng.pick([0, 2.5, 6] as [CGFloat]),
                sectionInset: DirectionalEdgeInsets(top: CGFloat(rng.int(0...Int(10 * scale))) / scale, leading: rng.number(0...20), bottom: 0, trailing: rng.number(0...20)))
            let pixel = { (range: ClosedRange<Int>) in CGFloat(rng.int(range)) / scale }
            var items = (0..<80).map { _ in ItemData.size(pixel(Int(20 * scale)...Int(150 * scale)), pixel(Int(10 * scale)...Int(200 * scale))) }
            let environment = LayoutEnvironment(width: 390, displayScale: scale)
            let before = try layout.makeSnapshot(sections: [SectionData(items: items)], environment: environment)
            let starts = (1..<items.count).filter { layout.lineStart(ofItem: .item($0, section: 0), in: before) == $0 }
            guard let second = starts.first else { return }
            layout.keptLineStarts = [0: starts]
            items[0] = .size(pixel(Int(20 * scale)...Int(150 * scale)), pixel(Int(10 * scale)...Int(400 * scale)))
            let after = try layout.makeSnapshot(sections: [SectionData(items: items)], environment: environment)
            let y = { (snapshot: LayoutSnapshot, i: Int) in snapshot.layoutAttributesForItem(at: .item(i, section: 0))!.frame.minY }
            let moved = y(after, second) - y(before, second)
            for i in second..<items.count {
                #expect(abs(y(after, i) - y(before, i) - moved) < 1e-6, "item \(i) moved \(y(after, i) - y(before, i)), its lines \(moved)")
            }
        }
    }
}
