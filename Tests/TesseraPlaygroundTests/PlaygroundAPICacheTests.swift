import Foundation
import Testing
import TesseraPlaygroundAPI

/// The playground's API called as functions (no server): one spec is decoded and laid out once,
/// whether the page asks for rects or flings it, and its errors name nothing the playground lacks.
@Suite struct PlaygroundAPICacheTests {
    static let carousel = Data(
        #"{"container": {"width": 390, "height": 300}, "sections": [{"itemCount": 12}], "layout": {"carousel": {"itemWidth": {"absolute": 220}}}}"#.utf8)
    static let waterfall = Data(#"{"container": {"width": 390, "height": 844}, "sections": [{"itemCount": 40}], "layout": {"waterfall": {"columns": 2}}}"#.utf8)

    @Test func aFlingIsLaidOutOnceThroughTheLayoutCache() throws {
        let api = PlaygroundAPI()
        _ = try api.layout(spec: Self.carousel, query: [("rect", "0,0,390,300")])
        #expect(api.layoutsMade == 1)
        _ = try api.fling(spec: Self.carousel, query: [("velocity", "2000")])
        _ = try api.fling(spec: Self.carousel, query: [("velocity", "-500"), ("frames", "10")])
        _ = try api.describe(spec: Self.carousel)
        #expect(api.layoutsMade == 1)
        // A spec flung first is laid out by the fling, and `/layout` finds it.
        _ = try api.fling(spec: Self.waterfall, query: [("velocity", "0,3000")])
        #expect(api.layoutsMade == 2)
        _ = try api.layout(spec: Self.waterfall, query: [])
        #expect(api.layoutsMade == 2)
    }

    /// The element budget's error names no `--max-elements` (a `tessera render` option the
    /// playground has not got): 50,000,000 items of a waterfall, 64 bytes a cell, 3.2 GB.
    @Test func tooManyElementsNamesNoOptionThePlaygroundLacks() {
        let spec = Data(#"{"container": {"width": 390}, "sections": [{"itemCount": 50000000}], "layout": {"waterfall": {"columns": 2}}}"#.utf8)
        let error = #expect(throws: PlaygroundError.self) { try PlaygroundAPI().layout(spec: spec, query: []) }
        #expect(error?.line == "error: sections: too many elements: the layout would lay out 50000000 cells (about 3.2 GB), the limit is 20000000")
    }
}
