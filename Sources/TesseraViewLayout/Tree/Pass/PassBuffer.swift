import Foundation

// UNSAFE REGION 1 of 4 in the view layout pass. The four: this file (the pass's hand-allocated
// arrays, their windows, and large blocks laid out for huge pages), ViewLayoutPass.swift (its
// fields without dynamic exclusivity checks), ProposalSizeTable.swift (sizes by proposal, open
// addressing) and ViewLayoutPass+Flattening.swift (the tree read through pointers to its
// views). Nowhere else in the pass is memory handled by hand; everything the pass allocates
// itself goes through here.

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
///   `HugePages.deallocate(_:_:)` with it (a mapped block is unmapped with the length it was
///   mapped with), once: by a growth, which replaces both, or by `free()`.
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

/// Large blocks backed by transparent huge pages on Linux (2 MiB on x86-64).
///
/// Why: glibc hands blocks of more than a few megabytes back to the kernel when they are
/// freed, so a pass over a large tree made without a kept `ViewLayoutStorage` gets its buffers
/// as fresh memory and faults each 4 KiB page in on first touch: at 100,000 views, about 5,000
/// faults a layout, 2.3–3.5× the time of the same layout with kept buffers. Backed by huge
/// pages, a block faults in 2 MiB at a time: 1.1–1.4× (rows of 100,000 leaves, fresh processes,
/// `tessera-bench view --workload W --layouts 0 --time`). The advice is a hint: it changes no
/// contents and no lifetime, and where huge pages are off or unavailable nothing happens.
/// Elsewhere than Linux, nothing is done.
enum HugePages {
    /// How a block was allocated: by the allocator (`UnsafeMutableRawPointer.allocate`), or
    /// mapped from the kernel on huge-page boundaries, `byteCount` bytes long.
    enum Block {
        case allocated
        case mapped(byteCount: Int)
    }

    /// Blocks smaller than this are left alone: they fit in a huge page or two at most.
    static let threshold = 2 << 20
    /// Blocks up to this size start on a huge page and fill their last one; larger ones are
    /// allocated as usual and only the whole huge pages inside them advised. Their unaligned
    /// ends are a small part of them, and measured on a column of 100,000 rows (four such
    /// blocks), aligning them too made a cold layout 1.3× or 3× the kept time from one process
    /// to the next where advising their insides held it at 1.5×.
    ///
    /// The aligned blocks are mapped from the kernel and unmapped when freed, not taken from
    /// the allocator: glibc carves an aligned block out of its heap with room on either side,
    /// and a heap freed in such pieces could not serve the next layout's aligned blocks, so it
    /// grew by each layout's blocks (cold layouts of a 100,000-row column, one after another:
    /// 445 MB resident after 40 where one takes 120 MB).
    static let alignedLimit = 16 << 20

    /// Room for at least `byteCount` bytes aligned to `alignment`, laid out for huge pages
    /// where that pays (large blocks on Linux), the bytes it holds, and how it was allocated
    /// (to be passed to `deallocate`).
    static func allocate(byteCount: Int, alignment: Int) -> (UnsafeMutableRawPointer, byteCount: Int, Block) {
        #if os(Linux)
        if byteCount >= threshold, byteCount <= alignedLimit, alignment <= size, let (block, bytes) = mapAligned(byteCount) {
            advise(block, byteCount: bytes)
            return (block, bytes, .mapped(byteCount: bytes))
        }
        let block = UnsafeMutableRawPointer.allocate(byteCount: byteCount, alignment: alignment)
        // Blocks past `alignedLimit`: only the whole huge pages inside them.
        if byteCount > alignedLimit { advise(block, byteCount: byteCount) }
        return (block, byteCount, .allocated)
        #else
        return (UnsafeMutableRawPointer.allocate(byteCount: byteCount, alignment: alignment), byteCount, .allocated)
        #endif
    }

    /// Frees `start`, allocated by `allocate` as `block` says.
    static func deallocate(_ start: UnsafeMutableRawPointer, _ block: Block) {
        switch block {
        case .allocated: start.deallocate()
        case .mapped(let byteCount):
            #if os(Linux)
            _ = munmap(start, byteCount)
            #endif
        }
    }

    #if os(Linux)
    /// Whole huge pages (at least `byteCount` bytes) mapped from the kernel, starting on a huge
    /// page: a mapping one huge page longer, its unaligned head and tail unmapped. Nil if the
    /// kernel refuses (the caller allocates as usual). The room past `byteCount` is never
    /// touched unless the buffer grows into it.
    private static func mapAligned(_ byteCount: Int) -> (UnsafeMutableRawPointer, byteCount: Int)? {
        let bytes = (byteCount + size - 1) / size * size
        guard let mapped = mmap(nil, bytes + size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
              mapped != MAP_FAILED else { return nil }
        let address = UInt(bitPattern: mapped), mask = UInt(size - 1)
        let start = (address + mask) & ~mask
        let head = Int(start - address), tail = size - head
        if head > 0 { _ = munmap(mapped, head) }
        if tail > 0 { _ = munmap(mapped + head + bytes, tail) }
        return (mapped + head, bytes)
    }
    #endif

    #if os(Linux)
    /// The huge page size the kernel uses for transparent huge pages (2 MiB if it does not say).
    static let size: Int = {
        // Read to the end: a sysfs file's stated size is not its length.
        guard let data = FileHandle(forReadingAtPath: "/sys/kernel/mm/transparent_hugepage/hpage_pmd_size")?.readDataToEndOfFile(),
              let n = Int(String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)), n > 0, n & (n - 1) == 0 else { return 2 << 20 }
        return n
    }()
    #endif

    /// Advises huge pages for the whole huge pages within `byteCount` bytes from `start` (memory
    /// the caller allocated and owns).
    static func advise(_ start: UnsafeMutableRawPointer, byteCount: Int) {
        #if os(Linux)
        guard byteCount >= threshold else { return }
        let address = UInt(bitPattern: start), mask = UInt(size - 1)
        let lo = (address + mask) & ~mask, hi = (address + UInt(byteCount)) & ~mask
        guard hi > lo, let first = UnsafeMutableRawPointer(bitPattern: lo) else { return }
        _ = madvise(first, Int(hi - lo), MADV_HUGEPAGE)
        #endif
    }

    /// An empty array with room for `capacity` elements, its storage advised as above. (Made
    /// with the storage's address in hand, so that the array itself never escapes: appending
    /// to it stays free of uniqueness checks.)
    @inline(__always) static func array<T>(of type: T.Type, capacity: Int) -> [T] {
        [T](unsafeUninitializedCapacity: capacity) { storage, initialized in
            if let base = storage.baseAddress { advise(UnsafeMutableRawPointer(base), byteCount: storage.count * MemoryLayout<T>.stride) }
            initialized = 0
        }
    }
}
