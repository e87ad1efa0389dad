import Foundation
import Tessera

extension ViewLayoutPass {
    // The yes/no checks flattening makes as it adds each node: `ViewValidityRule`'s, whose
    // errors `ViewNode.validate()` throws (walking the tree again, only for a tree refused here,
    // to say what is wrong and where). A container's layout is checked once per layout type
    // (`ContainerLayoutFacts.isRefused`, from the same `Layout.validation`).

    /// Whether a view's traits hold a bad value (the `priority` rule).
    @inline(__always) static func refuses(priority: Double) -> Bool { ViewValidityRule.priorityIssue(priority) != nil }

    /// Whether a leaf holds a bad value (the `leaf` rule).
    @inline(__always) static func refuses(_ leaf: ViewLeaf) -> Bool { !leaf.isValid }

    /// Whether a container's children would lie deeper than `LayoutLimits.maximumViewDepth`
    /// (the `depth` rule; `depth` is the container's, as `validate()` counts).
    @inline(__always) static func refuses(childCount: Int, depth: Int) -> Bool {
        ViewValidityRule.depthIssue(childCount: childCount, depth: depth, isModifier: false) != nil
    }
}
