import Foundation
import Tessera

extension ViewLayoutPass {
    /// A container's first explicit guide answered: the guide, the proposal and its value.
    typealias FirstGuide = (key: AlignmentKey, proposal: ProposedViewSize, value: CGFloat?)

    /// Every buffer a pass allocates by the node or by the container, together: what a pass
    /// starts from and what it leaves behind, emptied, for a `ViewLayoutStorage` to hand to the
    /// next pass (so that laying the same screen out again allocates and faults in nothing new).
    ///
    /// Owned by one pass or one storage at a time (see `PassBuffer`'s invariants): handed on
    /// whole, never used by two. `@unchecked Sendable` because a storage may take it back from
    /// a pass freed on another thread; it crosses threads only under the storage's lock.
    struct Buffers: @unchecked Sendable {
        var nodes: PassBuffer<Node>
        var childIDs: PassBuffer<Int>
        var leafSizings: PassBuffer<ViewLeaf>
        var moreSizes: PassBuffer<SizeMemo>
        var containers: PassBuffer<Container>
        var stacks: PassBuffer<NativeStack>
        var stackParts: PassBuffer<StackAlgorithm.Child>
        var stackSpacings: PassBuffer<CGFloat>
        var firstGuides: PassBuffer<FirstGuide?>

        /// New buffers for a tree of about `capacity` views, `containerCapacity` of them containers.
        init(capacity: Int, containerCapacity: Int) {
            nodes = PassBuffer(capacity: capacity)
            childIDs = PassBuffer(capacity: capacity)
            leafSizings = PassBuffer(capacity: 16)
            moreSizes = PassBuffer(capacity: 16)
            containers = PassBuffer(capacity: containerCapacity)
            stacks = PassBuffer(capacity: containerCapacity)
            stackParts = PassBuffer(capacity: 1)
            stackSpacings = PassBuffer(capacity: 1)
            firstGuides = PassBuffer(capacity: 1)
        }

        init(
            nodes: PassBuffer<Node>, childIDs: PassBuffer<Int>, leafSizings: PassBuffer<ViewLeaf>, moreSizes: PassBuffer<SizeMemo>, containers: PassBuffer<Container>, stacks: PassBuffer<NativeStack>,
            stackParts: PassBuffer<StackAlgorithm.Child>, stackSpacings: PassBuffer<CGFloat>, firstGuides: PassBuffer<FirstGuide?>
        ) {
            self.nodes = nodes
            self.childIDs = childIDs
            self.leafSizings = leafSizings
            self.moreSizes = moreSizes
            self.containers = containers
            self.stacks = stacks
            self.stackParts = stackParts
            self.stackSpacings = stackSpacings
            self.firstGuides = firstGuides
        }

        /// Makes room for a tree of about `capacity` views, `containerCapacity` of them containers.
        mutating func reserve(capacity: Int, containerCapacity: Int) {
            nodes.reserve(capacity)
            childIDs.reserve(capacity)
            // (Room for `moreSizes` is made once the tree is flattened: see `ViewLayoutPass.init`.)
            containers.reserve(containerCapacity)
            stacks.reserve(containerCapacity)
        }

        /// Empties every buffer, keeping its storage: nothing of the finished pass (no caller's
        /// closure, layout or value) stays alive in a kept buffer.
        mutating func removeAll() {
            nodes.removeAll()
            childIDs.removeAll()
            leafSizings.removeAll()
            moreSizes.removeAll()
            containers.removeAll()
            stacks.removeAll()
            stackParts.removeAll()
            stackSpacings.removeAll()
            firstGuides.removeAll()
        }

        /// The bytes the buffers hold.
        var allocatedBytes: Int {
            nodes.allocatedBytes + childIDs.allocatedBytes + leafSizings.allocatedBytes + moreSizes.allocatedBytes + containers.allocatedBytes + stacks.allocatedBytes + stackParts.allocatedBytes
                + stackSpacings.allocatedBytes + firstGuides.allocatedBytes
        }

        /// Frees every buffer: once, by their last owner.
        func free() {
            nodes.free()
            childIDs.free()
            leafSizings.free()
            moreSizes.free()
            containers.free()
            stacks.free()
            stackParts.free()
            stackSpacings.free()
            firstGuides.free()
        }
    }
}
