import Foundation
import Tessera

/// The frames of the cells of `section`, in item order.
public func cellFrames(_ snapshot: LayoutSnapshot, section: Int = 0) -> [CGRect] {
    (0..<snapshot.numberOfItems(inSection: section)).map { snapshot.layoutAttributesForItem(at: .item($0, section: section))!.frame }
}
