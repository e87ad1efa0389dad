import Foundation
import Testing
import TesseraViewLayout

/// SwiftUI's animatable data as TesseraViewLayout declares it: the value part way from a to b
/// is a + (b − a) · t, component by component; a layout animates nothing by default.
@Suite struct AnimatableDataTests {
    @Test func pairsInterpolateComponentByComponent() {
        // From (40, π/2) to (80, π), half way: (40 + 40 / 2, π/2 + (π/2) / 2) = (60, 3π/4).
        let from = AnimatablePair(CGFloat(40), Double.pi / 2), to = AnimatablePair(CGFloat(80), Double.pi)
        var step = to - from
        step.scale(by: 0.5)
        let half = from + step
        #expect(half.first == 60)
        #expect(abs(half.second - 3 * .pi / 4) < 1e-12)
        // The magnitude is the sum of the squares: 3² + 4² = 25.
        #expect(AnimatablePair(CGFloat(3), 4.0).magnitudeSquared == 25)
        #expect(AnimatablePair<CGFloat, Double>.zero == AnimatablePair(0, 0))
    }

    @Test func floatingPointValuesScale() {
        var x: CGFloat = 3
        x.scale(by: 2)
        var y: Float = 1.5
        y.scale(by: 4)
        #expect(x == 6 && x.magnitudeSquared == 36)
        #expect(y == 6 && y.magnitudeSquared == 36)
    }

    @Test func aLayoutAnimatesNothingByDefault() {
        var stack = HStackLayout(spacing: 4)
        stack.animatableData = EmptyAnimatableData()
        #expect(stack.animatableData == EmptyAnimatableData())
        #expect(stack.animatableData.magnitudeSquared == 0)
        #expect(stack.spacing == 4)
    }
}
