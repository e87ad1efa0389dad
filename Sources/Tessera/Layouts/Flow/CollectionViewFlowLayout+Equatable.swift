import Foundation

/// Two flow layouts are equal when every property is. Closures cannot be compared: a layout
/// with a `sizeForItem` closure is equal only to one without (never to another with one), and
/// an effect compares equal only when both are the same `Equatable` effect (a
/// `VisibleItemsHandler` closure never is). A SwiftUI view whose flow layout has either lays
/// out again on every update; sizes given in the items' data (`SectionData`) avoid that.
extension CollectionViewFlowLayout: Equatable {
    /// Whether `a` and `b` lay out alike (see the extension's comment for closures).
    public static func == (a: CollectionViewFlowLayout, b: CollectionViewFlowLayout) -> Bool {
        a.scrollDirection == b.scrollDirection && a.itemSize == b.itemSize && a.estimatedItemSize == b.estimatedItemSize
            && a.minimumLineSpacing == b.minimumLineSpacing && a.minimumInteritemSpacing == b.minimumInteritemSpacing
            && a.sectionInset == b.sectionInset && a.sectionInsetReference == b.sectionInsetReference
            && a.headerReferenceSize == b.headerReferenceSize && a.footerReferenceSize == b.footerReferenceSize
            && a.sectionHeadersPinToVisibleBounds == b.sectionHeadersPinToVisibleBounds
            && a.sectionFootersPinToVisibleBounds == b.sectionFootersPinToVisibleBounds
            && a.sectionOverrides == b.sectionOverrides && a.keptLineStarts == b.keptLineStarts
            && a.sizeForItem == nil && b.sizeForItem == nil
            && equalEffects(a.visibleItemsEffect, b.visibleItemsEffect)
    }
}

/// Whether two optional effects are both absent or the same `Equatable` effect, equal.
func equalEffects(_ a: (any VisibleItemsEffect)?, _ b: (any VisibleItemsEffect)?) -> Bool {
    guard let a else { return b == nil }
    guard let b, let x = a as? any Equatable else { return false }
    return x.isEqual(toAny: b)
}

extension Equatable {
    /// Whether `other` is a value of this type equal to this one.
    fileprivate func isEqual(toAny other: Any) -> Bool { (other as? Self).map { $0 == self } ?? false }
}
