import Foundation

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
    // `kept` is read and written only under `lock`.
    private let lock = NSLock()
    private var kept: ViewLayoutPass.Buffers?

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
    func keep(_ buffers: ViewLayoutPass.Buffers) {
        lock.lock()
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

    /// The bytes that finished layouts left for the next ones, process-wide: on Linux, the
    /// large blocks (2 MiB and more) of a pass's buffers are kept when the pass ends, up to
    /// 128 MiB in all, so that a layout made without a storage reuses memory the kernel has
    /// already cleared instead of faulting in fresh pages (at 100,000 views, clearing them cost
    /// as much as the layout). Their pages are marked free to the kernel, which takes them
    /// back under memory pressure. Elsewhere, always 0.
    public static var spareBytes: Int {
        #if os(Linux)
        SpareBlocks.shared.byteCount
        #else
        0
        #endif
    }

    /// Hands the blocks that `spareBytes` counts back to the kernel now (the next large layout
    /// maps fresh ones). For a process that has finished laying out large trees.
    public static func releaseSpareMemory() {
        #if os(Linux)
        SpareBlocks.shared.releaseAll()
        #endif
    }
}
