import Foundation
import Testing
import Tessera
import TesseraSpec

@Suite struct CollectionViewFlowSpecTests {
    @Test func decodesEveryKey() throws {
        let json = #"""
            {"container": {"width": 390, "height": 844}, "displayScale": 3,
             "sections": [{"itemCount": 4, "minimumLineSpacing": 2}, {"items": [{"size": {"width": 10, "height": 20}}], "sectionInset": {"top": 2},
                           "minimumInteritemSpacing": 3, "headerReferenceSize": {"width": 0, "height": 5}, "footerReferenceSize": {"width": 0, "height": 6}}],
             "layout": {"collectionViewFlow": {"scrollDirection": "horizontal", "itemSize": {"width": 40, "height": 30}, "estimatedItemSize": "automatic",
                                               "minimumLineSpacing": 6, "minimumInteritemSpacing": 7,
                                               "sectionInset": {"top": 1, "leading": 2, "bottom": 3, "trailing": 4}, "sectionInsetReference": "fromSafeArea",
                                               "headerReferenceSize": {"width": 44, "height": 0}, "footerReferenceSize": {"width": 10, "height": 0},
                                               "sectionHeadersPinToVisibleBounds": true, "sectionFootersPinToVisibleBounds": true}}}
            """#
        let spec = try LayoutSpec.decode(Data(json.utf8))
        let layout = try #require(spec.layout as? CollectionViewFlowLayout)
        #expect(layout.scrollDirection == .horizontal)
        #expect(layout.itemSize == CGSize(width: 40, height: 30))
        #expect(layout.estimatedItemSize == .automatic)
        #expect(layout.minimumLineSpacing == 6 && layout.minimumInteritemSpacing == 7)
        #expect(layout.sectionInset == DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        #expect(layout.sectionInsetReference == .fromSafeArea)
        #expect(layout.headerReferenceSize == CGSize(width: 44, height: 0) && layout.footerReferenceSize == CGSize(width: 10, height: 0))
        #expect(layout.sectionHeadersPinToVisibleBounds && layout.sectionFootersPinToVisibleBounds)
        #expect(
            layout.sectionOverrides == [
                0: FlowSectionOverrides(minimumLineSpacing: 2),
                1: FlowSectionOverrides(
                    sectionInset: DirectionalEdgeInsets(top: 2), minimumInteritemSpacing: 3,
                    headerReferenceSize: CGSize(width: 0, height: 5), footerReferenceSize: CGSize(width: 0, height: 6)
                ),
            ])
        _ = try spec.makeSnapshot()
        let estimated = try LayoutSpec.decode(
            Data(#"{"container": {"width": 100}, "sections": [{"itemCount": 1}], "layout": {"collectionViewFlow": {"estimatedItemSize": {"width": 3, "height": 4}}}}"#.utf8))
        #expect((estimated.layout as? CollectionViewFlowLayout)?.estimatedItemSize == .estimated(CGSize(width: 3, height: 4)))
    }

    /// Bad layouts, the JSON path of the bad value and what is wrong with it (the container is
    /// 390 points wide).
    static let badLayouts: [(layout: String, path: LayoutPath, reason: LayoutError.Reason)] = [
        (#"{"collectionViewFlow": {"minimumInteritemSpacing": -1}}"#, ["layout", "collectionViewFlow", "minimumInteritemSpacing"], .outOfRange(.atLeast(0), got: -1)),
        (#"{"collectionViewFlow": {"minimumLineSpacing": 1e10}}"#, ["layout", "collectionViewFlow", "minimumLineSpacing"], .outOfRange(.magnitude(1e9), got: 1e10)),
        (#"{"collectionViewFlow": {"itemSize": {"width": -5, "height": 1}}}"#, ["layout", "collectionViewFlow", "itemSize", "width"], .outOfRange(.atLeast(0), got: -5)),
        (#"{"collectionViewFlow": {"estimatedItemSize": "big"}}"#, ["layout", "collectionViewFlow", "estimatedItemSize"], .notOneOf(allowed: ["automatic"], got: "big")),
        (#"{"collectionViewFlow": {"scrollDirection": "diagonal"}}"#, ["layout", "collectionViewFlow", "scrollDirection"], .notOneOf(allowed: ["horizontal", "vertical"], got: "diagonal")),
        (
            #"{"collectionViewFlow": {"sectionInsetReference": "readable"}}"#, ["layout", "collectionViewFlow", "sectionInsetReference"],
            .notOneOf(allowed: ["fromContentInset", "fromSafeArea", "fromLayoutMargins"], got: "readable")
        ),
        // 200 + 190 of the 390 there are leaves a line no room.
        (#"{"collectionViewFlow": {"sectionInset": {"leading": 200, "trailing": 190}}}"#, ["layout", "collectionViewFlow", "sectionInset"], .noRoom(needed: 390, available: 390)),
    ]

    @Test(arguments: badLayouts)
    func layoutErrorsNameTheJSONPath(layout: String, path: LayoutPath, reason: LayoutError.Reason) {
        #expect(specError(layout) == LayoutError(reason, at: path))
    }

    @Test func sectionOverrideErrorsNameTheSection() {
        let insets = specError(#"{"collectionViewFlow": {}}"#, sections: #"[{"itemCount": 1}, {"itemCount": 1, "sectionInset": {"leading": 400}}]"#)
        #expect(insets == LayoutError(.noRoom(needed: 400, available: 390), at: ["sections", 1, "sectionInset"]))
        #expect(specError(#"{"collectionViewFlow": {}}"#, sections: #"[{"itemCount": 1, "minimumInteritemSpacing": -1}]"#)?.path == ["sections", 0, "minimumInteritemSpacing"])
        #expect(specError(#"{"collectionViewFlow": {}}"#, sections: #"[{"itemCount": 1, "columns": 2}]"#)?.path == ["sections", 0, "columns"])
    }
}
