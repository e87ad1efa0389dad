// Needs Hummingbird, resolved only with the package's `Playground` trait.
#if Playground
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import Tessera
import TesseraPlaygroundServer
import TesseraPlaygroundAPI
import TesseraSpec

@Suite("POST /layout")
struct LayoutEndpointTests {
    @available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)
    @Test("a whole layout: every element's frame, as tessera render --format json")
    func wholeLayout() async throws {
        try await playgroundApp().test(.router) { client in
            try await client.execute(uri: "/layout", method: .post, body: ByteBuffer(string: threeItemWaterfall())) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "application/json")
                let body = try json(response.body)
                let size = body["contentSize"] as! [String: NSNumber]
                #expect(size["width"] == 100 && size["height"] == 40)
                #expect(try frames(response.body) == ["0.0": [0, 0, 50, 10], "0.1": [50, 0, 50, 20], "0.2": [0, 10, 50, 30]])
                // Byte for byte what the CLI's encoder writes.
                let spec = try LayoutSpec.decode(Data(threeItemWaterfall().utf8))
                #expect(Data(buffer: response.body) == (try SnapshotJSONEncoder().encode(spec.makeSnapshot())))
            }
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)
    @Test("?rect= answers only the elements that overlap it")
    func rectQuery() async throws {
        try await playgroundApp().test(.router) { client in
            // y 25…35 crosses only item 2 (10…40); item 1 ends at 20, item 0 at 10.
            try await client.execute(uri: "/layout?rect=0,25,100,10&offset=0,0", method: .post, body: ByteBuffer(string: threeItemWaterfall())) { response in
                #expect(response.status == .ok)
                #expect(try frames(response.body) == ["0.2": [0, 10, 50, 30]])
                let size = try json(response.body)["contentSize"] as! [String: NSNumber]
                #expect(size["height"] == 40)  // the whole content's size, not the rect's
            }
            // The right column only, x 60…100: item 1.
            try await client.execute(uri: "/layout?rect=60,0,40,15", method: .post, body: ByteBuffer(string: threeItemWaterfall())) { response in
                let f = try frames(response.body)
                #expect(f == ["0.1": [50, 0, 50, 20]])
            }
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)
    @Test("a pinned header stays at the top of the rect at its offset")
    func pinnedHeader() async throws {
        let spec = #"{"container":{"width":100,"height":50},"sections":[{"itemCount":20}],"layout":{"waterfall":{"columns":1,"columnSpacing":0,"itemSpacing":0,"headerHeight":10,"pinHeaders":true}}}"#
        try await playgroundApp().test(.router) { client in
            try await client.execute(uri: "/layout?rect=0,300,100,50&offset=0,300", method: .post, body: ByteBuffer(string: spec)) { response in
                #expect(response.status == .ok)
                let elements = try json(response.body)["elements"] as! [[String: Any]]
                let header = elements.first { $0["category"] as? String == "supplementary" }
                #expect((header?["frame"] as? [NSNumber])?.map(\.doubleValue) == [0, 300, 100, 10])
            }
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)
    @Test("carousel effects follow the offset: the centred item is full size, its neighbours scaled")
    func carouselEffects() async throws {
        try await playgroundApp().test(.router) { client in
            // At offset 208.5 item 1 (293.5…513.5) is centred: its centre 403.5 = 208.5 + 195.
            try await client.execute(uri: "/layout?rect=208.5,0,390,300&offset=208.5,0", method: .post, body: ByteBuffer(string: carouselSpec)) { response in
                let elements = try json(response.body)["elements"] as! [[String: Any]]
                let byItem = Dictionary(uniqueKeysWithValues: elements.map { (($0["indexPath"] as! [Int])[1], $0) })
                #expect(Set(byItem.keys) == [0, 1, 2])
                #expect(byItem[1]?["transform"] == nil && byItem[1]?["alpha"] == nil)
                #expect(((byItem[1]?["frame"] as? [NSNumber])?.map(\.doubleValue)) == [293.5, 30, 220, 240])
                // Neighbours one stride away on either side are scaled and faded alike.
                let scale0 = ((byItem[0]?["transform"] as? [String: NSNumber])?["scale"])?.doubleValue ?? 1
                let scale2 = ((byItem[2]?["transform"] as? [String: NSNumber])?["scale"])?.doubleValue ?? 1
                #expect(scale0 < 1 && scale0 >= 0.75 && scale0 == scale2)
                let alpha0 = (byItem[0]?["alpha"] as? NSNumber)?.doubleValue ?? 1
                #expect(alpha0 < 1 && alpha0 >= 0.5 && alpha0 == (byItem[2]?["alpha"] as? NSNumber)?.doubleValue)
            }
        }
    }
}
#endif
