import Foundation

// UNSAFE CODE: Sendable conformances the compiler cannot check (docs/architecture.md, "Unsafe
// code").
//
// What is owned: a `Node` owns nothing mutable: every property is a `let`, and its leaf's
// storage (`LeafElements`, UnsafeLeafElements.swift) is never written once a node holds it. The
// standard library declares `ManagedBuffer` (and so `LeafElements`) non-Sendable, whence
// `@unchecked`: a node shared between threads is only ever read.
// A `LeafWriter` owns its full leaves (nodes, as above) and its pending leaf, which it writes
// only while it holds it alone (`takeUniquePending` copies it otherwise), so a writer behaves
// as a value: a copy sent to another thread writes its own copy of the pending leaf.
// No pointers are made here.

extension BoundedTree {
    /// Every property is a let; a leaf's storage is never written once a node holds it.
    final class Node: @unchecked Sendable {
        /// The union of the elements' bounds in the parent's space (the offset applied).
        let bounds: CGRect
        let count: Int
        /// The elements of a leaf (nil in a branch).
        let leaf: LeafElements?
        let children: [Node]
        /// Moves the local space of `leaf`/`children` into the parent's space.
        let offset: Translation

        convenience init(leaf: LeafElements, offset: Translation = .zero) {
            self.init(leaf: leaf, bounds: BoundedTree.union(leaf.lazy.map(\.queryBounds)), offset: offset)
        }

        /// A leaf whose elements' union (in its own space) is `bounds`.
        init(leaf: LeafElements, bounds: CGRect, offset: Translation = .zero) {
            self.leaf = leaf
            children = []
            count = leaf.count
            self.offset = offset
            self.bounds = BoundedTree.translated(bounds, by: offset)
        }

        init(children: [Node], offset: Translation = .zero) {
            self.children = children
            leaf = nil
            count = children.reduce(0) { $0 + $1.count }
            self.offset = offset
            bounds = BoundedTree.translated(BoundedTree.union(children.lazy.map(\.bounds)), by: offset)
        }

        /// `node` moved by `delta` in its parent's space, sharing its arrays.
        init(wrapping node: Node, by delta: Translation) {
            leaf = node.leaf
            children = node.children
            count = node.count
            offset = node.offset + delta
            bounds = BoundedTree.translated(node.bounds, by: delta)
        }

        var isLeaf: Bool { leaf != nil }
        var isTranslated: Bool { !offset.isZero }
    }

    /// Cuts elements into full leaves as they arrive, so that building a tree touches each
    /// element once (no intermediate array of all elements): each leaf is filled in place.
    // The pending leaf is copied before it is written whenever anything else holds it, so a
    // writer behaves as a value.
    struct LeafWriter: @unchecked Sendable {
        /// The tree being extended; its count is a multiple of `leafCapacity`.
        private var base: BoundedTree
        /// Full leaves written so far (after `base`).
        var leaves: [Node] = []
        /// The leaf being filled (room for `leafCapacity`), and its elements' bounds. Nil only
        /// while a bulk writer has it.
        var pending: LeafElements?
        var pendingBounds = LeafBounds()

        /// Starts writing after the elements of `tree`: a partly filled last leaf is taken back
        /// into the pending leaf so that every leaf but the last stays full.
        init(continuing tree: BoundedTree) {
            let partial = tree.count % BoundedTree.leafCapacity
            base = tree.prefix(tree.count - partial)
            pending = .make(capacity: BoundedTree.leafCapacity)
            withBulkWriter { bulk in
                tree.forEach(from: tree.count - partial) { bulk.append($0) }
            }
        }

        /// The number of elements written, the tree's included.
        var count: Int { base.count + leaves.count * BoundedTree.leafCapacity + (pending?.count ?? 0) }

        /// Makes room for `count` more elements' leaves.
        mutating func reserveCapacity(_ count: Int) {
            leaves.reserveCapacity(leaves.count + count / BoundedTree.leafCapacity + 1)
        }

        /// The pending leaf, made this writer's alone (a copy of this writer, or a tree it
        /// finished, may share it) so that it can be written in place.
        mutating func takeUniquePending() -> LeafElements {
            var storage = pending!
            pending = nil
            if !isKnownUniquelyReferenced(&storage) { storage = storage.copy(capacity: BoundedTree.leafCapacity) }
            return storage
        }

        /// Appends one element (a run is faster through `withBulkWriter`).
        mutating func append(_ element: Element) {
            withBulkWriter { $0.append(element) }
        }

        /// The tree of everything written. The pending leaf is shared with the tree; the
        /// writer copies it before writing again.
        func finish() -> BoundedTree {
            var all = leaves
            if let pending, !pending.isEmpty { all.append(Node(leaf: pending, bounds: pendingBounds.rect)) }
            return base.appending(leaves: all[...])
        }
    }
}
