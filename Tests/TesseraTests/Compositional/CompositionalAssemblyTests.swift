import Foundation
import PropertyBased
import Testing
@testable import Tessera  // the two ways of assembling are internal
import TesseraBenchmarkFixtures

/// `makeSnapshot` adds each section to the snapshot as soon as it is laid out
/// (`layOutAndAssemble`); it must give exactly what laying every section out first and then
/// assembling them gives (`assemble`, which measured-size updates and right-to-left sideways
/// layouts still use).
@Suite struct CompositionalAssemblyTests {
    private func assembledAfterLayingEverySectionOut(_ layout: CompositionalLayout, _ sections: [SectionData], _ environment: LayoutEnvironment) throws -> LayoutSnapshot {
        var cache = SectionLayoutCache()
        let layouts = try sections.indices.map { try layout.layoutSection($0, data: sections[$0], environment: environment, cache: &cache) }
        return try layout.assemble(CompositionalLayoutState(sections: sections, sectionLayouts: layouts, maker: layout), environment: environment)
    }

    private func expectSame(_ a: LayoutSnapshot, _ b: LayoutSnapshot, _ comment: Comment) {
        #expect(a.allElements() == b.allElements(), comment)
        #expect(a.contentSize == b.contentSize, comment)
        #expect(a.numberOfSections == b.numberOfSections, comment)
        #expect(a.orthogonalSections == b.orthogonalSections, comment)
    }

    @Test func asItGoesEqualsEverySectionFirst() async {
        // Random layouts of both scroll directions, with and without the layout's own header
        // and footer (which sort before the sections they are added after).
        await propertyCheck(count: 200, input: Gen.int(in: 0...1_000_000), Gen.bool) { seed, layoutItems in
            let p = RandomCompositional(seed: seed, forcingFullReassembly: layoutItems)
            let streamed = try p.layout.makeSnapshot(sections: p.sections, environment: p.environment)
            let whole = try assembledAfterLayingEverySectionOut(p.layout, p.sections, p.environment)
            expectSame(streamed, whole, "seed \(seed), layout items \(layoutItems)")
        }
    }

    // A fixed group's full instances are kept as copies of the first and written straight into
    // the snapshot, filling many of its storage's leaves; the last, partial instance is placed
    // on its own after them. Worked by hand: container 300 wide at scale 1, three items a row,
    // each fw(1/3) = 100 wide and 10 tall, interSectionSpacing 5; 1,000 items make 333 full rows
    // (3,330 tall) and one item in a last row, so the second section starts at 3,340 + 5. Right
    // to left, the first item of a row is at the right.
    @Test(arguments: [UserInterfaceLayoutDirection.leftToRight, .rightToLeft])
    func copiesOfAFixedGroupThenAPartialOne(direction: UserInterfaceLayoutDirection) throws {
        let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(10)), subitems: [item(.fractionalWidth(1.0 / 3), .absolute(10))])
        let layout = CompositionalLayout(configuration: CompositionalLayoutConfiguration(interSectionSpacing: 5)) { _, _ in LayoutSection(group: group) }
        let environment = LayoutEnvironment(containerSize: CGSize(width: 300, height: 600), displayScale: 1, layoutDirection: direction)
        let snapshot = try layout.makeSnapshot(sections: [SectionData(itemCount: 1_000), SectionData(itemCount: 4)], environment: environment)
        func expected(_ i: Int, section: Int) -> CGRect {
            let column = CGFloat(i % 3), start: CGFloat = section == 0 ? 0 : 3_345
            let x = direction == .leftToRight ? column * 100 : 200 - column * 100
            return rect(x, start + CGFloat(i / 3) * 10, 100, 10)
        }
        let cells = snapshot.allElements().filter { $0.representedElementCategory == .cell }
        #expect(cells.count == 1_004)
        for cell in cells {
            #expect(cell.frame == expected(cell.indexPath.itemIndex, section: cell.indexPath.sectionIndex), "\(cell.indexPath)")
        }
        #expect(snapshot.contentSize == CGSize(width: 300, height: 3_345 + 20))
    }

    @Test func theBenchmarksMixEqualsEverySectionFirst() throws {
        // Ten kinds of sections in turn: headers, footers, pinned headers, backgrounds, badges,
        // nested and orthogonal groups.
        let environment = LayoutEnvironment(containerSize: CGSize(width: 390, height: 844), displayScale: 3)
        let sections = (0..<40).map { SectionData(itemCount: 3 + $0 * 7 % 50) }
        let layout = CompositionalSamples.mixedLayout()
        expectSame(try layout.makeSnapshot(sections: sections, environment: environment), try assembledAfterLayingEverySectionOut(layout, sections, environment), "mixed")
    }
}
