/// A small seeded pseudo-random generator (SplitMix64), so benchmarks measure the same data on
/// every run and property tests replay the same cases from a seed.
package struct SplitMix: RandomNumberGenerator, Sendable {
    /// The generator's state; the next value derives from it.
    package var state: UInt64

    /// A generator that starts from `seed`.
    package init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
