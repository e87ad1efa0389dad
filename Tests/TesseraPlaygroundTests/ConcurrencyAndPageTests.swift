// Needs Hummingbird, resolved only with the package's `Playground` trait.
#if Playground
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import Tessera
import TesseraPlaygroundServer
import TesseraPlaygroundAPI

@Suite("Concurrent requests, examples and the page")
struct ConcurrencyAndPageTests {
    @available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)
    @Test("64 concurrent requests over 16 specs each get their own spec's answer")
    func concurrent() async throws {
        try await playgroundApp().test(.router) { client in
            try await withThrowingTaskGroup(of: Void.self) { group in
                for i in 0..<64 {
                    group.addTask {
                        let width = 100 + 2 * (i % 16)
                        let uri = i.isMultiple(of: 2) ? "/layout" : "/layout?rect=0,0,\(width),5"
                        try await client.execute(uri: uri, method: .post, body: ByteBuffer(string: threeItemWaterfall(width: width))) { response in
                            #expect(response.status == .ok)
                            let f = try frames(response.body)
                            // Half the width for item 0, the other half's start for item 1.
                            #expect(f["0.0"] == [0, 0, Double(width / 2), 10])
                            #expect(f["0.1"] == [Double(width / 2), 0, Double(width / 2), 20])
                        }
                    }
                }
                try await group.waitForAll()
            }
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)
    @Test("every example is listed, served, and lays out")
    func examples() async throws {
        try await playgroundApp(maximumBodySize: 1 << 20, examples: examplesFolder).test(.router) { client in
            let names = try await client.execute(uri: "/examples", method: .get) { response in
                try JSONDecoder().decode([String].self, from: Data(buffer: response.body))
            }
            #expect(names.contains("carousel") && names.contains("compositional/list"))
            for name in names {
                let spec = try await client.execute(uri: "/examples/\(name).json", method: .get) { $0.body }
                try await client.execute(uri: "/layout", method: .post, body: spec) { response in
                    #expect(response.status == .ok, "\(name): \(String(buffer: response.body))")
                }
            }
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)
    @Test("the page and its modules are served; the initial spec is null without one")
    func page() async throws {
        try await playgroundApp().test(.router) { client in
            try await client.execute(uri: "/", method: .get) { response in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body).contains("<script type=\"module\" src=\"/page/playground.js\">"))
            }
            for file in ["playground.js", "api.js", "draw.js", "scroller.js", "gallery.js", "playground.css"] {
                try await client.execute(uri: "/page/\(file)", method: .get) { response in
                    #expect(response.status == .ok, "\(file)")
                }
            }
            try await client.execute(uri: "/spec", method: .get) { response in
                #expect(String(buffer: response.body) == "{}")
            }
        }
    }
}
#endif
