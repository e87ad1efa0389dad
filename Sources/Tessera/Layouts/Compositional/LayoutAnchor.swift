import Foundation

/// An edge of a rectangle named by leading and trailing (UIKit's `NSDirectionalRectEdge`).
public enum DirectionalRectEdge: String, Sendable, Hashable, CaseIterable {
    /// The top edge.
    case top
    /// The leading edge.
    case leading
    /// The bottom edge.
    case bottom
    /// The trailing edge.
    case trailing
}

/// Where a supplementary item attaches to its item or group (UIKit's `NSCollectionLayoutAnchor`).
///
/// On each axis, naming one edge aligns to that edge; naming neither or both centres. The
/// offset moves the supplementary from there: `absoluteOffset` in points, `fractionalOffset`
/// as a fraction of the supplementary's **own** size, added along x and y whichever edges are
/// named, for a container anchor and an item anchor alike (UIKit, measured).
public struct LayoutAnchor: Sendable, Hashable {
    /// How the anchor point is moved.
    public enum Offset: Sendable, Hashable {
        /// In points.
        case absolute(CGPoint)
        /// As a fraction of the supplementary's own width and height.
        case fractional(CGPoint)
    }

    /// The edges aligned.
    public var edges: Set<DirectionalRectEdge>
    /// The offset from the aligned position.
    public var offset: Offset

    /// An anchor on `edges`, moved by `absoluteOffset` points.
    public init(edges: Set<DirectionalRectEdge>, absoluteOffset: CGPoint = .zero) {
        self.edges = edges
        offset = .absolute(absoluteOffset)
    }

    /// An anchor on `edges`, moved by `fractionalOffset` times the supplementary's own size.
    public init(edges: Set<DirectionalRectEdge>, fractionalOffset: CGPoint) {
        self.edges = edges
        offset = .fractional(fractionalOffset)
    }

    /// Where on `[start, start + length]` this anchor lies along `axis`: 0 for the start edge,
    /// 1 for the end edge, ½ for neither or both.
    func fraction(along axis: LayoutAxis) -> CGFloat {
        let startEdge: DirectionalRectEdge = axis == .horizontal ? .leading : .top
        let endEdge: DirectionalRectEdge = axis == .horizontal ? .trailing : .bottom
        switch (edges.contains(startEdge), edges.contains(endEdge)) {
        case (true, false): return 0
        case (false, true): return 1
        default: return 0.5
        }
    }

    /// The offset in points for a supplementary of size `size`.
    func offset(for size: CGSize) -> CGPoint {
        switch offset {
        case .absolute(let p): return p
        case .fractional(let f): return CGPoint(x: f.x * size.width, y: f.y * size.height)
        }
    }

    package func validate(path: LayoutPath) throws {
        let p: CGPoint
        switch offset {
        case .absolute(let a): p = a
        case .fractional(let f): p = f
        }
        guard p.x.isFinite, p.y.isFinite else { throw LayoutError(.notFinite(got: nil), at: path) }
    }
}
