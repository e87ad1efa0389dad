// Needs the server's configuration, built only with the package's `Playground` trait.
#if Playground
import Foundation
import Testing
import TesseraPlaygroundServer

/// The README's playground command and its documentation-preview command run side by side as
/// printed: the playground's default port is the one the README opens, and not DocC's 8080.
@Suite struct ReadmePortsTests {
    @Test func thePlaygroundAndTheDocsPreviewListenOnDifferentPorts() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let lines = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8).components(separatedBy: "\n")
        func port(ofLineStarting prefix: String) throws -> Int {
            let line = try #require(lines.first { $0.hasPrefix(prefix) }, "no line starting \(prefix)")
            #expect(!line.contains("--port"), "the README's line names no port: \(line)")
            let digits = try #require(line.components(separatedBy: "http://localhost:").dropFirst().first?.prefix { $0.isNumber })
            return try #require(Int(digits))
        }
        let playground = try port(ofLineStarting: "swift run --enable-all-traits tessera-playground")
        let preview = try port(ofLineStarting: "swift package --disable-sandbox preview-documentation")
        #expect(playground == PlaygroundConfiguration().port && playground == 8090)
        #expect(preview == 8080 && playground != preview)  // 8080: DocC's default
    }
}
#endif
