import Foundation

// UNSAFE CODE: the snapshot's leaf storage (docs/architecture.md, "Unsafe code").
//
// What is owned: each `LeafElements` is one allocation (a `ManagedBuffer`: a count, then room
// for elements) owned by reference counting; its first `storedCount` elements are initialized,
// and it deinitializes exactly those when freed.
// Who holds pointers, and for how long: nobody outside this file. Every pointer is made inside
// `withUnsafeMutablePointers`/`…ToElements`/`…ToHeader` and used before that closure returns;
// none is stored or returned.
// Bounds: reads check the index against `storedCount`; writes (`initialize(at:to:)`,
// `update(at:_:)`) check it against `BoundedTree.leafCapacity`, which every storage a writer
// fills has room for (a writer only fills storages made by `make(capacity: leafCapacity)` or
// `copy(capacity: leafCapacity)`); a `SlotRun` checks its start (0..<leafCapacity) once and
// each append's place (`next`, which only grows from the start) against `leafCapacity`.
// Writers: `BulkWriter` (below, the only code that writes past `storedCount`) keeps its own
// count of the places it has initialized, at or above `storedCount`, reads only those, and sets
// `storedCount` to it when a leaf is full or it is done; a `SlotRun` it lends initializes its
// places in order and is committed when the closure that borrowed it returns.
// Sharing: a storage is written only by the one writer that holds it alone
// (`LeafWriter.takeUniquePending` copies one that anything else holds); once a node holds it,
// it is never written again: shared storages are read-only (which is what lets `Node` and
// `LeafWriter` be `@unchecked Sendable`, UnsafeBoundedTreeNodes.swift).

extension BoundedTree {
    /// The elements of one leaf, stored inline in a single allocation (a count, then the
    /// elements). Writers fill a leaf in place; once a node holds it, it is never written again
    /// (writers copy a storage that is not theirs alone before writing).
    final class LeafElements: ManagedBuffer<Int, Element>, RandomAccessCollection {
        /// An empty storage with room for `capacity` elements.
        static func make(capacity: Int) -> LeafElements {
            unsafe unsafeDowncast(create(minimumCapacity: capacity) { _ in 0 }, to: LeafElements.self)
        }

        /// A storage holding `elements`, with room for `capacity` (at least their count).
        static func make<C: Collection>(_ elements: C, capacity: Int? = nil) -> LeafElements where C.Element == Element {
            let storage = make(capacity: Swift.max(capacity ?? 0, elements.count))
            unsafe storage.withUnsafeMutablePointers { count, base in
                var p = unsafe base
                for e in elements {
                    unsafe p.initialize(to: e)
                    unsafe p += 1
                }
                unsafe count.pointee = elements.count
            }
            return storage
        }

        deinit {
            _ = unsafe withUnsafeMutablePointers { count, base in unsafe base.deinitialize(count: count.pointee) }
        }

        var startIndex: Int { 0 }
        var endIndex: Int { storedCount }

        /// The number of elements initialized. Read and written through a pointer: the `header`
        /// property of a class is checked for exclusive access at run time on every use.
        /// (A writer raises it only over elements it has initialized.)
        fileprivate(set) var storedCount: Int {
            get { unsafe withUnsafeMutablePointerToHeader { unsafe $0.pointee } }
            set { unsafe withUnsafeMutablePointerToHeader { unsafe $0.pointee = newValue } }
        }

        subscript(position: Int) -> Element {
            guard position >= 0 && position < storedCount else { fatalError("BoundedTree leaf index \(position) out of range 0..<\(storedCount)") }
            return unsafe withUnsafeMutablePointerToElements { unsafe $0[position] }
        }

        /// A copy with room for `capacity` elements (at least this count).
        func copy(capacity: Int? = nil) -> LeafElements {
            unsafe withUnsafeMutablePointers { count, base in
                unsafe LeafElements.make(unsafe UnsafeBufferPointer(start: base, count: count.pointee), capacity: capacity)
            }
        }

        /// Replaces the element at `position` (only on a storage no node holds yet).
        func replace(at position: Int, with element: Element) {
            guard position >= 0 && position < storedCount else { fatalError("BoundedTree leaf index \(position) out of range 0..<\(storedCount)") }
            unsafe withUnsafeMutablePointerToElements { unsafe $0[position] = element }
        }

        /// Initializes the place at `position`, one of the places past `storedCount` that a
        /// writer fills (only on a storage no node holds yet, with room for `leafCapacity`).
        @inline(__always) fileprivate func initialize(at position: Int, to element: Element) {
            guard position >= 0 && position < BoundedTree.leafCapacity else { fatalError("BoundedTree leaf slot out of range") }
            unsafe withUnsafeMutablePointerToElements { unsafe ($0 + position).initialize(to: element) }
        }

        /// Reads and rewrites the element at `position`, which a writer initialized (only on a
        /// storage no node holds yet).
        @inline(__always) fileprivate func update(at position: Int, _ body: (inout Element) -> Void) {
            guard position >= 0 && position < BoundedTree.leafCapacity else { fatalError("BoundedTree leaf slot out of range") }
            unsafe withUnsafeMutablePointerToElements { unsafe body(&$0[position]) }
        }

        /// `bounds` widened by the query bounds of the elements at `range`, which a writer
        /// initialized (they may be past `storedCount`: a bulk writer raises the count once a
        /// leaf is full): one bounds check for the range, one pointer for the loop.
        @inline(__always) fileprivate func bounds(_ bounds: LeafBounds, including range: Range<Int>) -> LeafBounds {
            guard range.lowerBound >= 0 && range.upperBound <= BoundedTree.leafCapacity else { fatalError("BoundedTree leaf slot out of range") }
            var b = bounds
            unsafe withUnsafeMutablePointerToElements { base in
                for j in range { b.include(unsafe base[j].queryBounds) }
            }
            return b
        }
    }
}

extension BoundedTree {
    /// Appends a long run of elements straight into the leaf being filled: an element costs a
    /// store and a count. The leaf's bounds are taken in one tight pass when it is full (or the
    /// writer is done), over elements still in the cache.
    /// Only `LeafWriter.withBulkWriter` makes one, for the length of one call.
    struct BulkWriter {
        var leaves: [Node]
        /// The leaf being filled, this writer's alone. Its own count lags behind `count` (the
        /// places initialized) until the leaf is full or the writer is done.
        private(set) var storage: LeafElements
        private(set) var count: Int
        /// The bounds of the leaf's first `boundedCount` elements.
        private(set) var bounds: LeafBounds
        private var boundedCount: Int

        init(leaves: [Node], storage: LeafElements, bounds: LeafBounds) {
            self.leaves = leaves
            self.storage = storage
            count = storage.storedCount
            self.bounds = bounds
            boundedCount = count
        }

        @inline(__always)
        mutating func append(_ element: Element) {
            storage.initialize(at: count, to: element)
            count += 1
            if count == BoundedTree.leafCapacity { flush() }
        }

        /// Lends `body` the free part of the leaf being filled (never empty), to append to in
        /// order; what it appended is committed when it returns (even if it throws).
        @inline(__always)
        mutating func fillRun<R>(_ body: (inout SlotRun) throws -> R) rethrows -> R {
            var run = SlotRun(storage: storage, start: count)
            defer {
                count += run.count
                if count == BoundedTree.leafCapacity { flush() }
            }
            return try body(&run)
        }

        /// Brings `bounds` up to date with every element written, and the storage's count.
        mutating func finishLeaf() {
            bounds = storage.bounds(bounds, including: boundedCount..<count)
            boundedCount = count
            storage.storedCount = count
        }

        /// Hands the full leaf to a node and starts the next.
        @inline(never)
        private mutating func flush() {
            finishLeaf()
            leaves.append(Node(leaf: storage, bounds: bounds.rect))
            storage = .make(capacity: BoundedTree.leafCapacity)
            count = 0
            bounds = LeafBounds()
            boundedCount = 0
        }
    }

    /// The free places of the leaf a `BulkWriter` is filling, lent to a closure by `fillRun`:
    /// appended in order, bounds-checked, committed when the closure returns.
    struct SlotRun {
        fileprivate let storage: LeafElements
        fileprivate let start: Int
        /// The place the next element goes to: `start` plus the places appended so far.
        private var next: Int

        fileprivate init(storage: LeafElements, start: Int) {
            guard start >= 0 && start < BoundedTree.leafCapacity else { fatalError("BoundedTree: SlotRun start out of range") }
            self.storage = storage
            self.start = start
            next = start
        }

        /// The places appended so far.
        var count: Int { next &- start }
        /// The places this run has room for in all.
        var capacity: Int { BoundedTree.leafCapacity - start }
        /// Whether every place is taken (append no more: return, and ask for the next run).
        var isFull: Bool { next == BoundedTree.leafCapacity }

        /// Appends `element`: one check (`next` starts at a place and only grows).
        @inline(__always) mutating func append(_ element: Element) {
            guard next < BoundedTree.leafCapacity else { fatalError("BoundedTree: SlotRun is full") }
            unsafe storage.withUnsafeMutablePointerToElements { unsafe ($0 + next).initialize(to: element) }
            next &+= 1
        }

        /// Rewrites element `k` of those appended.
        @inline(__always) func update(_ k: Int, _ body: (inout Element) -> Void) {
            guard k >= 0 && k < count else { fatalError("BoundedTree: SlotRun index out of range") }
            storage.update(at: start + k, body)
        }
    }
}
