import Foundation

/// How quickly a fling slows down (UIKit's `UIScrollView.DecelerationRate`): the fraction of
/// its velocity a scroll view keeps after each millisecond. Always between 0 and 1, exclusive.
public struct DecelerationRate: RawRepresentable, Sendable, Hashable {
    /// The fraction of the velocity kept per millisecond.
    public let rawValue: CGFloat

    /// A rate of `rawValue` per millisecond; nil unless 0 < rawValue < 1.
    public init?(rawValue: CGFloat) {
        guard rawValue.isFinite, rawValue > 0, rawValue < 1 else { return nil }
        self.rawValue = rawValue
    }

    private init(unchecked rawValue: CGFloat) { self.rawValue = rawValue }

    /// UIScrollView's default: 0.998 per millisecond.
    public static let normal = DecelerationRate(unchecked: 0.998)
    /// UIScrollView's `.fast` (paging scroll views, carousels): 0.99 per millisecond.
    public static let fast = DecelerationRate(unchecked: 0.99)

    /// A custom rate; throws a `LayoutError` at `path` unless 0 < rate < 1.
    public static func custom(_ rate: CGFloat, path: LayoutPath = ["decelerationRate"]) throws -> DecelerationRate {
        guard let r = DecelerationRate(rawValue: rate) else {
            throw LayoutError(.outOfRange(.between(0, and: 1), got: Double(rate)), at: path)
        }

        return r
    }
}
