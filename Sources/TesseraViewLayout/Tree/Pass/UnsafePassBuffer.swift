import Foundation
import Tessera

// UNSAFE CODE: the view layout pass's hand-allocated arrays (docs/architecture.md, "Unsafe
// code"). With `Array` their bounds, uniqueness and exclusivity checks were 16–22% of a layout.
//
// What is owned: a `PassBuffer` owns `capacity` places from `base`, of which the first `count`
// are initialized. It is a plain struct (a copy would alias the storage), so it is never copied
// out of its owner except to hand it on whole: a `ViewLayoutPass` owns its buffers (the
// `Buffers` bundle) and, in its `deinit`, frees them or hands them, emptied, to a
// `ViewLayoutStorage`, which hands them to the next pass (taking them out first): one owner at
// a time. The owner calls `free()` exactly once; nothing reads a buffer after.
// Storage comes from `HugePages.allocate` (UnsafeHugePages.swift) and goes back through
// `HugePages.deallocate` with the `block` it was allocated as, once: by a growth, which
// replaces both, or by `free()`.
// Who holds pointers, and for how long: nobody outside this file. `withWindow` lends a
// `PassWindow` (a pointer and a count) to a closure for the length of the call; it is used
// only on the buffers that never grow once the pass is built (`nodes`, `childIDs`,
// `stackOffsets`, `stackParts`), and no window is stored past the closure. `base` is private.
// Copies: a copy read for one access (a pass's field read by value) shares the storage for
// that access only; element writes go through the address (`nonmutating`), never a copy's counts.
// Bounds: every index is a node number or a child-list place that the pass itself handed out
// while flattening, never a caller's; indexing checks it in debug builds (`assert`), and a
// window's range is checked against the buffer when it is made (in every build).

/// A growable array in storage its owner allocates and frees by hand: no bounds, uniqueness or
/// exclusivity checks on indexing (see the invariants above).
@safe struct PassBuffer<Element> {
    private var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private var capacity: Int
    /// How `base` was allocated, and so how it is freed.
    private var block: HugePages.Block

    init(capacity: Int) {
        unsafe (base, self.capacity, block) = unsafe Self.allocate(max(1, capacity))
    }

    /// Storage for at least `capacity` elements (see `HugePages.allocate`), freed by
    /// `HugePages.deallocate` as it was allocated.
    private static func allocate(_ capacity: Int) -> (UnsafeMutablePointer<Element>, capacity: Int, HugePages.Block) {
        let stride = MemoryLayout<Element>.stride
        let (raw, bytes, block) = unsafe HugePages.allocate(byteCount: capacity * stride, alignment: MemoryLayout<Element>.alignment)
        return unsafe (raw.bindMemory(to: Element.self, capacity: bytes / stride), bytes / stride, block)
    }

    /// A buffer of `count` copies of `value`.
    init(repeating value: Element, count: Int) {
        self.init(capacity: count)
        unsafe base.initialize(repeating: value, count: count)
        self.count = count
    }

    @inline(__always) subscript(index: Int) -> Element {
        unsafeAddress {
            assert(index >= 0 && index < count, "PassBuffer index out of range")
            return unsafe UnsafePointer(base + index)
        }
        nonmutating unsafeMutableAddress {
            assert(index >= 0 && index < count, "PassBuffer index out of range")
            return unsafe base + index
        }
    }

    /// Adds `element` at the end, growing the storage (twice as large) when it is full.
    @inline(__always) mutating func append(_ element: consuming Element) {
        if count == capacity { grow(to: capacity * 2) }
        unsafe (base + count).initialize(to: element)
        count += 1
    }

    /// Adds `extra` places at the end, each set to `value`; returns the first one's index.
    mutating func append(repeating value: Element, count extra: Int) -> Int {
        guard extra >= 0 else { fatalError("PassBuffer: a negative count") }
        if count + extra > capacity { grow(to: max(capacity * 2, count + extra)) }
        unsafe (base + count).initialize(repeating: value, count: extra)
        defer { count += extra }
        return count
    }

    private mutating func grow(to newCapacity: Int) {
        let (grown, grownCapacity, grownBlock) = unsafe Self.allocate(newCapacity)
        unsafe grown.moveInitialize(from: base, count: count)
        unsafe HugePages.deallocate(UnsafeMutableRawPointer(base), block)
        unsafe base = grown
        capacity = grownCapacity
        block = grownBlock
    }

    /// Lends `body` elements `start..<start + n` in place, to read and write: for a loop that
    /// would otherwise load the buffer's address from its owner at every access (the compiler
    /// cannot tell that a write through one buffer leaves another's address alone). Only for
    /// the buffers that never grow once the pass is built (`nodes`, `childIDs`, `stackOffsets`, `stackParts`);
    /// the window must not be kept past `body`.
    @inline(__always) func withWindow<R>(from start: Int, count n: Int, _ body: (PassWindow<Element>) throws -> R) rethrows -> R {
        // `0 <= start <= count` and `0 <= n <= count - start`, one unsigned comparison each (a
        // negative value reads as a huge unsigned one).
        guard UInt(bitPattern: start) <= UInt(bitPattern: count), UInt(bitPattern: n) <= UInt(bitPattern: count &- start) else {
            fatalError("PassBuffer window out of range")
        }
        return try body(unsafe PassWindow(base: base + start, count: n))
    }

    /// Lends `body` every element in place, as `withWindow(from: 0, count: count)` does (a
    /// range that needs no check).
    @inline(__always) func withWholeWindow<R>(_ body: (PassWindow<Element>) throws -> R) rethrows -> R {
        try body(unsafe PassWindow(base: base, count: count))
    }

    /// Deinitializes the elements, keeping the storage for the next owner.
    mutating func removeAll() {
        unsafe base.deinitialize(count: count)
        count = 0
    }

    /// Makes room for `minimumCapacity` elements (while the pass is being built).
    mutating func reserve(_ minimumCapacity: Int) {
        if minimumCapacity > capacity { grow(to: minimumCapacity) }
    }

    /// The bytes the storage holds (what a kept buffer costs).
    var allocatedBytes: Int { capacity * MemoryLayout<Element>.stride }

    /// The bytes the initialized elements take (what a pass has touched of it).
    var usedBytes: Int { count * MemoryLayout<Element>.stride }

    /// Deinitializes the elements and frees the storage: once, by the owner's last holder.
    func free() {
        unsafe base.deinitialize(count: count)
        unsafe HugePages.deallocate(UnsafeMutableRawPointer(base), block)
    }
}

/// `count` elements of a `PassBuffer`, in place, lent by `PassBuffer.withWindow` for the
/// length of one call (see the invariants above): indexed without reloading the buffer's
/// address, checked in debug builds.
@safe struct PassWindow<Element> {
    private let base: UnsafeMutablePointer<Element>
    let count: Int

    fileprivate init(base: UnsafeMutablePointer<Element>, count: Int) {
        unsafe self.base = base
        self.count = count
    }

    var indices: Range<Int> { 0..<count }

    /// A window of no elements (for a reader that never indexes it).
    var empty: PassWindow { unsafe PassWindow(base: base, count: 0) }

    @inline(__always) subscript(index: Int) -> Element {
        unsafeAddress {
            assert(index >= 0 && index < count, "PassWindow index out of range")
            return unsafe UnsafePointer(base + index)
        }
        nonmutating unsafeMutableAddress {
            assert(index >= 0 && index < count, "PassWindow index out of range")
            return unsafe base + index
        }
    }
}

extension ViewLayoutPass {
    /// A container's first explicit guide answered: the guide, the proposal and its value.
    typealias FirstGuide = (key: AlignmentKey, proposal: ProposedViewSize, value: CGFloat?)

    /// Every buffer a pass allocates by the node or by the container, together: what a pass
    /// starts from and what it leaves behind, emptied, for a `ViewLayoutStorage` to hand to the
    /// next pass (so that laying the same screen out again allocates and faults in nothing new).
    ///
    /// Owned by one pass or one storage at a time (see the invariants at the top of this file):
    /// handed on whole, never used by two. `@unchecked Sendable` because a storage may take it
    /// back from a pass freed on another thread; it crosses threads only under the storage's
    /// lock, and whoever holds it then holds it alone.
    struct Buffers: @unchecked Sendable {
        var nodes: PassBuffer<Node>
        var childIDs: PassBuffer<Int32>
        var leafSizings: PassBuffer<ViewLeaf>
        var moreSizes: PassBuffer<SizeMemo>
        var moreKeys: PassBuffer<SIMD2<UInt64>>
        var containers: PassBuffer<Container>
        var stacks: PassBuffer<NativeStack>
        var stackAlgorithms: PassBuffer<StackAlgorithm>
        var stackOffsets: PassBuffer<CGFloat>
        var stackParts: PassBuffer<StackAlgorithm.ChildSizes>
        var stackSpacings: PassBuffer<CGFloat>
        var firstGuides: PassBuffer<FirstGuide?>
        var measurementCounts: PassBuffer<Int32>

        /// New buffers for a tree of about `capacity` views, `containerCapacity` of them containers.
        init(capacity: Int, containerCapacity: Int) {
            nodes = PassBuffer(capacity: capacity)
            childIDs = PassBuffer(capacity: capacity)
            leafSizings = PassBuffer(capacity: 16)
            moreSizes = PassBuffer(capacity: 16)
            moreKeys = PassBuffer(capacity: 16)
            containers = PassBuffer(capacity: containerCapacity)
            stacks = PassBuffer(capacity: containerCapacity)
            stackAlgorithms = PassBuffer(capacity: 4)
            stackOffsets = PassBuffer(capacity: 1)
            stackParts = PassBuffer(capacity: 1)
            stackSpacings = PassBuffer(capacity: 1)
            firstGuides = PassBuffer(capacity: 1)
            measurementCounts = PassBuffer(capacity: 1)
        }

        init(
            nodes: PassBuffer<Node>, childIDs: PassBuffer<Int32>, leafSizings: PassBuffer<ViewLeaf>, moreSizes: PassBuffer<SizeMemo>, moreKeys: PassBuffer<SIMD2<UInt64>>,
            containers: PassBuffer<Container>, stacks: PassBuffer<NativeStack>, stackAlgorithms: PassBuffer<StackAlgorithm>, stackOffsets: PassBuffer<CGFloat>,
            stackParts: PassBuffer<StackAlgorithm.ChildSizes>, stackSpacings: PassBuffer<CGFloat>, firstGuides: PassBuffer<FirstGuide?>,
            measurementCounts: PassBuffer<Int32>
        ) {
            self.nodes = nodes
            self.childIDs = childIDs
            self.leafSizings = leafSizings
            self.moreSizes = moreSizes
            self.moreKeys = moreKeys
            self.containers = containers
            self.stacks = stacks
            self.stackAlgorithms = stackAlgorithms
            self.stackOffsets = stackOffsets
            self.stackParts = stackParts
            self.stackSpacings = stackSpacings
            self.firstGuides = firstGuides
            self.measurementCounts = measurementCounts
        }

        /// Makes room for a tree of about `capacity` views, `containerCapacity` of them containers.
        mutating func reserve(capacity: Int, containerCapacity: Int) {
            nodes.reserve(capacity)
            childIDs.reserve(capacity)
            // (Room for `moreSizes` is made once the tree is flattened: see `ViewLayoutPass.init`.)
            containers.reserve(containerCapacity)
            stacks.reserve(containerCapacity)
        }

        /// Empties every buffer, keeping its storage: nothing of the finished pass (no caller's
        /// closure, layout or value) stays alive in a kept buffer.
        mutating func removeAll() {
            nodes.removeAll()
            childIDs.removeAll()
            leafSizings.removeAll()
            moreSizes.removeAll()
            moreKeys.removeAll()
            containers.removeAll()
            stacks.removeAll()
            stackAlgorithms.removeAll()
            stackOffsets.removeAll()
            stackParts.removeAll()
            stackSpacings.removeAll()
            firstGuides.removeAll()
            measurementCounts.removeAll()
        }

        /// The bytes the buffers' elements take: what the pass touched of them.
        var usedBytes: Int {
            nodes.usedBytes + childIDs.usedBytes + leafSizings.usedBytes + moreSizes.usedBytes + moreKeys.usedBytes + containers.usedBytes + stacks.usedBytes
                + stackAlgorithms.usedBytes + stackOffsets.usedBytes + stackParts.usedBytes + stackSpacings.usedBytes + firstGuides.usedBytes + measurementCounts.usedBytes
        }

        /// The bytes the buffers hold.
        var allocatedBytes: Int { blockSizes.reduce(0) { $0 + $1.bytes } }

        /// Each buffer's name and the bytes it holds (what the benchmark prints beside the
        /// huge-page threshold).
        var blockSizes: [(name: String, bytes: Int)] {
            [
                ("nodes", nodes.allocatedBytes), ("childIDs", childIDs.allocatedBytes), ("leafSizings", leafSizings.allocatedBytes),
                ("moreSizes", moreSizes.allocatedBytes), ("moreKeys", moreKeys.allocatedBytes), ("containers", containers.allocatedBytes),
                ("stacks", stacks.allocatedBytes), ("stackAlgorithms", stackAlgorithms.allocatedBytes), ("stackOffsets", stackOffsets.allocatedBytes),
                ("stackParts", stackParts.allocatedBytes), ("stackSpacings", stackSpacings.allocatedBytes), ("firstGuides", firstGuides.allocatedBytes),
                ("measurementCounts", measurementCounts.allocatedBytes),
            ]
        }

        /// Frees every buffer: once, by their last owner.
        func free() {
            nodes.free()
            childIDs.free()
            leafSizings.free()
            moreSizes.free()
            moreKeys.free()
            containers.free()
            stacks.free()
            stackAlgorithms.free()
            stackOffsets.free()
            stackParts.free()
            stackSpacings.free()
            firstGuides.free()
            measurementCounts.free()
        }
    }
}
