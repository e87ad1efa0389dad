import Foundation
import Tessera

extension ViewLayoutPass {
    /// One view of the flattened tree, with what the pass remembers of it: only what a size
    /// question or a placement of any view reads, 80 bytes and no references, so that a pass
    /// over a row of 100,000 views streams through little memory and frees it with no
    /// per-node work. What only some views have lives beside the nodes: a container's layout,
    /// cache and children (`Container`), a leaf's sizing unless it is fixed (`leafSizings`),
    /// sizes past the first (`moreSizes`, `moreKeys`, `moreMemos`), layout values (`layoutValues`), a
    /// priority other than 0 (`priorities`), how often a leaf computed its size
    /// (`measurementCounts`).
    struct Node {
        /// The latest size remembered (most views are asked one proposal only, and a view asked
        /// several is often asked the same one twice in a row); a fixed view's size, whatever
        /// the proposal.
        var firstMemo = SizeMemo.empty
        /// Where the view was placed (valid once `Flags.isPlaced`).
        var frame = CGRect.zero
        /// How often the view was asked its size (wrapping: a count).
        var sizeQueries: Int32 = 0
        /// A container's slot in `containers` (and `firstGuides`); a leaf's in `leafSizings`
        /// unless it is fixed; else -1.
        var index: Int32 = -1
        /// The first of the view's three slots in `moreSizes` (the three sizes it remembers
        /// besides `firstMemo`); a flexible leaf's first slot in `moreKeys` (the one or three
        /// proposals it remembers besides `firstMemo`, `Flags.threeMoreKeys`); or -1.
        var moreIndex: Int32 = -1
        var flags: Flags = []

        /// A node: `flags` with its stack orientation's (`Flags(stackAxis:)`).
        init(firstMemo: SizeMemo = .empty, index: Int32 = -1, flags: Flags) {
            self.firstMemo = firstMemo
            self.index = index
            self.flags = flags
        }

        @inline(__always) var isLeaf: Bool { flags.contains(.isLeaf) }
        @inline(__always) var isFixed: Bool { flags.contains(.isFixed) }
        @inline(__always) var isSpacer: Bool { flags.contains(.isSpacer) }
        @inline(__always) var takesProposal: Bool { flags.contains(.takesProposal) }
        @inline(__always) var isHidden: Bool { flags.contains(.isHidden) }
        /// The stack orientation of the container around this view (what a Spacer expands along).
        @inline(__always) var stackAxis: Axis? {
            flags.contains(.inHorizontalStack) ? .horizontal : flags.contains(.inVerticalStack) ? .vertical : nil
        }
    }

    /// What a node is and what has happened to it, one bit each.
    struct Flags: OptionSet {
        let rawValue: UInt16
        static let isLeaf = Flags(rawValue: 1 << 0)
        static let isSpacer = Flags(rawValue: 1 << 1)
        /// The view's size is the same for every proposal and nothing in it runs code that
        /// could tell proposals apart: a fixed leaf, or a built-in stack of such views. Its size
        /// is measured once and its flexibility (0) is known without probing.
        static let isFixed = Flags(rawValue: 1 << 2)
        /// A leaf that takes whatever it is proposed (`rect`): at proposal ∞ it is ∞ long, so its
        /// flexibility is known without measuring it.
        static let takesProposal = Flags(rawValue: 1 << 3)
        /// The view's own code (its layout's methods, a measured leaf's closure) is running: a
        /// call that reaches the view again before it returns is a cycle, refused (see
        /// `ViewLayoutPass.enter(_:)`).
        static let isRunning = Flags(rawValue: 1 << 4)
        static let isHidden = Flags(rawValue: 1 << 5)
        /// `Node.frame` holds where the view was placed.
        static let isPlaced = Flags(rawValue: 1 << 6)
        /// The view set layout values (in `layoutValues`).
        static let hasValues = Flags(rawValue: 1 << 7)
        /// The view's priority is not 0 (it is in `priorities`).
        static let hasPriority = Flags(rawValue: 1 << 8)
        /// The container around the view is a horizontal stack (its `stackAxis`).
        static let inHorizontalStack = Flags(rawValue: 1 << 9)
        /// The container around the view is a vertical stack (its `stackAxis`).
        static let inVerticalStack = Flags(rawValue: 1 << 10)
        /// A flexible leaf remembers three proposals' keys in `moreKeys` (else one, if any).
        static let threeMoreKeys = Flags(rawValue: 1 << 11)

        init(rawValue: UInt16) { self.rawValue = rawValue }

        /// The flag of a stack orientation (none for nil).
        @inline(__always) init(stackAxis: Axis?) {
            switch stackAxis {
            case .horizontal: self = .inHorizontalStack
            case .vertical: self = .inVerticalStack
            case nil: self = []
            }
        }
    }

    /// One remembered size, by its proposal's key (`ProposalSizeTable.key`: -0 and 0 are one
    /// question, so are any two NaNs).
    struct SizeMemo {
        var key: SIMD2<UInt64>
        var size: CGSize

        /// No size remembered: a key no proposal has.
        @inline(__always) static var empty: SizeMemo { SizeMemo(key: ProposalSizeTable.emptyKey, size: .zero) }
        @inline(__always) var isEmpty: Bool { key.x == ProposalSizeTable.emptyKey.x }
    }

    /// What a container has besides its node: its layout and the layout's cache, a
    /// `LayoutCacheBox` of its `Cache` (made on first use; a built-in stack makes none); its
    /// children, `childCount` node numbers from `firstChild` in the pass's flat child list (no
    /// array per container: nothing to allocate, copy or free); and its slot in `stacks` if it
    /// is a built-in stack the pass lays out itself (see `ViewLayoutPass+Stacks.swift`), or -1;
    /// which other built-in layout it is, if one (`ViewLayoutPass+BuiltInLayouts.swift`); and
    /// what its children are, known once they are flattened.
    struct Container {
        /// The container's view, held for its layout (a reference, not the 40-byte existential).
        let view: ViewContainer
        /// The container's layout.
        @inline(__always) var layout: any Layout { view.layout }
        var cache: AnyObject?
        var firstChild: Int32
        var childCount: Int32
        var stackIndex: Int32
        var builtIn: BuiltInLayout
        var childKinds: ChildKinds = .any
    }

    /// The built-in layouts besides the stacks that the pass lays out itself, asking their
    /// children without proxies (see `ViewLayoutPass+BuiltInLayouts.swift`).
    enum BuiltInLayout: UInt8 {
        /// None: the layout is asked through the `Layout` protocol (or is a stack).
        case none
        case flow
        case grid
    }

    /// What a container's children are, as far as the pass reads them differently.
    enum ChildKinds: UInt8 {
        /// Any views: asked through the pass (`ChildNodes`).
        case any
        /// Each a fixed leaf or a leaf that takes its proposal, at least one the latter
        /// (`SimpleLeafChildNodes<FixedOrFlexibleLeaves>`).
        case fixedOrFlexibleLeaves
        /// Each a fixed leaf (`SimpleLeafChildNodes<FixedLeaves>`).
        case fixedLeaves
    }
}
