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
}
