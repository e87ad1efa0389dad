import Foundation
import Tessera
import TesseraViewLayout

/// Where a bridged container put one child: its frame relative to the container's bounds, the
/// proposal the container placed it with (what the host proposes it in turn), and whether the
/// container hid it (`ViewThatFitsLayout`'s unchosen children: the host must draw nothing of it).
public struct HostedPlacement: Sendable, Hashable {
    /// The child's frame, relative to the container's bounds.
    public var frame: CGRect
    /// The proposal the Tessera container placed the child with (`.zero` for a hidden child).
    public var proposal: ProposedViewSize
    /// Whether the container hid the child.
    public var isHidden: Bool

    /// A placement of `frame`, made with `proposal`, hidden or not.
    public init(frame: CGRect, proposal: ProposedViewSize, isHidden: Bool) {
        self.frame = frame
        self.proposal = proposal
        self.isHidden = isHidden
    }
}

/// One layout value a host's view sets (SwiftUI's `layoutValue(key:value:)`), carried to the
/// bridged container's subview under a Tessera `LayoutValueKey`.
public struct HostedLayoutValue: Sendable {
    let apply: @Sendable (ViewNode) -> ViewNode

    /// The value `value` for `key`.
    public init<K: LayoutValueKey & SendableMetatype>(_ key: K.Type, _ value: K.Value) {
        apply = { $0.layoutValue(key: K.self, value: value) }
    }
}

/// The proposals a bridged container placed its children with in the pass in progress, one
/// per child (nil: not placed), written by each child's `ProposalRecordingLayout`.
final class PlacementProposals: Sendable {
    let proposals: LockedStorage<[ProposedViewSize?]>
    init(count: Int) { proposals = LockedStorage(Array(repeating: nil, count: count)) }
    func reset() { proposals.withLock { for i in $0.indices { $0[i] = nil } } }
    func record(_ proposal: ProposedViewSize, at index: Int) { proposals.withLock { $0[index] = proposal } }
    var all: [ProposedViewSize?] { proposals.withLock { $0 } }
}

/// One bridged child's wrapper, right around its measured leaf: answers with the child's size and places it with the proposal
/// it is given, noting that proposal (the host proposes the child exactly what the Tessera
/// container gave it, not its measured size).
struct ProposalRecordingLayout: TesseraViewLayout.Layout {
    let index: Int
    let record: PlacementProposals

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        subviews[0].sizeThatFits(proposal)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        record.record(proposal, at: index)
        subviews[0].place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
    }

}
