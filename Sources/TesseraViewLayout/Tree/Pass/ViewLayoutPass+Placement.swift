import Foundation
import Tessera

extension ViewLayoutPass {
    /// Places the view so that its `anchor` lies at `position`, sized for `proposal`, then has
    /// its layout place its children (each child it leaves unplaced is centred at its ideal size).
    func place(_ node: Int, at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
        if recording != nil {
            recording![node] = (position, anchor, proposal)
            return
        }
        let size = sizeThatFits(node, proposal)
        let frame = CGRect(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height, width: size.width, height: size.height)
        place(node, in: frame, proposal: proposal)
    }

    /// Places the view in `frame`, its bounds whatever its size for `proposal` (a host's
    /// `placeSubviews(in:proposal:)` may give a container bounds of another size than it
    /// answered), then has its layout place its children in them.
    func place(_ node: Int, in frame: CGRect, proposal: ProposedViewSize) {
        nodes[node].frame = frame
        nodes[node].flags.insert(.isPlaced)
        guard !nodes[node].isLeaf else { return }
        let container = Int(nodes[node].index)
        let isStack = containers[container].stackIndex >= 0
        // A built-in stack, or a flow, places every child: no need to look for one left unplaced.
        if isStack || containers[container].builtIn.placesEveryChild {
            enter(node)
            if isStack { placeStack(node, in: frame, proposal) } else { placeChildren(of: node, in: frame, proposal) }
            leave(node)
            return
        }
        let children = childRange(of: node)
        for k in children { nodes[Int(childIDs[k])].flags.remove(.isPlaced) }
        enter(node)
        placeChildren(of: node, in: frame, proposal)
        leave(node)
        // SwiftUI centres a subview its container did not place, at its ideal size.
        for k in children {
            let child = Int(childIDs[k])
            if !nodes[child].flags.contains(.isPlaced) && !nodes[child].isHidden {
                place(child, at: CGPoint(x: frame.midX, y: frame.midY), anchor: .center, proposal: .unspecified)
            }
        }
    }

    /// Whether the view's size is known to be the same for every proposal (see `Node.isFixed`).
    func isFixed(_ node: Int) -> Bool { nodes[node].isFixed }

    /// Whether the view takes any proposal as its size (see `Node.takesProposal`).
    func takesProposal(_ node: Int) -> Bool { nodes[node].takesProposal }

    func hide(_ node: Int) {
        nodes[node].flags.insert(.isHidden)
        hidesViews = true
    }

    /// Each leaf's frame and whether it is hidden, in depth-first order. A leaf that was never
    /// placed (inside a hidden view) gets an empty frame at the origin of its nearest placed ancestor.
    func leafPlacements() -> [(frame: CGRect, isHidden: Bool)] {
        var out: [(frame: CGRect, isHidden: Bool)] = []
        out.reserveCapacity(leafCount)
        func walk(_ node: Int, hidden: Bool, fallback: CGPoint) {
            let hidden = hidden || nodes[node].isHidden
            let frame = hidden || !nodes[node].flags.contains(.isPlaced) ? nil : nodes[node].frame
            let origin = frame?.origin ?? fallback
            if nodes[node].isLeaf {
                out.append((frame ?? CGRect(origin: origin, size: .zero), hidden))
            } else {
                for k in childRange(of: node) { walk(Int(childIDs[k]), hidden: hidden, fallback: origin) }
            }
        }
        walk(0, hidden: false, fallback: .zero)
        return out
    }
}
