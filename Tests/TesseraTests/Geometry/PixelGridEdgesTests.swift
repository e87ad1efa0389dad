import Foundation
import PropertyBased
import Testing
@testable import Tessera  // the rounding rule itself is internal

@Suite struct PixelGridEdgesTests {
    /// The libm-free rounding is exactly `rounded(.toNearestOrAwayFromZero)`, halves included.
    @Test func roundingMatchesTheStandardLibrary() async {
        for v in [0, 0.5, 1.5, 2.5, -0.5, -2.5, 0.49999999999999994, 4503599627370495.5, 4_503_599_627_370_496, 1e300, -1e300, .infinity, -.infinity] as [CGFloat] {
            #expect(PixelGrid.roundHalfAwayFromZero(v) == v.rounded(.toNearestOrAwayFromZero), "\(v)")
        }
        #expect(PixelGrid.roundHalfAwayFromZero(.nan).isNaN)
        await propertyCheck(count: 500, input: Gen.double(in: -1e6...1e6), Gen.int(in: -4000...4000)) { value, half in
            let v = CGFloat(value)
            #expect(PixelGrid.roundHalfAwayFromZero(v) == v.rounded(.toNearestOrAwayFromZero))
            let h = CGFloat(half) + 0.5
            #expect(PixelGrid.roundHalfAwayFromZero(h) == h.rounded(.toNearestOrAwayFromZero))
        }
    }

    /// Edges round like `round(_:)`; sizes never carry the far edge past the rounded one.
    @Test func edgesRoundLikeRoundAndNeverOvershoot() async {
        await propertyCheck(count: 500, input: Gen.double(in: 0...5000), Gen.double(in: 0...300), Gen.int(in: 1...3)) { xValue, wValue, s in
            let x = CGFloat(xValue), w = CGFloat(wValue)
            let grid = PixelGrid(scale: CGFloat(s))
            let r = grid.roundEdges(minX: x, minY: w, maxX: x + w, maxY: w + x)
            #expect(r.minX == grid.round(x) && r.minY == grid.round(w))
            #expect(r.maxX <= grid.round(x + w) && r.maxY <= grid.round(w + x))
            #expect(abs(r.maxX - grid.round(x + w)) < 1e-9)
            #expect(grid.isAligned(r))
        }
    }

    /// Halves round away from zero on both sides of zero, a value that rounds to zero gives 0
    /// (not -0), and values past 2^52 pixels stay as they are (worked out by hand).
    @Test func spansRoundHalvesAwayFromZeroOnBothSides() {
        let half = PixelGrid(scale: 2), one = PixelGrid(scale: 1)
        // 0.25 and 1.25 points are 0.5 and 2.5 pixels: 1 and 3 pixels, 0.5 and 1.5 points.
        #expect(half.roundedSpan(from: 0.25, to: 1.25) == (start: 0.5, length: 1))
        // -2.5 and -0.5 pixels: -3 and -1 pixels.
        #expect(half.roundedSpan(from: -1.25, to: -0.25) == (start: -1.5, length: 1))
        // Just below a half rounds down.
        #expect(one.roundedSpan(from: 0.49999999999999994, to: 2.5) == (start: 0, length: 3))
        let nearZero = one.roundedSpan(from: -0.1, to: -0.4)
        #expect(nearZero.start == 0 && nearZero.start.sign == .plus && nearZero.length == 0)
        #expect(one.roundedSpan(from: -0.1, to: 0.4).length.sign == .plus)
        // 2^52 + 1 and + 3 are whole already (one lane large takes the scalar path).
        #expect(one.roundedSpan(from: 0x1p52 + 1, to: 0x1p52 + 3) == (start: 0x1p52 + 1, length: 2))
        #expect(one.roundedSpan(from: -2.5, to: 0x1p52 + 1) == (start: -3, length: 0x1p52 + 4))
    }

    /// Negative edges and ranges that end before they start round like `round(_:)` too.
    @Test func negativeEdgesRoundLikeRound() async {
        await propertyCheck(count: 500, input: Gen.double(in: -5000...5000), Gen.double(in: -300...300), Gen.int(in: 1...3)) { xValue, wValue, s in
            let x = CGFloat(xValue), w = CGFloat(wValue)
            let grid = PixelGrid(scale: CGFloat(s))
            let span = grid.roundedSpan(from: x, to: x + w)
            #expect(span.start == grid.round(x))
            #expect(abs(span.start + span.length - grid.round(x + w)) < 1e-9)
            #expect(span.length <= 0 || span.start + span.length <= grid.round(x + w))
        }
    }
}
