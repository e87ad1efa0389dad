import Foundation
import Testing
import Tessera
import TesseraAdapterDriver
import TesseraBenchmarkFixtures

/// Invariants of the index-path map over many random batch updates of one section (seeded, so
/// every run checks the same cases): it is the list edit UIKit describes.
@Suite struct UpdateMapPropertyTests {
    @Test func theMapIsTheListEdit() {
        var rng = SplitMix(seed: 13)
        for _ in 0..<300 {
            let n = Int.random(in: 0...12, using: &rng)
            // Apply deletes, then inserts, to a list of labelled items, as UIKit does.
            let deleted = Set((0..<n).filter { _ in Int.random(in: 0..<4, using: &rng) == 0 })
            var list: [Int?] = (0..<n).filter { !deleted.contains($0) }.map { $0 }
            var inserted: [Int] = []
            for _ in 0..<Int.random(in: 0...4, using: &rng) {
                let at = Int.random(in: 0...list.count, using: &rng)
                list.insert(nil, at: at)
                inserted = inserted.map { $0 >= at ? $0 + 1 : $0 } + [at]
            }
            let updates =
                deleted.map { CollectionUpdate.deleteItem(.item($0, section: 0)) }
                + inserted.map { CollectionUpdate.insertItem(.item($0, section: 0)) }
            let map = UpdateMap(updates)
            for (after, label) in list.enumerated() {
                let before = map.indexPathBeforeUpdate(.item(after, section: 0))
                #expect(before == label.map { .item($0, section: 0) }, "n \(n) deleted \(deleted) inserted \(inserted)")
                if let label {
                    #expect(map.indexPathAfterUpdate(.item(label, section: 0)) == .item(after, section: 0))
                }
            }
            for d in deleted { #expect(map.indexPathAfterUpdate(.item(d, section: 0)) == nil) }
        }
    }
}
