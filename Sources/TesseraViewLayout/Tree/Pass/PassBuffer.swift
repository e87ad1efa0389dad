import Foundation

// UNSAFE REGION 1 of 4 in the view layout pass. The four: this file, HugePages.swift and
// SpareBlocks.swift (the pass's hand-allocated arrays, their windows, and the large blocks they
// live in, laid out for huge pages and kept for the next pass when freed),
// ViewLayoutPass.swift (its fields without dynamic exclusivity checks), ProposalSizeTable.swift
// (sizes by proposal, open addressing) and ViewLayoutPass+Flattening.swift (the tree read
// through pointers to its views). Nowhere else in the pass is memory handled by hand;
// everything the pass allocates itself goes through here.

/// A growable array in storage its owner allocates and frees by hand: no bounds, uniqueness or
/// exclusivity checks on indexing (with `Array` they were 16–22% of a layout).
///
/// Invariants (the owner, `ViewLayoutPass`, keeps them; each is checked in debug builds):
/// - `base` points to `capacity` places, of which the first `count` are initialized.
/// - Every index read or written is below `count`: indices are node numbers and child-list
///   places that the pass itself handed out while flattening, never taken from a caller.
/// - The child list (`childIDs`) moves only while the pass is being built (`append`,
///   `reserve`); once a layout call can run (after `ViewLayoutPass.init`), its `base` is fixed,
///   so pointers into it (a `LayoutSubviews`' child list) stay valid for as long as the pass
///   lives. The other buffers may grow later (`moreSizes` as views are asked more proposals,
///   `firstGuides` on the first guide asked): nothing keeps a pointer into them, and no access
///   to one spans a growth.
/// - `block` says how `base` was allocated; storage is freed only through
///   `HugePages.deallocate(_:_:)` with it (a mapped block is kept among the spare blocks, or
///   unmapped, with the length it was mapped with), once: by a growth, which replaces both, or
///   by `free()`. A block may come from the spare blocks holding what another buffer wrote:
///   only the first `count` elements, each initialized here, are ever read.
/// - The owner calls `free()` exactly once, in its `deinit`; nothing reads the buffer after.
///   A value of this type is never copied out of its owner (it is a plain struct: a copy would
///   alias the storage), except to hand it on whole: from a finished pass's `deinit`, emptied
///   (`removeAll()`), to a `ViewLayoutStorage`, and from there to the next pass, which then
///   owns it alone (`ViewLayoutStorage` takes it out before handing it on).
struct PassBuffer<Element> {
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private var capacity: Int
    /// How `base` was allocated, and so how it is freed.
    private var block: HugePages.Block

    init(capacity: Int) {
        (base, self.capacity, block) = Self.allocate(max(1, capacity))
    }

    /// Storage for at least `capacity` elements: large blocks laid out for huge pages (see
    /// `HugePages.allocate`), freed by `HugePages.deallocate` as they were allocated.
    private static func allocate(_ capacity: Int) -> (UnsafeMutablePointer<Element>, capacity: Int, HugePages.Block) {
        let stride = MemoryLayout<Element>.stride
        let (raw, bytes, block) = HugePages.allocate(byteCount: capacity * stride, alignment: MemoryLayout<Element>.alignment)
        return (raw.bindMemory(to: Element.self, capacity: bytes / stride), bytes / stride, block)
    }

    /// A buffer of `count` copies of `value`.
    init(repeating value: Element, count: Int) {
        self.init(capacity: count)
        base.initialize(repeating: value, count: count)
        self.count = count
    }

    @inline(__always) subscript(index: Int) -> Element {
        unsafeAddress {
            assert(index >= 0 && index < count, "PassBuffer index out of range")
            return UnsafePointer(base + index)
        }
        unsafeMutableAddress {
            assert(index >= 0 && index < count, "PassBuffer index out of range")
            return base + index
        }
    }

    /// Adds `element` at the end, growing the storage (twice as large) when it is full.
    @inline(__always) mutating func append(_ element: consuming Element) {
        if count == capacity { grow(to: capacity * 2) }
        (base + count).initialize(to: element)
        count += 1
    }

    /// Adds `extra` places at the end, each set to `value`; returns the first one's index.
    mutating func append(repeating value: Element, count extra: Int) -> Int {
        if count + extra > capacity { grow(to: max(capacity * 2, count + extra)) }
        (base + count).initialize(repeating: value, count: extra)
        defer { count += extra }
        return count
    }

    private mutating func grow(to newCapacity: Int) {
        let (grown, grownCapacity, grownBlock) = Self.allocate(newCapacity)
        grown.moveInitialize(from: base, count: count)
        HugePages.deallocate(UnsafeMutableRawPointer(base), block)
        base = grown
        capacity = grownCapacity
        block = grownBlock
    }

    /// `count` elements from `start`, in place (valid while the buffer is neither grown nor freed).
    @inline(__always) func slice(from start: Int, count n: Int) -> UnsafeBufferPointer<Element> {
        assert(start >= 0 && n >= 0 && start + n <= count, "PassBuffer slice out of range")
        return UnsafeBufferPointer(start: base + start, count: n)
    }

    /// `count` elements from `start`, in place, to read and write: for a loop that would
    /// otherwise load the buffer's address from its owner at every access (the compiler cannot
    /// tell that a write through one buffer leaves another's address alone). Only for the
    /// buffers that never grow once the pass is built (`nodes`, `childIDs`, `stackParts`), and
    /// only for the length of the call that takes it: it is stored nowhere.
    @inline(__always) func window(from start: Int, count n: Int) -> UnsafeMutableBufferPointer<Element> {
        assert(start >= 0 && n >= 0 && start + n <= count, "PassBuffer window out of range")
        return UnsafeMutableBufferPointer(start: base + start, count: n)
    }

    /// Deinitializes the elements, keeping the storage for the next owner.
    mutating func removeAll() {
        base.deinitialize(count: count)
        count = 0
    }

    /// Makes room for `minimumCapacity` elements (while the pass is being built).
    mutating func reserve(_ minimumCapacity: Int) {
        if minimumCapacity > capacity { grow(to: minimumCapacity) }
    }

    /// The bytes the storage holds (what a kept buffer costs).
    var allocatedBytes: Int { capacity * MemoryLayout<Element>.stride }

    /// Deinitializes the elements and frees the storage: once, by the owner's `deinit`.
    func free() {
        base.deinitialize(count: count)
        HugePages.deallocate(UnsafeMutableRawPointer(base), block)
    }
}
