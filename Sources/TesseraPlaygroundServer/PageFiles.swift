// Needs Hummingbird, resolved only with the package's `Playground` trait.
#if Playground
import Foundation
import Hummingbird

/// The page's static files (plain JavaScript modules, CSS and HTML shipped in the package's
/// `Page` resource folder). Only names listed in the folder are served.
@available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)  // Hummingbird 2's availability
enum PageFiles {
    static let directory: URL? = Bundle.module.url(forResource: "Page", withExtension: nil)

    static func response(for name: String) throws -> Response {
        guard let directory,
            name.range(of: #"^[a-z0-9-]+\.(html|js|css)$"#, options: .regularExpression) != nil,
            let data = FileManager.default.contents(atPath: directory.appendingPathComponent(name).path)
        else {
            return textResponse(.notFound, "error: no page file named \(name)")
        }
        let type = name.hasSuffix(".js") ? "text/javascript" : name.hasSuffix(".css") ? "text/css" : "text/html"
        return Response(status: .ok, headers: [.contentType: type + "; charset=utf-8", .cacheControl: "no-store"], body: .init(byteBuffer: ByteBuffer(data: data)))
    }
}
#endif
