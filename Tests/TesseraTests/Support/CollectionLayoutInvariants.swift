import Foundation
import Testing
import Tessera
import TesseraBenchmarkFixtures

/// Data for invariant tests: sections as item arrays (or bare counts), so any prefix can be cut.
struct TestSections {
    /// Per section: its items, or nil for a count-only section of `counts[s]` items.
    var items: [[ItemData]?]
    var counts: [Int]

    var sections: [SectionData] {
        zip(items, counts).map { items, count in items.map(SectionData.init(items:)) ?? SectionData(itemCount: count) }
    }

    /// Items `range` of section `s` as section data.
    func part(_ s: Int, _ range: Range<Int>) -> SectionData {
        items[s].map { SectionData(items: Array($0[range])) } ?? SectionData(itemCount: range.count)
    }
}

/// Checks what every waterfall and mosaic snapshot must satisfy, on `layout` over `data` in a
/// container `width` wide at `scale`: the invariants of `expectSnapshotInvariants`, appending at
/// random split points equals the full layout, and nothing appended starts before the append
/// boundary.
func expectCollectionLayoutInvariants<L: IncrementalCollectionLayout>(
    _ layout: L, data: TestSections, width: CGFloat, scale: CGFloat, rng: inout SplitMix,
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let environment = LayoutEnvironment(containerSize: CGSize(width: width, height: 500), displayScale: scale)
    var rtlEnvironment = environment
    rtlEnvironment.layoutDirection = .rightToLeft
    let (snapshot, rtl) = try expectSnapshotInvariants(layout, data: data, width: width, scale: scale, rng: &rng, sourceLocation: sourceLocation)
    let all = snapshot.allElements()

    // Appending from a random split point (possibly inside an empty prefix) equals the full layout.
    if !data.counts.isEmpty {
        let s = Int(rng.next() % UInt64(data.counts.count))
        let k = Int(rng.next() % UInt64(data.counts[s] + 1))
        var first = Array(data.sections[..<s])
        first.append(data.part(s, 0..<k))
        let mid = k + Int(rng.next() % UInt64(data.counts[s] - k + 1))
        for (env, full) in [(environment, snapshot), (rtlEnvironment, rtl)] {
            var partial = try layout.makeSnapshot(sections: first, environment: env)
            // Append the rest of section s in up to two steps, then the remaining sections.
            partial = try layout.snapshot(partial, appendingItems: data.part(s, k..<mid), newSections: [])
            partial = try layout.snapshot(partial, appendingItems: data.part(s, mid..<data.counts[s]), newSections: Array(data.sections[(s + 1)...]))
            #expect(partial.contentSize == full.contentSize, "append split at section \(s) item \(k)", sourceLocation: sourceLocation)
            #expect(partial.allElements() == full.allElements(), "append split at section \(s) item \(k), \(env.layoutDirection)", sourceLocation: sourceLocation)
        }
    }

    // Nothing still to come after a split (the rest of its section, later sections and their
    // supplementaries) starts before the layout's append boundary: a driver that lays out a
    // part at a time trusts what lies before it. Every split of small data, eight of larger.
    let splits = data.counts.enumerated().flatMap { s, n in (0...n).map { (s, $0) } }
    for (s, k) in splits.count <= 40 ? splits : (0..<8).map({ _ in splits[Int(rng.next() % UInt64(splits.count))] }) {
        let part = try layout.makeSnapshot(sections: Array(data.sections[..<s]) + [data.part(s, 0..<k)], environment: environment)
        let boundary = layout.appendBoundary(of: part)
        #expect(boundary.isFinite, sourceLocation: sourceLocation)
        for a in all
        where a.indexPath.sectionIndex > s
            || (a.representedElementCategory == .cell && a.indexPath.sectionIndex == s && a.indexPath.itemIndex >= k)
        {
            #expect(a.frame.minY >= boundary, "\(a.indexPath) starts at \(a.frame.minY), before the boundary \(boundary) of a split at section \(s) item \(k)", sourceLocation: sourceLocation)
        }
    }
}

/// Checks what every vertically scrolling snapshot must satisfy, on `layout` over `data` in a
/// container `width` wide at `scale`: no two elements' interiors overlap, every element lies in
/// the content size, every frame and the content height are on the pixel grid, right-to-left is
/// the mirror of left-to-right, and `elements(in:)` equals a brute-force filter for random
/// rects. Returns the left-to-right and right-to-left snapshots.
@discardableResult
func expectSnapshotInvariants<L: CollectionLayout>(
    _ layout: L, data: TestSections, width: CGFloat, scale: CGFloat, rng: inout SplitMix,
    sourceLocation: SourceLocation = #_sourceLocation
) throws -> (LayoutSnapshot, LayoutSnapshot) {
    let environment = LayoutEnvironment(containerSize: CGSize(width: width, height: 500), displayScale: scale)
    let snapshot = try layout.makeSnapshot(sections: data.sections, environment: environment)
    let all = snapshot.allElements()
    let grid = PixelGrid(scale: scale)
    let content = CGRect(origin: .zero, size: snapshot.contentSize)
    #expect(snapshot.contentSize.width == width, sourceLocation: sourceLocation)
    #expect(grid.isAligned(snapshot.contentSize.height), "content height \(snapshot.contentSize.height)", sourceLocation: sourceLocation)
    #expect(snapshot.numberOfCells == data.counts.reduce(0, +), sourceLocation: sourceLocation)

    for a in all {
        #expect(grid.isAligned(a.frame), "\(a.indexPath) \(a.frame) not on the grid of scale \(scale)", sourceLocation: sourceLocation)
        #expect(a.frame.isFiniteRect && a.frame.width >= 0 && a.frame.height >= 0, sourceLocation: sourceLocation)
        #expect(
            content.contains(a.frame) || a.frame.isEmpty && content.insetBy(dx: -1e-9, dy: -1e-9).contains(a.frame.origin),
            "\(a.indexPath) \(a.frame) outside \(content)", sourceLocation: sourceLocation)
    }
    // No overlaps: sweep by minY so the check stays fast for a few hundred elements.
    let sorted = all.sorted { $0.frame.minY < $1.frame.minY }
    for i in sorted.indices {
        var j = i + 1
        while j < sorted.count, sorted[j].frame.minY < sorted[i].frame.maxY {
            #expect(
                !sorted[i].frame.overlaps(sorted[j].frame),
                "\(sorted[i].indexPath) \(sorted[i].frame) overlaps \(sorted[j].indexPath) \(sorted[j].frame)", sourceLocation: sourceLocation)
            j += 1
        }
    }

    // Right-to-left is the mirror image.
    var rtlEnvironment = environment
    rtlEnvironment.layoutDirection = .rightToLeft
    let rtl = try layout.makeSnapshot(sections: data.sections, environment: rtlEnvironment)
    #expect(rtl.contentSize == snapshot.contentSize, sourceLocation: sourceLocation)
    let mirrored = all.map { a -> LayoutAttributes in
        var m = a
        m.frame = a.frame.mirroredHorizontally(inWidth: width)
        return m
    }
    #expect(rtl.allElements() == mirrored, sourceLocation: sourceLocation)

    // elements(in:) is exactly the brute-force filter.
    for _ in 0..<20 {
        let h = max(snapshot.contentSize.height, 1)
        let rect = CGRect(
            x: CGFloat(rng.next() % UInt64(width + 40)) - 20, y: CGFloat(rng.next() % UInt64(h + 80)) - 40,
            width: CGFloat(rng.next() % 300), height: CGFloat(rng.next() % 600)
        )
        #expect(snapshot.elements(in: rect) == all.filter { $0.frame.overlaps(rect) }, "rect \(rect)", sourceLocation: sourceLocation)
    }
    return (snapshot, rtl)
}

extension SplitMix {
    /// A random element of `values`.
    mutating func pick<T>(_ values: [T]) -> T { values[Int(next() % UInt64(values.count))] }
    /// A random integer in `range`.
    mutating func int(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.count)) }
    /// A random number in `range`, in steps of 1/8 (so values are exact in binary).
    mutating func number(_ range: ClosedRange<Int>) -> CGFloat { CGFloat(int(range.lowerBound * 8...range.upperBound * 8)) / 8 }
    /// true with probability `p`.
    mutating func chance(_ p: Double) -> Bool { Double(next() % 1_000_000) / 1_000_000 < p }
}
