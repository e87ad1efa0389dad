import Foundation
import Tessera

// UNSAFE CODE: the layout pass's fields without dynamic exclusivity checks (docs/architecture.md,
// "Unsafe code"); the checks were a tenth of a layout.
//
// What is owned: the pass owns its buffers (`PassBuffer`s, see UnsafePassBuffer.swift) and its
// dictionaries; its `deinit` frees the buffers or hands them, emptied, to its storage.
// Exclusivity: the stored fields (`_nodes`, …) are `@exclusivity(unchecked)` and private to
// this file; everything else reaches each through the property of the same name without the
// underscore, whose `_read`/`_modify` yield the field in place (`stacks` and `stackAlgorithms`
// are read by value and set back whole: see their accessors). No access to a field spans a
// call out of the pass (a `Layout` method, a measured leaf's closure): each reads or writes and
// ends before the caller's code runs again, and the pass is used on one thread only
// (`checkAccess()`, ViewLayoutPass+Access.swift). So two accesses to a field never overlap,
// and the checks the compiler would make could never fail.
// No pointers: none is made here.

/// One layout of a view tree: the tree flattened into nodes, each with its layout cache, a
/// memo of the sizes it reported per proposal (SwiftUI measures a view once per proposal in a
/// pass), how often its leaf was measured, and the frame it was placed at.
///
/// The work is split by concern, one file each:
/// - `ViewLayoutPass+Flattening.swift`: the tree into `nodes` and `childIDs` (with the checks of
///   `ViewLayoutPass+Validation.swift` on the way);
/// - `ViewLayoutPass+Memo.swift`: sizes, spacings and guides, each computed once per proposal;
/// - `ViewLayoutPass+Placement.swift`: frames, and the leaves' placements for the result;
/// - `ViewLayoutPass+ChildNodes.swift`, `ViewLayoutPass+Stacks.swift`,
///   `ViewLayoutPass+BuiltInLayouts.swift`: the built-in layouts (stacks, flow, grid) laid out
///   by the pass itself, their children read straight from the nodes;
/// - `ViewLayoutPass+Access.swift`: who may use the pass, when (the proxies' checks).
///
/// Memory safety. The pass is reachable from the caller's code only through the proxies it
/// hands to `Layout` methods (`LayoutSubview`, `LayoutSubviews`, `ViewDimensions`), which hold
/// it strongly: it lives as long as any proxy does, so its storage is never read after it is
/// freed. Every proxy call first checks that the pass is still running, on this thread
/// (`checkAccess()`, in `ViewLayoutPass+Access.swift`), or stops the process with a message
/// saying so: a proxy kept past its layout call can neither race with the pass's thread nor
/// answer from a finished pass. Calls that reach a view while its own code runs are refused
/// too (`enter(_:)`), so no node's storage or cache is ever accessed twice at once.
///
/// Its mutable fields have no dynamic exclusivity checks (see the invariants at the top of
/// this file): each is reached through a property of the same name without the underscore.
final class ViewLayoutPass {
    /// The nodes in depth-first order (`PassBuffer`: no bounds, uniqueness or exclusivity checks).
    @exclusivity(unchecked) private var _nodes: PassBuffer<Node>
    /// Every container's children, each container's together (see `Container.firstChild`).
    @exclusivity(unchecked) private var _childIDs: PassBuffer<Int32>
    /// The sizing of each leaf that is not fixed, by `Node.index` (a fixed leaf's size is its
    /// `firstMemo`).
    @exclusivity(unchecked) private var _leafSizings: PassBuffer<ViewLeaf>
    /// Three more remembered sizes for each view asked more than one proposal (a stack's child
    /// is asked at ∞, at 0 and at its offer), from `Node.moreIndex`; made as views need them
    /// (this buffer grows during the layout: nothing keeps a pointer into it).
    @exclusivity(unchecked) private var _moreSizes: PassBuffer<SizeMemo>
    /// The proposals' keys a flexible leaf remembers besides `firstMemo` (its size for each is
    /// the proposal: `Node.firstMemo` holds the latest's), one or three from `Node.moreIndex`
    /// (`Flags.threeMoreKeys`); made as leaves need them (this buffer grows during the layout:
    /// nothing keeps a pointer into it).
    @exclusivity(unchecked) private var _moreKeys: PassBuffer<SIMD2<UInt64>>
    /// Sizes past the fourth and guides past the first, by node (made on first use: only views
    /// deep in trees of flexible frames and stacks are asked that many questions).
    @exclusivity(unchecked) private var _moreMemos: [Int: MoreMemo] = [:]
    /// The priorities other than 0 (`Flags.hasPriority`), by node: most views have none.
    @exclusivity(unchecked) private var _priorities: [Int: Double] = [:]
    /// Whether any view has a priority other than 0 (`priorities` is not empty).
    @exclusivity(unchecked) private var _hasPriorities = false
    /// How often each leaf computed its size, by node (empty until the first leaf computes it:
    /// a tree of fixed views never does).
    @exclusivity(unchecked) private var _measurementCounts: PassBuffer<Int32>
    /// The layout values of the views that set any (`Flags.hasValues`), by node.
    @exclusivity(unchecked) private var _layoutValues: [Int: [ObjectIdentifier: any Sendable]] = [:]
    /// Each container's first explicit guide answered (see `MoreMemo.guides`), by the
    /// container's `Node.index`: kept out of the nodes, which leaves make most of. Empty until
    /// the first guide asked, then filled with nils, one per container.
    @exclusivity(unchecked) private var _firstGuides: PassBuffer<FirstGuide?>
    /// The containers' layouts, caches, children and stack slots, by the container's `Node.index`.
    @exclusivity(unchecked) private var _containers: PassBuffer<Container>
    /// The number of containers (the count of `containers`).
    var containerCount: Int { containers.count }
    /// The built-in stacks the pass lays out itself, by `Container.stackIndex`.
    @exclusivity(unchecked) private var _stacks: PassBuffer<NativeStack>
    /// The built-in stacks' algorithms, each once however many stacks have it (`NativeStack.algorithm`).
    @exclusivity(unchecked) private var _stackAlgorithms: PassBuffer<StackAlgorithm>
    /// The latest slot in `stackAlgorithms` made or found per axis (-1: none yet), while flattening.
    @exclusivity(unchecked) private var _latestStackAlgorithms: (horizontal: Int32, vertical: Int32) = (-1, -1)
    /// Each built-in stack's child's offset across the axis in its stack's latest solution, at
    /// the child's place in `childIDs` (empty when the tree has no built-in stack).
    @exclusivity(unchecked) private var _stackOffsets: PassBuffer<CGFloat>
    /// The offers and sizes in their stack's latest solution of the children of built-in stacks
    /// whose children are not all fixed, each such stack's together from its `NativeStack.partsStart`.
    @exclusivity(unchecked) private var _stackParts: PassBuffer<StackAlgorithm.ChildSizes>
    /// The spacing after each child of a built-in stack with preferred spacing, at the child's
    /// place in `childIDs` (empty when no stack needs it).
    @exclusivity(unchecked) private var _stackSpacings: PassBuffer<CGFloat>
    /// Whether a built-in stack takes its children's preferred spacing (so `stackSpacings` is needed).
    @exclusivity(unchecked) private var _stacksPreferSpacing = false
    /// The number of leaves (the nodes flagged `isLeaf`, in depth-first order as the result
    /// lists them): every node is a leaf or a container.
    var leafCount: Int { nodes.count - containers.count }
    /// The containers whose layout made a cache (by their `Node.index`), emptied by `finish()`.
    @exclusivity(unchecked) private var _cachedContainers: [Int] = []
    /// Whether some view was hidden (`ViewThatFits`): results then need the slow walk.
    @exclusivity(unchecked) private var _hidesViews = false
    /// Whether the tree has a bad value or is too deep (`ViewNode.validate()` says which and
    /// where); the nodes past it were not added.
    @exclusivity(unchecked) private var _isInvalid = false
    /// Spacing preferences answered, by node: kept out of the nodes (a `ViewSpacing` is larger
    /// than the rest of a node) as only stacks with their default spacing ask for them.
    @exclusivity(unchecked) private var _spacings: [Int: ViewSpacing] = [:]
    /// While set, `place` records placements here instead of performing them (AnyLayout's interpolation).
    @exclusivity(unchecked) private var _recording: [Int: (position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize)]?
    /// Whether the layout call that made the pass has returned (see `checkAccess()`).
    @exclusivity(unchecked) private var _isFinished = false
    /// The thread the pass runs on: the only one that may use it (see `checkAccess()`).
    let ownerThread = pthread_self()

    let layoutDirection: LayoutDirection
    /// The display's pixel grid, for layouts that round to it as their collection layouts do.
    let pixelGrid: PixelGrid
    /// Where the pass's buffers go back to when it is freed (see `ViewLayoutStorage`), if anywhere.
    let storage: ViewLayoutStorage?

    init(root: ViewNode, layoutDirection: LayoutDirection = .leftToRight, displayScale: CGFloat = 1, storage: ViewLayoutStorage? = nil) {
        self.layoutDirection = layoutDirection
        pixelGrid = PixelGrid(scale: displayScale)
        self.storage = storage
        // Sized by following first children down (exact for uniform trees such as a row, a
        // column of rows or a full tree): each growth is another large allocation and copy, and
        // glibc answers large ones with fresh pages to fault in. Kept buffers are used again.
        let (capacity, containerCapacity) = root.estimatedCounts
        var buffers = storage?.take() ?? Buffers(capacity: capacity, containerCapacity: containerCapacity)
        buffers.reserve(capacity: capacity, containerCapacity: containerCapacity)
        unsafe _nodes = buffers.nodes
        unsafe _childIDs = buffers.childIDs
        unsafe _leafSizings = buffers.leafSizings
        unsafe _moreSizes = buffers.moreSizes
        unsafe _moreKeys = buffers.moreKeys
        unsafe _containers = buffers.containers
        unsafe _stacks = buffers.stacks
        unsafe _stackAlgorithms = buffers.stackAlgorithms
        unsafe _stackOffsets = buffers.stackOffsets
        unsafe _stackParts = buffers.stackParts
        unsafe _stackSpacings = buffers.stackSpacings
        unsafe _firstGuides = buffers.firstGuides
        unsafe _measurementCounts = buffers.measurementCounts
        _ = root.withBorrowedView { add($0, stackAxis: [], depth: 0) }
        // Room for the second to fourth sizes of every view (grid cells and flexible stack
        // children are asked three proposals), as each growth is a copy; none when every view
        // is fixed (asked once whatever the proposal), so that such a tree takes no room it
        // never uses.
        if nodes.count > 0, !nodes[0].isFixed {
            moreSizes.reserve(nodes.count * 3)
            moreKeys.reserve(nodes.count * 3)
        }
        // Child numbers are kept in 32 bits (written unchecked while flattening: this is the
        // check, before any is read).
        guard nodes.count <= Int32.max else { fatalError("a view tree of more than 2^31 views") }
        // How often each leaf computes its size: none ever does when every view is fixed (a
        // fixed leaf's size is known from the start), so such a tree takes no room for counts.
        if nodes.count > 0, !nodes[0].isFixed { _ = measurementCounts.append(repeating: 0, count: nodes.count) }
        // Still building: the stacks' offsets are sized to the finished child list, once.
        if stacks.count > 0 {
            _ = stackOffsets.append(repeating: 0, count: childIDs.count)
            if stacksPreferSpacing { _ = stackSpacings.append(repeating: 0, count: childIDs.count) }
        }
    }

    /// Ends the pass: any later use of its proxies stops the process (see `checkAccess()`). The
    /// layouts' caches go: a cache that keeps its subviews (as SwiftUI layouts may) holds the
    /// pass, which holds the cache, and that cycle would never be freed.
    func finish() {
        isFinished = true
        for container in cachedContainers { containers[container].cache = nil }
        cachedContainers = []
    }

    /// Hands the buffers to the storage, emptied, or frees them. Only here: while any proxy
    /// holds the pass (its `LayoutSubviews` read `childIDs`), the pass is not freed.
    deinit {
        var buffers = Buffers(
            nodes: nodes, childIDs: childIDs, leafSizings: leafSizings, moreSizes: moreSizes, moreKeys: moreKeys, containers: containers, stacks: stacks,
            stackAlgorithms: stackAlgorithms, stackOffsets: stackOffsets, stackParts: stackParts, stackSpacings: stackSpacings, firstGuides: firstGuides,
            measurementCounts: measurementCounts)
        if let storage {
            let usedBytes = buffers.usedBytes, viewCount = buffers.nodes.count
            buffers.removeAll()
            storage.keep(buffers, usedBytes: usedBytes, viewCount: viewCount)
        } else {
            buffers.free()
        }
    }

    func subviews(of node: Int) -> LayoutSubviews {
        let container = Int(nodes[node].index)
        return LayoutSubviews(pass: self, firstChild: Int(containers[container].firstChild), range: 0..<Int(containers[container].childCount))
    }

    /// The value the view set for `key`, or the key's default.
    func layoutValue<K: LayoutValueKey>(of node: Int, _ key: K.Type) -> K.Value {
        guard nodes[node].flags.contains(.hasValues), let values = layoutValues[node] else { return K.defaultValue }
        return ViewTraits(values: values).value(for: key)
    }

    /// The view's layout priority.
    @inline(__always) func priority(of node: Int) -> Double {
        hasPriorities && nodes[node].flags.contains(.hasPriority) ? priorities[node] ?? 0 : 0
    }

    /// Counts one computation of the leaf's size.
    @inline(__always) func countMeasurement(of node: Int) {
        // In range: the counts are made in `init`, one per node, unless every view is fixed, and
        // a fixed leaf's size is known from the start (never computed). (`PassBuffer` checks
        // the index in debug builds; the fast paths cannot afford more.)
        measurementCounts[node] &+= 1
    }

    /// How often the leaf computed its size.
    func measurements(of node: Int) -> Int32 { measurementCounts.count == 0 ? 0 : measurementCounts[node] }

    /// Where the node's children's node numbers are in `childIDs`.
    func childRange(of node: Int) -> Range<Int> {
        let container = Int(nodes[node].index)
        let first = Int(containers[container].firstChild)
        return first..<first + Int(containers[container].childCount)
    }
}

// The fields, each yielded in place but `stacks` (see the top of this file).
extension ViewLayoutPass {
    var nodes: PassBuffer<Node> {
        _read { yield unsafe _nodes }
        _modify { yield &(unsafe _nodes) }
    }
    var childIDs: PassBuffer<Int32> {
        _read { yield unsafe _childIDs }
        _modify { yield &(unsafe _childIDs) }
    }
    var leafSizings: PassBuffer<ViewLeaf> {
        _read { yield unsafe _leafSizings }
        _modify { yield &(unsafe _leafSizings) }
    }
    var moreSizes: PassBuffer<SizeMemo> {
        _read { yield unsafe _moreSizes }
        _modify { yield &(unsafe _moreSizes) }
    }
    var moreKeys: PassBuffer<SIMD2<UInt64>> {
        _read { yield unsafe _moreKeys }
        _modify { yield &(unsafe _moreKeys) }
    }
    var priorities: [Int: Double] {
        _read { yield unsafe _priorities }
        _modify { yield &(unsafe _priorities) }
    }
    var hasPriorities: Bool {
        _read { yield unsafe _hasPriorities }
        _modify { yield &(unsafe _hasPriorities) }
    }
    var measurementCounts: PassBuffer<Int32> {
        _read { yield unsafe _measurementCounts }
        _modify { yield &(unsafe _measurementCounts) }
    }
    var moreMemos: [Int: MoreMemo] {
        _read { yield unsafe _moreMemos }
        _modify { yield &(unsafe _moreMemos) }
    }
    var layoutValues: [Int: [ObjectIdentifier: any Sendable]] {
        _read { yield unsafe _layoutValues }
        _modify { yield &(unsafe _layoutValues) }
    }
    var firstGuides: PassBuffer<FirstGuide?> {
        _read { yield unsafe _firstGuides }
        _modify { yield &(unsafe _firstGuides) }
    }
    var containers: PassBuffer<Container> {
        _read { yield unsafe _containers }
        _modify { yield &(unsafe _containers) }
    }
    // Read by value, not yielded: the stacks' state is read from inside `StackAlgorithm`'s
    // specialisations, where the read coroutine was not inlined and allocated its frame on the
    // heap (a malloc and a free per stack question: column-10000 28.6 M → 24.9 M instructions).
    // A copy of a `PassBuffer` is its address and counts; an element is written through the
    // address (`nonmutating`), so writes need no write-back either.
    var stacks: PassBuffer<NativeStack> {
        @inline(__always) get { unsafe _stacks }
        @inline(__always) set { unsafe _stacks = newValue }
    }
    // Read by value too (as `stacks`), and set back whole when appended to.
    var stackAlgorithms: PassBuffer<StackAlgorithm> {
        @inline(__always) get { unsafe _stackAlgorithms }
        @inline(__always) set { unsafe _stackAlgorithms = newValue }
    }
    var latestStackAlgorithms: (horizontal: Int32, vertical: Int32) {
        _read { yield unsafe _latestStackAlgorithms }
        _modify { yield &(unsafe _latestStackAlgorithms) }
    }
    var stackOffsets: PassBuffer<CGFloat> {
        _read { yield unsafe _stackOffsets }
        _modify { yield &(unsafe _stackOffsets) }
    }
    var stackParts: PassBuffer<StackAlgorithm.ChildSizes> {
        _read { yield unsafe _stackParts }
        _modify { yield &(unsafe _stackParts) }
    }
    var stackSpacings: PassBuffer<CGFloat> {
        _read { yield unsafe _stackSpacings }
        _modify { yield &(unsafe _stackSpacings) }
    }
    var stacksPreferSpacing: Bool {
        _read { yield unsafe _stacksPreferSpacing }
        _modify { yield &(unsafe _stacksPreferSpacing) }
    }
    var cachedContainers: [Int] {
        _read { yield unsafe _cachedContainers }
        _modify { yield &(unsafe _cachedContainers) }
    }
    var hidesViews: Bool {
        _read { yield unsafe _hidesViews }
        _modify { yield &(unsafe _hidesViews) }
    }
    var isInvalid: Bool {
        _read { yield unsafe _isInvalid }
        _modify { yield &(unsafe _isInvalid) }
    }
    var spacings: [Int: ViewSpacing] {
        _read { yield unsafe _spacings }
        _modify { yield &(unsafe _spacings) }
    }
    var recording: [Int: (position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize)]? {
        _read { yield unsafe _recording }
        _modify { yield &(unsafe _recording) }
    }
    var isFinished: Bool {
        _read { yield unsafe _isFinished }
        _modify { yield &(unsafe _isFinished) }
    }
}
