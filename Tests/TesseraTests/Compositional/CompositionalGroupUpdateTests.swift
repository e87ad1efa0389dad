import Foundation
import PropertyBased
import Testing
import Tessera
import TesseraBenchmarkFixtures
import TesseraTestSupport

/// A measured size lays out only the group instance holding the item and
/// moves what follows (`CompositionalLayout.updatingGroup`), or lays out the whole section where
/// that is not possible. Either way the snapshot equals a full layout with the same sizes.
@Suite struct CompositionalGroupUpdateTests {
    /// A list of five rows estimated 44, 10 apart, a header 30 and a footer 20 (scale 1): row 2
    /// measured 100 puts row 3 at 30 + 44 + 10 + 44 + 10 + 100 + 10 = 248, row 4 at 248 + 54 =
    /// 302, the footer at 302 + 44 = 346 and the content at 366; rows 0 and 1 stay.
    @Test func aRowMeasuredMovesTheRowsAfterItAndTheFooter() throws {
        let layout = EstimatedRowList.headered()
        let before = try layout.makeSnapshot(sections: [SectionData(itemCount: 5)], environment: env(320, 480, scale: 1))
        let after = try layout.snapshot(before, updatingMeasuredSize: CGSize(width: 320, height: 100), at: .item(2, section: 0))
        let ys = (0..<5).map { after.layoutAttributesForItem(at: .item($0, section: 0))!.frame.minY }
        #expect(ys == [30, 84, 138, 248, 302])
        #expect(after.layoutAttributesForItem(at: .item(2, section: 0))!.frame.height == 100)
        #expect(after.layoutAttributesForSupplementaryElement(ofKind: "footer", at: .item(0, section: 0))?.frame == rect(0, 346, 320, 20))
        #expect(after.contentSize == CGSize(width: 320, height: 366))
    }

    /// A snapshot updated by a layout that did not make it is refused with a thrown error that
    /// says so, whichever way round: a layout whose section has a header the snapshot lacks,
    /// and one without the header the snapshot has (which used to stop the process: its group
    /// update found one supplementary record where its section makes none). A copy of the
    /// maker, equal to it, may update it: row 1 measured 80 puts row 2 at 44 + 80 = 124.
    @Test func aSnapshotOfAnotherLayoutIsRefused() throws {
        let row = EstimatedRowList.row
        let plain = CompositionalLayout(section: LayoutSection(group: row))
        var headed = LayoutSection(group: row)
        headed.boundarySupplementaryItems = [LayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(30)), elementKind: "header", alignment: .top)]
        let withHeader = CompositionalLayout(section: headed)
        let environment = env(320, 480, scale: 1)
        let measured = CGSize(width: 320, height: 80)
        for (maker, updater) in [(withHeader, plain), (plain, withHeader)] {
            let snapshot = try maker.makeSnapshot(sections: [SectionData(itemCount: 5)], environment: environment)
            let error = thrownError { try updater.snapshot(snapshot, updatingMeasuredSize: measured, at: .item(1, section: 0)) }
            #expect(error as? LayoutError == LayoutError(.foreignSnapshot, at: ["snapshot"]))
            #expect("\(error.map { "\($0)" } ?? "no error")" == "snapshot: was not made by this layout")
        }
        let snapshot = try plain.makeSnapshot(sections: [SectionData(itemCount: 5)], environment: environment)
        let copy = plain
        let updated = try copy.snapshot(snapshot, updatingMeasuredSize: measured, at: .item(1, section: 0))
        #expect(updated.layoutAttributesForItem(at: .item(2, section: 0))?.frame.minY == 124)
    }

    /// Random sections (lists, rows of several self-sizing items, stacks and nested groups
    /// estimated along the axis, headers that pin, footers, items over the content that lengthen
    /// it, decorations, spacing and insets; and the cases laid out whole: items with badges,
    /// sideways sections), measured in a random order, 30 times: after each, the snapshot equals
    /// a full layout of the data with every size so far.
    @Test func randomMeasurementOrdersEqualFullLayout() async {
        await propertyCheck(count: 80, input: Gen.int(in: 0...1_000_000)) { seed in
            let p = RandomSelfSizingSections(seed: seed)
            var rng = SplitMix(seed: UInt64(seed) &+ 11)
            var sections = p.sections
            var snapshot = try p.layout.makeSnapshot(sections: sections, environment: p.environment)
            let candidates = sections.indices.filter { sections[$0].count > 0 }
            guard !candidates.isEmpty else { return }
            for round in 0..<30 {
                let s = candidates[Int(rng.next() % UInt64(candidates.count))]
                let i = Int(rng.next() % UInt64(sections[s].count))
                let measured = CGSize(length: CGFloat(1 + rng.next() % 150), along: p.axis, breadth: CGFloat(20 + rng.next() % 100))
                snapshot = try p.layout.snapshot(snapshot, updatingMeasuredSize: measured, at: .item(i, section: s))
                var items = (0..<sections[s].count).map { sections[s][$0] }
                items[i].measuredSize = measured
                sections[s] = SectionData(items: items)
                let full = try p.layout.makeSnapshot(sections: sections, environment: p.environment)
                expectSameElements(snapshot, full)
                #expect(abs(snapshot.contentSize.width - full.contentSize.width) <= 1e-9 * max(1, full.contentSize.width), "seed \(seed) round \(round)")
                #expect(abs(snapshot.contentSize.height - full.contentSize.height) <= 1e-9 * max(1, full.contentSize.height), "seed \(seed) round \(round)")
                #expect(snapshot.orthogonalSections.map(\.section) == full.orthogonalSections.map(\.section))
                let rect = CGRect(origin: .zero, size: p.environment.containerSize).offsetBy(
                    dx: p.axis == .horizontal ? CGFloat(rng.next() % 2000) : 0, dy: p.axis == .vertical ? CGFloat(rng.next() % 2000) : 0)
                #expect(snapshot.elements(in: rect.insetBy(dx: 1, dy: 1)).map(\.indexPath) == full.elements(in: rect.insetBy(dx: 1, dy: 1)).map(\.indexPath))
            }
        }
    }

    /// A long list measured all along, 300 sizes kept apart from its data
    /// (`PendingMeasuredSizes`, across leaves of 64 items and branches of 2,048): the frames stay a full
    /// layout's, and a snapshot taken halfway stays what it was (the sizes recorded after it
    /// share its table, not its values) and can still be updated.
    @Test func manyMeasurementsInALongListEqualFullLayout() throws {
        let layout = CompositionalLayout(section: LayoutSection(group: EstimatedRowList.row))
        let environment = env(320, 480, scale: 2)
        var items = Array(repeating: ItemData(), count: 10_000)
        var snapshot = try layout.makeSnapshot(sections: [SectionData(items: items)], environment: environment)
        var rng = SplitMix(seed: 38)
        var halfway: (snapshot: LayoutSnapshot, items: [ItemData])?
        for k in 0..<300 {
            if k == 150 { halfway = (snapshot, items) }
            let i = Int(rng.next() % 10_000)
            let measured = CGSize(width: 320, height: CGFloat(1 + rng.next() % 200) / 2)
            items[i].measuredSize = measured
            snapshot = try layout.snapshot(snapshot, updatingMeasuredSize: measured, at: .item(i, section: 0))
        }
        let full = try layout.makeSnapshot(sections: [SectionData(items: items)], environment: environment)
        // At scale 2 every position is a multiple of 0.5: moved frames are exact.
        #expect(snapshot.allElements() == full.allElements())
        #expect(snapshot.contentSize == full.contentSize)
        var (kept, keptItems) = try #require(halfway)
        #expect(kept.allElements() == (try layout.makeSnapshot(sections: [SectionData(items: keptItems)], environment: environment)).allElements())
        keptItems[9_999].measuredSize = CGSize(width: 320, height: 10)
        kept = try layout.snapshot(kept, updatingMeasuredSize: CGSize(width: 320, height: 10), at: .item(9_999, section: 0))
        #expect(kept.allElements() == (try layout.makeSnapshot(sections: [SectionData(items: keptItems)], environment: environment)).allElements())
    }
}
