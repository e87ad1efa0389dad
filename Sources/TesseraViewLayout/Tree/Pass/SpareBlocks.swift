#if os(Linux)
import Foundation
import Synchronization

// UNSAFE REGION 1 of 4 in the view layout pass, with PassBuffer.swift and HugePages.swift (see
// PassBuffer.swift for the list): mapped blocks handed from a finished pass to the next.
// Invariant: a block is either owned by one `PassBuffer` or listed here, never both: `keep`
// is called only by `HugePages.deallocate`, after which the buffer never touches it again, and
// `take` removes it from the list before handing it out. Whatever a block held is never read:
// a buffer initializes every element before reading it.

/// Mapped blocks that finished passes freed, kept for the next passes, as glibc keeps the
/// blocks freed in its heap: at most `limit` bytes in all, the oldest unmapped first to make
/// room. Process-wide (`shared`), so that layouts made without a `ViewLayoutStorage` reuse
/// memory the kernel has already cleared. A kept block is marked free to the kernel
/// (`MADV_FREE`): under memory pressure the kernel takes its pages back (a pass that reuses it
/// then faults them in again, cleared); otherwise they stay, and reusing them costs nothing.
/// `ViewLayoutStorage.releaseSpareMemory()` unmaps them all.
final class SpareBlocks: Sendable {
    /// The spare blocks `HugePages` takes from and gives to: at most 128 MiB, a pass over
    /// about 450,000 views (a column of 100,000 rows of three leaves takes 86 MB).
    static let shared = SpareBlocks(limit: 128 << 20)

    /// The most bytes kept at once.
    let limit: Int

    /// A kept block: its address (a pointer is not `Sendable`) and length.
    private struct Listed {
        let address: UInt
        let byteCount: Int
    }

    /// Oldest first.
    private let blocks = Mutex<[Listed]>([])

    init(limit: Int) {
        self.limit = limit
    }

    /// The bytes kept.
    var byteCount: Int { blocks.withLock { Self.total($0) } }

    /// The smallest kept block of at least `byteCount` bytes and at most twice as many (a larger
    /// one is left for a larger buffer), and its length, taken off the list; nil if none.
    func take(atLeast byteCount: Int) -> (UnsafeMutableRawPointer, byteCount: Int)? {
        let found: Listed? = blocks.withLock { blocks in
            let fitting = blocks.indices.filter { blocks[$0].byteCount >= byteCount && blocks[$0].byteCount / 2 <= byteCount }
            guard let best = fitting.min(by: { blocks[$0].byteCount < blocks[$1].byteCount }) else { return nil }
            return blocks.remove(at: best)
        }
        guard let found, let start = UnsafeMutableRawPointer(bitPattern: found.address) else { return nil }
        return (start, found.byteCount)
    }

    /// Keeps `start`, a mapped block of `byteCount` bytes that its buffer no longer uses,
    /// unmapping the oldest kept blocks to make room; a block longer than `limit` is unmapped.
    func keep(_ start: UnsafeMutableRawPointer, byteCount: Int) {
        guard byteCount <= limit else {
            _ = munmap(start, byteCount)
            return
        }
        // Its pages the kernel's to take back under pressure (their contents are never read:
        // see the invariant above).
        _ = madvise(start, byteCount, MADV_FREE)
        let unmapped: [Listed] = blocks.withLock { blocks in
            var unmapped: [Listed] = []
            while !blocks.isEmpty, Self.total(blocks) + byteCount > limit { unmapped.append(blocks.removeFirst()) }
            blocks.append(Listed(address: UInt(bitPattern: start), byteCount: byteCount))
            return unmapped
        }
        unmapped.forEach(Self.unmap)
    }

    /// Unmaps every kept block.
    func releaseAll() {
        let all = blocks.withLock { blocks in
            defer { blocks = [] }
            return blocks
        }
        all.forEach(Self.unmap)
    }

    deinit { releaseAll() }

    /// The bytes of `blocks` (a few dozen at most: the limit over 2 MiB).
    private static func total(_ blocks: [Listed]) -> Int { blocks.reduce(0) { $0 + $1.byteCount } }

    private static func unmap(_ block: Listed) {
        if let start = UnsafeMutableRawPointer(bitPattern: block.address) { _ = munmap(start, block.byteCount) }
    }
}
#endif
