import Foundation
import Testing
import Tessera
import TesseraBenchmarkFixtures
import TesseraSpec
import TesseraTestSupport

/// Every shipped example decodes and lays out; a few are checked against hand-worked frames.
@Suite struct CompositionalExamplesTests {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/compositional")

    static func load(_ name: String) throws -> (LayoutSpec, LayoutSnapshot) {
        let spec = try LayoutSpec.decode(Data(contentsOf: directory.appendingPathComponent(name + ".json")))
        return (spec, try spec.makeSnapshot())
    }

    static let names = [
        "list", "grid", "inset-items-grid", "two-column", "distinct-sections", "adaptive-sections-narrow", "adaptive-sections-wide",
        "section-headers-footers", "pinned-section-headers", "section-background-decoration", "item-badges", "nested-groups",
        "orthogonal-sections", "orthogonal-section-behaviors", "cat-food",
    ]

    @Test(arguments: names) func exampleLaysOut(_ name: String) throws {
        let (spec, snapshot) = try Self.load(name)
        #expect(spec.layoutName == "compositional")
        #expect(snapshot.numberOfCells == spec.sections.reduce(0) { $0 + $1.count })
        for a in snapshot.allElements() { #expect(a.frame.isFiniteRect) }
    }

    @Test func everyExampleFileIsListed() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.directory.path).filter { $0.hasSuffix(".json") }
        #expect(Set(files.map { String($0.dropLast(5)) }) == Set(Self.names))
    }

    // 390 wide: rows of 44 → 94 × 44 = 4136.
    @Test func list() throws {
        let (_, s) = try Self.load("list")
        #expect(cellFrames(s)[1] == rect(0, 44, 390, 44))
        #expect(s.contentSize == CGSize(width: 390, height: 4136))
    }

    // Container 390 − 20 = 370; two of (370 − 10)/2 = 180 at x = 10, 200; 47 rows of 44 with 46
    // gaps of 10 → 2068 + 460 = 2528.
    @Test func twoColumn() throws {
        let (_, s) = try Self.load("two-column")
        #expect(cellFrames(s)[0] == rect(10, 0, 180, 44))
        #expect(cellFrames(s)[3] == rect(200, 54, 180, 44))
        #expect(s.contentSize.height == 2528)
    }

    // Container 350, row height 0.2 × 350 = 70, items floor₃(87.5) = 87⅓ wide; insets 5 →
    // [25, 25, 77⅓, 60]; badge: trailing edge 102⅓ − 20 + 0.3 × 20 = 88⅓, y = 25 − 0.3 × 20 = 19.
    @Test func itemBadges() throws {
        let (_, s) = try Self.load("item-badges")
        let cell = cellFrames(s)[0]
        #expect(abs(cell.minX - 25) < 1e-9 && cell.minY == 25 && abs(cell.width - 232.0 / 3) < 1e-9 && cell.height == 60)
        let badge = s.layoutAttributesForSupplementaryElement(ofKind: "badge", at: .item(0, section: 0))!.frame
        #expect(abs(badge.minX - 265.0 / 3) < 1e-9 && badge.minY == 19 && badge.size == CGSize(width: 20, height: 20))
    }

    // Header 44 at the top (outside the 0/10/0/10 insets across), rows 44 + 5 apart from 44,
    // the last at 44 + 4 × 49 = 240, footer at 284; the next section starts at 328.
    @Test func headersAndFooters() throws {
        let (_, s) = try Self.load("section-headers-footers")
        #expect(s.layoutAttributesForSupplementaryElement(ofKind: "header", at: .item(0, section: 0))!.frame == rect(10, 0, 370, 44))
        #expect(cellFrames(s)[0] == rect(10, 44, 370, 44))
        #expect(cellFrames(s)[4] == rect(10, 240, 370, 44))
        #expect(s.layoutAttributesForSupplementaryElement(ofKind: "footer", at: .item(0, section: 0))!.frame == rect(10, 284, 370, 44))
        #expect(s.layoutAttributesForSupplementaryElement(ofKind: "header", at: .item(0, section: 1))!.frame == rect(10, 328, 370, 44))
        #expect(s.contentSize.height == 1640, "\(s.contentSize.height - 1640)")
    }

    // Brand row: each group is as wide as its measured cell plus the 8 + 8 insets (96 + 16 = 112,
    // 120 + 16 = 136, …) at y = 44 + 16 = 60; the band runs 44 … 120. Cat foods: 195-wide groups
    // of two 120-point items from y = 120 + 44 + 16 = 180. Cats: rows floor₃(0.67 × 390) = 261
    // from y = 436 + 44 + 16 = 496.
    @Test func catFood() throws {
        let (_, s) = try Self.load("cat-food")
        #expect(cellFrames(s, section: 0)[0] == rect(8, 60, 96, 44))
        #expect(cellFrames(s, section: 0)[1] == rect(120, 60, 120, 44))
        let brands = s.orthogonalSections[0]
        #expect(brands.section == 0 && brands.behavior == .continuousGroupLeadingBoundary)
        #expect(brands.viewport == rect(0, 44, 390, 76))
        #expect(brands.groupStarts == [0, 112, 248, 348, 514, 640, 792, 898])
        #expect(brands.groupLengths == [112, 136, 100, 166, 126, 152, 106, 144])
        #expect(brands.contentLength == 1042)
        #expect(cellFrames(s, section: 1)[0] == rect(0, 180, 195, 120))
        #expect(cellFrames(s, section: 1)[3] == rect(195, 300, 195, 120))
        #expect(s.orthogonalSections[1].behavior == .groupPaging)
        #expect(s.orthogonalSections[1].contentLength == 975)
        #expect(s.layoutAttributesForSupplementaryElement(ofKind: "header", at: .item(0, section: 2))!.frame == rect(0, 436, 390, 44))
        #expect(cellFrames(s, section: 2)[0] == rect(0, 496, 390, 261))
        #expect(s.orthogonalSections.count == 2)
    }
}

/// The Swift samples give the same frames as the shipped example specs.
@Suite struct CompositionalSamplesTests {
    static func same(_ example: String, _ section: LayoutSection) throws {
        let (spec, fromSpec) = try CompositionalExamplesTests.load(example)
        let fromSwift = try CompositionalLayout(section: section).makeSnapshot(sections: spec.sections, environment: spec.environment)
        #expect(fromSwift.allElements() == fromSpec.allElements(), "\(example)")
        #expect(fromSwift.contentSize == fromSpec.contentSize)
    }

    @Test func samplesMatchExamples() throws {
        try Self.same("list", CompositionalSamples.list())
        try Self.same("grid", CompositionalSamples.grid())
        try Self.same("inset-items-grid", CompositionalSamples.grid(itemInsets: 5))
        try Self.same("two-column", CompositionalSamples.twoColumn())
        try Self.same("section-headers-footers", CompositionalSamples.headersAndFooters())
        try Self.same("pinned-section-headers", CompositionalSamples.headersAndFooters(pinned: true))
        try Self.same("section-background-decoration", CompositionalSamples.background())
        try Self.same("item-badges", CompositionalSamples.badges())
        try Self.same("nested-groups", CompositionalSamples.nested())
        try Self.same("orthogonal-sections", CompositionalSamples.nested(orthogonal: .continuous))
    }

    @Test func mixedLayoutLaysOutEverySection() throws {
        let sections = Array(repeating: SectionData(itemCount: 100), count: 30)
        let s = try CompositionalSamples.mixedLayout().makeSnapshot(sections: sections, environment: LayoutEnvironment(containerSize: CGSize(width: 390, height: 844), displayScale: 3))
        #expect(s.numberOfCells == 3000)
        #expect(s.numberOfSections == 30)
    }
}
