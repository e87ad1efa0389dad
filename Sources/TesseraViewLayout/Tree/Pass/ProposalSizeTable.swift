import Foundation

// Invariants: `keys` and `values` have `capacity` places each; `capacity` is 0 or a power of
// two, so `& (capacity - 1)` is an index below it; at most half the places are used (`grow()`
// runs first), so a probe always reaches an empty place and every loop ends. (Arrays, checked:
// only views asked more than four proposals reach this table.)

/// Sizes by proposal, in open addressing keyed by the proposal's bits: a view deep in a tree of
/// stacks and frames is asked tens of proposals and most questions are answered here, so a
/// lookup is a multiply, a shift and a compare or two rather than a `Hasher` run. Every NaN
/// length is one length here: a custom layout that asks its subviews NaN proposals asks the
/// same question each time, and forgetting the answers made such trees cost 2^depth.
struct ProposalSizeTable {
    private var keys: [SIMD2<UInt64>] = []
    private var values: [CGSize] = []
    private var capacity: Int { keys.count }
    private(set) var count = 0

    /// A dimension's key: its bits, 0 for -0 (equal to +0), NaNs of our own for nil and for
    /// every NaN.
    @inline(__always) private static func bits(_ length: CGFloat?) -> UInt64 {
        guard let length else { return nilBits }
        // On the bits: a NaN's magnitude is above infinity's; -0's magnitude is 0. (Asked three
        // times a view in a stack: as floating-point tests this was a tenth of a row's layout.)
        let bits = Double(length).bitPattern
        let magnitude = bits & 0x7FFF_FFFF_FFFF_FFFF
        if magnitude > 0x7FF0_0000_0000_0000 { return nanBits }
        return magnitude == 0 ? 0 : bits
    }
    private static let nilBits: UInt64 = 0x7FF8_0000_0000_0A11
    private static let nanBits: UInt64 = 0x7FF8_0000_0000_0BAD
    /// An empty slot: a NaN bit pattern that `bits` never returns (every NaN is `nanBits`).
    private static let emptyBits: UInt64 = 0x7FF8_0000_0000_E317
    /// A key no proposal has (an empty memo slot); computed, so reading it costs no lazy global.
    @inline(__always) static var emptyKey: SIMD2<UInt64> { SIMD2(0x7FF8_0000_0000_E317, 0) }

    /// The proposal as a memo key: equal keys for proposals that are one question (-0 and 0,
    /// any two NaNs), unlike `==`, under which a NaN proposal equals nothing.
    @inline(__always) static func key(_ p: ProposedViewSize) -> SIMD2<UInt64> {
        SIMD2(bits(p.width), bits(p.height))
    }

    private static func slot(_ key: SIMD2<UInt64>, mask: Int) -> Int {
        var x = key.x &* 0x9E37_79B9_7F4A_7C15 ^ key.y
        x ^= x >> 29
        x = x &* 0xBF58_476D_1CE4_E5B9
        x ^= x >> 32
        return Int(truncatingIfNeeded: x) & mask
    }

    func size(for proposal: ProposedViewSize) -> CGSize? {
        guard capacity > 0 else { return nil }
        let key = Self.key(proposal)
        var i = Self.slot(key, mask: capacity - 1)
        while true {
            let k = keys[i]
            if k == key { return values[i] }
            if k.x == Self.emptyBits { return nil }
            i = (i + 1) & (capacity - 1)
        }
    }

    mutating func remember(_ size: CGSize, for proposal: ProposedViewSize) {
        let key = Self.key(proposal)
        if (count + 1) * 2 > capacity { grow() }
        insert(key, size)
    }

    private mutating func insert(_ key: SIMD2<UInt64>, _ size: CGSize) {
        var i = Self.slot(key, mask: capacity - 1)
        while keys[i].x != Self.emptyBits {
            if keys[i] == key {
                values[i] = size
                return
            }
            i = (i + 1) & (capacity - 1)
        }
        keys[i] = key
        values[i] = size
        count += 1
    }

    private mutating func grow() {
        let (oldKeys, oldValues) = (keys, values)
        let capacity = max(8, self.capacity * 2)
        keys = Array(repeating: SIMD2(Self.emptyBits, 0), count: capacity)
        values = Array(repeating: .zero, count: capacity)
        count = 0
        for i in oldKeys.indices where oldKeys[i].x != Self.emptyBits { insert(oldKeys[i], oldValues[i]) }
    }
}
