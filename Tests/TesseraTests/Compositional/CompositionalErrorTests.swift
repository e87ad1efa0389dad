import Foundation
import Testing
import Tessera
import TesseraSpec

/// Bad input gets a clear error naming the JSON path (or, from Swift, the property path).
@Suite struct CompositionalErrorTests {
    static func spec(_ layout: String, sections: String = #"[{"itemCount": 8}]"#) -> Data {
        Data(#"{"container": {"width": 320, "height": 480}, "displayScale": 2, "sections": \#(sections), "layout": {"compositional": \#(layout)}}"#.utf8)
    }

    static let goodItem = #"{"item": {"size": {"width": {"fractionalWidth": 0.5}, "height": {"fractionalHeight": 1}}}}"#

    static func group(_ subitems: String, extra: String = "") -> String {
        #"{"kind": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 44}}, "subitems": [\#(subitems)]\#(extra)}"#
    }

    /// The error of decoding and laying out `data`.
    static func error(_ data: Data) -> LayoutError? {
        do {
            _ = try LayoutSpec.decode(data).makeSnapshot()
            return nil
        } catch let e as LayoutError {
            return e
        } catch {
            return LayoutError(.invalid("\(error)"))
        }
    }

    @Test func goodSpecLaysOut() {
        #expect(Self.error(Self.spec(#"{"section": {"group": \#(Self.group(Self.goodItem))}}"#)) == nil)
    }

    @Test func negativeFraction() {
        let bad = #"{"item": {"size": {"width": {"fractionalWidth": -0.5}, "height": {"fractionalHeight": 1}}}}"#
        let e = Self.error(Self.spec(#"{"section": {"group": \#(Self.group(bad))}}"#))
        #expect(e?.description == "layout.compositional.section.group.subitems[0].item.size.width.fractionalWidth: must be > 0, got -0.5")
    }

    @Test func zeroFraction() {
        let bad = #"{"item": {"size": {"width": {"fractionalWidth": 0.5}, "height": {"fractionalHeight": 0}}}}"#
        let e = Self.error(Self.spec(#"{"sections": [{"group": \#(Self.group(bad))}]}"#))
        #expect(e == LayoutError(.outOfRange(.above(0), got: 0), at: ["layout", "compositional", "sections", 0, "group", "subitems", 0, "item", "size", "height", "fractionalHeight"]))
        #expect(e?.description == "layout.compositional.sections[0].group.subitems[0].item.size.height.fractionalHeight: must be > 0, got 0")
    }

    @Test func countBelowOne() {
        let e = Self.error(Self.spec(#"{"section": {"group": \#(Self.group(Self.goodItem, extra: #", "count": 0"#))}}"#))
        #expect(e == LayoutError(.outOfRange(.integers(from: 1, to: 10000), got: 0), at: ["layout", "compositional", "section", "group", "count"]))
    }

    @Test func groupCannotFitOneItem() {
        let wide = #"{"item": {"size": {"width": {"absolute": 400}, "height": {"fractionalHeight": 1}}}}"#
        let e = Self.error(Self.spec(#"{"section": {"group": \#(Self.group(wide))}}"#))
        // The group is the container's 320 points wide.
        #expect(e == LayoutError(.groupCannotFitItem(needed: 400, available: 320, axis: .horizontal), at: ["layout", "compositional", "section", "group", "subitems", 0]))
    }

    @Test func estimatedWidthOnVerticalSectionGroup() {
        let g = #"{"kind": "horizontal", "size": {"width": {"estimated": 100}, "height": {"absolute": 44}}, "subitems": [\#(Self.goodItem)]}"#
        #expect(
            Self.error(Self.spec(#"{"section": {"group": \#(g)}}"#))
                == LayoutError(.estimatedAcrossScrollAxis(dimension: "width"), at: ["layout", "compositional", "section", "group", "size", "width"]))
        // Allowed when the section scrolls orthogonally.
        #expect(Self.error(Self.spec(#"{"section": {"group": \#(g), "orthogonalScrollingBehavior": "continuous"}}"#)) == nil)
    }

    @Test func nestingTooDeep() {
        var g = Self.group(Self.goodItem)
        for _ in 0..<20 { g = Self.group(#"{"group": \#(g)}"#) }
        let e = Self.error(Self.spec(#"{"section": {"group": \#(g)}}"#))
        #expect(e?.reason == .tooMany(.groupNesting, limit: 16))
        #expect(e?.path.starts(with: ["layout", "compositional", "section", "group", "subitems", 0, "group"]) == true)
    }

    @Test func fewerSectionsThanData() {
        let e = Self.error(Self.spec(#"{"sections": [{"group": \#(Self.group(Self.goodItem))}]}"#, sections: #"[{"itemCount": 1}, {"itemCount": 1}]"#))
        #expect(e == LayoutError(.fewerThanSections(got: 1, sections: 2), at: ["layout", "compositional", "sections"]))
    }

    @Test func unknownKeysAndValues() {
        #expect(Self.error(Self.spec(#"{"section": {"group": \#(Self.group(Self.goodItem)), "interGroupSpace": 4}}"#))?.path == ["layout", "compositional", "section", "interGroupSpace"])
        #expect(
            Self.error(Self.spec(#"{"section": {"group": \#(Self.group(Self.goodItem)), "orthogonalScrollingBehavior": "sideways"}}"#))?.path == [
                "layout", "compositional", "section", "orthogonalScrollingBehavior",
            ])
        let header = #"{"elementKind": "header", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 44}}, "alignment": "middle"}"#
        #expect(
            Self.error(Self.spec(#"{"section": {"group": \#(Self.group(Self.goodItem)), "boundarySupplementaryItems": [\#(header)]}}"#))?.path == [
                "layout", "compositional", "section", "boundarySupplementaryItems", 0, "alignment",
            ])
        #expect(
            Self.error(Self.spec(#"{"section": {"group": \#(Self.group(Self.goodItem, extra: #", "interItemSpacing": {"fixed": -1}"#))}}"#))?.path == [
                "layout", "compositional", "section", "group", "interItemSpacing", "fixed",
            ])
        #expect(
            Self.error(Self.spec(#"{"configuration": {"scrollDirection": "diagonal"}, "section": {"group": \#(Self.group(Self.goodItem))}}"#))?.path == [
                "layout", "compositional", "configuration", "scrollDirection",
            ])
    }

    @Test func zeroLengthSubitemsDoNotHang() {
        let zero = #"{"item": {"size": {"width": {"absolute": 0}, "height": {"fractionalHeight": 1}}}}"#
        let e = Self.error(Self.spec(#"{"section": {"group": \#(Self.group(zero))}}"#))
        #expect(e == LayoutError(.groupRepeatsForever(axis: .horizontal), at: ["layout", "compositional", "section", "group", "subitems"]))
    }

    @Test func swiftAPIErrorsNamePaths() throws {
        let bad = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)), subitems: [item(.fractionalWidth(-1), .absolute(10))])
        #expect(throws: LayoutError(.outOfRange(.above(0), got: -1), at: ["section", "group", "subitems", 0, "item", "size", "width", "fractionalWidth"])) {
            try layout(bad).makeSnapshot(sections: [SectionData(itemCount: 1)], environment: env())
        }
        let provider = CompositionalLayout { index, _ in LayoutSection(group: index == 1 ? bad : CompositionalSemanticsTests.list) }
        #expect(throws: LayoutError(.outOfRange(.above(0), got: -1), at: ["sections", 1, "group", "subitems", 0, "item", "size", "width", "fractionalWidth"])) {
            try provider.makeSnapshot(sections: [SectionData(itemCount: 1), SectionData(itemCount: 1)], environment: env())
        }
    }

    @Test func measuredSizeUpdateErrors() throws {
        let l = CompositionalSemanticsTests.selfSizingList()
        let s = try l.makeSnapshot(sections: [SectionData(itemCount: 2)], environment: env())
        #expect(throws: LayoutError.self) { try l.snapshot(s, updatingMeasuredSize: CGSize(width: 10, height: 10), at: .item(2, section: 0)) }
        #expect(throws: LayoutError.self) { try l.snapshot(s, updatingMeasuredSize: CGSize(width: CGFloat.nan, height: 10), at: .item(0, section: 0)) }
        let other = LayoutSnapshotBuilder(environment: env()).build(contentSize: .zero)
        #expect(throws: LayoutError(.foreignSnapshot, at: ["snapshot"])) { try l.snapshot(other, updatingMeasuredSize: .zero, at: .item(0, section: 0)) }
    }
}
