import Foundation

extension ClosedRange where Bound == CGFloat {
    /// `value` moved into the range (NaN goes to the lower bound).
    func clamping(_ value: CGFloat) -> CGFloat {
        guard value.isFinite || value.isInfinite else { return lowerBound }
        return Swift.min(Swift.max(value, lowerBound), upperBound)
    }
}
