import Foundation
import Testing
import Tessera
import TesseraBenchmarkFixtures

@Suite struct PixelGridTests {
    @Test func roundsToThePixelGrid() {
        let grid = PixelGrid(scale: 3)
        // 260.667 pt at 3× is 782.001 px → floor 782 px = 260.666…; ceil 783 px = 261.
        #expect(grid.floor(260.667) == 782.0 / 3)
        #expect(grid.ceil(260.667) == 261)
        #expect(grid.round(260.667) == 782.0 / 3)
        // Halves round away from zero: 0.5 px → 1 px, −0.5 px → −1 px.
        #expect(PixelGrid(scale: 2).round(0.25) == 0.5)
        #expect(PixelGrid(scale: 2).round(-0.25) == -0.5)
        #expect(PixelGrid(scale: 1).floor(-1.5) == -2)
        #expect(PixelGrid(scale: 1).ceil(-1.5) == -1)
        // Values already whole stay put, however large.
        #expect(PixelGrid(scale: 1).floor(1e17) == 1e17)
        #expect(PixelGrid(scale: 0).scale == 1)
    }

    @Test func agreesWithTheStandardLibrary() {
        // A seeded sweep over a wide range of coordinates and every Apple display scale.
        var rng = SplitMix(seed: 99)
        var mismatches = 0
        for _ in 0..<200_000 {
            let v = CGFloat(Int64(bitPattern: rng.next()) % 2_000_000_000_000) / 1_000_000
            let scale = CGFloat(1 + rng.next() % 3)
            let grid = PixelGrid(scale: scale)
            if grid.round(v) != (v * scale).rounded(.toNearestOrAwayFromZero) / scale { mismatches += 1 }
            if grid.floor(v) != (v * scale + 1e-9).rounded(.down) / scale { mismatches += 1 }
            if grid.ceil(v) != (v * scale - 1e-9).rounded(.up) / scale { mismatches += 1 }
        }
        #expect(mismatches == 0)
    }
}
