// Needs Hummingbird, resolved only with the package's `Playground` trait.
#if Playground
import Foundation
import Hummingbird
import NIOCore
import Tessera
import TesseraPlaygroundAPI

/// How the playground server is set up.
package struct PlaygroundConfiguration: Sendable {
    /// The address to listen on: 127.0.0.1 unless told otherwise.
    package var host: String
    /// The port (0: any free port).
    package var port: Int
    /// The spec the page opens on (its JSON text), or nil for the gallery.
    package var initialSpec: Data?
    /// Where the initial spec came from, shown on the page.
    package var initialSpecName: String?
    /// The folder of example specs the gallery lists (`Examples/`), if any.
    package var examplesDirectory: URL?
    /// The largest request body accepted, in bytes.
    package var maximumBodySize: Int

    /// The default body limit: 4 MB, a spec of some 100k items listed one by one.
    package static let defaultMaximumBodySize = 4 << 20

    /// A configuration; everything but the address is optional.
    package init(
        host: String = "127.0.0.1", port: Int = 8090, initialSpec: Data? = nil, initialSpecName: String? = nil,
        examplesDirectory: URL? = nil, maximumBodySize: Int = PlaygroundConfiguration.defaultMaximumBodySize
    ) {
        self.host = host
        self.port = port
        self.initialSpec = initialSpec
        self.initialSpecName = initialSpecName
        self.examplesDirectory = examplesDirectory
        self.maximumBodySize = maximumBodySize
    }
}

/// The playground's routes: the API (`POST /layout`, `/fling`, `/describe`), the examples
/// (`GET /examples`, `GET /examples/<name>.json`), the initial spec (`GET /spec`) and the page
/// (`GET /` and its static files).
@available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)  // Hummingbird 2's availability
package func makePlaygroundRouter(_ configuration: PlaygroundConfiguration, api: PlaygroundAPI = PlaygroundAPI()) -> Router<BasicRequestContext> {
    let router = Router()
    let limit = configuration.maximumBodySize

    router.post("/layout") { request, _ in
        try await respond(request, limit: limit) { body, query in try api.layout(spec: body, query: query) }
    }
    router.post("/fling") { request, _ in
        try await respond(request, limit: limit) { body, query in try api.fling(spec: body, query: query) }
    }
    router.post("/describe") { request, _ in
        try await respond(request, limit: limit) { body, query in
            guard query.isEmpty else { throw PlaygroundError.badParameter(query[0].0, "unknown parameter (/describe takes none)") }
            return try api.describe(spec: body)
        }
    }

    let examples = ExampleLibrary(directory: configuration.examplesDirectory)
    router.get("/examples") { _, _ in
        jsonResponse(try JSONEncoder.playground.encode(examples.names()))
    }
    router.get("/examples/**") { request, context in
        let name = context.parameters.getCatchAll().joined(separator: "/")
        guard let data = examples.spec(named: name) else { return textResponse(.notFound, "error: no example named \(name)") }
        return jsonResponse(data)
    }
    let initial = InitialSpec(name: configuration.initialSpecName, text: configuration.initialSpec.map { String(decoding: $0, as: UTF8.self) })
    router.get("/spec") { _, _ in
        jsonResponse(try JSONEncoder.playground.encode(initial))
    }

    router.get("/") { _, _ in try PageFiles.response(for: "index.html") }
    router.get("/page/:file") { _, context in
        try PageFiles.response(for: context.parameters.require("file"))
    }
    return router
}

/// The playground as an application listening on the configured address, printing it once
/// it listens.
@available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)
package func makePlaygroundApplication(_ configuration: PlaygroundConfiguration) -> some ApplicationProtocol {
    let address = "http://\(configuration.host):\(configuration.port)/"
    return Application(
        router: makePlaygroundRouter(configuration),
        configuration: .init(address: .hostname(configuration.host, port: configuration.port), serverName: "tessera-playground"),
        onServerRunning: { _ in
            // Straight to the file descriptor: a pipe must see the line at once.
            FileHandle.standardOutput.write(Data("Tessera playground: \(address)\n".utf8))
        }
    )
}

/// The initial spec the page opens on, or nulls for the gallery.
struct InitialSpec: Codable, Sendable {
    var name: String?
    var text: String?
}

/// Collects the body up to `limit` bytes, runs `handler`, and turns refusals into 4xx lines.
@available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)
private func respond(_ request: Request, limit: Int, _ handler: @Sendable (Data, [(String, String)]) throws -> Data) async throws -> Response {
    var request = request
    let buffer: ByteBuffer
    do {
        buffer = try await request.collectBody(upTo: limit)
    } catch is NIOTooManyBytesError {
        return textResponse(.contentTooLarge, "error: the request body is larger than \(limit) bytes")
    }
    guard buffer.readableBytes > 0 else { return textResponse(.badRequest, "error: the request body is empty (send a spec as JSON)") }
    let query = request.uri.queryParameters.map { (String($0.key), String($0.value)) }
    do {
        return jsonResponse(try handler(Data(buffer: buffer), query))
    } catch {
        let e = PlaygroundError.from(error)
        return textResponse(HTTPResponse.Status(code: e.status), e.line)
    }
}

@available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)
func jsonResponse(_ data: Data) -> Response {
    Response(status: .ok, headers: [.contentType: "application/json", .cacheControl: "no-store"], body: .init(byteBuffer: ByteBuffer(data: data)))
}

@available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)
func textResponse(_ status: HTTPResponse.Status, _ line: String) -> Response {
    Response(status: status, headers: [.contentType: "text/plain; charset=utf-8"], body: .init(byteBuffer: ByteBuffer(string: line + "\n")))
}
#endif
