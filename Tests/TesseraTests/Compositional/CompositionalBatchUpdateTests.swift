import Foundation
import PropertyBased
import Testing
import Tessera
import TesseraBenchmarkFixtures
import TesseraTestSupport

/// Several measured sizes at once (`CompositionalLayout.snapshot(_:updatingMeasuredSizes:)`, a
/// screen of new cells measured in one layout pass): each group instance holding one laid out
/// again once, each run of nearby instances replaced in the tree at once. The snapshot equals a
/// full layout with the same sizes.
@Suite struct CompositionalBatchUpdateTests {
    /// Five rows estimated 44, 10 apart, a header 30 and a footer 20 (scale 1); rows 1 and 3
    /// measured 60 and 100 together: row 2 at 30 + 44 + 10 + 60 + 10 = 154, row 3 at 154 + 54 =
    /// 208, row 4 at 208 + 100 + 10 = 318, the footer at 318 + 44 = 362, the content 382.
    @Test func rowsMeasuredTogetherMoveTheRowsBetweenAndAfterThem() throws {
        let layout = EstimatedRowList.headered()
        let before = try layout.makeSnapshot(sections: [SectionData(itemCount: 5)], environment: env(320, 480, scale: 1))
        let after = try layout.snapshot(
            before, updatingMeasuredSizes: [.item(1, section: 0): CGSize(width: 320, height: 60), .item(3, section: 0): CGSize(width: 320, height: 100)])
        let ys = (0..<5).map { after.layoutAttributesForItem(at: .item($0, section: 0))!.frame.minY }
        #expect(ys == [30, 84, 154, 208, 318])
        #expect(after.layoutAttributesForItem(at: .item(3, section: 0))!.frame.height == 100)
        #expect(after.layoutAttributesForSupplementaryElement(ofKind: "footer", at: .item(0, section: 0))?.frame == rect(0, 362, 320, 20))
        #expect(after.contentSize == CGSize(width: 320, height: 382))
    }

    /// 200 rows estimated 44 (scale 1); row 2 measured 50, rows 150 and 151 measured 30 and 144
    /// (two runs: far apart): row 3 at 3 · 44 + 6 = 138, row 150 at 150 · 44 + 6 = 6,606, row 151
    /// at 6,606 + 30 = 6,636, row 152 at 6,636 + 144 = 6,780, the content 197 · 44 + 50 + 30 +
    /// 144 = 8,892; rows 0 to 2 stay.
    @Test func runsFarApartEachMoveWhatFollowsThem() throws {
        let layout = CompositionalLayout(section: LayoutSection(group: EstimatedRowList.row))
        let before = try layout.makeSnapshot(sections: [SectionData(itemCount: 200)], environment: env(320, 480, scale: 1))
        let after = try layout.snapshot(
            before,
            updatingMeasuredSizes: [
                .item(2, section: 0): CGSize(width: 320, height: 50), .item(150, section: 0): CGSize(width: 320, height: 30),
                .item(151, section: 0): CGSize(width: 320, height: 144),
            ])
        let ys = [0, 1, 2, 3, 149, 150, 151, 152, 199].map { after.layoutAttributesForItem(at: .item($0, section: 0))!.frame.minY }
        #expect(ys == [0, 44, 88, 138, 6_562, 6_606, 6_636, 6_780, 8_848])
        #expect(after.contentSize == CGSize(width: 320, height: 8_892))
    }

    /// An item that does not exist, or a size that is not a size, is refused with the path of
    /// the batch; nothing is laid out.
    @Test func aBadMeasurementIsRefused() throws {
        let layout = CompositionalLayout(section: LayoutSection(group: EstimatedRowList.row))
        let snapshot = try layout.makeSnapshot(sections: [SectionData(itemCount: 3)], environment: env(320, 480, scale: 1))
        let missing = thrownError { try layout.snapshot(snapshot, updatingMeasuredSizes: [.item(3, section: 0): CGSize(width: 320, height: 10)]) }
        #expect(missing as? LayoutError == LayoutError(.noSuchItem([0, 3]), at: ["measuredSizes"]))
        let negative = thrownError { try layout.snapshot(snapshot, updatingMeasuredSizes: [.item(1, section: 0): CGSize(width: 320, height: -1)]) }
        #expect((negative as? LayoutError)?.path == ["measuredSizes", "[0, 1]"])
    }

    /// Random sections (`RandomSelfSizingSections`: lists, rows, nested groups, pinned headers,
    /// decorations, and the cases laid out whole), measured in random batches of 1 to 12
    /// (clustered, as a screen of new cells is, or spread out), 10 batches: after each the
    /// snapshot equals a full layout of the data with every size so far.
    @Test func randomBatchesEqualFullLayout() async {
        await propertyCheck(count: 80, input: Gen.int(in: 0...1_000_000)) { seed in
            let p = RandomSelfSizingSections(seed: seed)
            var rng = SplitMix(seed: UInt64(seed) &+ 23)
            var sections = p.sections
            var snapshot = try p.layout.makeSnapshot(sections: sections, environment: p.environment)
            let candidates = sections.indices.filter { sections[$0].count > 0 }
            guard !candidates.isEmpty else { return }
            for round in 0..<10 {
                var batch: [IndexPath: CGSize] = [:]
                let clustered = rng.next() % 2 == 0
                var s = candidates[Int(rng.next() % UInt64(candidates.count))]
                var i = Int(rng.next() % UInt64(sections[s].count))
                for _ in 0..<(1 + Int(rng.next() % 12)) {
                    if clustered {
                        i = min(sections[s].count - 1, i + Int(rng.next() % 3))
                    } else {
                        s = candidates[Int(rng.next() % UInt64(candidates.count))]
                        i = Int(rng.next() % UInt64(sections[s].count))
                    }
                    batch[.item(i, section: s)] = CGSize(length: CGFloat(1 + rng.next() % 150), along: p.axis, breadth: CGFloat(20 + rng.next() % 100))
                }
                snapshot = try p.layout.snapshot(snapshot, updatingMeasuredSizes: batch)
                for (q, measured) in batch {
                    var items = (0..<sections[q.sectionIndex].count).map { sections[q.sectionIndex][$0] }
                    items[q.itemIndex].measuredSize = measured
                    sections[q.sectionIndex] = SectionData(items: items)
                }
                let full = try p.layout.makeSnapshot(sections: sections, environment: p.environment)
                expectSameElements(snapshot, full)
                #expect(abs(snapshot.contentSize.width - full.contentSize.width) <= 1e-9 * max(1, full.contentSize.width), "seed \(seed) round \(round)")
                #expect(abs(snapshot.contentSize.height - full.contentSize.height) <= 1e-9 * max(1, full.contentSize.height), "seed \(seed) round \(round)")
            }
        }
    }
    /// A grid of 3 self-sizing items a row, 900 items, at scale 3 (positions that are not
    /// binary fractions), measured in random batches of up to 40 over a random stretch (several
    /// runs when it is long), 15 batches: after each the snapshot equals a full layout.
    @Test func randomBatchesInALongGridEqualFullLayout() async {
        let cell = item(.fractionalWidth(1.0 / 3), .estimated(80))
        let layout = CompositionalLayout(section: LayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .estimated(80)), subitems: [cell, cell, cell])))
        let environment = env(390, 844, scale: 3)
        await propertyCheck(count: 30, input: Gen.int(in: 0...1_000_000)) { seed in
            var rng = SplitMix(seed: UInt64(seed))
            var items = Array(repeating: ItemData(), count: 900)
            var snapshot = try layout.makeSnapshot(sections: [SectionData(items: items)], environment: environment)
            for _ in 0..<15 {
                let stretch = [30, 200, 900][Int(rng.next() % 3)]
                let start = Int(rng.next() % UInt64(900 - stretch + 1))
                var batch: [IndexPath: CGSize] = [:]
                for _ in 0..<(1 + Int(rng.next() % 40)) {
                    let i = start + Int(rng.next() % UInt64(stretch))
                    let measured = CGSize(width: 130, height: CGFloat(1 + rng.next() % 600) / 3)
                    batch[.item(i, section: 0)] = measured
                    items[i].measuredSize = measured
                }
                snapshot = try layout.snapshot(snapshot, updatingMeasuredSizes: batch)
                let full = try layout.makeSnapshot(sections: [SectionData(items: items)], environment: environment)
                expectSameElements(snapshot, full)
                #expect(abs(snapshot.contentSize.height - full.contentSize.height) <= 1e-9 * full.contentSize.height, "seed \(seed)")
            }
        }
    }
}
