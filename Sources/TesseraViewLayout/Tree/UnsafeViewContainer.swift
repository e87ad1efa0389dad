import Foundation

// UNSAFE CODE: a Sendable conformance the compiler cannot check (docs/architecture.md, "Unsafe
// code").
//
// What is owned: a container's layout and children (values). `children` is a `var` only so
// that `deinit` can take a deep tree apart without recursing; it is written when the
// container is made and, in `deinit`, once nothing else can see it (or on a nested container
// `deinit` holds alone, `isKnownUniquelyReferenced`). So a container other threads can reach
// is never written, and `@unchecked Sendable` is sound. The layout pass reads `children` in
// place (UnsafeBorrowedView.swift), which relies on the same fact.
// No pointers are made here.

/// A container node of a view tree: its layout and its children (a modifier is a layout with
/// one child that stands for it).
///
/// A class so that it can take itself apart without recursing: a tree nested 100,000 deep
/// through the public API would otherwise be freed by Swift's recursive release, one stack
/// frame per level, and overflow the stack. (Laying it out is refused up front, past
/// `LayoutLimits.maximumViewDepth`, but the tree must still be built and dropped safely.)
final class ViewContainer: @unchecked Sendable {
    // `children` is written only when made and, in `deinit`, once nothing else can see it.
    let layout: any Layout
    private(set) var children: [ViewNode]
    let isModifier: Bool

    init(_ layout: any Layout, _ children: [ViewNode], isModifier: Bool) {
        self.layout = layout
        self.children = children
        self.isModifier = isModifier
    }

    /// Frees the subtree level by level with a stack of its own: each container no one else
    /// holds has its children moved to the stack before it is freed, so it is freed empty.
    deinit {
        guard children.contains(where: \.isContainer) else { return }
        var pending: [ViewNode] = []
        swap(&pending, &children)
        while var node = pending.popLast() {
            guard var container = node.container else { continue }
            node = .rect  // now `container` is the only reference, unless someone else holds one
            guard isKnownUniquelyReferenced(&container), container.children.contains(where: \.isContainer) else { continue }
            pending.append(contentsOf: container.children)
            container.children = []
        }
    }
}

extension ViewNode {
    /// Whether this is a container (or modifier) rather than a leaf.
    var isContainer: Bool {
        if case .container = content { return true }
        return false
    }

    /// The container (a new reference to it), nil for a leaf.
    fileprivate var container: ViewContainer? {
        if case .container(let c) = content { return c }
        return nil
    }
}
