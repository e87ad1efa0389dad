import Foundation
import Tessera

// The tree is read in place, not copied (a copy of a view retains and releases its content and
// its layout values: a fifth of a column's layout): each view is lent as a `BorrowedView`
// (`BorrowedView`) for the length of the `add` call it is passed to.

extension ViewLayoutPass {
    /// Adds `view` and its subtree, `depth` containers below the root's level (as
    /// `ViewNode.validate()` counts them), checking each node as `validate()` does; at the
    /// first bad one it sets `isInvalid` and adds nothing more. Runs only from `init`: the
    /// one time `nodes` and `childIDs` grow (see `PassBuffer`). `stackAxis` is the flag of the
    /// stack orientation around it (`Flags(stackAxis:)`, made once per container).
    func add(_ view: BorrowedView, stackAxis: Flags, depth: Int) -> Int {
        let id = nodes.count
        let priority = view.node.traits.priority
        if Self.refuses(priority: priority) {
            isInvalid = true
            return id
        }
        // Fixed and flexible leaves (most leaves of large trees), read without copying the
        // view's content; their sizes need no sizing kept (see `leafSizing(of:)`).
        if case .leaf(.fixed(let size)) = view.node.content, ViewLeaf.isGoodFixedSize(size) {
            addSimpleLeaf(of: view, flags: [.isLeaf, .isFixed], firstMemo: SizeMemo(key: ProposalSizeTable.key(.unspecified), size: size), stackAxis: stackAxis, priority: priority)
            return id
        }
        if case .leaf(.flexible) = view.node.content {
            addSimpleLeaf(of: view, flags: [.isLeaf, .takesProposal], firstMemo: .empty, stackAxis: stackAxis, priority: priority)
            return id
        }
        switch view.node.content {
        case .leaf(let leaf):
            if Self.refuses(leaf) {
                isInvalid = true
                return id
            }
            addLeaf(leaf, of: view, stackAxis: stackAxis, priority: priority)
        case .container(let container):
            addContainer(container, of: view, stackAxis: stackAxis, priority: priority, depth: depth)
        }
        return id
    }

    /// Adds a leaf node with its facts (`flags`), its first memo and its slot in `leafSizings`.
    @inline(__always) private func addSimpleLeaf(of view: BorrowedView, flags: Flags, firstMemo: SizeMemo, index: Int32 = -1, stackAxis: Flags, priority: Double) {
        var node = Node(firstMemo: firstMemo, index: index, flags: flags.union(stackAxis))
        if view.node.traits.hasValues {
            node.flags.insert(.hasValues)
            layoutValues[nodes.count] = view.node.traits.values
        }
        if priority != 0 {
            node.flags.insert(.hasPriority)
            priorities[nodes.count] = priority
            hasPriorities = true
        }
        nodes.append(node)
    }

    /// Adds a leaf whose size must be computed (a text, a spacer, a measured leaf): its sizing is
    /// kept beside the nodes. (Fixed and flexible leaves are added by `add` directly.)
    private func addLeaf(_ leaf: ViewLeaf, of view: BorrowedView, stackAxis: Flags, priority: Double) {
        let index = Int32(leafSizings.count)
        leafSizings.append(leaf)
        addSimpleLeaf(of: view, flags: leaf.isSpacer ? [.isLeaf, .isSpacer] : .isLeaf, firstMemo: .empty, index: index, stackAxis: stackAxis, priority: priority)
    }

    /// Adds a container and its subtree (recursion once per level: the depth is checked here
    /// before going deeper).
    private func addContainer(_ container: ViewContainer, of view: BorrowedView, stackAxis: Flags, priority: Double, depth: Int) {
        let id = nodes.count
        let count = container.children.count
        // Everything the pass needs to know of the layout's type, from one look at it.
        let facts = container.layout.facts
        if facts.isRefused || Self.refuses(childCount: count, depth: depth) {
            isInvalid = true
            return
        }
        let first = childIDs.append(repeating: 0, count: count)
        var stackIndex: Int32 = -1
        if let algorithm = facts.stackAlgorithm {
            stackIndex = Int32(stacks.count)
            stacksPreferSpacing = stacksPreferSpacing || algorithm.spacing == nil
            stacks.append(NativeStack(algorithm: stackAlgorithmSlot(algorithm), uniformSpacing: algorithm.spacing, count: count))
        }
        var node = Node(index: Int32(containers.count), flags: stackAxis)
        if view.node.traits.hasValues {
            node.flags.insert(.hasValues)
            layoutValues[id] = view.node.traits.values
        }
        if priority != 0 {
            node.flags.insert(.hasPriority)
            priorities[id] = priority
            hasPriorities = true
        }
        nodes.append(node)
        containers.append(Container(view: container, firstChild: Int32(first), childCount: Int32(count), stackIndex: stackIndex, builtIn: facts.builtIn))
        let childAxis = container.isModifier ? stackAxis : Flags(stackAxis: facts.stackOrientation)
        // The flags every child has (read once per child), and whether each is a fixed leaf or
        // one that takes its proposal.
        var common: Flags = [.isFixed, .isLeaf]
        var allSimple = true
        // Children read in place: no copy (and retain) of each.
        container.withBorrowedChildren { children in
            for k in 0..<count {
                let childID = add(children[k], stackAxis: childAxis, depth: depth + 1)
                if isInvalid { return }
                let flags = nodes[childID].flags
                common.formIntersection(flags)
                allSimple = allSimple && !flags.isDisjoint(with: [.isFixed, .takesProposal])
                childIDs[first + k] = Int32(truncatingIfNeeded: childID)
            }
        }
        if isInvalid { return }
        if common.contains(.isFixed) && facts.isFixedWhenChildrenAre { nodes[id].flags.insert(.isFixed) }
        let allFixedLeaves = common.contains(.isLeaf) && common.contains(.isFixed)
        if common.contains(.isLeaf) && allSimple {
            containers[Int(nodes[id].index)].childKinds = allFixedLeaves ? .fixedLeaves : .fixedOrFlexibleLeaves
        }
        // A stack keeps its children's offers and sizes unless every child is fixed (its
        // children are then read as all fixed: `LayoutChildren.areAllFixed`).
        if stackIndex >= 0 && !nodes[id].isFixed && !allFixedLeaves {
            stacks[Int(stackIndex)].partsStart = Int32(truncatingIfNeeded: stackParts.append(repeating: .zero, count: count))
        }
    }
}

/// What the layout pass needs to know of a container's layout, worked out once as it flattens
/// the tree (see `Layout.facts`).
struct ContainerLayoutFacts {
    /// Whether the layout holds a bad value (`ViewNode.validate()` says which).
    var isRefused: Bool
    /// The algorithm of the built-in stack the pass lays out itself, if it is one.
    var stackAlgorithm: StackAlgorithm?
    /// The stack orientation its children see (what a Spacer in it expands along).
    var stackOrientation: Axis?
    /// Whether its size depends on its children's sizes alone, never on its proposal, and it
    /// runs no code of the caller's: the built-in stacks.
    var isFixedWhenChildrenAre: Bool
    /// Which other built-in layout the pass lays out itself, if one.
    var builtIn: ViewLayoutPass.BuiltInLayout = .none
}

extension Layout {
    /// The pass's facts about this layout, from one opening of the existential (each separate
    /// question about a layout in an `any Layout` opens and copies it again).
    var facts: ContainerLayoutFacts {
        if let stack = exactly(HStackLayout.self) {
            return ContainerLayoutFacts(isRefused: stack.validationIssue != nil, stackAlgorithm: stack.algorithm, stackOrientation: .horizontal, isFixedWhenChildrenAre: true)
        }
        if let stack = exactly(VStackLayout.self) {
            return ContainerLayoutFacts(isRefused: stack.validationIssue != nil, stackAlgorithm: stack.algorithm, stackOrientation: .vertical, isFixedWhenChildrenAre: true)
        }
        return ContainerLayoutFacts(
            isRefused: validation?.issue != nil, stackAlgorithm: nil, stackOrientation: dynamicLayoutProperties.stackOrientation,
            isFixedWhenChildrenAre: Self.self == ZStackLayout.self,
            builtIn: Self.self == FlowLayout.self ? .flow : Self.self == GridLayout.self ? .grid : .none)
    }
}
