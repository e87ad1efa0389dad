import Foundation

extension CGFloat {
    /// The value as a public entry point takes it: NaN becomes 0 and anything past
    /// `LayoutLimits.maximumMagnitude` (infinities included) is clamped to it, so no NaN or
    /// infinity gets into arithmetic that assumes finite numbers.
    var sanitizedCoordinate: CGFloat {
        guard !isNaN else { return 0 }
        let m = CGFloat(LayoutLimits.maximumMagnitude)
        return Swift.min(Swift.max(self, -m), m)
    }
}

extension CGPoint {
    /// Both coordinates sanitized (see `CGFloat.sanitizedCoordinate`).
    var sanitized: CGPoint { CGPoint(x: x.sanitizedCoordinate, y: y.sanitizedCoordinate) }
}
