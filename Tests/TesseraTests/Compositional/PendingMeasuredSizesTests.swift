import Foundation
import PropertyBased
import Testing
@testable import Tessera  // the pending sizes are internal
import TesseraBenchmarkFixtures

/// The measured sizes a compositional snapshot keeps apart from its data: a persistent table
/// (`PendingMeasuredSizes`). Every read must equal a dictionary's, and a copy must keep what it
/// had whatever is recorded in another.
@Suite struct PendingMeasuredSizesTests {
    /// Random sizes set and forgotten over three sections of up to 200,000 items (several
    /// trunks of 65,536 items), a copy taken now and then: each read equals a dictionary's, each copy
    /// its own dictionary's, and `forEach` visits exactly the sizes recorded.
    @Test func readsEqualADictionaryAndCopiesKeepTheirValues() async {
        await propertyCheck(count: 40, input: Gen.int(in: 0...1_000_000)) { seed in
            var rng = SplitMix(seed: UInt64(seed))
            var table = PendingMeasuredSizes()
            var model: [IndexPath: CGSize] = [:]
            var copies: [(PendingMeasuredSizes, [IndexPath: CGSize])] = []
            for step in 0..<600 {
                let section = Int(rng.next() % 3), item = Int(rng.next() % 200_000)
                // Mostly near one another, as a screen of cells is.
                let near = rng.next() % 2 == 0 ? min(199_999, (model.keys.first?.itemIndex ?? 0) + Int(rng.next() % 100)) : item
                let size = rng.next() % 4 == 0 ? nil : CGSize(width: CGFloat(rng.next() % 400), height: CGFloat(rng.next() % 400))
                table.set(size, forItem: near, inSection: section)
                model[.item(near, section: section)] = size
                if step % 100 == 0 { copies.append((table, model)) }
            }
            for (copy, expected) in copies + [(table, model)] {
                for (p, size) in expected { #expect(copy[p.itemIndex, inSection: p.sectionIndex] == size) }
                var visited: [IndexPath: CGSize] = [:]
                copy.forEach { section, item, size in visited[.item(item, section: section)] = size }
                #expect(visited == expected)
                #expect(copy.isEmpty == expected.isEmpty)
                // A stretch read at once, as a group instance's items are.
                let keys = expected.keys.sorted()
                let around = keys.isEmpty ? IndexPath.item(Int(rng.next() % 200_000), section: 0) : keys[Int(rng.next() % UInt64(keys.count))]
                let start = max(0, around.itemIndex - Int(rng.next() % 150)), section = around.sectionIndex
                let range = start..<min(200_000, start + Int(rng.next() % 300))
                var read: [Int: CGSize] = [:]
                var last = -1
                copy.forEach(inSection: section, items: range) { item, size in
                    #expect(item > last && range.contains(item))
                    last = item
                    read[item] = size
                }
                #expect(read == Dictionary(uniqueKeysWithValues: expected.filter { $0.key.sectionIndex == section && range.contains($0.key.itemIndex) }.map { ($0.key.itemIndex, $0.value) }))
            }
        }
    }

    /// Forgetting the only size recorded leaves the table empty; reading past every branch
    /// recorded gives nothing.
    @Test func forgettingTheLastSizeEmptiesTheTable() {
        var table = PendingMeasuredSizes()
        table.set(CGSize(width: 3, height: 4), forItem: 70_000, inSection: 2)
        #expect(table[70_000, inSection: 2] == CGSize(width: 3, height: 4))
        #expect(table[5_000, inSection: 2] == nil)
        #expect(table[500_000, inSection: 2] == nil)
        #expect(table[70_000, inSection: 1] == nil)
        table.set(nil, forItem: 70_000, inSection: 2)
        #expect(table.isEmpty)
        table.set(nil, forItem: 90_000, inSection: 0)
        #expect(table.isEmpty)
    }
}
