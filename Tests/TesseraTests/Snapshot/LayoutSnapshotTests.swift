import Foundation
import PropertyBased
import Testing
@testable import Tessera  // the snapshot's bounded tree is internal
import TesseraBenchmarkFixtures

/// Builds a snapshot of `sections` of random-ish cells (frames from a seeded generator), with a
/// header per section, so the spatial index can be compared against brute force.
private func scatteredSnapshot(sectionSizes: [Int], seed: UInt64, pinned: Bool = false) -> (LayoutSnapshot, [LayoutAttributes]) {
    var rng = SplitMix(seed: seed)
    var builder = LayoutSnapshotBuilder(environment: LayoutEnvironment(width: 300, height: 400))
    var expected: [LayoutAttributes] = []
    var y: CGFloat = 0
    for (s, n) in sectionSizes.enumerated() {
        builder.startSection()
        let sectionStart = y
        let header = CGRect(x: 0, y: y, width: 300, height: 20)
        y += 20
        var cells: [LayoutAttributes] = []
        for i in 0..<n {
            let f = CGRect(x: CGFloat(rng.next() % 250), y: y + CGFloat(rng.next() % 60), width: CGFloat(1 + rng.next() % 50), height: CGFloat(1 + rng.next() % 80))
            builder.addCell(frame: f, zIndex: i % 3)
            cells.append(.cell(.item(i, section: s), frame: f, zIndex: i % 3))
            y += CGFloat(rng.next() % 10)
        }
        y += 80
        let pin = pinned ? PinningBehavior(edge: .leading, range: sectionStart...y, pinnedZIndex: 1_000_000_000) : nil
        builder.addSupplementary(kind: ElementKind.header, at: .item(0, section: s), frame: header, pinning: pin)
        builder.addDecoration(kind: ElementKind.background, at: .item(0, section: s), frame: CGRect(x: 0, y: sectionStart, width: 300, height: y - sectionStart), zIndex: -1)
        expected += cells
        expected.append(LayoutAttributes(category: .supplementary, kind: ElementKind.header, indexPath: .item(0, section: s), frame: header))
        expected.append(
            LayoutAttributes(
                category: .decoration, kind: ElementKind.background, indexPath: .item(0, section: s), frame: CGRect(x: 0, y: sectionStart, width: 300, height: y - sectionStart), zIndex: -1))
    }
    return (builder.build(contentSize: CGSize(width: 300, height: y)), expected)
}

@Suite struct LayoutSnapshotTests {
    @Test func allElementsInOrderWithLookups() {
        let (snapshot, expected) = scatteredSnapshot(sectionSizes: [5, 0, 2000, 33], seed: 7)
        #expect(snapshot.allElements() == expected)
        #expect(snapshot.numberOfSections == 4)
        #expect(snapshot.numberOfItems(inSection: 1) == 0)
        #expect(snapshot.numberOfItems(inSection: 2) == 2000)
        #expect(snapshot.numberOfCells == 2038)
        for a in expected {
            switch a.representedElementCategory {
            case .cell: #expect(snapshot.layoutAttributesForItem(at: a.indexPath) == a)
            case .supplementary: #expect(snapshot.layoutAttributesForSupplementaryElement(ofKind: a.representedElementKind!, at: a.indexPath) == a)
            case .decoration: #expect(snapshot.layoutAttributesForDecorationView(ofKind: a.representedElementKind!, at: a.indexPath) == a)
            }
        }
        #expect(snapshot.layoutAttributesForItem(at: .item(5, section: 0)) == nil)
        #expect(snapshot.layoutAttributesForItem(at: .item(0, section: 9)) == nil)
    }

    /// A section's cells from an item on, in order, read in one pass: the cells of that section
    /// only (an empty one has none), stopped when the body says so.
    @Test func cellsOfASectionFromAnItemEqualTheirLookUps() {
        let (snapshot, _) = scatteredSnapshot(sectionSizes: [5, 0, 2000, 33], seed: 5)
        for (section, from) in [(0, 0), (0, 4), (0, 5), (1, 0), (2, 0), (2, 127), (2, 1999), (3, 10), (9, 0), (2, -1)] {
            var frames: [CGRect] = []
            snapshot.forEachCell(inSection: section, from: from) {
                frames.append($0); return true
            }
            let count = snapshot.numberOfItems(inSection: section)
            let expected = from < 0 ? [] : (from..<max(from, count)).map { snapshot.layoutAttributesForItem(at: .item($0, section: section))!.frame }
            #expect(frames == expected, "section \(section) from \(from)")
        }
        var read = 0
        snapshot.forEachCell(inSection: 2, from: 100) { _ in
            read += 1
            return read < 300
        }
        #expect(read == 300)
    }

    @Test func elementsInRectEqualBruteForce() async {
        let (snapshot, expected) = scatteredSnapshot(sectionSizes: [40, 3000, 0, 700], seed: 11)
        let height = snapshot.contentSize.height
        await propertyCheck(count: 300, input: Gen.double(in: -50...350), Gen.double(in: -100...(height + 100)), Gen.double(in: 0...400), Gen.double(in: 0...2000)) { x, y, w, h in
            let rect = CGRect(x: x, y: y, width: w, height: h)
            #expect(snapshot.elements(in: rect) == expected.filter { $0.frame.overlaps(rect) })
        }
    }

    @Test func appendingSharesAndEqualsFullBuild() {
        var tree = BoundedTree<CellRecord>()
        var all: [CellRecord] = []
        var rng = SplitMix(seed: 3)
        // Batches of awkward sizes cross leaf and branch boundaries (128, 4096, 131072).
        for batch in [1, 127, 1, 3990, 1, 133_000, 5, 4096] {
            let old = tree
            let oldCount = all.count
            let new = (0..<batch).map { _ in CellRecord(frame: CGRect(x: CGFloat(rng.next() % 100), y: CGFloat(all.count), width: 5, height: 5), zIndex: 0) }
            all += new
            tree = tree.appending(contentsOf: new)
            #expect(old.count == oldCount, "the old tree is unchanged")
            #expect(tree.count == all.count)
        }
        for i in stride(from: 0, to: all.count, by: 97) { #expect(tree[i].frame == all[i].frame) }
        #expect(tree[all.count - 1].frame == all.last!.frame)
        let full = BoundedTree<CellRecord>().appending(contentsOf: all)
        let rect = CGRect(x: 10, y: 30_000, width: 20, height: 300)
        var a: [Int] = [], b: [Int] = []
        tree.forEach(overlapping: rect) { i, _ in a.append(i) }
        full.forEach(overlapping: rect) { i, _ in b.append(i) }
        #expect(a == b)
        #expect(a == all.indices.filter { all[$0].frame.overlaps(rect) })
        for n in [0, 1, 128, 129, 4097, 131_073, 140_000] {
            let p = tree.prefix(n)
            #expect(p.count == n)
            if n > 0 { #expect(p[n - 1].frame == all[n - 1].frame) }
        }
    }

    @Test func pinnedHeaderSticksInsideItsSection() {
        let (snapshot, _) = scatteredSnapshot(sectionSizes: [10, 10], seed: 5, pinned: true)
        let section0End = snapshot.layoutAttributesForSupplementaryElement(ofKind: "header", at: .item(0, section: 1))!.frame.minY
        // Scrolled 50 points into section 0: the header rides at the top of the visible bounds.
        let h = snapshot.layoutAttributesForSupplementaryElement(ofKind: "header", at: .item(0, section: 0), contentOffset: CGPoint(x: 0, y: 50))!
        #expect(h.frame.minY == 50)
        #expect(h.zIndex == 1_000_000_000)
        // Near the section's end it stops 20 points (its height) before it.
        let end = snapshot.layoutAttributesForSupplementaryElement(ofKind: "header", at: .item(0, section: 0), contentOffset: CGPoint(x: 0, y: section0End - 5))!
        #expect(end.frame.minY == section0End - 20)
        // At rest it is where the layout put it, with its own zIndex.
        let rest = snapshot.layoutAttributesForSupplementaryElement(ofKind: "header", at: .item(0, section: 0), contentOffset: .zero)!
        #expect(rest.frame.minY == 0)
        #expect(rest.zIndex == 0)
        // Found by a query of the visible rect far from its resting place.
        let visible = CGRect(x: 0, y: 50, width: 300, height: 10)
        #expect(snapshot.elements(in: visible, contentOffset: CGPoint(x: 0, y: 50)).contains { $0.representedElementKind == "header" && $0.indexPath == .item(0, section: 0) })
    }

    @Test func aMillionCellsTakeAtMost64BytesEach() {
        var builder = LayoutSnapshotBuilder(environment: LayoutEnvironment(width: 390))
        builder.startSection()
        for i in 0..<1_000_000 { builder.addCell(frame: CGRect(x: CGFloat(i % 2) * 195, y: CGFloat(i / 2) * 100, width: 195, height: 100)) }
        let snapshot = builder.build(contentSize: CGSize(width: 390, height: 50_000_000))
        // 40-byte records in 128-cell leaves: (80 node object + 32 + 128 · 40 = 5152 → 5168
        // array) / 128 = 41.0 bytes; branches add 8 bytes of pointer per leaf and an 80 + 288
        // byte node per 32 leaves, about 0.15 bytes a cell.
        let perCell = Double(snapshot.estimatedMemoryFootprint) / 1_000_000
        #expect(perCell <= 64)
        #expect(perCell >= 41.0)
        #expect(perCell < 41.3)
    }
}

@Suite struct ItemDataTests {
    @Test func itemDataIsCompact() {
        // sizing: 16-byte payload + tag (17), isFullSpan at 17, selfSizing at 18, span Int32 at 20…23,
        // measuredSize: 16 + tag at 24…40 → 41 bytes, stride 48.
        #expect(MemoryLayout<ItemData>.stride == 48)
        var item = ItemData.aspectRatio(2)
        item.columnSpan = 3
        #expect(item.columnSpan == 3)
        #expect(item.height(forWidth: 100) == 50)
    }
}

/// The bytes a cell that the documentation states come from one place: the snapshot's own
/// accounting of a million cells (41.0–41.3, `aMillionCellsTakeAtMost64BytesEach`), rounded.
@Suite struct BytesPerCellDocumentationTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func everyDocumentNamesTheMeasuredNumber() throws {
        var builder = LayoutSnapshotBuilder(environment: LayoutEnvironment(width: 390))
        builder.startSection()
        for i in 0..<1_000_000 { builder.addCell(frame: CGRect(x: CGFloat(i % 2) * 195, y: CGFloat(i / 2) * 100, width: 195, height: 100)) }
        let snapshot = builder.build(contentSize: CGSize(width: 390, height: 50_000_000))
        let measured = Int((Double(snapshot.estimatedMemoryFootprint) / 1_000_000).rounded())
        #expect(measured == 41)
        var stated = 0
        for path in ["README.md", "docs/architecture.md", "docs/benchmarks.md", "Sources/Tessera/Snapshot/LayoutSnapshot.swift"] {
            let text = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8).replacingOccurrences(of: "\n///", with: "")
            for match in text.matches(of: /(\d+) bytes a cell/) {
                stated += 1
                #expect(Int(match.1) == measured, "\(path) says \(match.0)")
            }
        }
        #expect(stated >= 5)  // README, benchmarks (twice), the snapshot's two doc comments
    }
}
