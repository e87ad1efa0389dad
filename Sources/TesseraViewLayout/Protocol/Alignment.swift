import Foundation
import Tessera

/// A type that identifies an alignment guide and gives its default value in a view
/// (SwiftUI's `AlignmentID`). Declare one to make a custom `HorizontalAlignment` or
/// `VerticalAlignment`.
public protocol AlignmentID: SendableMetatype {
    /// The guide's value in a view that does not set it explicitly.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// The identity of an alignment guide and its axis; what explicit guides are looked up by.
struct AlignmentKey: Sendable, Hashable {
    let id: ObjectIdentifier
    let axis: Axis
    /// The guide's type, which gives its default value: a metatype, not a closure, so that a
    /// key (and every stack or frame holding one) copies without reference counting.
    let guide: any AlignmentID.Type
    /// Where the guide's default lies for the built-in guides (leading, centre, trailing; top,
    /// centre, bottom), so that the layout pass computes it without calling `defaultValue`.
    let standardPosition: StandardPosition?

    /// A built-in guide's default position along its axis.
    enum StandardPosition {
        case start, center, end
    }

    init<ID: AlignmentID>(_ type: ID.Type, axis: Axis, standardPosition: StandardPosition? = nil) {
        id = ObjectIdentifier(type)
        self.axis = axis
        self.standardPosition = standardPosition
        guide = type
    }

    /// The guide's default value in `dimensions` (its type's `defaultValue(in:)`; worked out
    /// here for the built-in guides, whose defaults read the size alone).
    @inline(__always) func defaultValue(_ dimensions: ViewDimensions) -> CGFloat {
        if standardPosition != nil { return defaultValue(ofSize: CGSize(width: dimensions.width, height: dimensions.height)) }
        return guide.defaultValue(in: dimensions)
    }

    /// The guide's default value in a view of `size` with no explicit guides: worked out here
    /// for the built-in guides (the same values as their `defaultValue(in:)`), else asked.
    @inline(__always) func defaultValue(ofSize size: CGSize) -> CGFloat {
        let length = axis == .horizontal ? size.width : size.height
        switch standardPosition {
        case .start: return 0
        case .center: return length / 2
        case .end: return length
        case nil: return guide.defaultValue(in: ViewDimensions(size: size, source: nil))
        }
    }

    static func == (a: AlignmentKey, b: AlignmentKey) -> Bool { a.id == b.id && a.axis == b.axis }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// An alignment guide along the horizontal axis: an x position in a view (SwiftUI's
/// `HorizontalAlignment`).
public struct HorizontalAlignment: Sendable, Equatable {
    let key: AlignmentKey

    /// A custom guide identified by `id`.
    public init<ID: AlignmentID>(_ id: ID.Type) { key = AlignmentKey(id, axis: .horizontal) }

    enum Leading: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    enum Center: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 } }
    enum Trailing: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }

    /// The leading edge (x = 0).
    public static let leading = HorizontalAlignment(key: AlignmentKey(Leading.self, axis: .horizontal, standardPosition: .start))
    /// The horizontal centre (x = width / 2).
    public static let center = HorizontalAlignment(key: AlignmentKey(Center.self, axis: .horizontal, standardPosition: .center))
    /// The trailing edge (x = width).
    public static let trailing = HorizontalAlignment(key: AlignmentKey(Trailing.self, axis: .horizontal, standardPosition: .end))
}

/// An alignment guide along the vertical axis: a y position in a view (SwiftUI's
/// `VerticalAlignment`).
public struct VerticalAlignment: Sendable, Equatable {
    let key: AlignmentKey

    /// A custom guide identified by `id`.
    public init<ID: AlignmentID>(_ id: ID.Type) { key = AlignmentKey(id, axis: .vertical) }

    enum Top: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    enum Center: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 } }
    enum Bottom: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }

    /// The top edge (y = 0).
    public static let top = VerticalAlignment(key: AlignmentKey(Top.self, axis: .vertical, standardPosition: .start))
    /// The vertical centre (y = height / 2).
    public static let center = VerticalAlignment(key: AlignmentKey(Center.self, axis: .vertical, standardPosition: .center))
    /// The bottom edge (y = height).
    public static let bottom = VerticalAlignment(key: AlignmentKey(Bottom.self, axis: .vertical, standardPosition: .end))
}

/// A pair of guides, one per axis (SwiftUI's `Alignment`).
public struct Alignment: Sendable, Equatable {
    /// The guide along the horizontal axis.
    public var horizontal: HorizontalAlignment
    /// The guide along the vertical axis.
    public var vertical: VerticalAlignment

    /// An alignment from its two guides.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Top leading corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// Middle of the top edge.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// Top trailing corner.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// Middle of the leading edge.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// The centre.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// Middle of the trailing edge.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// Bottom leading corner.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// Middle of the bottom edge.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// Bottom trailing corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// A point in a view's bounds in unit coordinates: (0, 0) is the top leading corner, (1, 1)
/// the bottom trailing one (SwiftUI's `UnitPoint`). Used as the anchor of a placement.
public struct UnitPoint: Sendable, Hashable {
    /// The horizontal fraction (0 leading … 1 trailing).
    public var x: CGFloat
    /// The vertical fraction (0 top … 1 bottom).
    public var y: CGFloat

    /// A unit point at (`x`, `y`).
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    /// (0, 0).
    public static let zero = UnitPoint(x: 0, y: 0)
    /// (0.5, 0.5).
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// (0, 0.5).
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// (1, 0.5).
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// (0.5, 0).
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// (0.5, 1).
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// (0, 0).
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// (1, 0).
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// (0, 1).
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// (1, 1).
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}
