import Foundation
import PropertyBased
import Testing
import Tessera
import TesseraSpec

@Suite struct CarouselLayoutTests {
    let environment = LayoutEnvironment(containerSize: CGSize(width: 400, height: 300))

    /// Item 200×200, side scale 0.6, spacing fixed 40: the scaled neighbour is (200 − 120)/2 = 40
    /// smaller on each side, so the line spacing is 40 − 40 = 0. Inset (400 − 200)/2 = 100; items
    /// centred vertically at (300 − 200)/2 = 50. Cell i at x = 100 + 200i. Five items: content
    /// 100 + 1000 + 100 = 1200 × 300.
    let layout = CarouselLayout(itemWidth: .absolute(200), itemHeight: .absolute(200), spacing: .fixed(40), sideItemScale: 0.6, sideItemAlpha: 0.6)

    @Test func framesAndContentSize() throws {
        let s = try layout.makeSnapshot(sections: [SectionData(itemCount: 5)], environment: environment)
        #expect(s.contentSize == CGSize(width: 1200, height: 300))
        #expect(s.scrollDirection == .horizontal)
        #expect(s.allElements().map(\.frame) == (0..<5).map { CGRect(x: 100 + 200 * CGFloat($0), y: 50, width: 200, height: 200) })
    }

    @Test func sideItemsAtRestAndMidScroll() throws {
        let s = try layout.makeSnapshot(sections: [SectionData(itemCount: 5)], environment: environment)
        // At 0 the centre (200) is cell 0's: scale 1, alpha 1, zIndex 10; cell 1 (centre 400,
        // 200 = maxDistance off) at the side values 0.6 and zIndex 6.
        let rest = s.elements(in: s.visibleBounds(at: .zero), contentOffset: .zero)
        #expect(rest.map(\.indexPath.itemIndex) == [0, 1])
        #expect(rest.map(\.transform.scale) == [1, 0.6])
        #expect(rest.map(\.alpha) == [1, 0.6])
        #expect(rest.map(\.zIndex) == [10, 6])
        // Mid-scroll at 100: centre 300, cells 0 and 1 both 100 off → 0.8, zIndex 8.
        let mid = s.elements(in: s.visibleBounds(at: CGPoint(x: 100, y: 0)), contentOffset: CGPoint(x: 100, y: 0))
        #expect(mid.map(\.transform.scale) == [0.8, 0.8])
        #expect(mid.map(\.zIndex) == [8, 8])
    }

    @Test func overlapSpacing() throws {
        // Overlap with 30 visible: line spacing = inset 100 − 30 − 40 = 30; cell 1 at 100 + 230 = 330,
        // scaled 0.6 about its centre 430: 370…490, so 370…400 = 30 pt of it shows.
        var l = layout
        l.spacing = .overlap(visibleOffset: 30)
        let g = try l.geometry(in: environment)
        #expect(g.lineSpacing == 30)
        let s = try l.makeSnapshot(sections: [SectionData(itemCount: 3)], environment: environment)
        #expect(s.layoutAttributesForItem(at: .item(1, section: 0))?.frame.minX == 330)
    }

    @Test func fractionalSizesAndNoCentring() throws {
        // 0.5 of 400 = 200 wide, 0.5 of 300 = 150 tall at (300 − 150)/2 = 75; no inset.
        var l = layout
        l.itemWidth = .fractional(0.5)
        l.itemHeight = .fractional(0.5)
        l.centersFirstAndLastItems = false
        let s = try l.makeSnapshot(sections: [SectionData(itemCount: 2)], environment: environment)
        #expect(s.allElements().map(\.frame) == [CGRect(x: 0, y: 75, width: 200, height: 150), CGRect(x: 200, y: 75, width: 200, height: 150)])
    }

    @Test func verticalCarousel() throws {
        // Vertical: item 100×100 in 300 wide × 400 tall: inset (400 − 100)/2 = 150, x (300 − 100)/2 = 100,
        // scaled offset (100 − 60)/2 = 20, spacing 20 − 20 = 0.
        let l = CarouselLayout(scrollDirection: .vertical, itemWidth: .absolute(100), itemHeight: .absolute(100), spacing: .fixed(20))
        let s = try l.makeSnapshot(sections: [SectionData(itemCount: 3)], environment: LayoutEnvironment(containerSize: CGSize(width: 300, height: 400)))
        #expect(s.allElements().map(\.frame) == [0, 1, 2].map { CGRect(x: 100, y: 150 + 100 * CGFloat($0), width: 100, height: 100) })
        #expect(s.contentSize == CGSize(width: 300, height: 600))
    }

    @Test func rightToLeftMirrorsAcrossTheContent() throws {
        var env = environment
        env.layoutDirection = .rightToLeft
        let s = try layout.makeSnapshot(sections: [SectionData(itemCount: 5)], environment: env)
        // Cell 0 at 1200 − 100 − 200 = 900; it starts centred at offset 1200 − 400 = 800.
        #expect(s.layoutAttributesForItem(at: .item(0, section: 0))?.frame.minX == 900)
        #expect(try layout.initialContentOffset(itemCount: 5, environment: env) == CGPoint(x: 800, y: 0))
    }

    @Test func flingSnapsWithFastDeceleration() throws {
        let s = try layout.makeSnapshot(sections: [SectionData(itemCount: 5)], environment: environment)
        let d = Deceleration(rate: layout.decelerationRate)
        #expect(layout.decelerationRate == .fast)
        // 2000 pt/s at 0.99: 1.99·99 = 197.01 → nearest centred boundary 200 (cell 1).
        var f = s.fling(from: .zero, velocity: CGPoint(x: 2000, y: 0), deceleration: d, snapPolicy: layout.snapPolicy)
        #expect(f.restingOffset == CGPoint(x: 197, y: 0))
        #expect(f.targetOffset == CGPoint(x: 200, y: 0))
        // 10000 pt/s: 9.99·99 = 989.01, past the end (800): the last item, centred at 800.
        f = s.fling(from: .zero, velocity: CGPoint(x: 10000, y: 0), deceleration: d, snapPolicy: layout.snapPolicy, frameCount: 3)
        #expect(f.targetOffset == CGPoint(x: 800, y: 0))
        #expect(f.restingOffset == CGPoint(x: 800, y: 0) && f.bouncesBack)
        #expect(f.frames.count == 3 && f.frames.last == CGPoint(x: 800, y: 0))
    }

    @Test func looping() throws {
        var l = layout
        l.isLooping = true
        let s = try l.makeSnapshot(sections: [SectionData(itemCount: 5)], environment: environment)
        // 3 copies: 15 cells; starts with cell 5 (item 0 of the middle copy) centred:
        // 100 + 5·200 + 100 − 200 = 1000. Period 5·200 = 1000.
        #expect(s.numberOfItems(inSection: 0) == 15)
        #expect(try l.initialContentOffset(itemCount: 5, environment: environment) == CGPoint(x: 1000, y: 0))
        #expect(try l.normalizedContentOffset(CGPoint(x: 2037, y: 0), itemCount: 5, environment: environment) == CGPoint(x: 1037, y: 0))
        #expect(try l.normalizedContentOffset(CGPoint(x: 40, y: 0), itemCount: 5, environment: environment) == CGPoint(x: 1040, y: 0))
        #expect(throws: LayoutError.self) { try l.makeSnapshot(sections: [SectionData(itemCount: 1), SectionData(itemCount: 1)], environment: environment) }
    }

    @Test func badKnobsThrow() {
        var l = layout
        l.itemHeight = .fractional(0.5)
        #expect(throws: LayoutError(.needsContainer(dimension: "height"), at: ["itemHeight"])) {
            try l.makeSnapshot(sections: [SectionData(itemCount: 1)], environment: LayoutEnvironment(width: 400))
        }
        l = layout
        l.spacing = .fixed(-500)
        #expect(throws: LayoutError.self) { try l.makeSnapshot(sections: [SectionData(itemCount: 1)], environment: environment) }
        l = layout
        l.sideItemScale = 0
        #expect(throws: LayoutError(.outOfRange(.aboveUpTo(0, 1), got: 0), at: ["sideItemScale"])) {
            try l.makeSnapshot(sections: [SectionData(itemCount: 1)], environment: environment)
        }
    }

    @Test func everyItemCanBeCentredAndRestsThere() async throws {
        // Any release ends with an item centred (centring insets make every item reachable); frames
        // are rounded to the pixel grid, so "centred" is within half a pixel.
        await propertyCheck(count: 200, input: Gen.int(in: 1...40), Gen.double(in: 40...380), Gen.double(in: 0...60), Gen.double(in: 0...1), Gen.double(in: -9000...9000)) {
            n, w, spacing, position, v in
            let l = CarouselLayout(itemWidth: .absolute(w), itemHeight: .absolute(100), spacing: .fixed(spacing))
            let s = try! l.makeSnapshot(sections: [SectionData(itemCount: n)], environment: environment)
            let from = CGPoint(x: position * s.contentOffsetBounds.maxX, y: 0)
            let t = l.snapPolicy.targetContentOffset(proposed: Deceleration(rate: .fast).restingOffset(from: from, velocity: CGPoint(x: v, y: 0)), velocity: CGPoint(x: v, y: 0), current: from, in: s)
            let centre = t.x + 200
            #expect(s.allElements().contains { abs($0.frame.midX - centre) <= 0.5 + 1e-6 })
        }
    }

    @Test func decodesFromSpec() throws {
        let json = """
            {"container": {"width": 400, "height": 300}, "contentOffset": {"x": 100, "y": 0},
             "sections": [{"itemCount": 5}],
             "layout": {"carousel": {"itemWidth": {"absolute": 200}, "itemHeight": {"absolute": 200}, "spacing": {"fixed": 40},
                                     "sideItemScale": 0.6, "sideItemAlpha": 0.6, "decelerationRate": "fast", "snapPolicy": "nearestItemCentered"}}}
            """
        let spec = try LayoutSpec.decode(Data(json.utf8))
        #expect(spec.layout as? CarouselLayout == layout)
        #expect(spec.contentOffset == CGPoint(x: 100, y: 0))
        let bad = json.replacingOccurrences(of: "\"sideItemScale\": 0.6", with: "\"sideItemScale\": 1.5")
        #expect(throws: LayoutError(.outOfRange(.aboveUpTo(0, 1), got: 1.5), at: ["layout", "carousel", "sideItemScale"])) { try LayoutSpec.decode(Data(bad.utf8)) }
        let typo = json.replacingOccurrences(of: "\"sideItemAlpha\"", with: "\"sideAlpha\"")
        #expect(throws: LayoutError.self) { try LayoutSpec.decode(Data(typo.utf8)) }
        let rate = json.replacingOccurrences(of: "\"fast\"", with: "0.995")
        #expect((try LayoutSpec.decode(Data(rate.utf8)).layout as? CarouselLayout)?.decelerationRate.rawValue == 0.995)
        let overlap = json.replacingOccurrences(of: "{\"fixed\": 40}", with: "{\"overlap\": {\"visibleOffset\": 30}}")
        #expect((try LayoutSpec.decode(Data(overlap.utf8)).layout as? CarouselLayout)?.spacing == .overlap(visibleOffset: 30))
        let looping = json.replacingOccurrences(of: "\"snapPolicy\": \"nearestItemCentered\"", with: "\"isLooping\": true")
            .replacingOccurrences(of: "[{\"itemCount\": 5}]", with: "[{\"itemCount\": 5}, {\"itemCount\": 2}]")
        #expect(throws: LayoutError(.loopingNeedsOneSection(got: 2), at: ["layout", "carousel", "isLooping"])) { try LayoutSpec.decode(Data(looping.utf8)) }
        let fraction = json.replacingOccurrences(of: "\"container\": {\"width\": 400, \"height\": 300}", with: "\"container\": {\"width\": 400}")
            .replacingOccurrences(of: "\"itemHeight\": {\"absolute\": 200}", with: "\"itemHeight\": {\"fractional\": 0.5}")
        #expect(throws: LayoutError(.needsContainer(dimension: "height"), at: ["layout", "carousel", "itemHeight"])) { try LayoutSpec.decode(Data(fraction.utf8)) }
    }
}
