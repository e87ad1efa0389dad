import Foundation

/// Where in the viewport a scroll to an item puts it, along the scroll axis: UIKit's
/// `UICollectionView.ScrollPosition` (`.top` / `.left`, `.centeredVertically` /
/// `.centeredHorizontally`, `.bottom` / `.right`), within the adjusted content inset.
public enum ItemScrollPosition: Sendable, Hashable, CaseIterable {
    /// The item's leading edge at the viewport's leading edge below the bars (`.top`, `.left`).
    case start
    /// The item's centre at the centre of the part of the viewport the bars leave uncovered.
    case center
    /// The item's trailing edge at the viewport's trailing edge above the bars (`.bottom`, `.right`).
    case end
}
