import Foundation
import Testing
import Tessera
import TesseraSpec
import TesseraTestSupport

/// The SwiftUI cases recorded on Apple's frameworks (`Tests/Fixtures/swiftui-views/`, copied
/// unmodified from the shared conformance suite with their `source`): each case's spec is laid
/// out and every recorded leaf's frame must match within the case's tolerance, as
/// `check_views.py` checks the command-line tool.
@Suite struct SwiftUIConformanceTests {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/swiftui-views")

    static var caseNames: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted()
    }

    @Test func suiteIsPresent() {
        #expect(Self.caseNames.count >= 24)
    }

    @Test(arguments: caseNames)
    func recordedCase(_ name: String) throws {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent(name))
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(root["source"] is String, "\(name) keeps its source")
        if root["unsupported"] as? Bool == true { return }
        let spec = try JSONSerialization.data(withJSONObject: try #require(root["spec"]))
        let expected = try #require(root["expected"] as? [String: Any])
        let tolerance = (root["tolerance"] as? Double) ?? 0.5
        let frames = cellFrames(try LayoutSpec.decode(spec).makeSnapshot())
        if let count = expected["leafCount"] as? Int { #expect(frames.count == count, "\(name): leaf count") }
        for item in try #require(expected["leaves"] as? [[String: Any]]) {
            let leaf = try #require(item["leaf"] as? Int)
            try #require(leaf < frames.count, "\(name): leaf \(leaf) missing")
            let want = try #require(item["frame"] as? [Any])
            let got = [frames[leaf].minX, frames[leaf].minY, frames[leaf].width, frames[leaf].height]
            for (slot, value) in want.enumerated() {
                guard let value = value as? Double else { continue }  // null: not recorded
                #expect(abs(Double(got[slot]) - value) <= tolerance, "\(name): leaf \(leaf) slot \(slot): expected \(value), got \(got[slot])")
            }
        }
    }
}
