import Foundation

// UNSAFE CODE: the view tree read in place by the layout pass's flattening
// (docs/architecture.md, "Unsafe code"); a copy of each view retained and released its
// content and layout values, a fifth of a column's layout.
//
// What is owned: nothing. A `BorrowedView` points to a view the caller holds: the root, inside
// `withUnsafePointer(to:)` in `ViewNode.withBorrowedView`, or an element of a container's
// children, inside `withUnsafeBufferPointer` on that array in
// `ViewContainer.withBorrowedChildren`.
// Who holds pointers, and for how long: the closure each is lent to, for the length of the
// call; the pass's `add` uses each only for the `add` call it is passed to, and stores none.
// The tree cannot change meanwhile: a view tree is a value, and a container's children are
// never mutated while anyone holds the container (ViewContainer.swift).
// Bounds: `BorrowedChildren` checks each index against the children's count.

/// A view of the tree, read in place (see the invariants above).
@safe struct BorrowedView {
    private let pointer: UnsafePointer<ViewNode>

    fileprivate init(_ pointer: UnsafePointer<ViewNode>) { unsafe self.pointer = pointer }

    /// The view, read where it is (no copy: its parts are read through this address).
    var node: ViewNode { unsafeAddress { unsafe pointer } }
}

/// A container's children, read in place (see the invariants above).
@safe struct BorrowedChildren {
    private let buffer: UnsafeBufferPointer<ViewNode>

    fileprivate init(_ buffer: UnsafeBufferPointer<ViewNode>) { unsafe self.buffer = buffer }

    var count: Int { unsafe buffer.count }

    subscript(k: Int) -> BorrowedView {
        guard UInt(bitPattern: k) < UInt(bitPattern: count) else { fatalError("BorrowedChildren index out of range") }
        // Not nil: the buffer has at least one element.
        return unsafe BorrowedView(buffer.baseAddress! + k)
    }
}

extension ViewNode {
    /// Lends `body` this view, read in place.
    func withBorrowedView<R>(_ body: (BorrowedView) throws -> R) rethrows -> R {
        try unsafe withUnsafePointer(to: self) { try body(unsafe BorrowedView($0)) }
    }
}

extension ViewContainer {
    /// Lends `body` the children, read in place.
    func withBorrowedChildren<R>(_ body: (BorrowedChildren) throws -> R) rethrows -> R {
        try unsafe children.withUnsafeBufferPointer { try body(unsafe BorrowedChildren($0)) }
    }
}
