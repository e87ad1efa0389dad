import Foundation
import Tessera

extension ViewLayoutPass {
    /// Adds `view` and its subtree, `depth` containers below the root's level (as
    /// `ViewNode.validate()` counts them), checking each node as `validate()` does; at the
    /// first bad one it sets `isInvalid` and adds nothing more. Runs only from `init`: the
    /// one time `nodes` and `childIDs` grow (see `PassBuffer`).
    func add(_ view: ViewNode, stackAxis: Axis?, depth: Int) -> Int {
        let id = nodes.count
        let priority = view.traits.priority
        let values = view.traits.values.isEmpty ? nil : view.traits.values
        if Self.refuses(priority: priority) {
            isInvalid = true
            return id
        }
        switch view.content {
        case .leaf(let leaf):
            if Self.refuses(leaf) {
                isInvalid = true
                return id
            }
            nodes.append(Node(layout: nil, leaf: leaf, layoutValues: values, stackAxis: stackAxis, leafIndex: leafNodes.count, isLeaf: true, isSpacer: leaf.isSpacer, priority: priority))
            if case .fixed(let size) = leaf {
                // Answered from the memo for every proposal, without reading the leaf.
                nodes[id].isFixed = true
                nodes[id].firstMemo = (.unspecified, size)
            }
            if case .flexible = leaf { nodes[id].takesProposal = true }
            leafNodes.append(id)
        case .container(let container):
            // Recursion once per level: the depth is checked here before going deeper.
            let layout = container.layout
            let count = container.children.count
            if Self.refuses(layout, childCount: count, depth: depth) {
                isInvalid = true
                return id
            }
            let first = childIDs.append(repeating: 0, count: count)
            nodes.append(Node(
                layout: layout, leaf: .flexible, firstChild: Int32(first), childCount: Int32(count), containerIndex: Int32(containerCount),
                layoutValues: values, stackAxis: stackAxis, priority: priority))
            containerCount += 1
            let childAxis = container.isModifier ? stackAxis : layout.dynamicLayoutProperties.stackOrientation
            var allFixed = true
            // Children read in place: no copy (and retain) of each.
            container.children.withUnsafeBufferPointer { children in
                for k in 0..<count {
                    let childID = add(children[k], stackAxis: childAxis, depth: depth + 1)
                    if isInvalid { return }
                    allFixed = allFixed && nodes[childID].isFixed
                    childIDs[first + k] = childID
                }
            }
            if isInvalid { return id }
            nodes[id].isFixed = allFixed && Self.isFixedWhenChildrenAre(layout)
        }
        return id
    }

    /// Whether `layout`'s size depends on its children's sizes alone, never on its proposal,
    /// and it runs no code of the caller's: the built-in stacks.
    private static func isFixedWhenChildrenAre(_ layout: any Layout) -> Bool {
        let type = type(of: layout)
        return type == HStackLayout.self || type == VStackLayout.self || type == ZStackLayout.self
    }
}
