import Foundation
import Tessera

extension ViewLayoutPass {
    // The checks flattening makes as it adds each node: the same as `ViewNode.validate()`'s,
    // which walks the tree again, only for a tree refused here, to say what is wrong and where.

    /// Whether a view's traits hold a bad value (a NaN priority).
    @inline(__always) static func refuses(priority: Double) -> Bool { priority.isNaN }

    /// Whether a leaf holds a bad value (a negative, NaN or infinite fixed size).
    @inline(__always) static func refuses(_ leaf: ViewLeaf) -> Bool { !leaf.isValid }

    /// Whether a container's children would lie deeper than `LayoutLimits.maximumViewDepth`
    /// (`depth` is the container's, as `validate()` counts). Its layout's own bad values are
    /// `ContainerLayoutFacts.isRefused`.
    @inline(__always) static func refuses(childCount: Int, depth: Int) -> Bool {
        childCount > 0 && depth + 1 > LayoutLimits.maximumViewDepth
    }
}
