import Foundation

// UNSAFE REGION 1 of 4 in the view layout pass, with PassBuffer.swift (see there for the list):
// the large blocks the pass's buffers live in, mapped and unmapped by hand.

/// Large blocks backed by transparent huge pages on Linux (2 MiB on x86-64), and kept for the
/// next pass when a pass frees them.
///
/// Why huge pages: glibc hands blocks of more than a few megabytes back to the kernel when they
/// are freed, so a pass over a large tree made without a kept `ViewLayoutStorage` got its
/// buffers as fresh memory and faulted each 4 KiB page in on first touch: at 100,000 views,
/// about 5,000 faults a layout, 2.3–3.5× the time of the same layout with kept buffers. Backed
/// by huge pages, a block faults in 2 MiB at a time: 1.4–1.75×. Why keep them: even in huge
/// pages, fresh memory is memory the kernel clears first, and at 100,000 leaves clearing a
/// pass's 10–70 MB costs as much again as laying the leaves out (kernel profile:
/// `clear_page_erms` 59% of a cold layout). A smaller tree's blocks come from glibc's heap,
/// which keeps what was freed (up to 64 MiB at its top); `SpareBlocks` does the same for the
/// mapped blocks, so that the 100,000th leaf costs what the 10,000th does.
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

    /// Blocks smaller than this are left to the allocator: they fit in a huge page or two at
    /// most, and glibc's heap keeps them for the next pass itself.
    static let threshold = 2 << 20

    /// Room for at least `byteCount` bytes aligned to `alignment`, laid out for huge pages
    /// where that pays (large blocks on Linux): a spare block if one fits, else a new one; the
    /// bytes it holds, and how it was allocated (to be passed to `deallocate`).
    static func allocate(byteCount: Int, alignment: Int) -> (UnsafeMutableRawPointer, byteCount: Int, Block) {
        #if os(Linux)
        if byteCount >= threshold, alignment <= size {
            let bytes = (byteCount + size - 1) / size * size
            if let (block, spareBytes) = SpareBlocks.shared.take(atLeast: bytes) { return (block, spareBytes, .mapped(byteCount: spareBytes)) }
            if let block = mapAligned(bytes) {
                advise(block, byteCount: bytes)
                return (block, bytes, .mapped(byteCount: bytes))
            }
        }
        #endif
        return (UnsafeMutableRawPointer.allocate(byteCount: byteCount, alignment: alignment), byteCount, .allocated)
    }

    /// Frees `start`, allocated by `allocate` as `block` says: a mapped block is kept for the
    /// next pass if there is room among the spare blocks, else unmapped.
    static func deallocate(_ start: UnsafeMutableRawPointer, _ block: Block) {
        switch block {
        case .allocated: start.deallocate()
        case .mapped(let byteCount):
            #if os(Linux)
            SpareBlocks.shared.keep(start, byteCount: byteCount)
            #endif
        }
    }

    #if os(Linux)
    /// `bytes` (whole huge pages) mapped from the kernel, starting on a huge page: a mapping one
    /// huge page longer, its unaligned head and tail unmapped. Nil if the kernel refuses (the
    /// caller allocates as usual). The room past what the buffer uses is never touched unless
    /// the buffer grows into it.
    private static func mapAligned(_ bytes: Int) -> UnsafeMutableRawPointer? {
        guard let mapped = mmap(nil, bytes + size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
              mapped != MAP_FAILED else { return nil }
        let address = UInt(bitPattern: mapped), mask = UInt(size - 1)
        let start = (address + mask) & ~mask
        let head = Int(start - address), tail = size - head
        if head > 0 { _ = munmap(mapped, head) }
        if tail > 0 { _ = munmap(mapped + head + bytes, tail) }
        return mapped + head
    }

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
