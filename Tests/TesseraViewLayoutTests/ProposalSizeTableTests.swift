import Foundation
import Testing
@testable import TesseraViewLayout  // the proposal table is internal

/// The pass's table of sizes by proposal answers as a dictionary keyed by `ProposedViewSize` would.
@Suite struct ProposalSizeTableTests {
    @Test func answersAsADictionaryDoes() {
        // Lengths that collide in interesting ways: nil, both zeros, ∞, near neighbours.
        let lengths: [CGFloat?] = [nil, 0, -0.0, .infinity, -.infinity, 1, 1.000_000_1, 2, 10, 44.5, 390, 1e9, .leastNonzeroMagnitude]
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
        // -0 and 0 are one proposal: 12 distinct lengths squared.
        #expect(table.count == 144)
        #expect(reference.count == 144)
        #expect(table.size(for: ProposedViewSize(width: 3, height: 3)) == nil)
    }

    /// A NaN length is one length: asked again, the same NaN question is answered, whatever
    /// the NaN's bits, and it is a different question from nil.
    @Test func remembersEveryNaNAsOneLength() {
        var table = ProposalSizeTable()
        let quiet = CGFloat.nan, signalling = CGFloat.signalingNaN
        let payload = CGFloat(Double(bitPattern: 0x7FF8_0000_0000_E317))  // the table's own empty-slot bits
        let negative = -CGFloat.nan  // the sign bit set
        table.remember(CGSize(width: 1, height: 1), for: ProposedViewSize(width: quiet, height: 1))
        table.remember(CGSize(width: 2, height: 2), for: ProposedViewSize(width: nil, height: 1))
        #expect(table.count == 2)
        #expect(table.size(for: ProposedViewSize(width: signalling, height: 1)) == CGSize(width: 1, height: 1))
        #expect(table.size(for: ProposedViewSize(width: payload, height: 1)) == CGSize(width: 1, height: 1))
        #expect(table.size(for: ProposedViewSize(width: negative, height: 1)) == CGSize(width: 1, height: 1))
        #expect(table.size(for: ProposedViewSize(width: .infinity, height: 1)) == nil, "infinity is not a NaN")
        #expect(table.size(for: ProposedViewSize(width: nil, height: 1)) == CGSize(width: 2, height: 2))
        table.remember(CGSize(width: 3, height: 3), for: ProposedViewSize(width: payload, height: 1))
        #expect(table.count == 2)
        #expect(table.size(for: ProposedViewSize(width: quiet, height: 1)) == CGSize(width: 3, height: 3))
    }
}
