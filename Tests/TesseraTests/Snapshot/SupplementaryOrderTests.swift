import Foundation
import Testing
import Tessera

/// The builder writes a section's supplementaries and decorations into the snapshot as each
/// section starts. Whatever order a layout adds them in, queries list them in one order:
/// section, cells, supplementaries by item then by the order they were added, decorations.
@Suite struct SupplementaryOrderTests {
    private let environment = LayoutEnvironment(width: 100, height: 400)

    private func header(_ section: Int, item: Int = 0, y: CGFloat) -> LayoutAttributes {
        LayoutAttributes(category: .supplementary, kind: "header", indexPath: .item(item, section: section), frame: CGRect(x: 0, y: y, width: 100, height: 10))
    }

    private func background(_ section: Int, y: CGFloat) -> LayoutAttributes {
        LayoutAttributes(category: .decoration, kind: "background", indexPath: .item(0, section: section), frame: CGRect(x: 0, y: y, width: 100, height: 50))
    }

    private func add(_ a: LayoutAttributes, to builder: inout LayoutSnapshotBuilder) {
        if a.representedElementCategory == .decoration {
            builder.addDecoration(kind: a.representedElementKind!, at: a.indexPath, frame: a.frame)
        } else {
            builder.addSupplementary(kind: a.representedElementKind!, at: a.indexPath, frame: a.frame)
        }
    }

    @Test func addedInOrderSectionBySection() {
        var builder = LayoutSnapshotBuilder(environment: environment)
        var expected: [LayoutAttributes] = []
        for s in 0..<3 {
            builder.startSection()
            let y = CGFloat(s) * 100
            builder.addCell(frame: CGRect(x: 0, y: y + 10, width: 100, height: 20))
            expected.append(.cell(.item(0, section: s), frame: CGRect(x: 0, y: y + 10, width: 100, height: 20)))
            for a in [header(s, y: y), background(s, y: y)] { add(a, to: &builder) }
            expected += [header(s, y: y), background(s, y: y)]
        }
        #expect(builder.build(contentSize: CGSize(width: 100, height: 300)).allElements() == expected)
    }

    @Test func outOfOrderWithinASection() {
        var builder = LayoutSnapshotBuilder(environment: environment)
        builder.startSection()
        // A decoration, then items 2 and 0: listed as item 0, item 2, then the decoration.
        for a in [background(0, y: 0), header(0, item: 2, y: 30), header(0, item: 0, y: 0)] { add(a, to: &builder) }
        builder.startSection()
        add(header(1, y: 100), to: &builder)
        let snapshot = builder.build(contentSize: CGSize(width: 100, height: 200))
        #expect(snapshot.allElements() == [header(0, item: 0, y: 0), header(0, item: 2, y: 30), background(0, y: 0), header(1, y: 100)])
    }

    @Test func anEarlierSectionsElementAddedLast() {
        // As a compositional layout adds its own boundary items (section 0) after every section.
        var builder = LayoutSnapshotBuilder(environment: environment)
        for s in 0..<3 {
            builder.startSection()
            add(header(s, item: 1, y: CGFloat(s) * 100), to: &builder)
        }
        add(header(0, item: 0, y: 300), to: &builder)
        add(background(1, y: 100), to: &builder)
        let snapshot = builder.build(contentSize: CGSize(width: 100, height: 400))
        #expect(
            snapshot.allElements() == [
                header(0, item: 0, y: 300), header(0, item: 1, y: 0), header(1, item: 1, y: 100), background(1, y: 100), header(2, item: 1, y: 200),
            ])
        #expect(snapshot.elements(in: CGRect(x: 0, y: 295, width: 100, height: 10)) == [header(0, item: 0, y: 300)])
    }

    @Test func continuingKeepsEarlierSectionsAndSortsTheRest() {
        var builder = LayoutSnapshotBuilder(environment: environment)
        for s in 0..<3 {
            builder.startSection()
            add(header(s, y: CGFloat(s) * 100), to: &builder)
        }
        let first = builder.build(contentSize: CGSize(width: 100, height: 300))
        // Sections 1 and 2 added again, section 2's first and section 1's in reverse.
        var continued = LayoutSnapshotBuilder(continuing: first, droppingSupplementariesFromSection: 1)
        add(header(2, y: 250), to: &continued)
        add(header(1, item: 3, y: 150), to: &continued)
        add(header(1, item: 1, y: 120), to: &continued)
        let snapshot = continued.build(contentSize: CGSize(width: 100, height: 300))
        #expect(snapshot.allElements() == [header(0, y: 0), header(1, item: 1, y: 120), header(1, item: 3, y: 150), header(2, y: 250)])
        #expect(first.allElements() == [header(0, y: 0), header(1, y: 100), header(2, y: 200)], "the first snapshot is unchanged")
    }
}
