import Foundation
import Tessera

/// A velocity or an offset as `tessera scroll` takes it: `X,Y`, or one number along the
/// layout's scroll axis, which is known only once the spec is laid out.
package enum ScrollVector: Sendable, Hashable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    /// Both coordinates.
    case point(CGPoint)
    /// One number along the scroll axis (0 across it).
    case alongScrollAxis(CGFloat)

    /// The syntax, for help and errors.
    package static let syntax = "X,Y or one number (along the scroll axis)"

    /// Parses `X,Y` or one number; every number finite and at most
    /// `LayoutLimits.maximumMagnitude` in magnitude. Text that is not one or two numbers is
    /// refused with the syntax; a number out of bounds with its bound (`1e12`: "is too large
    /// (the limit is 1000000000 in magnitude)"), never with the syntax it follows.
    package init(parsing text: String) throws(OptionValueError) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        let numbers = parts.compactMap { Double($0) }
        guard (1...2).contains(parts.count), numbers.count == parts.count else {
            throw OptionValueError(.unreadable(expected: Self.syntax, got: text))
        }
        for n in numbers {
            guard n.isFinite else { throw OptionValueError(.notFinite(got: n)) }
            guard abs(n) <= LayoutLimits.maximumMagnitude else {
                throw OptionValueError(.outOfRange(.magnitude(LayoutLimits.maximumMagnitude), got: n))
            }
        }
        self = numbers.count == 1 ? .alongScrollAxis(CGFloat(numbers[0])) : .point(CGPoint(x: numbers[0], y: numbers[1]))
    }

    /// `value` along the scroll axis.
    package init(integerLiteral value: Int) { self = .alongScrollAxis(CGFloat(value)) }

    /// `value` along the scroll axis.
    package init(floatLiteral value: Double) { self = .alongScrollAxis(CGFloat(value)) }

    /// The vector as a point, once the scroll axis is known.
    package func point(along axis: LayoutAxis) -> CGPoint {
        switch self {
        case .point(let p): p
        case .alongScrollAxis(let v): CGPoint(coordinate: v, along: axis, across: 0)
        }
    }

    /// Its coordinate along `axis` (for a section's fling, along the section's own axis).
    package func coordinate(along axis: LayoutAxis) -> CGFloat { point(along: axis).coordinate(along: axis) }
}
