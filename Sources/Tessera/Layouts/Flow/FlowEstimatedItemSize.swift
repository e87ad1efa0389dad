import Foundation

/// Whether a flow layout's cells size themselves (`estimatedItemSize`).
public enum FlowEstimatedItemSize: Sendable, Hashable {
    /// Cells keep the size the layout gives them (UIKit's `.zero`, the default).
    case none
    /// Cells size themselves; an item is this size until its cell reports its preferred size.
    case estimated(CGSize)
    /// Cells size themselves (`UICollectionViewFlowLayout.automaticSize`); an item is the size it
    /// would have without self-sizing until its cell reports its preferred size.
    case automatic
}
