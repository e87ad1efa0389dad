#if canImport(UIKit) && !os(watchOS)
import Tessera
import TesseraAdapterDriver
import UIKit

/// Conversions between UIKit's types and Tessera's: the only logic in the UIKit shell.
@MainActor
enum UIKitConversions {
    /// The layout environment of `collectionView` now.
    static func environment(of collectionView: UICollectionView) -> LayoutEnvironment {
        let insets = collectionView.safeAreaInsets
        let margins = collectionView.directionalLayoutMargins
        let rightToLeft = collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft
        // UIEdgeInsets are physical (left, right); leading is the right edge in right-to-left.
        return LayoutEnvironment(
            containerSize: collectionView.bounds.size,
            displayScale: collectionView.traitCollection.displayScale,
            layoutDirection: rightToLeft ? .rightToLeft : .leftToRight,
            safeAreaInsets: DirectionalEdgeInsets(
                top: insets.top, leading: rightToLeft ? insets.right : insets.left,
                bottom: insets.bottom, trailing: rightToLeft ? insets.left : insets.right),
            layoutMargins: DirectionalEdgeInsets(top: margins.top, leading: margins.leading, bottom: margins.bottom, trailing: margins.trailing)
        )
    }

    /// Tessera's scroll insets for UIKit's (both physical).
    static func insets(_ i: UIEdgeInsets) -> ScrollInsets {
        ScrollInsets(top: i.top, left: i.left, bottom: i.bottom, right: i.right)
    }

    /// The driver's invalidation for UIKit's context.
    static func invalidation(_ context: UICollectionViewLayoutInvalidationContext) -> LayoutInvalidation {
        var c = (context as? TesseraInvalidationContext)?.tessera ?? LayoutInvalidation()
        c.invalidateEverything = c.invalidateEverything || context.invalidateEverything
        c.invalidateDataSourceCounts = c.invalidateDataSourceCounts || context.invalidateDataSourceCounts
        return c
    }

    /// UIKit attributes for Tessera attributes.
    static func uiAttributes(_ a: LayoutAttributes) -> UICollectionViewLayoutAttributes {
        let ui: UICollectionViewLayoutAttributes
        switch a.representedElementCategory {
        case .cell: ui = UICollectionViewLayoutAttributes(forCellWith: a.indexPath)
        case .supplementary: ui = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: a.representedElementKind ?? "", with: a.indexPath)
        case .decoration: ui = UICollectionViewLayoutAttributes(forDecorationViewOfKind: a.representedElementKind ?? "", with: a.indexPath)
        }
        ui.frame = a.frame
        ui.zIndex = a.zIndex
        ui.alpha = a.alpha
        ui.isHidden = a.isHidden
        if !a.transform.isIdentity {
            ui.transform = CGAffineTransform(translationX: a.transform.translateX, y: a.transform.translateY)
                .rotated(by: a.transform.rotation)
                .scaledBy(x: a.transform.scale, y: a.transform.scale)
        }
        return ui
    }

    /// Tessera attributes for UIKit attributes (what the driver needs of them).
    static func attributes(_ ui: UICollectionViewLayoutAttributes) -> LayoutAttributes {
        let category: ElementCategory
        switch ui.representedElementCategory {
        case .cell: category = .cell
        case .supplementaryView: category = .supplementary
        case .decorationView: category = .decoration
        @unknown default: category = .decoration
        }
        var a = LayoutAttributes.cell(ui.indexPath, frame: ui.frame, zIndex: ui.zIndex)
        a.representedElementCategory = category
        a.representedElementKind = ui.representedElementKind
        a.alpha = ui.alpha
        a.isHidden = ui.isHidden
        return a
    }

    /// The driver's update for a UIKit update item (the rules are `CollectionUpdate.init(action:before:after:)`'s).
    static func update(_ item: UICollectionViewUpdateItem) -> CollectionUpdate? {
        let action: CollectionUpdate.Action
        switch item.updateAction {
        case .insert: action = .insert
        case .delete: action = .delete
        case .reload: action = .reload
        case .move: action = .move
        case .none: action = .none
        @unknown default: action = .none
        }
        return CollectionUpdate(action: action, before: item.indexPathBeforeUpdate, after: item.indexPathAfterUpdate)
    }
}
#endif
