// UICollectionView.scrollToItem(at:at:animated:): where the collection view moves to show an item.

extension UICollectionView {
    /// developer.apple.com/documentation/uikit/uicollectionview/scrollposition
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// developer.apple.com/documentation/uikit/uicollectionview/scrolltoitem(at:at:animated:):
    /// "Scrolls the collection view contents until the specified item is visible." Assumed:
    /// UIKit lays out what is pending, asks the layout for the item's attributes
    /// (`layoutAttributesForItem(at:)`), puts its frame at the position within the adjusted
    /// content inset (top: its top below the top inset; centred: its centre at the centre of
    /// the uncovered part; bottom: its bottom above the bottom inset), keeps the offset within
    /// `modelContentOffsetRange` (the layout's content size read again), moves there and lays
    /// out. Animated ("true if you want to animate the change in position"), the offset moves
    /// over display frames as `setContentOffset(_:animated:)` does (frames run by `modelStep()`;
    /// cells measure as they show on the way) toward the offset worked out here, once: UIKit
    /// does not aim again when cells measure on the way, so an item of estimated size is missed
    /// (Open Radar 21859811: with estimated heights an animated scroll to the first row
    /// overshoots, "If `animated` is NO, it behaves as expected"; Open Radar 20829131 and
    /// 37836568; ekazaev/ChatLayout #14: animated, the scroll stops at the estimated end).
    /// Assumed: an offset adjustment on the way moves the offset, not the animation's target.
    /// A missing item raises in UIKit.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        layoutIfNeeded()
        UIKitModel.count("layoutAttributesForItem(at:)")
        guard let a = layout.layoutAttributesForItem(at: indexPath) else {
            UIKitModel.violate("scrollToItem(at: \(indexPath)): the layout has no attributes for the item (UIKit raises)")
            return
        }
        let frame = displayedAttributes(a).frame
        // Assumed: the content size is read again for the range the offset is kept in (asking
        // for the item may have grown the layout's content).
        contentSize = layout.collectionViewContentSize
        let i = adjustedContentInset, range = modelContentOffsetRange
        var target = contentOffset
        if scrollPosition.contains(.top) { target.y = frame.minY - i.top }
        if scrollPosition.contains(.centeredVertically) { target.y = frame.midY - (i.top + bounds.height - i.bottom) / 2 }
        if scrollPosition.contains(.bottom) { target.y = frame.maxY - bounds.height + i.bottom }
        if scrollPosition.contains(.left) { target.x = frame.minX - i.left }
        if scrollPosition.contains(.centeredHorizontally) { target.x = frame.midX - (i.left + bounds.width - i.right) / 2 }
        if scrollPosition.contains(.right) { target.x = frame.maxX - bounds.width + i.right }
        target = CGPoint(x: min(max(range.min.x, target.x), range.max.x), y: min(max(range.min.y, target.y), range.max.y))
        guard !animated else { return setContentOffset(target, animated: true) }
        contentOffset = target
        layoutIfNeeded()
    }
}
