import Foundation
import PropertyBased
import Testing
import Tessera
import TesseraBenchmarkFixtures
import TesseraTestSupport

/// A random compositional layout problem made from a seed: sections of assorted groups
/// (fractional rows with fixed or flexible spacing, nested groups, count groups, vertical groups,
/// self-sizing lists with random measured sizes, orthogonal rows), random insets and spacing,
/// either scroll direction, scales 1–3.
struct RandomCompositional {
    var layout: CompositionalLayout
    var sections: [SectionData]
    var environment: LayoutEnvironment
    /// Sections whose cells self-size along the scroll axis.
    var selfSizingSections: [Int]

    /// With `forcingFullReassembly`, the layout has a layout-level header and footer and
    /// horizontal layouts run right to left: the cases where a measured-size update lays out
    /// the sections from the updated one on again rather than moving them.
    init(seed: Int, forcingFullReassembly: Bool = false) {
        var rng = SplitMix(seed: UInt64(seed))
        func pick(_ n: Int) -> Int { Int(rng.next() % UInt64(n)) }
        func number(_ range: ClosedRange<Int>) -> CGFloat { CGFloat(range.lowerBound + pick(range.count)) }
        let axis: LayoutAxis = pick(3) == 0 ? .horizontal : .vertical
        let across = axis.other
        func fraction(_ a: LayoutAxis, _ v: CGFloat) -> LayoutDimension { a == .horizontal ? .fractionalWidth(v) : .fractionalHeight(v) }
        func sized(along: LayoutDimension, across acrossDimension: LayoutDimension) -> LayoutSize {
            axis == .vertical ? size(acrossDimension, along) : size(along, acrossDimension)
        }
        func linear(_ groupAxis: LayoutAxis, _ s: LayoutSize, _ subitems: [LayoutSubitem]) -> LayoutGroup {
            groupAxis == .horizontal ? .horizontal(layoutSize: s, subitems: subitems) : .vertical(layoutSize: s, subitems: subitems)
        }
        let sectionCount = 1 + pick(5)
        var definitions: [LayoutSection] = []
        var sections: [SectionData] = []
        var selfSizing: [Int] = []
        for s in 0..<sectionCount {
            let itemCount = pick(40)
            var data = SectionData(itemCount: itemCount)
            var group: LayoutGroup
            var orthogonal = false
            switch pick(6) {
            case 0:  // a row of fractional items across the scroll axis
                let it = LayoutItem(layoutSize: sized(along: fraction(axis, 1), across: fraction(across, CGFloat(1 + pick(6)) / 10)), contentInsets: DirectionalEdgeInsets(all: number(0...4)))
                group = linear(across, sized(along: .absolute(number(20...120)), across: fraction(across, 1)), [.item(it)])
                group.interItemSpacing = pick(2) == 0 ? .fixed(number(0...12)) : .flexible(number(0...12))
            case 1:  // case 4's nested group
                var inner = linear(axis, sized(along: fraction(axis, 1), across: fraction(across, 0.5)), [item(.fractionalWidth(1), .fractionalHeight(1))])
                inner = LayoutGroup.vertical(layoutSize: inner.layoutSize, subitems: [.item(LayoutItem(layoutSize: sized(along: fraction(axis, 0.5), across: fraction(across, 1))))])
                inner.kind = axis == .vertical ? .vertical : .horizontal
                inner.interItemSpacing = .fixed(number(0...6))
                group = linear(
                    across, sized(along: .absolute(number(40...150)), across: fraction(across, 1)),
                    [.item(LayoutItem(layoutSize: sized(along: fraction(axis, 1), across: fraction(across, 0.5)))), .group(inner)])
                group.interItemSpacing = .fixed(number(0...8))
            case 2:  // count
                let n = 1 + pick(4)
                group =
                    across == .horizontal
                    ? .horizontal(layoutSize: sized(along: .absolute(number(20...90)), across: fraction(across, 1)), subitem: item(.absolute(10), .fractionalHeight(1)), count: n)
                    : .vertical(layoutSize: sized(along: .absolute(number(20...90)), across: fraction(across, 1)), subitem: item(.fractionalWidth(1), .absolute(10)), count: n)
                group.interItemSpacing = .fixed(number(0...10))
            case 3:  // a column along the scroll axis (partly filled last group trimmed)
                group = linear(
                    axis, sized(along: .absolute(number(60...200)), across: fraction(across, 1)),
                    [.item(LayoutItem(layoutSize: sized(along: fraction(axis, CGFloat(1 + pick(5)) / 10), across: fraction(across, 1))))])
            case 4:  // self-sizing list
                let est = LayoutDimension.estimated(number(20...60))
                group = linear(across, sized(along: est, across: fraction(across, 1)), [.item(LayoutItem(layoutSize: sized(along: est, across: fraction(across, 1))))])
                data = SectionData(
                    items: (0..<itemCount).map { _ in
                        pick(2) == 0 ? ItemData() : ItemData(measuredSize: CGSize(length: number(5...120), along: axis, breadth: 100))
                    })
                selfSizing.append(s)
            default:  // an orthogonal row
                group = linear(across, sized(along: .absolute(number(40...120)), across: fraction(across, CGFloat(3 + pick(7)) / 10)), [item(.fractionalWidth(1), .fractionalHeight(1))])
                orthogonal = true
            }
            var section = LayoutSection(group: group)
            section.interGroupSpacing = number(0...10)
            section.contentInsets = DirectionalEdgeInsets(top: number(0...20), leading: number(0...20), bottom: number(0...20), trailing: number(0...20))
            if orthogonal {
                section.orthogonalScrollingBehavior = .continuous
                section.orthogonalOffset = CGPoint(coordinate: number(0...200), along: across, across: 0)
            }
            if pick(2) == 0 {
                section.boundarySupplementaryItems = [
                    LayoutBoundarySupplementaryItem(
                        layoutSize: sized(along: .absolute(number(10...40)), across: fraction(across, 1)), elementKind: "header", alignment: axis == .vertical ? .top : .leading,
                        pinToVisibleBounds: pick(2) == 0),
                    LayoutBoundarySupplementaryItem(
                        layoutSize: sized(along: .absolute(number(10...40)), across: fraction(across, 1)), elementKind: "footer", alignment: axis == .vertical ? .bottom : .trailing),
                ]
            }
            if pick(3) == 0 { section.decorationItems = [LayoutDecorationItem(elementKind: "background", contentInsets: DirectionalEdgeInsets(all: number(0...5)))] }
            definitions.append(section)
            sections.append(data)
        }
        var config = CompositionalLayoutConfiguration(scrollDirection: axis, interSectionSpacing: number(0...30))
        if forcingFullReassembly {
            config.boundarySupplementaryItems = [
                LayoutBoundarySupplementaryItem(
                    layoutSize: sized(along: .absolute(number(10...40)), across: fraction(across, 1)), elementKind: "layout-header", alignment: axis == .vertical ? .top : .leading),
                LayoutBoundarySupplementaryItem(
                    layoutSize: sized(along: .absolute(number(10...40)), across: fraction(across, 1)), elementKind: "layout-footer", alignment: axis == .vertical ? .bottom : .trailing),
            ]
        }
        let defs = definitions
        layout = CompositionalLayout(configuration: config) { i, _ in defs[i] }
        self.sections = sections
        environment = LayoutEnvironment(
            containerSize: CGSize(width: number(200...500), height: number(300...900)), displayScale: number(1...3),
            layoutDirection: forcingFullReassembly && axis == .horizontal ? .rightToLeft : .leftToRight
        )
        selfSizingSections = selfSizing
    }
}

@Suite struct CompositionalPropertyTests {
    @Test func cellsOfOrdinarySectionsDoNotOverlap() async {
        await propertyCheck(count: 150, input: Gen.int(in: 0...1_000_000)) { seed in
            let p = RandomCompositional(seed: seed)
            let snapshot = try #require(try? p.layout.makeSnapshot(sections: p.sections, environment: p.environment))
            let orthogonal = Set(snapshot.orthogonalSections.map(\.section))
            for s in 0..<snapshot.numberOfSections where !orthogonal.contains(s) {
                let frames = cellFrames(snapshot, section: s).sorted { $0.minY == $1.minY ? $0.minX < $1.minX : $0.minY < $1.minY }
                for i in frames.indices {
                    for j in (i + 1)..<frames.count {
                        if frames[j].minY >= frames[i].maxY && frames[j].minX >= frames[i].maxX { continue }
                        // Frames at 1/3-point positions may share an edge to within a rounding error.
                        #expect(!frames[i].insetBy(dx: 1e-9, dy: 1e-9).overlaps(frames[j]), "seed \(seed) section \(s): \(frames[i]) overlaps \(frames[j])")
                    }
                }
            }
        }
    }

    @Test func everythingInsideTheContentAlongTheScrollAxis() async {
        await propertyCheck(count: 150, input: Gen.int(in: 0...1_000_000)) { seed in
            let p = RandomCompositional(seed: seed)
            let snapshot = try #require(try? p.layout.makeSnapshot(sections: p.sections, environment: p.environment))
            let axis = snapshot.scrollDirection
            let length = snapshot.contentSize.length(along: axis)
            for a in snapshot.allElements() {
                #expect(a.frame.isFiniteRect)
                if a.representedElementCategory == .cell { #expect(p.environment.pixelGrid.isAligned(a.frame), "seed \(seed): \(a.frame) is off the pixel grid") }
                #expect(a.frame.minCoordinate(along: axis) >= -1e-9 && a.frame.maxCoordinate(along: axis) <= length + 1e-9, "seed \(seed): \(a)")
            }
            for o in snapshot.orthogonalSections {
                #expect(o.viewport.maxCoordinate(along: axis) <= length + 1e-9)
                #expect(o.groupStarts.count == o.groupLengths.count)
            }
        }
    }

    @Test func elementsInRectEqualBruteForce() async {
        await propertyCheck(count: 150, input: Gen.int(in: 0...1_000_000), Gen.double(in: 0...1), Gen.double(in: 0...1)) { seed, u, v in
            let p = RandomCompositional(seed: seed)
            let snapshot = try #require(try? p.layout.makeSnapshot(sections: p.sections, environment: p.environment))
            let all = snapshot.allElements()
            let c = snapshot.contentSize
            let rect = CGRect(x: u * c.width - 50, y: v * c.height - 50, width: p.environment.containerSize.width, height: p.environment.containerSize.height)
            #expect(snapshot.elements(in: rect) == all.filter { $0.frame.overlaps(rect) })
        }
    }

    @Test func measuredSizeUpdateEqualsFullLayout() async {
        await propertyCheck(count: 150, input: Gen.int(in: 0...1_000_000), Gen.int(in: 0...10_000), Gen.int(in: 1...150)) { seed, which, length in
            let p = RandomCompositional(seed: seed)
            guard let s = p.selfSizingSections.first(where: { p.sections[$0].count > 0 }) else { return }
            let index = which % p.sections[s].count
            let before = try #require(try? p.layout.makeSnapshot(sections: p.sections, environment: p.environment))
            let measured = CGSize(length: CGFloat(length), along: before.scrollDirection, breadth: 50)
            let updated = try p.layout.snapshot(before, updatingMeasuredSize: measured, at: .item(index, section: s))
            let sections = settingMeasuredSize(measured, ofItem: index, inSection: s, of: p.sections)
            let full = try p.layout.makeSnapshot(sections: sections, environment: p.environment)
            expectSameElements(updated, full)
            #expect(updated.contentSize == full.contentSize)
            #expect(updated.orthogonalSections == full.orthogonalSections)
            #expect(updated.layoutAttributesForItem(at: .item(index, section: s))!.frame.length(along: before.scrollDirection) == CGFloat(length))
        }
    }

    /// Where an update lays out the sections from the updated one on again (layout-level
    /// boundary items, horizontal right to left), successive updates equal a full layout exactly.
    @Test func updatesThatReassembleEqualFullLayout() async {
        await propertyCheck(count: 60, input: Gen.int(in: 0...1_000_000)) { seed in
            try expectSuccessiveUpdatesEqualFullLayout(RandomCompositional(seed: seed, forcingFullReassembly: true), seed: seed, stream: 7, rounds: 3, exactly: true)
        }
    }

    @Test func successiveMeasuredSizeUpdatesEqualFullLayout() async {
        await propertyCheck(count: 100, input: Gen.int(in: 0...1_000_000)) { seed in
            try expectSuccessiveUpdatesEqualFullLayout(RandomCompositional(seed: seed), seed: seed, stream: 1, rounds: 5, exactly: false)
        }
    }

    /// A 200-section self-sizing list updated in the first, a middle, the last and the first
    /// section again. At scale 2 every position is a multiple of 0.5, so moved frames are exact.
    @Test func updatesAcrossManySectionsEqualFullLayout() async {
        await propertyCheck(count: 20, input: Gen.int(in: 0...1_000_000)) { seed in
            var rng = SplitMix(seed: UInt64(seed))
            let layout = CompositionalLayout(section: CompositionalSamples.selfSizingList(), configuration: CompositionalLayoutConfiguration(interSectionSpacing: 7))
            let environment = LayoutEnvironment(width: 320, height: 480, displayScale: 2)
            var sections = (0..<200).map { _ in SectionData(itemCount: Int(rng.next() % 30)) }
            sections[0] = SectionData(itemCount: 12)
            sections[199] = SectionData(itemCount: 3)
            var snapshot = try layout.makeSnapshot(sections: sections, environment: environment)
            for s in [0, 1 + Int(rng.next() % 198), 199, 0] where sections[s].count > 0 {
                let index = Int(rng.next() % UInt64(sections[s].count))
                let measured = CGSize(width: 320, height: CGFloat(1 + rng.next() % 300) / 2)
                snapshot = try layout.snapshot(snapshot, updatingMeasuredSize: measured, at: .item(index, section: s))
                sections = settingMeasuredSize(measured, ofItem: index, inSection: s, of: sections)
                let full = try layout.makeSnapshot(sections: sections, environment: environment)
                #expect(snapshot.allElements() == full.allElements())
                #expect(snapshot.contentSize == full.contentSize)
                let rect = CGRect(x: 0, y: CGFloat(rng.next() % UInt64(max(1, full.contentSize.height))), width: 320, height: 480)
                #expect(snapshot.elements(in: rect) == full.elements(in: rect))
                #expect(snapshot.layoutAttributesForItem(at: .item(index, section: s)) == full.layoutAttributesForItem(at: .item(index, section: s)))
            }
        }
    }
}

/// Expects `a` to hold the same elements as `b` in the same order. Frames may differ by
/// rounding: a measured-size update moves later sections by the change in length, which is not
/// always the full layout's sum to the last bit (positions on a scale-3 grid are not binary
/// fractions).
func expectSameElements(_ a: LayoutSnapshot, _ b: LayoutSnapshot, sourceLocation: SourceLocation = #_sourceLocation) {
    let x = a.allElements(), y = b.allElements()
    #expect(x.count == y.count, sourceLocation: sourceLocation)
    for (p, q) in zip(x, y) {
        var moved = p
        moved.frame = q.frame
        let d = [p.frame.minX - q.frame.minX, p.frame.minY - q.frame.minY, p.frame.width - q.frame.width, p.frame.height - q.frame.height]
        let scale = max(1, abs(q.frame.maxX), abs(q.frame.maxY))
        #expect(moved == q && d.allSatisfy { abs($0) <= 1e-9 * scale }, "\(p) vs \(q)", sourceLocation: sourceLocation)
    }
}

/// `sections` with item `index` of section `s` reporting `measured` as its self-sized size: the
/// data a full layout gets, to compare with an incremental measured-size update.
private func settingMeasuredSize(_ measured: CGSize, ofItem index: Int, inSection s: Int, of sections: [SectionData]) -> [SectionData] {
    var sections = sections
    var items = (0..<sections[s].count).map { sections[s][$0] }
    items[index].measuredSize = measured
    sections[s] = SectionData(items: items)
    return sections
}

/// Updates random self-sizing items of `p` (made from `seed`; the updates drawn from `seed` +
/// `stream`) `rounds` times, each time checking the snapshot against a full layout of the
/// updated data: elements equal (`exactly`, or up to the rounding of moved frames), content
/// size and orthogonal sections equal.
private func expectSuccessiveUpdatesEqualFullLayout(_ p: RandomCompositional, seed: Int, stream: Int, rounds: Int, exactly: Bool) throws {
    let candidates = p.selfSizingSections.filter { p.sections[$0].count > 0 }
    guard !candidates.isEmpty else { return }
    var rng = SplitMix(seed: UInt64(seed &+ stream))
    var snapshot = try #require(try? p.layout.makeSnapshot(sections: p.sections, environment: p.environment))
    var sections = p.sections
    for _ in 0..<rounds {
        let s = candidates[Int(rng.next() % UInt64(candidates.count))]
        let index = Int(rng.next() % UInt64(sections[s].count))
        let measured = CGSize(length: CGFloat(1 + rng.next() % 150), along: snapshot.scrollDirection, breadth: 50)
        snapshot = try p.layout.snapshot(snapshot, updatingMeasuredSize: measured, at: .item(index, section: s))
        sections = settingMeasuredSize(measured, ofItem: index, inSection: s, of: sections)
        let full = try p.layout.makeSnapshot(sections: sections, environment: p.environment)
        if exactly {
            #expect(snapshot.allElements() == full.allElements(), "seed \(seed)")
        } else {
            expectSameElements(snapshot, full)
        }
        #expect(snapshot.contentSize == full.contentSize)
        #expect(snapshot.orthogonalSections == full.orthogonalSections)
    }
}
