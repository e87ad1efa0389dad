import Foundation
import Testing
import Tessera
import TesseraSpec

/// Snapshots are `Sendable` values: several computed and queried at once (run under
/// ThreadSanitizer by `swift test --sanitize=thread --filter ConcurrentSnapshot`) agree with the
/// same work done one at a time.
@Suite struct ConcurrentSnapshotTests {
    @Test func snapshotsComputedConcurrentlyMatchSerialOnes() async throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let names = ["explore.json", "pinterest.json", "carousel.json", "waterfall-sections.json", "compositional/nested-groups.json"]
        let specs = try names.map { try LayoutSpec.decode(Data(contentsOf: root.appendingPathComponent("Examples/\($0)"))) }
        let serial = try specs.map { try $0.makeSnapshot().allElements(contentOffset: $0.contentOffset ?? .zero) }
        let shared = try specs.map { try $0.makeSnapshot() }
        let concurrent = try await withThrowingTaskGroup(of: (Int, [LayoutAttributes]).self) { group in
            for round in 0..<4 {
                for (i, spec) in specs.enumerated() {
                    group.addTask {
                        // Half the tasks lay out again, half query one shared snapshot.
                        let snapshot = round.isMultiple(of: 2) ? try spec.makeSnapshot() : shared[i]
                        return (i, snapshot.allElements(contentOffset: spec.contentOffset ?? .zero))
                    }
                }
            }
            var results: [(Int, [LayoutAttributes])] = []
            for try await r in group { results.append(r) }
            return results
        }
        #expect(concurrent.count == 20)
        for (i, elements) in concurrent { #expect(elements == serial[i]) }
    }
}
