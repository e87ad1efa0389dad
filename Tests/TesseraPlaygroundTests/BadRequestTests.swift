// Needs Hummingbird, resolved only with the package's `Playground` trait.
#if Playground
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import Tessera
import TesseraPlaygroundServer
import TesseraPlaygroundAPI

@Suite("Bad requests: 4xx and one error line")
struct BadRequestTests {
    /// Posts `body` to `uri` and returns the status and the body's text.
    @available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)
    func post(_ uri: String, _ body: String, limit: Int = 64 << 10) async throws -> (Int, String) {
        try await playgroundApp(maximumBodySize: limit).test(.router) { client in
            try await client.execute(uri: uri, method: .post, body: ByteBuffer(string: body)) { response in
                (response.status.code, String(buffer: response.body))
            }
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)
    @Test("a body over the limit is refused with 413")
    func tooLarge() async throws {
        let big = threeItemWaterfall() + String(repeating: " ", count: 2000)
        let (status, line) = try await post("/layout", big, limit: 1000)
        #expect(status == 413)
        #expect(line == "error: the request body is larger than 1000 bytes\n")
    }

    @available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)
    @Test("an empty body")
    func empty() async throws {
        let (status, line) = try await post("/layout", "")
        #expect(status == 400)
        #expect(line.hasPrefix("error: the request body is empty"))
    }

    @available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)
    @Test("text that is not JSON")
    func notJSON() async throws {
        let (status, line) = try await post("/layout", "{\"container\": ")
        #expect(status == 400)
        #expect(line.hasPrefix("error: "))
        #expect(line.filter { $0 == "\n" }.count == 1)
    }

    @available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)
    @Test("a spec error names its JSON path, as tessera render does")
    func specError() async throws {
        let spec = #"{"container":{"width":390},"sections":[{"itemCount":3}],"layout":{"waterfall":{"columns":0}}}"#
        for endpoint in ["/layout", "/fling?velocity=100", "/describe"] {
            let (status, line) = try await post(endpoint, spec)
            #expect(status == 400)
            #expect(line == "error: layout.waterfall.columns: must be an integer from 1 to 10000, got 0\n")
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)
    @Test(
        "bad query parameters name the parameter",
        arguments: [
            ("/layout?rect=1,2,3", "error: ?rect: must be x,y,w,h (finite numbers), got \"1,2,3\"\n"),
            ("/layout?rect=0,0,-5,10", "error: ?rect: width and height must be >= 0, got 0,0,-5,10\n"),
            ("/layout?rect=0,0,nan,10", "error: ?rect: must be x,y,w,h (finite numbers), got \"0,0,nan,10\"\n"),
            ("/layout?rect=0,0,1e300,10", "error: ?rect: width and height must be at most 1000000, got 0,0,1e300,10\n"),
            ("/layout?offset=x", "error: ?offset: must be x,y (finite numbers), got \"x\"\n"),
            ("/layout?orthogonal=1:5", "error: ?orthogonal: needs rect\n"),
            ("/layout?rect=0,0,1,1&orthogonal=a:5", "error: ?orthogonal: must be SECTION:OFFSET pairs separated by commas, got \"a:5\"\n"),
            ("/layout?zoom=2", "error: ?zoom: unknown parameter (expected one of offset, orthogonal, rect)\n"),
            ("/layout?rect=0,0,1,1&rect=0,0,2,2", "error: ?rect: given more than once\n"),
            ("/fling", "error: ?velocity: is required (X,Y or one number, points per second)\n"),
            ("/fling?velocity=fast", "error: ?velocity: must be X,Y or one number (along the scroll axis), got \"fast\"\n"),
            ("/fling?velocity=1&frames=5000", "error: ?frames: must be an integer from 0 to 2000, got \"5000\"\n"),
            ("/fling?velocity=1&model=magic", "error: ?model: must be one of uiScrollView, projection, continuous, got \"magic\"\n"),
            ("/fling?velocity=1&rate=2", "error: ?rate: must be a number between 0 and 1 (exclusive), got 2\n"),
            ("/fling?velocity=1&section=0", "error: ?section: section 0 does not scroll orthogonally (orthogonal sections: none)\n"),
            ("/describe?x=1", "error: ?x: unknown parameter (/describe takes none)\n"),
        ])
    func badQuery(uri: String, expected: String) async throws {
        let (status, line) = try await post(uri, threeItemWaterfall())
        #expect(status == 400)
        #expect(line == expected)
    }

    @available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)
    @Test("example names outside Examples/ are not served")
    func examplePaths() async throws {
        try await playgroundApp(examples: examplesFolder).test(.router) { client in
            for uri in ["/examples/../Package.swift", "/examples/nope.json", "/examples/%2e%2e/Package"] {
                try await client.execute(uri: uri, method: .get) { response in
                    #expect(response.status == .notFound)
                }
            }
            try await client.execute(uri: "/page/..%2fPlaygroundAPI.swift", method: .get) { response in
                #expect(response.status == .notFound)
            }
        }
    }
}
#endif
