// The values UICollectionView and its layout exchange: attributes, invalidation contexts,
// update items.

/// developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes. The model enforces
/// what the layout guide asks of custom layouts: attributes handed to the collection view are
/// not changed afterwards (the collection view keeps them; a layout that reuses and mutates
/// them changes what is on screen behind UIKit's back). A setter on vended attributes is a
/// violation.
@MainActor open class UICollectionViewLayoutAttributes: NSObject {
    var storedFrame: CGRect = .zero
    var storedTransform: CGAffineTransform = .identity
    var storedAlpha: CGFloat = 1
    var storedZIndex = 0
    var storedHidden = false
    var storedIndexPath: IndexPath
    let category: UICollectionView.ElementCategory
    let kind: String?
    /// Set when the layout handed these attributes to the collection view.
    var modelVended = false

    init(category: UICollectionView.ElementCategory, kind: String?, indexPath: IndexPath) {
        self.category = category
        self.kind = kind
        storedIndexPath = indexPath
        super.init()
    }
    public convenience init(forCellWith indexPath: IndexPath) { self.init(category: .cell, kind: nil, indexPath: indexPath) }
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init(category: .supplementaryView, kind: elementKind, indexPath: indexPath)
    }
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init(category: .decorationView, kind: decorationViewKind, indexPath: indexPath)
    }

    func willMutate(_ property: String) {
        if modelVended {
            UIKitModel.violate("attributes of \(describe) mutated (\(property)) after the layout returned them (UICollectionViewLayoutAttributes; return copies)")
        }
    }

    var describe: String { "\(category)\(kind.map { " \($0)" } ?? "") at \(storedIndexPath)" }

    open var frame: CGRect {
        get { storedFrame }
        set { willMutate("frame"); storedFrame = newValue }
    }
    open var size: CGSize {
        get { storedFrame.size }
        set { willMutate("size"); storedFrame.size = newValue }
    }
    open var center: CGPoint {
        get { CGPoint(x: storedFrame.midX, y: storedFrame.midY) }
        set { willMutate("center"); storedFrame.origin = CGPoint(x: newValue.x - storedFrame.width / 2, y: newValue.y - storedFrame.height / 2) }
    }
    open var transform: CGAffineTransform {
        get { storedTransform }
        set { willMutate("transform"); storedTransform = newValue }
    }
    open var alpha: CGFloat {
        get { storedAlpha }
        set { willMutate("alpha"); storedAlpha = newValue }
    }
    open var zIndex: Int {
        get { storedZIndex }
        set { willMutate("zIndex"); storedZIndex = newValue }
    }
    open var isHidden: Bool {
        get { storedHidden }
        set { willMutate("isHidden"); storedHidden = newValue }
    }
    open var indexPath: IndexPath {
        get { storedIndexPath }
        set { willMutate("indexPath"); storedIndexPath = newValue }
    }
    open var representedElementCategory: UICollectionView.ElementCategory { category }
    open var representedElementKind: String? { kind }

    /// A copy (NSCopying in UIKit), not yet vended: what a cell is given.
    public func modelCopy() -> UICollectionViewLayoutAttributes {
        let c = UICollectionViewLayoutAttributes(category: category, kind: kind, indexPath: storedIndexPath)
        c.storedFrame = storedFrame
        c.storedTransform = storedTransform
        c.storedAlpha = storedAlpha
        c.storedZIndex = storedZIndex
        c.storedHidden = storedHidden
        return c
    }
}

/// developer.apple.com/documentation/uikit/uicollectionviewlayoutinvalidationcontext.
/// `invalidateEverything` and `invalidateDataSourceCounts` are read-only for apps: only the
/// collection view sets them (reloadData, data-source changes).
@MainActor open class UICollectionViewLayoutInvalidationContext: NSObject {
    var storedEverything = false
    var storedCounts = false
    public required override init() { super.init() }
    open var invalidateEverything: Bool { storedEverything }
    open var invalidateDataSourceCounts: Bool { storedCounts }
    open var contentOffsetAdjustment: CGPoint = .zero
    open var contentSizeAdjustment: CGSize = .zero
}

/// developer.apple.com/documentation/uikit/uicollectionviewupdateitem. A whole section is named
/// by an index path whose item is `NSNotFound`.
@MainActor open class UICollectionViewUpdateItem: NSObject {
    public enum Action: Int, Sendable {
        case insert = 0
        case delete = 1
        case reload = 2
        case move = 3
        case none = 4
    }
    let before: IndexPath?
    let after: IndexPath?
    let action: Action
    init(action: Action, before: IndexPath?, after: IndexPath?) {
        self.action = action
        self.before = before
        self.after = after
    }
    open var indexPathBeforeUpdate: IndexPath? { before }
    open var indexPathAfterUpdate: IndexPath? { after }
    open var updateAction: UICollectionViewUpdateItem.Action { action }
    var isSection: Bool { (before ?? after).map { $0.count == 2 && $0[1] == NSNotFound } ?? false }
}
