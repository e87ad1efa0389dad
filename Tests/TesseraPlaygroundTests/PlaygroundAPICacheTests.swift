import Foundation
import Testing
import Tessera
import TesseraPlaygroundAPI
import TesseraSpec

/// The playground's API called as functions (no server): one spec is laid out once, whether the
/// page asks for rects, describes it or flings it, and its errors name nothing the playground lacks.
@Suite struct PlaygroundAPICacheTests {
    static let carousel = Data(
        #"{"container": {"width": 390, "height": 300}, "sections": [{"itemCount": 12}], "layout": {"carousel": {"itemWidth": {"absolute": 220}}}}"#.utf8)
    static let waterfall = Data(#"{"container": {"width": 390, "height": 844}, "sections": [{"itemCount": 40}], "layout": {"waterfall": {"columns": 2}}}"#.utf8)

    /// The layouts `body` makes in this task (`LayoutSpec.makeSnapshot` counts them).
    func layouts(_ body: () throws -> Void) rethrows -> Int {
        let counter = LockedStorage(0)
        try LayoutSpec.$snapshotCounter.withValue(counter) { try body() }
        return counter.withLock { $0 }
    }

    @Test func aFlingIsLaidOutOnceThroughTheLayoutCache() throws {
        let api = PlaygroundAPI()
        let carousel = try layouts {
            _ = try api.layout(spec: Self.carousel, query: [("rect", "0,0,390,300")])
            _ = try api.fling(spec: Self.carousel, query: [("velocity", "2000")])
            _ = try api.fling(spec: Self.carousel, query: [("velocity", "-500"), ("frames", "10")])
            _ = try api.describe(spec: Self.carousel)
        }
        #expect(carousel == 1)
        // A spec flung first is laid out by the fling, and `/layout` finds it.
        let waterfall = try layouts {
            _ = try api.fling(spec: Self.waterfall, query: [("velocity", "0,3000")])
            _ = try api.layout(spec: Self.waterfall, query: [])
        }
        #expect(waterfall == 1)
    }

    /// The element budget's error names no `--max-elements` (a `tessera render` option the
    /// playground has not got): 50,000,000 items of a waterfall, 64 bytes a cell, 3.2 GB.
    @Test func tooManyElementsNamesNoOptionThePlaygroundLacks() {
        let spec = Data(#"{"container": {"width": 390}, "sections": [{"itemCount": 50000000}], "layout": {"waterfall": {"columns": 2}}}"#.utf8)
        let error = #expect(throws: PlaygroundError.self) { try PlaygroundAPI().layout(spec: spec, query: []) }
        #expect(error?.line == "error: sections: too many elements: the layout would lay out 50000000 cells (about 3.2 GB), the limit is 20000000")
    }
}
