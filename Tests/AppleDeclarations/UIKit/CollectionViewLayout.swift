// UICollectionViewLayout's base-class behaviour: what a subclass inherits when it calls super.

/// developer.apple.com/documentation/uikit/uicollectionviewlayout
@MainActor open class UICollectionViewLayout: NSObject, @preconcurrency NSCoding {
    weak var storedCollectionView: UICollectionView?
    /// Decoration view classes by kind (`register(_:forDecorationViewOfKind:)`).
    var decorationClasses: [String: AnyClass] = [:]
    /// Set by `invalidateLayout(with:)`, cleared when the collection view calls `prepare()`.
    var modelNeedsPrepare = true
    /// Whether the collection view is inside this layout's `prepare()`.
    var modelPreparing = false
    /// Whether the collection view is invalidating this layout for a bounds change.
    var modelBoundsChanging = false

    public override init() { super.init() }
    public required init?(coder: NSCoder) { fatalError("UIKit model: layouts are made in code") }
    nonisolated open func encode(with coder: NSCoder) {}

    /// developer.apple.com/documentation/uikit/uicollectionviewlayout/collectionview
    open var collectionView: UICollectionView? { storedCollectionView }

    /// developer.apple.com/documentation/uikit/uicollectionviewlayout/register(_:fordecorationviewofkind:):
    /// decoration views are registered on the layout, not on the collection view.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationClasses[elementKind] = viewClass
    }

    /// developer.apple.com/documentation/uikit/uicollectionviewlayout/invalidatelayout():
    /// Assumed: the default makes a context of `invalidationContextClass` and calls
    /// `invalidateLayout(with:)` (so a subclass overriding that one sees every invalidation).
    open func invalidateLayout() {
        invalidateLayout(with: makeContext())
    }

    /// developer.apple.com/documentation/uikit/uicollectionviewlayout/invalidatelayout(with:):
    /// the layout is prepared again at the next layout pass.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        UIKitModel.count("invalidateLayout(with:)")
        // An invalidation "occurs during the next view layout update cycle" (the page of
        // invalidateLayout()): one made inside prepare() leaves the layout just prepared stale
        // and asks for another pass, and another — UIKit's "stuck in its update/layout loop".
        // The scroll view's own bounds changes are UIKit's, not the layout's.
        if modelPreparing, !modelBoundsChanging {
            UIKitModel.violate("invalidateLayout(with:) called inside prepare(): the layout invalidates the pass it prepares")
        }
        modelNeedsPrepare = true
        collectionView?.setNeedsLayout()
    }

    /// Calls `prepare()`, noting that it runs (an invalidation inside it is a violation).
    func modelPrepare() {
        modelPreparing = true
        defer { modelPreparing = false }
        prepare()
    }

    /// developer.apple.com/documentation/uikit/uicollectionviewlayout/invalidationcontextclass
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    func makeContext() -> UICollectionViewLayoutInvalidationContext {
        guard let type = Self.invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type else {
            UIKitModel.violate("invalidationContextClass is not a UICollectionViewLayoutInvalidationContext subclass")
            return UICollectionViewLayoutInvalidationContext()
        }
        return type.init()
    }

    open func prepare() {}
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// developer.apple.com/documentation/uikit/uicollectionviewlayout/shouldinvalidatelayout(forboundschange:):
    /// "The default implementation of this method returns false."
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }
    /// developer.apple.com/documentation/uikit/uicollectionviewlayout/invalidationcontext(forboundschange:):
    /// a context of `invalidationContextClass`.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext { makeContext() }
    /// developer.apple.com/documentation/uikit/uicollectionviewlayout/shouldinvalidatelayout(forpreferredlayoutattributes:withoriginalattributes:):
    /// "The default implementation of this method returns false."
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes, withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes)
        -> Bool
    { false }
    open func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes, withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutInvalidationContext
    { makeContext() }
    /// developer.apple.com/documentation/uikit/uicollectionviewlayout/targetcontentoffset(forproposedcontentoffset:withscrollingvelocity:):
    /// the default returns the proposal.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint { proposedContentOffset }
    /// developer.apple.com/documentation/uikit/uicollectionviewlayout/targetcontentoffset(forproposedcontentoffset:)
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint { proposedContentOffset }
    open var collectionViewContentSize: CGSize { .zero }
    /// developer.apple.com/documentation/uikit/uicollectionviewlayout/flipshorizontallyinoppositelayoutdirection:
    /// default false.
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}
    /// developer.apple.com/documentation/uikit/uicollectionviewlayout/prepare(foranimatedboundschange:):
    /// called before an animated bounds change (rotation) with the old bounds.
    open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}
    /// developer.apple.com/documentation/uikit/uicollectionviewlayout/finalizeanimatedboundschange()
    open func finalizeAnimatedBoundsChange() {}
    open func finalizeCollectionViewUpdates() {}
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// developer.apple.com/documentation/uikit/uicollectionviewlayout/indexpathstoinsertforsupplementaryview(ofkind:):
    /// the default inserts none.
    open func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }
    open func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }
    open func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }
    open func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }
    open func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func initialLayoutAttributesForAppearingDecorationElement(ofKind elementKind: String, at decorationIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func finalLayoutAttributesForDisappearingDecorationElement(ofKind elementKind: String, at decorationIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
}
