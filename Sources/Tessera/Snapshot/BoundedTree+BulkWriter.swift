import Foundation

/// The union of a leaf's element bounds, kept as elements arrive so a full leaf needs no
/// second pass over its elements.
struct LeafBounds: Sendable {
    private var x0 = CGFloat.infinity, y0 = CGFloat.infinity, x1 = -CGFloat.infinity, y1 = -CGFloat.infinity

    @inline(__always)
    mutating func include(_ r: CGRect) {
        // Reads origin and size directly: off Apple's platforms `minX`/`maxX` standardize the
        // rect first, which costs more than the rest of laying out a waterfall cell. Only a
        // negative (or NaN) size needs that.
        let o = r.origin, s = r.size
        guard s.width >= 0, s.height >= 0 else { return includeStandardized(r) }
        // Selects rather than branches (they compile to min/max instructions): whether a
        // frame extends the bounds is a coin toss in a waterfall, which branches mispredict.
        // `min`/`max` would add NaN rules that frames never need.
        let maxX = o.x + s.width, maxY = o.y + s.height
        x0 = o.x < x0 ? o.x : x0
        y0 = o.y < y0 ? o.y : y0
        x1 = maxX > x1 ? maxX : x1
        y1 = maxY > y1 ? maxY : y1
    }

    private mutating func includeStandardized(_ r: CGRect) {
        x0 = min(x0, r.minX); y0 = min(y0, r.minY)
        x1 = max(x1, r.maxX); y1 = max(y1, r.maxY)
    }

    /// The union (`.null` when nothing was included).
    var rect: CGRect {
        x0 <= x1 && y0 <= y1 ? CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : .null
    }
}

extension BoundedTree.LeafWriter {
    /// Calls `body` with a writer that appends elements after those written so far, faster
    /// than `append(_:)` one at a time. Elements `body` appended stay written even if it throws.
    @inline(__always)
    mutating func withBulkWriter<R>(_ body: (inout BoundedTree.BulkWriter) throws -> R) rethrows -> R {
        var bulk = BoundedTree.BulkWriter(leaves: leaves, storage: takeUniquePending(), bounds: pendingBounds)
        // Leave the writer's array empty so the bulk writer's is unique (no copy on append).
        leaves = []
        defer {
            // The storage's own count is brought up to date here and at each full leaf only.
            bulk.finishLeaf()
            leaves = bulk.leaves
            pending = bulk.storage
            pendingBounds = bulk.bounds
        }
        return try body(&bulk)
    }
}
