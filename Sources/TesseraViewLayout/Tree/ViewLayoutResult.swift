import Foundation
import Tessera

/// The outcome of laying out a view tree: the root's frame and every leaf's, in depth-first
/// order, with how often each leaf was measured.
public struct ViewLayoutResult: Sendable {
    /// One leaf of the tree as laid out.
    public struct Leaf: Sendable, Hashable {
        /// Where the leaf was placed, in the container's coordinates.
        public var frame: CGRect
        /// Whether the leaf is not shown (an unchosen child of `ViewThatFits`); its frame is empty.
        public var isHidden: Bool
        /// How many times the leaf computed its size (once per distinct proposal).
        public var measurementCount: Int
        /// How many times a container asked the leaf for its size (memoised answers included).
        public var sizeQueryCount: Int
    }

    /// The root view's frame: its size for the container, centred in it.
    public var rootFrame: CGRect
    /// The leaves in depth-first order.
    public var leaves: [ViewLayoutResult.Leaf]

    /// The leaves' frames in depth-first order.
    public var leafFrames: [CGRect] { leaves.map(\.frame) }
    /// The most measurements of any one leaf.
    public var maximumMeasurementsPerLeaf: Int { leaves.map(\.measurementCount).max() ?? 0 }
    /// All leaves' measurements together.
    public var totalMeasurements: Int { leaves.reduce(0) { $0 + $1.measurementCount } }
}
