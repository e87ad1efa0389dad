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
        return try layout.assemble(CompositionalLayoutState(sections: sections, sectionLayouts: layouts), environment: environment)
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

    @Test func theBenchmarksMixEqualsEverySectionFirst() throws {
        // Ten kinds of sections in turn: headers, footers, pinned headers, backgrounds, badges,
        // nested and orthogonal groups.
        let environment = LayoutEnvironment(containerSize: CGSize(width: 390, height: 844), displayScale: 3)
        let sections = (0..<40).map { SectionData(itemCount: 3 + $0 * 7 % 50) }
        let layout = CompositionalSamples.mixedLayout()
        expectSame(try layout.makeSnapshot(sections: sections, environment: environment), try assembledAfterLayingEverySectionOut(layout, sections, environment), "mixed")
    }
}
