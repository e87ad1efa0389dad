import Foundation
import Testing
@testable import TesseraViewLayout  // the proposal table is internal

/// The pass's table of sizes by proposal answers as a dictionary keyed by `ProposedViewSize` would.
@Suite struct ProposalSizeTableTests {
    @Test func answersAsADictionaryDoes() {
        // Lengths that collide in interesting ways: nil, both zeros, ∞, near neighbours.
        let lengths: [CGFloat?] = [nil, 0, -0.0, .infinity, 1, 1.000_000_1, 2, 10, 44.5, 390, 1e9]
        var table = ProposalSizeTable()
        var reference: [ProposedViewSize: CGSize] = [:]
        var k = 0
        for w in lengths {
            for h in lengths {
                let p = ProposedViewSize(width: w, height: h)
                let size = CGSize(width: k, height: -k)
                table.remember(size, for: p)
                reference[p] = size
                k += 1
                // Every proposal stored so far is found with its latest size; -0 is 0.
                for (q, expected) in reference { #expect(table.size(for: q) == expected) }
            }
        }
        // -0 and 0 are one proposal: 10 distinct lengths squared.
        #expect(table.count == 100)
        #expect(reference.count == 100)
        #expect(table.size(for: ProposedViewSize(width: 3, height: 3)) == nil)
        table.deallocate()
    }

    @Test func neverRemembersANaNProposal() {
        var table = ProposalSizeTable()
        table.remember(CGSize(width: 1, height: 1), for: ProposedViewSize(width: .nan, height: 1))
        #expect(table.count == 0)
        #expect(table.size(for: ProposedViewSize(width: .nan, height: 1)) == nil)
        table.deallocate()
    }
}
