import PropertyBased
import Testing
import Tessera

/// The core's one binary search against a linear scan.
@Suite struct PartitioningIndexTests {
    @Test func worked() {
        let sorted = [1, 3, 3, 3, 7, 9]
        #expect(partitioningIndex(in: sorted.indices) { sorted[$0] >= 3 } == 1)  // first 3
        #expect(partitioningIndex(in: sorted.indices) { sorted[$0] > 3 } == 4)  // past the 3s
        #expect(partitioningIndex(in: sorted.indices) { sorted[$0] > 9 } == 6)  // nowhere: the end
        #expect(partitioningIndex(in: sorted.indices) { _ in true } == 0)
        #expect(partitioningIndex(in: 0..<0) { _ in true } == 0)
        #expect(partitioningIndex(in: 2..<5) { sorted[$0] >= 3 } == 2)  // a sub-range
    }

    @Test func agreesWithALinearScan() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...40).array(of: 0...60), Gen.int(in: -1...41), Gen.int(in: 0...60)) { values, pivot, start in
            let sorted = values.sorted()
            let lower = min(start, sorted.count)
            let linear = (lower..<sorted.count).first { sorted[$0] > pivot } ?? sorted.count
            #expect(partitioningIndex(in: lower..<sorted.count) { sorted[$0] > pivot } == linear)
        }
    }
}
