#if canImport(UIKit) && !os(watchOS)
import Tessera
import UIKit

/// A `UICollectionViewLayout` that runs any Tessera `CollectionLayout`: `prepare()` computes a
/// `LayoutSnapshot` (the first of DESIGN.md's two functions) and the rect queries answer from it
/// (the second), with pinned headers and visible-item effects at the current content offset.
///
/// Sections come from the collection view's data source counts, or from `sectionsProvider` when
/// items carry data (photo sizes, aspect ratios). Compiled only where UIKit exists.
@MainActor
open class TesseraCollectionViewLayout: UICollectionViewLayout {
    /// The Tessera layout to run. Setting it invalidates the layout.
    public var layout: any CollectionLayout {
        didSet { invalidateLayout() }
    }

    /// Supplies the sections' item data; when nil, each section is a bare item count read from
    /// the collection view.
    public var sectionsProvider: ((UICollectionView) -> [SectionData])? {
        didSet { invalidateLayout() }
    }

    /// The snapshot computed by the last `prepare()`.
    public private(set) var snapshot: LayoutSnapshot?

    /// Whether the snapshot has scroll-dependent elements (pinned items or an effect), so that a
    /// bounds change must refresh the visible attributes.
    private var dependsOnScrolling = false
    private var needsSnapshot = true

    /// A layout running `layout`.
    public init(_ layout: any CollectionLayout, sectionsProvider: ((UICollectionView) -> [SectionData])? = nil) {
        self.layout = layout
        self.sectionsProvider = sectionsProvider
        super.init()
    }

    /// Not supported: create the layout in code with a Tessera layout.
    @available(*, unavailable)
    public required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    private func environment(of collectionView: UICollectionView) -> LayoutEnvironment {
        let insets = collectionView.safeAreaInsets
        let margins = collectionView.directionalLayoutMargins
        return LayoutEnvironment(
            containerSize: collectionView.bounds.size,
            displayScale: collectionView.traitCollection.displayScale,
            layoutDirection: collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
            safeAreaInsets: EdgeInsets(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right),
            layoutMargins: EdgeInsets(top: margins.top, leading: margins.leading, bottom: margins.bottom, trailing: margins.trailing)
        )
    }

    open override func prepare() {
        super.prepare()
        guard needsSnapshot || snapshot == nil, let collectionView else { return }
        let sections = sectionsProvider?(collectionView)
            ?? (0..<collectionView.numberOfSections).map { SectionData(itemCount: collectionView.numberOfItems(inSection: $0)) }
        do {
            let s = try layout.makeSnapshot(sections: sections, environment: environment(of: collectionView))
            snapshot = s
            dependsOnScrolling = s.visibleItemsEffect != nil || s.numberOfSupplementaryAndDecorationElements > 0
        } catch {
            assertionFailure("Tessera layout failed: \(error)")
            snapshot = nil
        }
        needsSnapshot = false
    }

    open override var collectionViewContentSize: CGSize { snapshot?.contentSize ?? .zero }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let snapshot, let collectionView else { return nil }
        return snapshot.elements(in: rect, contentOffset: collectionView.contentOffset).map(Self.uiAttributes)
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        snapshot?.layoutAttributesForItem(at: indexPath).map(Self.uiAttributes)
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let snapshot, let collectionView else { return nil }
        return snapshot.layoutAttributesForSupplementaryElement(ofKind: elementKind, at: indexPath, contentOffset: collectionView.contentOffset).map(Self.uiAttributes)
    }

    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        snapshot?.layoutAttributesForDecorationView(ofKind: elementKind, at: indexPath).map(Self.uiAttributes)
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        if newBounds.size != collectionView.bounds.size { return true }
        // Scrolling alone only moves pinned items and effects: refresh attributes, keep the snapshot.
        return dependsOnScrolling
    }

    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateEverything || context.invalidateDataSourceCounts {
            needsSnapshot = true
        } else if let collectionView, let snapshot, snapshot.environment.containerSize != collectionView.bounds.size {
            needsSnapshot = true
        }
        super.invalidateLayout(with: context)
    }

    open override func invalidateLayout() {
        needsSnapshot = true
        super.invalidateLayout()
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
}
#endif
