import Foundation
import Tessera

/// A horizontal strip of `count` cells `itemWidth` wide, `spacing` apart, after a leading inset,
/// in a container `container` wide and 200 tall; content ends with the same inset.
func stripSnapshot(count: Int, itemWidth: CGFloat, spacing: CGFloat, inset: CGFloat, container: CGFloat = 300) -> LayoutSnapshot {
    var b = LayoutSnapshotBuilder(environment: LayoutEnvironment(containerSize: CGSize(width: container, height: 200)), scrollDirection: .horizontal)
    b.startSection()
    for i in 0..<count {
        b.addCell(frame: CGRect(x: inset + CGFloat(i) * (itemWidth + spacing), y: 0, width: itemWidth, height: 200))
    }
    let width = 2 * inset + CGFloat(count) * itemWidth + CGFloat(max(count - 1, 0)) * spacing
    return b.build(contentSize: CGSize(width: width, height: 200))
}

/// Every boundary `policy` may rest on in `snapshot` (brute force over all cells).
func allBoundaries(_ policy: SnapPolicy, in snapshot: LayoutSnapshot) -> [CGFloat] {
    let maxOffset = snapshot.contentOffsetBounds.maxX
    let viewport = snapshot.environment.containerSize.width
    var result: [CGFloat] = [0, maxOffset]
    switch policy.kind {
    case .none: return []
    case .paging:
        var k: CGFloat = 0
        while k * viewport <= maxOffset { result.append(k * viewport); k += 1 }
    default:
        for a in snapshot.allElements() where a.representedElementCategory == .cell {
            let b = policy.kind == .nearestItemCentered || policy.kind == .groupPagingCentered ? a.frame.midX - viewport / 2 : a.frame.minX
            result.append(min(max(b, 0), maxOffset))
        }
    }
    return result
}
