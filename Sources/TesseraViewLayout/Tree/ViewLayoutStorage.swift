import Foundation

// UNSAFE CODE: a Sendable conformance the compiler cannot check (docs/architecture.md, "Unsafe
// code").
//
// What is owned: the buffers of the largest layout served (`kept`, a `ViewLayoutPass.Buffers`
// bundle, emptied: no closure, layout or value of a finished layout), or nothing. They are
// held by the storage alone: `take()` hands them out and forgets them, `keep(_:)` takes a
// finished pass's buffers whole (see UnsafePassBuffer.swift), and the storage frees whatever
// it holds in `deinit` or `releaseMemory()`.
// Threads: `kept` (and `lastUsedBytes`) are read and written only under `lock`, and a bundle
// taken out is owned by its taker alone, so sharing the storage between threads is safe.
// No pointers are read here: the bundle is only moved, measured and freed.

/// Memory that a caller keeps between view layouts: laying the same screen out again (as an app
/// does on every update) then reuses the previous layout's buffers instead of allocating, and
/// the kernel faulting in, new ones for every view.
///
/// Pass one to `ViewNode.layout(in:layoutDirection:displayScale:storage:)`. A storage keeps the
/// buffers of the largest layout it served until it is freed or `releaseMemory()` is called;
/// it holds nothing of a layout's views (no closure, layout or value). It may be shared between
/// threads: two layouts running at once with one storage are both correct, the second simply
/// allocating its own buffers.
public final class ViewLayoutStorage: @unchecked Sendable {
    // `kept` and `lastUsedBytes` are read and written only under `lock`.
    private let lock = NSLock()
    private var kept: ViewLayoutPass.Buffers?
    private var lastUsedBytes = 0
    private var lastViewCount = 0

    /// An empty storage.
    public init() {}

    /// The bytes the storage holds between layouts.
    public var retainedBytes: Int {
        lock.lock()
        defer { lock.unlock() }
        return kept?.allocatedBytes ?? 0
    }

    /// Frees what the storage holds (the next layout allocates again).
    public func releaseMemory() {
        lock.lock()
        let buffers = kept
        kept = nil
        lock.unlock()
        buffers?.free()
    }

    /// The kept buffers, taken out (so that no one else is handed them), or nil.
    func take() -> ViewLayoutPass.Buffers? {
        lock.lock()
        defer { lock.unlock() }
        let buffers = kept
        kept = nil
        return buffers
    }

    /// Keeps `buffers` (emptied) for the next layout: the larger of them and any already kept;
    /// the other is freed.
    func keep(_ buffers: ViewLayoutPass.Buffers, usedBytes: Int, viewCount: Int) {
        lock.lock()
        lastUsedBytes = usedBytes
        lastViewCount = viewCount
        var freed: ViewLayoutPass.Buffers?
        if let current = kept, current.allocatedBytes >= buffers.allocatedBytes {
            freed = buffers
        } else {
            freed = kept
            kept = buffers
        }
        lock.unlock()
        freed?.free()
    }

    deinit { kept?.free() }

    /// The bytes of the buffers' elements the latest layout served left when it finished:
    /// what its pass touched of its buffers at its peak (they only grow during a pass).
    package var lastPassBytes: Int {
        lock.lock()
        defer { lock.unlock() }
        return lastUsedBytes
    }

    /// The number of views the latest layout served laid out.
    package var lastPassViewCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return lastViewCount
    }
}

extension ViewLayoutStorage {
    /// Passes map their blocks of at least `threshold` bytes on huge-page boundaries (Linux),
    /// or none when nil: a switch for the benchmark that weighs them against plain allocation.
    /// `HugePages.threshold` is the default.
    package static func mapLargeBlocks(from threshold: Int?) {
        #if os(Linux)
        HugePages.mappingThreshold.store(threshold ?? .max, ordering: .relaxed)
        #endif
    }

    /// The threshold passes map blocks from by default (see `mapLargeBlocks(from:)`).
    package static var defaultMappingThreshold: Int { HugePages.threshold }

    /// Each kept buffer's name and the bytes it holds, largest first.
    package var retainedBlockSizes: [(name: String, bytes: Int)] {
        lock.lock()
        defer { lock.unlock() }
        return (kept?.blockSizes ?? []).sorted { $0.bytes > $1.bytes }
    }
}
