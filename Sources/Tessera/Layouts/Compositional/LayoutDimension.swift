import Foundation

/// One dimension of a compositional layout element (UIKit's `NSCollectionLayoutDimension`).
///
/// The compositional layout's types carry UIKit's names without the `NSCollectionLayout`
/// prefix (`LayoutDimension`, `LayoutSize`, `LayoutItem`, `LayoutGroup`, `LayoutSection`, …), so
/// porting a UIKit section provider is a matter of deleting the prefix.
public enum LayoutDimension: Sendable, Hashable {
    /// A fraction of the containing group's width (for a section's top-level group: of the
    /// section's container).
    case fractionalWidth(CGFloat)
    /// A fraction of the containing group's height.
    case fractionalHeight(CGFloat)
    /// A fixed length in points.
    case absolute(CGFloat)
    /// A first guess in points; the element's measured size replaces it (self-sizing).
    case estimated(CGFloat)

    /// Whether this is `.estimated`.
    public var isEstimated: Bool {
        if case .estimated = self { return true }
        return false
    }

    /// The dimension's number (fraction or points).
    public var value: CGFloat {
        switch self {
        case .fractionalWidth(let v), .fractionalHeight(let v), .absolute(let v), .estimated(let v): return v
        }
    }

    /// The JSON key naming this kind of dimension.
    var specName: String {
        switch self {
        case .fractionalWidth: return "fractionalWidth"
        case .fractionalHeight: return "fractionalHeight"
        case .absolute: return "absolute"
        case .estimated: return "estimated"
        }
    }

    /// Throws unless the number is usable: fractions and estimates > 0, absolutes >= 0, all finite.
    package func validate(path: LayoutPath) throws {
        let v = value
        // The path names the case (`size.width.fractionalWidth`), as the spec's JSON does.
        guard v.isFinite else { throw LayoutError(.notFinite(got: Double(v)), at: path.appending(.key(specName))) }
        switch self {
        case .absolute:
            guard v >= 0 else { throw LayoutError(.outOfRange(.atLeast(0), got: Double(v)), at: path.appending(.key(specName))) }
        default:
            guard v > 0 else { throw LayoutError(.outOfRange(.above(0), got: Double(v)), at: path.appending(.key(specName))) }
        }
        guard v <= CGFloat(LayoutLimits.maximumDimensionValue) else {
            throw LayoutError(.outOfRange(.atMost(LayoutLimits.maximumDimensionValue), got: Double(v)), at: path.appending(.key(specName)))
        }
    }
}

/// A width and a height, each a `LayoutDimension` (UIKit's `NSCollectionLayoutSize`).
public struct LayoutSize: Sendable, Hashable {
    /// The width.
    public var widthDimension: LayoutDimension
    /// The height.
    public var heightDimension: LayoutDimension

    /// Creates a size.
    public init(widthDimension: LayoutDimension, heightDimension: LayoutDimension) {
        self.widthDimension = widthDimension
        self.heightDimension = heightDimension
    }

    /// The dimension along `axis` (width for horizontal).
    func dimension(along axis: LayoutAxis) -> LayoutDimension { axis == .horizontal ? widthDimension : heightDimension }

    package func validate(path: LayoutPath) throws {
        try widthDimension.validate(path: path.appending("width"))
        try heightDimension.validate(path: path.appending("height"))
    }
}
