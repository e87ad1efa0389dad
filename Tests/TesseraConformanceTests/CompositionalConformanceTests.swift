import Foundation
import Testing
import Tessera
import TesseraSpec

/// The cases recorded from UIKit's `UICollectionViewCompositionalLayout`
/// (`Tests/Fixtures/uikit-compositional/`, copied unmodified from the shared conformance suite,
/// each with its `recordedWith`), run through the same path as `tessera render --format json`:
/// the spec decoder, the layout, and `SnapshotJSONEncoder`. Each case is judged as
/// `check_compositional.py` judges it: content size, every recorded element's frame (within
/// 0.01 pt) and recorded zIndex, and no cell the recording does not list.
@Suite struct CompositionalConformanceTests {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/uikit-compositional")

    static let caseNames: [String] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return files.filter { $0.hasSuffix(".json") }.sorted()
    }()

    /// Cases the engine does not reproduce yet, each listed so that it shows (and so that the
    /// list must shrink when one starts passing: a known issue that no longer occurs fails).
    static let knownFailures: Set<String> = []

    @Test func theFixturesAreThere() {
        #expect(Self.caseNames.count >= 184)
    }

    @Test(arguments: caseNames) func reproducesUIKit(_ name: String) throws {
        let data = try Data(contentsOf: Self.directory.appendingPathComponent(name))
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(root["recordedWith"] != nil || root["source"] != nil, "\(name) says where it was recorded")
        let specData = try JSONSerialization.data(withJSONObject: try #require(root["spec"]))
        let expected = try #require(root["expected"] as? [String: Any])
        let spec = try LayoutSpec.decode(specData)
        let snapshot = try spec.makeSnapshot()
        let encoded = try SnapshotJSONEncoder().encode(snapshot, contentOffset: spec.contentOffset ?? .zero)
        let output = try #require(try JSONSerialization.jsonObject(with: encoded) as? [String: Any])
        let difference = ConformanceComparison.firstDifference(expected: expected, queryRect: root["queryRect"] as? [Double], output: output)
        if Self.knownFailures.contains(name) {
            withKnownIssue { #expect(difference == nil, "\(name): \(difference ?? "")") }
        } else {
            #expect(difference == nil, "\(name): \(difference ?? "")")
        }
    }
}

/// `check_compositional.py`'s comparison, in Swift.
enum ConformanceComparison {
    static let tolerance = 0.01

    struct Key: Hashable, CustomStringConvertible {
        var category: String
        var kind: String?
        var indexPath: [Int]
        var description: String { "\(category)\(kind.map { " " + $0 } ?? "") \(indexPath)" }
    }

    static func key(_ e: [String: Any]) -> Key? {
        guard let category = e["category"] as? String, let path = e["indexPath"] as? [NSNumber] else { return nil }
        return Key(category: category, kind: category == "cell" ? nil : e["kind"] as? String, indexPath: path.map(\.intValue))
    }

    static func numbers(_ value: Any?) -> [Double]? { (value as? [NSNumber])?.map(\.doubleValue) }

    /// The first difference between the recording and the output, or nil when they agree.
    static func firstDifference(expected: [String: Any], queryRect: [Double]?, output: [String: Any]) -> String? {
        if let size = expected["contentSize"] as? [String: NSNumber] {
            guard let got = output["contentSize"] as? [String: NSNumber] else { return "no contentSize" }
            for axis in ["width", "height"] {
                let e = size[axis]?.doubleValue ?? .nan, g = got[axis]?.doubleValue ?? .nan
                if !(abs(e - g) <= tolerance) { return "contentSize.\(axis): expected \(e), got \(g)" }
            }
        }
        var byKey: [Key: [String: Any]] = [:]
        for case let e as [String: Any] in output["elements"] as? [Any] ?? [] {
            guard let k = key(e) else { return "an output element has no category or index path" }
            if byKey[k] != nil { return "\(k) appears more than once" }
            byKey[k] = e
        }
        var wanted = Set<Key>()
        for case let e as [String: Any] in expected["elements"] as? [Any] ?? [] {
            guard let k = key(e), let frame = numbers(e["frame"]) else { return "a recorded element is malformed" }
            wanted.insert(k)
            guard let got = byKey[k] else { return "missing \(k) (expected frame \(frame))" }
            guard let g = numbers(got["frame"]), g.count == 4 else { return "\(k): no frame" }
            if zip(frame, g).contains(where: { !(abs($0 - $1) <= tolerance) }) { return "\(k): frame expected \(frame), got \(g)" }
            if let z = (e["zIndex"] as? NSNumber)?.doubleValue {
                let gz = (got["zIndex"] as? NSNumber)?.doubleValue ?? 0
                if abs(z - gz) > tolerance { return "\(k): zIndex expected \(z), got \(gz)" }
            }
        }
        for (k, e) in byKey where k.category == "cell" && !wanted.contains(k) {
            let frame = numbers(e["frame"]) ?? []
            if let r = queryRect, frame.count == 4, r.count == 4,
                !(frame[0] < r[0] + r[2] && frame[0] + frame[2] > r[0] && frame[1] < r[1] + r[3] && frame[1] + frame[3] > r[1])
            {
                continue
            }
            return "unexpected \(k) at \(frame)"
        }
        return nil
    }
}
