import Foundation
import Testing
import Tessera
import TesseraAdapterDriver
import TesseraPlaygroundAPI
import TesseraSpec
import TesseraTool

/// A spec without `contentOffset` starts at the same offset on all four surfaces: `tessera
/// render` (the viewport it draws), `tessera scroll` (where a release with no speed rests), the
/// playground (`/describe`'s `contentOffset`, where the page starts and restarts when the
/// direction is turned) and the adapters' driver (the offset it gives the scroll view). The
/// expected offsets are worked out by hand from each layout's geometry.
@Suite struct StartingOffsetSurfacesTests {
    /// Examples/carousel.json's carousel of 12 items, 390 wide, without an offset: items 220
    /// wide, fixed spacing 16 at side scale 0.75 (a neighbour shrinks by 27.5 on each side) →
    /// line spacing −11.5, pitch 208.5; inset (390 − 220)/2 = 85; content 170 + 12·220 − 11·11.5
    /// = 2,683.5 wide, offsets 0…2,293.5.
    static func carousel(_ direction: String, looping: Bool = false, itemCount: Int = 12) -> String {
        #"""
        {"container": {"width": 390, "height": 300}, "displayScale": 2, "layoutDirection": "\#(direction)",
         "sections": [{"itemCount": \#(itemCount)}],
         "layout": {"carousel": {"itemWidth": {"absolute": 220}, "itemHeight": {"fractional": 0.8}, "spacing": {"fixed": 16},
                                 "sideItemScale": 0.75, "isLooping": \#(looping)}}}
        """#
    }

    static let cases: [(name: String, spec: String, start: CGPoint)] = [
        // Item 0 centred at the left end: its centre 85 + 110 = 195, the viewport's centre.
        ("carousel, left to right", carousel("leftToRight"), CGPoint(x: 0, y: 0)),
        // Item 0 at the right end (x 2,683.5 − 85 − 220 = 2,378.5, centre 2,488.5) centred:
        // 2,488.5 − 195 = 2,293.5, the right end (not item 11 at offset 0).
        ("carousel, right to left", carousel("rightToLeft"), CGPoint(x: 2_293.5, y: 0)),
        // 3 copies of 4 items (12 cells, the same content as above): item 0 of the middle copy
        // (cell 4) centred at 4 · 208.5 = 834; right to left, 2,293.5 − 834 = 1,459.5.
        ("looping carousel, left to right", carousel("leftToRight", looping: true, itemCount: 4), CGPoint(x: 834, y: 0)),
        ("looping carousel, right to left", carousel("rightToLeft", looping: true, itemCount: 4), CGPoint(x: 1_459.5, y: 0)),
        // Ten 100-pt columns, content 1,000 wide in a 300-wide view: item 0 on the right, at 700.
        (
            "horizontal flow, right to left",
            #"""
            {"container": {"width": 300, "height": 100}, "layoutDirection": "rightToLeft", "sections": [{"itemCount": 10}],
             "layout": {"collectionViewFlow": {"scrollDirection": "horizontal", "itemSize": {"width": 100, "height": 100},
                                               "minimumLineSpacing": 0, "minimumInteritemSpacing": 0}}}
            """#,
            CGPoint(x: 700, y: 0)
        ),
        // A vertical feed starts at its top, whichever the direction.
        (
            "waterfall, right to left",
            #"""
            {"container": {"width": 390, "height": 844}, "layoutDirection": "rightToLeft", "sections": [{"itemCount": 40}],
             "layout": {"waterfall": {"columns": 2}}}
            """#,
            CGPoint(x: 0, y: 0)
        ),
    ]

    @Test(arguments: cases.indices)
    func everySurfaceStartsAtTheSameOffset(_ index: Int) throws {
        let (name, text, expected) = Self.cases[index]
        let data = Data(text.utf8)
        let spec = try LayoutSpec.decode(data)
        #expect(spec.contentOffset == nil)

        let render = try RenderJob(format: .json).render(spec).summary.contentOffset
        let scroll = try ScrollJob(velocity: ScrollVector(parsing: "0"), format: .json).fling(specData: data).result.restingOffset
        let description = try JSONSerialization.jsonObject(with: PlaygroundAPI().describe(spec: data)) as? [String: Any]
        let offset = try #require(description?["contentOffset"] as? [String: Double], "\(name)")
        let playground = CGPoint(x: offset["x"] ?? .nan, y: offset["y"] ?? .nan)
        let driver = CollectionLayoutDriver(spec.layout)
        _ = driver.prepare(environment: spec.environment, contentOffset: .zero) { spec.sections }
        // Nil: the scroll view stays where it starts, (0, 0) with no bars.
        let driven = driver.takeContentOffsetToApply() ?? .zero

        #expect(render == expected, "\(name): tessera render")
        #expect(scroll == expected, "\(name): tessera scroll")
        #expect(playground == expected, "\(name): the playground")
        #expect(driven == expected, "\(name): the driver")
    }

    /// The core's function itself, with bars: a carousel's first item is centred in the part of
    /// the view they leave uncovered (a 60-pt bar on the left: the centre of 60…390 is 225, 30
    /// right of 195, so the offset is −30); a right-to-left flow starts at its right end plus
    /// the right bar (700 + 20).
    @Test func barsMoveTheStart() throws {
        let carousel = try LayoutSpec.decode(Data(Self.carousel("leftToRight").utf8))
        let c = try carousel.makeSnapshot().startingContentOffset(layout: carousel.layout, contentInset: ScrollInsets(left: 60))
        #expect(c == CGPoint(x: -30, y: 0))
        let flow = try LayoutSpec.decode(Data(Self.cases[4].spec.utf8))
        let f = try flow.makeSnapshot().startingContentOffset(layout: flow.layout, contentInset: ScrollInsets(top: 10, right: 20))
        #expect(f == CGPoint(x: 720, y: -10))
    }
}
