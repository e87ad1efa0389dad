import Foundation
import Tessera

extension CollectionLayoutDriver {
    /// `elements` (from `layoutAttributesForElements(in:)`) listed in the order a person reads
    /// them (`LayoutSnapshot.readingOrder(_:)`: by rows of the screen, from the reading edge, a
    /// sideways row as one unit), decorations and hidden elements first in their own order.
    /// The UIKit shell returns its elements in this order, which is the order VoiceOver reads.
    public func readingOrdered(_ elements: [LayoutAttributes]) -> [LayoutAttributes] {
        guard let snapshot, elements.count > 1 else { return elements }
        let unread = elements.filter { $0.representedElementCategory == .decoration || $0.isHidden }
        return unread + snapshot.readingOrder(elements)
    }
}
