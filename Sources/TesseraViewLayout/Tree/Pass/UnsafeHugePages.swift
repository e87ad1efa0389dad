import Foundation

#if os(Linux)
import Synchronization
#endif

// UNSAFE CODE: where the pass's buffers' storage comes from (docs/architecture.md, "Unsafe
// code").
//
// What is owned: nothing here; each block belongs to the `PassBuffer` that allocated it
// (UnsafePassBuffer.swift), which frees it once, through `deallocate` with the `Block` it was
// given (a mapped block is unmapped with the length it was mapped with). Nothing is kept
// between passes: no memory outlives the buffer that owns it.
// Who holds pointers: the buffer, for as long as it owns the block; `advise` and `array` use
// the address only for the call (`madvise` changes no contents and no lifetime).
// Bounds: a mapped block is whole huge pages at least `byteCount` long; `advise` touches only
// the whole huge pages inside the range it is given.

/// Large blocks backed by transparent huge pages on Linux (2 MiB on x86-64).
///
/// Why huge pages: a pass over hundreds of thousands of views walks buffers of tens of
/// megabytes again and again, and with 4 KiB pages its address translations miss the TLB; on
/// huge pages a layout with a kept `ViewLayoutStorage` runs 1.04–1.23× as fast (see
/// `threshold`). A cold pass (no storage kept) also faults such a block in 2 MiB at a time
/// rather than 4 KiB.
///
/// Blocks of at least `threshold` bytes are mapped from the kernel on huge-page boundaries,
/// whole huge pages long, and advised: not carved out of glibc's heap, which carves an aligned
/// block out with room on either side, and a heap freed in such pieces could not serve the
/// next layout's aligned blocks, so it grew by each layout's blocks (cold layouts of a
/// 100,000-row column, one after another: 445 MB resident after 40 where one takes 120 MB).
/// The advice is a hint: it changes no contents and no lifetime, and where huge pages are off
/// or unavailable nothing happens. Elsewhere than Linux, blocks come from the allocator.
enum HugePages {
    /// How a block was allocated: by the allocator (`UnsafeMutableRawPointer.allocate`), or
    /// mapped from the kernel on huge-page boundaries, `byteCount` bytes long.
    enum Block {
        case allocated
        case mapped(byteCount: Int)
    }

    /// Blocks smaller than this are left to the allocator. The rule: huge pages only
    /// where they pay more than 10 % on the kept-storage path, measured beside plain
    /// allocation in one run. `tessera-bench view --huge-pages` (2026-11-26, 2 shared cores,
    /// load 0.7–1.0; 9 rounds of fresh storages a run, plain ÷ mapped, medians of each run)
    /// maps the blocks of each size a pass has and more, one size more at a time:
    /// - Passes of 200,000 and 400,000 views (node buffers of 15.3 and 30.5 MiB), three runs:
    ///   1.12–1.23× for rows and flows. Columns of rows of three (ten times a row's work per
    ///   view, so translation is a smaller share of it), 200,000 to 1.6 million views:
    ///   1.04–1.14×, median 1.08× — under the line, but no size of block tells a column's node
    ///   buffer from a row's, and mapping never cost them.
    /// - 100,000 views (a node buffer of 7.6 MiB; the flexible row's and the flow's 9.2 MiB of
    ///   remembered sizes), six runs: 0.95–1.19× for rows and flows, around the line from run
    ///   to run and 0.95–1.04× in the last three; the 9.2 MiB block alone 0.97–1.02×. 50,000
    ///   views: 0.98–1.02×.
    /// So blocks from 12 MiB are mapped (a node buffer of about 150,000 views and more), never
    /// the 9.2 MiB and smaller blocks that did not pay. (A cold 100,000-view pass now faults
    /// its buffers in 4 KiB at a time where glibc has given them back: `--linearity`.)
    static let threshold = 12 << 20

    #if os(Linux)
    /// The blocks mapped on huge-page boundaries are those of at least this many bytes (the
    /// rest come from the allocator): `threshold`, but for the benchmark that weighs the two.
    static let mappingThreshold = Atomic<Int>(threshold)
    #endif

    /// Room for at least `byteCount` bytes aligned to `alignment`, laid out for huge pages
    /// where that pays (large blocks on Linux); the bytes it holds, and how it was allocated
    /// (to be passed to `deallocate`).
    @unsafe static func allocate(byteCount: Int, alignment: Int) -> (UnsafeMutableRawPointer, byteCount: Int, Block) {
        #if os(Linux)
        if byteCount >= mappingThreshold.load(ordering: .relaxed), alignment <= size {
            let bytes = (byteCount + size - 1) / size * size
            if let block = unsafe mapAligned(bytes) {
                unsafe advise(block, byteCount: bytes)
                return unsafe (block, bytes, .mapped(byteCount: bytes))
            }
        }
        #endif
        return (UnsafeMutableRawPointer.allocate(byteCount: byteCount, alignment: alignment), byteCount, .allocated)
    }

    /// Frees `start`, allocated by `allocate` as `block` says.
    @unsafe static func deallocate(_ start: UnsafeMutableRawPointer, _ block: Block) {
        switch block {
        case .allocated: unsafe start.deallocate()
        case .mapped(let byteCount):
            #if os(Linux)
            _ = unsafe munmap(start, byteCount)
            #endif
        }
    }

    #if os(Linux)
    /// `bytes` (whole huge pages) mapped from the kernel, starting on a huge page: a mapping one
    /// huge page longer, its unaligned head and tail unmapped. Nil if the kernel refuses (the
    /// caller allocates as usual). The room past what the buffer uses is never touched unless
    /// the buffer grows into it.
    private static func mapAligned(_ bytes: Int) -> UnsafeMutableRawPointer? {
        guard let mapped = unsafe mmap(nil, bytes + size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
            unsafe mapped != MAP_FAILED
        else { return nil }
        let address = UInt(bitPattern: mapped), mask = UInt(size - 1)
        let start = (address + mask) & ~mask
        let head = Int(start - address), tail = size - head
        if head > 0 { _ = unsafe munmap(mapped, head) }
        if tail > 0 { _ = unsafe munmap(mapped + head + bytes, tail) }
        return unsafe mapped + head
    }

    /// The huge page size the kernel uses for transparent huge pages (2 MiB if it does not say).
    static let size: Int = {
        // Read to the end: a sysfs file's stated size is not its length.
        guard let data = FileHandle(forReadingAtPath: "/sys/kernel/mm/transparent_hugepage/hpage_pmd_size")?.readDataToEndOfFile(),
            let n = Int(String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)), n > 0, n & (n - 1) == 0
        else { return 2 << 20 }
        return n
    }()
    #endif

    /// Advises huge pages for the whole huge pages within `byteCount` bytes from `start` (memory
    /// the caller allocated and owns).
    @unsafe static func advise(_ start: UnsafeMutableRawPointer, byteCount: Int) {
        #if os(Linux)
        guard byteCount >= threshold else { return }
        let address = UInt(bitPattern: start), mask = UInt(size - 1)
        let lo = (address + mask) & ~mask, hi = (address + UInt(byteCount)) & ~mask
        guard hi > lo, let first = unsafe UnsafeMutableRawPointer(bitPattern: lo) else { return }
        _ = unsafe madvise(first, Int(hi - lo), MADV_HUGEPAGE)
        #endif
    }

    /// An empty array with room for `capacity` elements, its storage advised as above. (Made
    /// with the storage's address in hand, so that the array itself never escapes: appending
    /// to it stays free of uniqueness checks.)
    @inline(__always) static func array<T>(of type: T.Type, capacity: Int) -> [T] {
        unsafe [T](unsafeUninitializedCapacity: capacity) { storage, initialized in
            if let base = storage.baseAddress { unsafe advise(UnsafeMutableRawPointer(base), byteCount: storage.count * MemoryLayout<T>.stride) }
            initialized = 0
        }
    }
}
