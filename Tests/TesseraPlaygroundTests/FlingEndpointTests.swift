// Needs Hummingbird, resolved only with the package's `Playground` trait.
#if Playground
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import Tessera
import TesseraTool
import TesseraPlaygroundServer
import TesseraPlaygroundAPI

@Suite("POST /fling and /describe")
struct FlingEndpointTests {
    @available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)
    @Test("a carousel released at 130 with no velocity snaps to item 1, centred at 208.5")
    func carouselSnap() async throws {
        try await playgroundApp().test(.router) { client in
            try await client.execute(uri: "/fling?velocity=0&from=130&frames=10", method: .post, body: ByteBuffer(string: carouselSpec)) { response in
                #expect(response.status == .ok)
                let body = try json(response.body)
                #expect((body["targetOffset"] as? [String: NSNumber])?["x"] == 208.5)
                #expect((body["restingOffset"] as? [String: NSNumber])?["x"] == 130)
                #expect(body["snapping"] as? String == "nearestItemCentered")
                #expect((body["decelerationRate"] as? NSNumber)?.doubleValue == 0.99)
                let frames = body["frames"] as! [[String: NSNumber]]
                #expect(frames.count == 10)
                #expect(frames.last?["x"] == 208.5)
                #expect((body["duration"] as! NSNumber).doubleValue > 0)
            }
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)
    @Test("the same answer as tessera scroll, for a range of velocities")
    func agreesWithScrollJob() async throws {
        try await playgroundApp().test(.router) { client in
            for velocity in [-4000, -1500, -200, 0, 250, 900, 3000, 6000] {
                let cli =
                    try JSONSerialization.jsonObject(with: Data(try ScrollJob(velocity: .alongScrollAxis(CGFloat(velocity)), format: .json).run(specData: Data(carouselSpec.utf8)).utf8))
                    as! [String: Any]
                try await client.execute(uri: "/fling?velocity=\(velocity)", method: .post, body: ByteBuffer(string: carouselSpec)) { response in
                    let body = try json(response.body)
                    #expect(body["targetOffset"] as? [String: NSNumber] == cli["targetOffset"] as? [String: NSNumber])
                    #expect(body["restingOffset"] as? [String: NSNumber] == cli["restingOffset"] as? [String: NSNumber])
                    // Property: the carousel always rests with an item centred, inside 0…208.5·11.
                    let x = ((body["targetOffset"] as! [String: NSNumber])["x"]!).doubleValue
                    #expect(x.truncatingRemainder(dividingBy: 208.5) == 0 && (0...2293.5).contains(x))
                }
            }
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)
    @Test("describe: sizes, axis, snapping and orthogonal sections")
    func describe() async throws {
        try await playgroundApp().test(.router) { client in
            try await client.execute(uri: "/describe", method: .post, body: ByteBuffer(string: carouselSpec)) { response in
                let body = try json(response.body)
                #expect(body["layout"] as? String == "carousel")
                #expect(body["scrollDirection"] as? String == "horizontal")
                #expect(body["snapping"] as? String == "nearestItemCentered")
                // 12 items: 85 + 220 + 11·208.5 + 85 = 2683.5.
                #expect((body["contentSize"] as? [String: NSNumber])?["width"] == 2683.5)
            }
            let orthogonal = try String(contentsOf: examplesFolder.appendingPathComponent("compositional/orthogonal-sections.json"), encoding: .utf8)
            try await client.execute(uri: "/describe", method: .post, body: ByteBuffer(string: orthogonal)) { response in
                let sections = try json(response.body)["orthogonalSections"] as! [[String: Any]]
                #expect(!sections.isEmpty)
            }
        }
    }
}
#endif
