import Foundation

/// An element the snapshot's spatial index can hold: it reports the rectangle a query must
/// consider it in (its frame, or for a pinned header the whole stretch it can slide along).
protocol SpatiallyBounded: Sendable {
    var queryBounds: CGRect { get }
    /// The element moved by `delta` (frame, query bounds and anything else positional).
    func translated(by delta: Translation) -> Self
}

/// A persistent, append-only sequence with a bounding-box hierarchy: a packed R-tree whose
/// order is the elements' own (index-path) order.
///
/// Leaves hold up to `leafCapacity` elements, branches up to `fanout` children, and all nodes
/// but those on the right spine are full, so
/// element `i` is found by radix descent in O(log n). Every node knows the union of its
/// elements' bounds, so "what overlaps this rect" descends only into overlapping nodes: for
/// the layouts here, whose consecutive items lie near each other, that is O(log n + k), and it
/// returns elements in order. Appending copies only the right spine (O(appended + log n)) and
/// shares every other node with the tree it came from, which stays valid: snapshots are values.
///
/// Every node also carries a translation (`offset`): its children's bounds and its leaf
/// elements are in its own local space, moved by `offset` into its parent's. That makes moving
/// every element from some index on (`shiftingSuffix`) cost O(leafCapacity + fanout · height)
/// instead of O(n): the nodes wholly after the index are wrapped in new nodes that share their arrays.
/// Readers add the offsets up along the path; a tree that was never shifted has only zero
/// offsets and reads its elements as stored.
struct BoundedTree<Element: SpatiallyBounded>: Sendable {
    /// Children per branch node.
    static var fanout: Int { 32 }
    /// Elements per leaf. Larger than `fanout`: a layout writes a leaf per `leafCapacity`
    /// elements, and fewer, larger allocations are cheaper to make and free, while a query
    /// still scans only the few leaves that overlap its rect.
    static var leafCapacity: Int { 128 }

    static func translated(_ r: CGRect, by d: Translation) -> CGRect {
        d.isZero ? r : r.translated(by: d)
    }

    private(set) var root: Node?
    /// Height of the root: 0 when the root is a leaf.
    private(set) var height: Int = 0

    init() {}

    /// The number of elements.
    var count: Int { root?.count ?? 0 }
    /// The union of every element's query bounds (`.null` when empty).
    var bounds: CGRect { root?.bounds ?? .null }

    /// How many elements a node of height `h` holds when full.
    private static func capacity(_ h: Int) -> Int {
        var c = leafCapacity
        for _ in 0..<h { c *= fanout }
        return c
    }

    static func union<S: Sequence>(_ rects: S) -> CGRect where S.Element == CGRect {
        var x0 = CGFloat.infinity, y0 = CGFloat.infinity, x1 = -CGFloat.infinity, y1 = -CGFloat.infinity
        for r in rects {
            x0 = min(x0, r.minX); y0 = min(y0, r.minY)
            x1 = max(x1, r.maxX); y1 = max(y1, r.maxY)
        }
        return x0 <= x1 && y0 <= y1 ? CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : .null
    }

    // MARK: Reading

    /// The element at `index` (0 ≤ index < count).
    subscript(index: Int) -> Element {
        var node = root!
        var h = height
        var i = index
        var dx = node.offset.dx, dy = node.offset.dy
        while h > 0 {
            let cap = Self.capacity(h - 1)
            node = node.children[i / cap]
            dx += node.offset.dx
            dy += node.offset.dy
            i %= cap
            h -= 1
        }
        let e = node.leaf![i]
        return dx == 0 && dy == 0 ? e : e.translated(by: Translation(dx: dx, dy: dy))
    }

    /// Calls `body` with the index and element of every element whose query bounds overlap
    /// `rect`, in order.
    func forEach(overlapping rect: CGRect, _ body: (Int, Element) -> Void) {
        guard let root, root.bounds.overlaps(rect) else { return }
        Self.visit(root, height: height, base: 0, rect: rect, shift: .zero, body)
    }

    /// Visits `node` (whose bounds, in its parent's space, overlap `rect`); `shift` moves the
    /// parent's space into the tree's.
    private static func visit(_ node: Node, height: Int, base: Int, rect: CGRect, shift: Translation, _ body: (Int, Element) -> Void) {
        var rect = rect
        var shift = shift
        if node.isTranslated {
            rect = rect.translated(by: -node.offset)
            shift = shift + node.offset
        }
        if height == 0 {
            if shift.isZero {
                for (i, e) in node.leaf!.enumerated() where e.queryBounds.overlaps(rect) { body(base + i, e) }
            } else {
                for (i, e) in node.leaf!.enumerated() where e.queryBounds.overlaps(rect) { body(base + i, e.translated(by: shift)) }
            }
            return
        }
        let cap = capacity(height - 1)
        for (i, child) in node.children.enumerated() where child.bounds.overlaps(rect) {
            visit(child, height: height - 1, base: base + i * cap, rect: rect, shift: shift, body)
        }
    }

    /// Calls `body` with every element in order.
    func forEach(_ body: (Element) -> Void) {
        guard let root else { return }
        Self.visitAll(root, shift: .zero, body)
    }

    private static func visitAll(_ node: Node, shift: Translation, _ body: (Element) -> Void) {
        var shift = shift
        if node.isTranslated { shift = shift + node.offset }
        if let leaf = node.leaf {
            if shift.isZero {
                leaf.forEach(body)
            } else {
                for e in leaf { body(e.translated(by: shift)) }
            }
        } else {
            for child in node.children { visitAll(child, shift: shift, body) }
        }
    }

    /// Calls `body` with every element from `index` on, in order: O(log n + the elements).
    func forEach(from index: Int, _ body: (Element) -> Void) {
        guard let root, index < root.count else { return }
        Self.visitSuffix(root, height: height, from: max(0, index), shift: .zero, body)
    }

    /// Calls `body` with every element from `index` on, in order, until it returns false:
    /// O(log n + the elements visited).
    func forEach(from index: Int, while body: (Element) -> Bool) {
        guard let root, index < root.count else { return }
        _ = Self.visitSuffix(root, height: height, from: max(0, index), shift: .zero, while: body)
    }

    /// Visits the elements of `node` from its `index`th on while `body` returns true; false
    /// once it returned false. `shift` moves the parent's space into the tree's.
    private static func visitSuffix(_ node: Node, height: Int, from index: Int, shift: Translation, while body: (Element) -> Bool) -> Bool {
        var shift = shift
        if node.isTranslated { shift = shift + node.offset }
        guard height > 0 else {
            let leaf = node.leaf!
            for i in index..<leaf.count where !body(shift.isZero ? leaf[i] : leaf[i].translated(by: shift)) { return false }
            return true
        }
        let cap = capacity(height - 1)
        let first = index / cap
        guard visitSuffix(node.children[first], height: height - 1, from: index % cap, shift: shift, while: body) else { return false }
        for child in node.children[(first + 1)...] where !visitSuffix(child, height: height - 1, from: 0, shift: shift, while: body) { return false }
        return true
    }

    /// Visits the elements of `node` from its `index`th on; `shift` moves the parent's space
    /// into the tree's.
    private static func visitSuffix(_ node: Node, height: Int, from index: Int, shift: Translation, _ body: (Element) -> Void) {
        var shift = shift
        if node.isTranslated { shift = shift + node.offset }
        guard height > 0 else {
            let leaf = node.leaf!
            for i in index..<leaf.count { body(shift.isZero ? leaf[i] : leaf[i].translated(by: shift)) }
            return
        }
        let cap = capacity(height - 1)
        let first = index / cap
        visitSuffix(node.children[first], height: height - 1, from: index % cap, shift: shift, body)
        for child in node.children[(first + 1)...] { visitAll(child, shift: shift, body) }
    }

    /// The bytes this tree's nodes occupy on the heap: each node object (16-byte header and its
    /// stored properties), a leaf's element storage (16-byte header, its count and the elements'
    /// strides) or a branch's array of children (32-byte header), with malloc's 16-byte rounding.
    /// Elements' own heap storage (strings) is not counted.
    var estimatedHeapBytes: Int {
        func rounded(_ n: Int) -> Int { (n + 15) / 16 * 16 }
        let nodeObject = rounded(16 + MemoryLayout<CGRect>.stride + MemoryLayout<Translation>.stride + 3 * MemoryLayout<Int>.stride)
        func bytes(_ node: Node) -> Int {
            if let leaf = node.leaf { return nodeObject + rounded(16 + MemoryLayout<Int>.stride + leaf.capacity * MemoryLayout<Element>.stride) }
            return nodeObject + rounded(32 + node.children.capacity * MemoryLayout<Node>.stride) + node.children.reduce(0) { $0 + bytes($1) }
        }
        return root.map(bytes) ?? 0
    }

    // MARK: Writing (persistent)

    /// This tree with `elements` appended; `self` is unchanged and shares its nodes.
    func appending<C: Collection>(contentsOf elements: C) -> BoundedTree where C.Element == Element {
        guard !elements.isEmpty else { return self }
        var writer = LeafWriter(continuing: self)
        writer.withBulkWriter { bulk in
            for e in elements { bulk.append(e) }
        }
        return writer.finish()
    }

    /// This tree with `leaves` appended: every leaf full but the last, and this tree's count a
    /// multiple of `leafCapacity`. Copies only the right spine: O(leaves + log n).
    func appending(leaves: ArraySlice<Node>) -> BoundedTree {
        var result = self
        var rest = leaves
        if result.root == nil, let first = rest.first {
            result.root = first
            result.height = 0
            rest = rest.dropFirst()
        }
        while !rest.isEmpty {
            let root = result.root!
            if root.count == Self.capacity(result.height) {
                result.root = Node(children: [root])
                result.height += 1
            }
            let (node, used) = Self.push(result.root!, height: result.height, rest)
            result.root = node
            rest = rest.dropFirst(used)
        }
        return result
    }

    /// `node` (height >= 1) with as many of `leaves` appended as fit; returns it and how many it took.
    private static func push(_ node: Node, height: Int, _ leaves: ArraySlice<Node>) -> (Node, Int) {
        // New leaves are in the tree's space: move a translated node's offset down onto its
        // children (wrappers sharing their arrays), so that its own space is the tree's too.
        // Every node above it has been treated the same way on the way down.
        var children = node.isTranslated ? node.children.map { Node(wrapping: $0, by: node.offset) } : node.children
        var rest = leaves
        if height > 1, let last = children.last, last.count < capacity(height - 1) {
            let (newLast, n) = push(last, height: height - 1, rest)
            children[children.count - 1] = newLast
            rest = rest.dropFirst(n)
        }
        while children.count < fanout, !rest.isEmpty {
            let (child, n) = build(height: height - 1, rest)
            children.append(child)
            rest = rest.dropFirst(n)
        }
        return (Node(children: children), leaves.count - rest.count)
    }

    /// A new node of height `height` from the first leaves (as many as fit).
    private static func build(height: Int, _ leaves: ArraySlice<Node>) -> (Node, Int) {
        if height == 0 { return (leaves.first!, 1) }
        var children: [Node] = []
        var rest = leaves
        while children.count < fanout, !rest.isEmpty {
            let (child, n) = build(height: height - 1, rest)
            children.append(child)
            rest = rest.dropFirst(n)
        }
        return (Node(children: children), leaves.count - rest.count)
    }

    /// The first `n` elements as a tree (sharing nodes with this one).
    func prefix(_ n: Int) -> BoundedTree {
        guard let root, n < root.count else { return self }
        guard n > 0 else { return BoundedTree() }
        var result = BoundedTree()
        result.root = Self.prefix(root, height: height, n)
        result.height = height
        while result.height > 0, result.root!.children.count == 1 {
            let root = result.root!
            result.root = root.isTranslated ? Node(wrapping: root.children[0], by: root.offset) : root.children[0]
            result.height -= 1
        }
        return result
    }

    private static func prefix(_ node: Node, height: Int, _ n: Int) -> Node {
        if n == node.count { return node }
        if height == 0 { return Node(leaf: .make(node.leaf!.prefix(n)), offset: node.offset) }
        let cap = capacity(height - 1)
        var children = Array(node.children.prefix(n / cap))
        let remainder = n % cap
        if remainder > 0 { children.append(prefix(node.children[n / cap], height: height - 1, remainder)) }
        return Node(children: children, offset: node.offset)
    }

    // MARK: Moving and replacing (persistent)

    /// This tree with every element from `index` on moved by `delta`; `self` is unchanged.
    /// Copies the path to `index` and wraps the nodes after it (sharing their arrays):
    /// O(leafCapacity + fanout · height), whatever the number of elements moved.
    func shiftingSuffix(from index: Int, by delta: Translation) -> BoundedTree {
        guard let root, index < root.count, !delta.isZero else { return self }
        var result = self
        result.root = Self.shifting(root, height: height, from: max(0, index), by: delta)
        return result
    }

    /// `node` with its elements from `index` (within it) on moved by `delta`. A translation is
    /// the same vector in every space, so `delta` passes down unchanged.
    private static func shifting(_ node: Node, height: Int, from index: Int, by delta: Translation) -> Node {
        if index == 0 { return Node(wrapping: node, by: delta) }
        if height == 0 {
            let leaf = node.leaf!.copy()
            for i in index..<leaf.count { leaf.replace(at: i, with: leaf[i].translated(by: delta)) }
            return Node(leaf: leaf, offset: node.offset)
        }
        let cap = capacity(height - 1)
        var children = node.children
        let first = index / cap
        if first < children.count {
            children[first] = shifting(children[first], height: height - 1, from: index % cap, by: delta)
            for i in (first + 1)..<children.count { children[i] = Node(wrapping: children[i], by: delta) }
        }
        return Node(children: children, offset: node.offset)
    }

    /// This tree with the elements in `range` replaced by `newElements` (as many, given in the
    /// tree's space); `self` is unchanged. Copies only the paths to the leaves touched:
    /// O(range.count + leafCapacity + fanout · height).
    func replacing(range: Range<Int>, with newElements: [Element]) -> BoundedTree {
        guard range.count == newElements.count && range.lowerBound >= 0 && range.upperBound <= count else {
            fatalError("BoundedTree: replacing \(range) with \(newElements.count) elements must keep the count (\(count))")
        }
        guard let root, !range.isEmpty else { return self }
        var result = self
        result.root = Self.replaced(root, height: height, base: 0, range: range, with: newElements, shift: .zero)
        return result
    }

    /// This tree with the elements in `range` replaced by `newElements` and every element after
    /// `range` moved by `delta`: `replacing(range:with:)` then `shiftingSuffix(from:by:)` in one
    /// copy of the path (a measured group instance and what follows it).
    func replacing(range: Range<Int>, with newElements: [Element], movingTheRestBy delta: Translation) -> BoundedTree {
        guard range.count == newElements.count && range.lowerBound >= 0 && range.upperBound <= count else {
            fatalError("BoundedTree: replacing \(range) with \(newElements.count) elements must keep the count (\(count))")
        }
        guard let root, !range.isEmpty else { return shiftingSuffix(from: range.upperBound, by: delta) }
        var result = self
        result.root = Self.replaced(root, height: height, base: 0, range: range, with: newElements, shift: .zero, movingTheRestBy: delta)
        return result
    }

    /// `node` (holding elements `base...`) with the part of `range` it holds replaced; `shift`
    /// moves its parent's space into the tree's.
    /// `delta` (zero unless given) moves every element the node holds after `range`: a
    /// translation is the same vector in every space, so it passes down unchanged.
    private static func replaced(
        _ node: Node, height: Int, base: Int, range: Range<Int>, with newElements: [Element], shift: Translation, movingTheRestBy delta: Translation = .zero
    ) -> Node {
        let shift = shift + node.offset
        let local = max(range.lowerBound, base)..<min(range.upperBound, base + node.count)
        if height == 0 {
            let leaf = node.leaf!.copy()
            let back = -shift
            let translate = !shift.isZero
            for i in local {
                let e = newElements[i - range.lowerBound]
                leaf.replace(at: i - base, with: translate ? e.translated(by: back) : e)
            }
            if !delta.isZero {
                for i in min(leaf.count, max(0, range.upperBound - base))..<leaf.count { leaf.replace(at: i, with: leaf[i].translated(by: delta)) }
            }
            return Node(leaf: leaf, offset: node.offset)
        }
        let cap = capacity(height - 1)
        var children = node.children
        let last = (local.upperBound - 1 - base) / cap
        for c in ((local.lowerBound - base) / cap)...last {
            children[c] = replaced(children[c], height: height - 1, base: base + c * cap, range: range, with: newElements, shift: shift, movingTheRestBy: delta)
        }
        if !delta.isZero {
            for c in (last + 1)..<children.count { children[c] = Node(wrapping: children[c], by: delta) }
        }
        return Node(children: children, offset: node.offset)
    }
}
