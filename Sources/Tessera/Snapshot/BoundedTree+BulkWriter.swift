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

extension BoundedTree {
    /// Appends a long run of elements through a pointer: the leaf being filled lives in a
    /// scratch buffer, so an element costs a store and a count, with no array bookkeeping.
    /// Only `LeafWriter.withBulkWriter` makes one, for the length of one call.
    struct BulkWriter {
        fileprivate var leaves: [Node]
        fileprivate let scratch: UnsafeMutablePointer<Element>
        fileprivate var count: Int
        fileprivate var bounds: LeafBounds

        @inline(__always)
        mutating func append(_ element: Element) {
            bounds.include(element.queryBounds)
            (scratch + count).initialize(to: element)
            count += 1
            if count == BoundedTree.leafCapacity { flush() }
        }

        /// The free part of the leaf being filled (never empty). A caller that writes whole runs
        /// initializes its first `k` slots and then calls `commit(k)`.
        var freeSlots: UnsafeMutableBufferPointer<Element> {
            UnsafeMutableBufferPointer(start: scratch + count, count: BoundedTree.leafCapacity - count)
        }

        /// Takes the first `k` free slots, which the caller has initialized, as appended.
        @inline(__always)
        mutating func commit(_ k: Int) {
            // A local copy keeps the bounds in registers for the loop.
            var b = bounds
            for j in count..<count + k { b.include(scratch[j].queryBounds) }
            bounds = b
            count += k
            if count == BoundedTree.leafCapacity { flush() }
        }

        /// Moves the full scratch leaf into a node.
        @inline(never)
        private mutating func flush() {
            let leaf = Array(UnsafeBufferPointer(start: scratch, count: count))
            scratch.deinitialize(count: count)
            leaves.append(Node(leaf: leaf, bounds: bounds.rect))
            count = 0
            bounds = LeafBounds()
        }
    }
}

extension BoundedTree.LeafWriter {
    /// Calls `body` with a writer that appends elements after those written so far, faster
    /// than `append(_:)` one at a time. Elements `body` appended stay written even if it throws.
    @inline(__always)
    mutating func withBulkWriter<R>(_ body: (inout BoundedTree.BulkWriter) throws -> R) rethrows -> R {
        let capacity = BoundedTree.leafCapacity
        let scratch = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
        buffer.withUnsafeBufferPointer { pending in
            _ = UnsafeMutableBufferPointer(start: scratch, count: capacity).initialize(fromContentsOf: pending)
        }
        var bulk = BoundedTree.BulkWriter(leaves: leaves, scratch: scratch, count: buffer.count, bounds: bufferBounds)
        // Leave the writer's arrays empty so the bulk writer's are unique (no copy on append).
        leaves = []
        buffer = []
        defer {
            leaves = bulk.leaves
            buffer = Array(UnsafeBufferPointer(start: scratch, count: bulk.count))
            buffer.reserveCapacity(capacity)
            bufferBounds = bulk.bounds
            scratch.deinitialize(count: bulk.count)
            scratch.deallocate()
        }
        return try body(&bulk)
    }
}
