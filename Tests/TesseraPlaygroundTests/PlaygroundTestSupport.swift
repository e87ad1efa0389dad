// Needs Hummingbird, resolved only with the package's `Playground` trait.
#if Playground
import Foundation
import Hummingbird
import HummingbirdTesting
import Tessera
import TesseraPlaygroundServer
import TesseraPlaygroundAPI

/// A two-column waterfall `width` points wide with items 10, 20 and 30 points tall and no
/// spacing: item 0 at (0, 0) in column 0, item 1 at (w/2, 0) in column 1, item 2 below item 0
/// (the shorter column) at (0, 10); content 40 points tall.
func threeItemWaterfall(width: Int = 100, columns: Int = 2) -> String {
    #"{"container":{"width":\#(width),"height":50},"sections":[{"items":[{"height":10},{"height":20},{"height":30}]}],"layout":{"waterfall":{"columns":\#(columns),"columnSpacing":0,"itemSpacing":0}}}"#
}

/// The carousel of `Examples/carousel.json`: 220-point items in a 390-point container, first and
/// last centrable (85 points of inset each side), side items scaled to 0.75 with 16 points
/// between a centred item and its scaled neighbour, so the stride is 220·(1 + 0.75)/2 + 16 =
/// 208.5 and item i is centred at offset 208.5·i.
let carouselSpec = #"""
    {"container": {"width": 390, "height": 300}, "displayScale": 2, "contentOffset": {"x": 130, "y": 0},
     "sections": [{"itemCount": 12}],
     "layout": {"carousel": {"scrollDirection": "horizontal", "itemWidth": {"absolute": 220}, "itemHeight": {"fractional": 0.8},
       "spacing": {"fixed": 16}, "sideItemScale": 0.75, "sideItemAlpha": 0.5, "sideItemShift": 0, "centersFirstAndLastItems": true,
       "snapPolicy": "nearestItemCentered", "decelerationRate": "fast", "isLooping": false}}}
    """#

/// The decoded JSON of a response body.
func json(_ buffer: ByteBuffer) throws -> [String: Any] {
    try JSONSerialization.jsonObject(with: Data(buffer: buffer)) as! [String: Any]
}

/// The frames of the elements in a `/layout` answer, keyed by index path ("0.2").
func frames(_ buffer: ByteBuffer) throws -> [String: [Double]] {
    let elements = try json(buffer)["elements"] as! [[String: Any]]
    var result: [String: [Double]] = [:]
    for e in elements {
        let path = (e["indexPath"] as! [Int]).map(String.init).joined(separator: ".")
        result[path] = (e["frame"] as! [NSNumber]).map(\.doubleValue)
    }
    return result
}

/// A test application over the playground's router, with a small body limit.
@available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)  // Hummingbird 2's availability
func playgroundApp(maximumBodySize: Int = 64 << 10, examples: URL? = nil) -> some ApplicationProtocol {
    let configuration = PlaygroundConfiguration(examplesDirectory: examples, maximumBodySize: maximumBodySize)
    return Application(router: makePlaygroundRouter(configuration))
}

/// The package's `Examples/` folder.
let examplesFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Examples", isDirectory: true)
#endif
