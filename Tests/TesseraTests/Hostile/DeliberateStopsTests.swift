import Foundation
import Testing

/// Every deliberate stop in the library says why in every build configuration: `precondition`
/// and `preconditionFailure` drop their message under `-O` (a release build stops with
/// "Illegal instruction" and nothing else), `fatalError` keeps it.
@Suite struct DeliberateStopsTests {
    @Test func noStopInTheSourcesLosesItsMessageInReleaseBuilds() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()  // Hostile
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()  // the package
            .appendingPathComponent("Sources")
        let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        var offenders: [String] = []
        var scanned = 0
        for case let url as URL in files where url.pathExtension == "swift" {
            scanned += 1
            let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            for (n, line) in lines.enumerated() {
                let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
                if code.contains("precondition(") || code.contains("preconditionFailure(") {
                    offenders.append("\(url.lastPathComponent):\(n + 1)")
                }
            }
        }
        #expect(scanned > 100, "the sources were found (\(sources.path))")
        #expect(offenders.isEmpty, "use fatalError (which keeps its message under -O): \(offenders)")
    }
}
