// UICollectionView: registration, dequeuing, data-source counts, the layout pass, scrolling,
// self-sizing and batch updates, as it drives its layout.

/// developer.apple.com/documentation/uikit/uicollectionview
@MainActor open class UICollectionView: UIScrollView {
    public enum ElementCategory: UInt, Sendable {
        case cell = 0
        case supplementaryView = 1
        case decorationView = 2
    }
    static let cellKind = "UICollectionElementKindCell"

    var layout: UICollectionViewLayout
    var cellClasses: [String: AnyClass] = [:]
    var supplementaryClasses: [String: [String: AnyClass]] = [:]
    var reusePool: [String: [UICollectionReusableView]] = [:]
    /// The data source's counts as the collection view last read them (nil: read again).
    var counts: [Int]?
    /// The views on screen, by element.
    public internal(set) var modelVisibleCells: [IndexPath: UICollectionViewCell] = [:]
    public internal(set) var modelVisibleSupplementaries: [String: UICollectionReusableView] = [:]
    public internal(set) var modelVisibleDecorations: [String: UICollectionReusableView] = [:]
    /// The attributes the last layout pass displayed.
    public internal(set) var modelDisplayed: [UICollectionViewLayoutAttributes] = []
    /// Every attributes object the layout vended, with the frame it had then (the object is
    /// kept so that its identifier is never reused by another).
    var vendedFrames: [ObjectIdentifier: (attributes: UICollectionViewLayoutAttributes, frame: CGRect)] = [:]
    /// The attributes vended in this layout pass and the one before: what is on screen, checked
    /// unchanged at every pass (checking every object ever vended made a long scroll quadratic).
    var recentlyVended: (previous: [UICollectionViewLayoutAttributes], current: [UICollectionViewLayoutAttributes]) = ([], [])
    var pendingUpdates: [UICollectionViewUpdateItem]?
    var sizeChangedSinceLayout = false
    /// Whether a layout pass is running (`layoutSubviews`): one started inside it is a violation.
    var modelInLayoutPass = false
    /// Supplementary elements the layout animated in or out in the last batch update.
    public internal(set) var modelAnimatedSupplementaries: (inserted: [String], deleted: [String]) = ([], [])
    /// Items animated in (initial attributes) in the last batch update, with those attributes.
    public internal(set) var modelAppearing: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    /// Items animated out (final attributes) in the last batch update, by before-update path.
    public internal(set) var modelDisappearing: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    /// The cell being reconfigured (`reconfigureItems(at:)`, VisibleCells.swift): dequeuing
    /// for its index path returns it.
    var modelReconfiguring: (indexPath: IndexPath, cell: UICollectionViewCell)?
    /// developer.apple.com/documentation/uikit/uicollectionview/isprefetchingenabled (the
    /// behaviour is in Prefetching.swift).
    open var isPrefetchingEnabled = true
    /// developer.apple.com/documentation/uikit/uicollectionview/prefetchdatasource
    weak open var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)?
    /// Cells requested ahead of display (prefetched) and not on screen yet, by index path.
    public internal(set) var modelPreparedCells: [IndexPath: UICollectionViewCell] = [:]
    /// Items handed to the prefetch data source and neither displayed nor cancelled since.
    var modelPrefetchedData: Set<IndexPath> = []
    /// The offset of the last layout pass (which way the user scrolls: cells are prefetched ahead).
    var modelLastPassOffset: CGPoint?
    /// Whether the last batch update animated (`UIView.areAnimationsEnabled` when it ran).
    public internal(set) var modelLastUpdateAnimated: Bool?

    weak open var dataSource: (any UICollectionViewDataSource)? {
        didSet { counts = nil; layout.invalidateLayout(with: countsContext(everything: true)) }
    }

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        self.layout = layout
        super.init(frame: frame)
        attach(layout)
    }
    public required init?(coder: NSCoder) { fatalError("UIKit model: views are made in code") }

    func attach(_ layout: UICollectionViewLayout) {
        if let other = layout.storedCollectionView, other !== self {
            UIKitModel.violate("a layout object is used by two collection views (UICollectionViewLayout.collectionView is one view)")
        }
        layout.storedCollectionView = self
        layout.modelNeedsPrepare = true
        setNeedsLayout()
    }

    /// developer.apple.com/documentation/uikit/uicollectionview/collectionviewlayout: assigning
    /// a layout replaces it and lays out again ("Assigning a new layout object to this property
    /// causes the new layout to be applied (without animations) to the collection view's items").
    open var collectionViewLayout: UICollectionViewLayout {
        get { layout }
        set {
            UIKitModel.count("collectionViewLayout.set")
            if newValue !== layout { layout.storedCollectionView = nil }
            layout = newValue
            attach(newValue)
            removeAllViews()
        }
    }

    // MARK: Counts

    func readCounts() -> [Int] {
        if let counts { return counts }
        guard let dataSource else { counts = []; return [] }
        let n = dataSource.numberOfSections(in: self)
        if n < 0 { UIKitModel.violate("numberOfSections(in:) returned \(n)") }
        let c = (0..<max(n, 0)).map { s in
            let items = dataSource.collectionView(self, numberOfItemsInSection: s)
            if items < 0 { UIKitModel.violate("collectionView(_:numberOfItemsInSection: \(s)) returned \(items)") }
            return max(items, 0)
        }
        counts = c
        return c
    }

    /// developer.apple.com/documentation/uikit/uicollectionview/numberofsections
    open var numberOfSections: Int { readCounts().count }

    /// developer.apple.com/documentation/uikit/uicollectionview/numberofitems(insection:).
    /// Assumed (UIKit raises): a section that does not exist is an error.
    open func numberOfItems(inSection section: Int) -> Int {
        let c = readCounts()
        guard section >= 0 && section < c.count else {
            UIKitModel.violate("numberOfItems(inSection: \(section)) with \(c.count) sections")
            return 0
        }
        return c[section]
    }

    func exists(_ p: IndexPath, category: ElementCategory) -> Bool {
        let c = readCounts()
        guard p.count == 2, p[0] >= 0, p[0] < c.count else { return false }
        switch category {
        case .cell: return p[1] >= 0 && p[1] < c[p[0]]
        // Assumed: supplementary and decoration views belong to an existing section.
        case .supplementaryView, .decorationView: return true
        }
    }

    // MARK: Registration and dequeuing

    /// developer.apple.com/documentation/uikit/uicollectionview/register(_:forcellwithreuseidentifier:)
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        cellClasses[identifier] = cellClass
    }

    /// developer.apple.com/documentation/uikit/uicollectionview/register(_:forsupplementaryviewofkind:withreuseidentifier:)
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        supplementaryClasses[elementKind, default: [:]][identifier] = viewClass
    }

    func make(_ cls: AnyClass?, kind: String, identifier: String, for indexPath: IndexPath) -> UICollectionReusableView? {
        let key = "\(kind)/\(identifier)"
        let view: UICollectionReusableView
        if var pool = reusePool[key], let reused = pool.popLast() {
            reusePool[key] = pool
            reused.prepareForReuse()
            view = reused
        } else {
            guard let type = cls as? UICollectionReusableView.Type else { return nil }
            view = type.init(frame: .zero)
        }
        view.reuseIdentifier = identifier
        view.modelDequeued = (kind, indexPath)
        return view
    }

    /// developer.apple.com/documentation/uikit/uicollectionview/dequeuereusablecell(withreuseidentifier:for:):
    /// "You must register a class or nib file … before calling this method"; UIKit raises
    /// otherwise.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        if let r = modelReconfiguring, r.indexPath == indexPath, r.cell.reuseIdentifier == identifier { return r.cell }
        guard let cell = make(cellClasses[identifier], kind: Self.cellKind, identifier: identifier, for: indexPath) as? UICollectionViewCell else {
            UIKitModel.violate("could not dequeue a cell with identifier \(identifier): no class registered (register(_:forCellWithReuseIdentifier:))")
            return UICollectionViewCell(frame: .zero)
        }
        return cell
    }

    /// developer.apple.com/documentation/uikit/uicollectionview/dequeuereusablesupplementaryview(ofkind:withreuseidentifier:for:)
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionReusableView {
        guard let view = make(supplementaryClasses[elementKind]?[identifier], kind: elementKind, identifier: identifier, for: indexPath) else {
            UIKitModel.violate("could not dequeue a view of kind \(elementKind) with identifier \(identifier): no class registered (register(_:forSupplementaryViewOfKind:withReuseIdentifier:))")
            return UICollectionReusableView(frame: .zero)
        }
        return view
    }

    // MARK: Reloading

    func countsContext(everything: Bool) -> UICollectionViewLayoutInvalidationContext {
        let c = layout.makeContext()
        c.storedEverything = everything
        c.storedCounts = true
        return c
    }

    /// developer.apple.com/documentation/uikit/uicollectionview/reloaddata(): discards the
    /// visible views and the counts; the layout is invalidated with `invalidateEverything` and
    /// `invalidateDataSourceCounts` (developer.apple.com/documentation/uikit/uicollectionviewlayoutinvalidationcontext/invalidateeverything).
    open func reloadData() {
        UIKitModel.count("reloadData")
        counts = nil
        removeAllViews()
        layout.invalidateLayout(with: countsContext(everything: true))
    }

    func removeAllViews() {
        for (_, c) in modelVisibleCells { enqueue(c) }
        for (_, c) in modelPreparedCells { enqueue(c) }
        modelPreparedCells = [:]
        modelPrefetchedData = []
        for (_, v) in modelVisibleSupplementaries { enqueue(v) }
        modelVisibleCells = [:]
        modelVisibleSupplementaries = [:]
        modelVisibleDecorations = [:]
        setNeedsLayout()
    }

    func enqueue(_ v: UICollectionReusableView) {
        guard let d = v.modelDequeued, let id = v.reuseIdentifier else { return }
        reusePool["\(d.kind)/\(id)", default: []].append(v)
    }

    // MARK: Bounds

    /// A bounds change asks the layout (developer.apple.com/documentation/uikit/uicollectionviewlayout/shouldinvalidatelayout(forboundschange:)):
    /// when it answers true, the collection view invalidates it with the context from
    /// `invalidationContext(forBoundsChange:)` (`CollectionViewCallOrder.changeBounds(to:)`).
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            guard newValue != super.bounds else { return }
            callOrder.changeBounds(to: newValue)
            setNeedsLayout()
        }
    }

    /// Stores the bounds without asking the layout (`CollectionViewCallOrder.storeBounds(_:)`).
    func modelStoreBounds(_ bounds: CGRect) { super.bounds = bounds }

    /// The calls on the layout, in UIKit's order (CallOrder.swift).
    lazy var callOrder = ModelCallOrder(self)

    open override var frame: CGRect {
        get { super.frame }
        set { bounds = CGRect(origin: bounds.origin, size: newValue.size); storedFrame.origin = newValue.origin }
    }

    // MARK: The layout pass

    open override func layoutSubviews() {
        super.layoutSubviews()
        // UIKit's layout pass is not reentrant: a pass asked for inside one (`layoutIfNeeded()`
        // from `prepare()` or a layout query) ends in "UICollectionView … is stuck in its
        // update/layout loop" (NSInternalInconsistencyException; liujunliuhong/SwiftyCollectionViewFlowLayout #5,
        // airbnb/MagazineLayout PR #107); the model records it and returns.
        guard !modelInLayoutPass else {
            return UIKitModel.violate("a layout pass started inside another (layoutIfNeeded() or a layout while the collection view lays out)")
        }
        modelInLayoutPass = true
        defer { modelInLayoutPass = false }
        // Self-sizing can invalidate during the pass; UIKit lays out again. A layout that keeps
        // invalidating never settles: the model stops and reports it.
        for _ in 0..<20 {
            if !layoutPass() { return }
        }
        UIKitModel.violate("the layout kept invalidating for preferred attributes (20 passes): a self-sizing loop")
    }

    /// One pass; returns whether the layout was invalidated during it (another pass is needed).
    func layoutPass() -> Bool {
        checkVendedUnchanged()
        modelRefreshAdjustedContentInset()
        // Prepare when invalidated, the content size, after a size change the offset asked of
        // the layout (Assumed: after a size change UIKit asks where the content goes,
        // developer.apple.com/documentation/uikit/uicollectionviewlayout/targetcontentoffset(forproposedcontentoffset:):
        // "during layout updates"), then the elements: `CollectionViewCallOrder.layoutElements()`.
        guard let vended = callOrder.layoutElements() else { return true }
        let visible = bounds
        vend(vended, from: "layoutAttributesForElements(in:)")
        let attributes = vended.map(displayedAttributes)
        var cells: [IndexPath: UICollectionViewCell] = [:]
        var supplementaries: [String: UICollectionReusableView] = [:]
        var decorations: [String: UICollectionReusableView] = [:]
        var invalidated = false
        for a in attributes {
            guard a.frame.intersects(visible) || a.frame.isEmpty else { continue }
            let key = "\(a.representedElementKind ?? "")@\(a.indexPath)"
            switch a.representedElementCategory {
            case .cell:
                guard exists(a.indexPath, category: .cell) else {
                    UIKitModel.violate("layoutAttributesForElements(in:) returned a cell at \(a.indexPath), which does not exist (counts \(readCounts()))")
                    continue
                }
                checkItemQuery(a)
                let onScreen = modelVisibleCells[a.indexPath]
                // A prefetched cell is displayed as it was configured, without asking the data source.
                guard let cell = onScreen ?? takePreparedCell(at: a.indexPath) ?? requestCell(at: a.indexPath) else { continue }
                cells[a.indexPath] = cell
                let given = a.modelCopy()
                // A cell measures when it is (re)displayed or given another size.
                let isNew = onScreen == nil || cell.modelAppliedAttributes.map { $0.frame.size != given.frame.size } ?? true
                modelShow(cell, given)
                // UIKit asks every cell it displays, so several may invalidate in one pass.
                if isNew, selfSize(cell, original: a) { invalidated = true }
            case .supplementaryView:
                let kind = a.representedElementKind ?? ""
                guard exists(a.indexPath, category: .supplementaryView) else {
                    UIKitModel.violate("layoutAttributesForElements(in:) returned a \(kind) view in section \(a.indexPath), which does not exist")
                    continue
                }
                let view = modelVisibleSupplementaries[key] ?? requestSupplementary(kind, at: a.indexPath)
                guard let view else { continue }
                supplementaries[key] = view
                modelShow(view, a.modelCopy())
            case .decorationView:
                let kind = a.representedElementKind ?? ""
                if let view = modelVisibleDecorations[key] ?? makeDecoration(kind, at: a.indexPath) {
                    decorations[key] = view
                    modelShow(view, a.modelCopy())
                }
            }
        }
        for (p, c) in modelVisibleCells where cells[p] !== c { enqueue(c) }
        for (k, v) in modelVisibleSupplementaries where supplementaries[k] !== v { enqueue(v) }
        modelVisibleCells = cells
        modelVisibleSupplementaries = supplementaries
        modelVisibleDecorations = decorations
        modelDisplayed = attributes.filter { $0.frame.intersects(visible) || $0.frame.isEmpty }
        if !invalidated && !layout.modelNeedsPrepare { prefetchCells(around: visible) }
        return invalidated || layout.modelNeedsPrepare
    }

    func vend(_ attributes: [UICollectionViewLayoutAttributes], from call: String) {
        for a in attributes {
            if a.modelVended, vendedFrames[ObjectIdentifier(a)]?.frame != a.storedFrame {
                UIKitModel.violate("\(call) returned attributes for \(a.describe) it had returned before, changed")
            }
            a.modelVended = true
            vendedFrames[ObjectIdentifier(a)] = (a, a.storedFrame)
        }
        recentlyVended.current += attributes
    }

    func checkVendedUnchanged() {
        for a in recentlyVended.previous + recentlyVended.current where vendedFrames[ObjectIdentifier(a)]?.frame != a.storedFrame {
            UIKitModel.violate("attributes of \(a.describe) changed after they were vended")
        }
        recentlyVended = (recentlyVended.current, [])
    }

    /// developer.apple.com/documentation/uikit/uicollectionviewlayout/flipshorizontallyinoppositelayoutdirection:
    /// when the layout answers true and the collection view's layout direction is not the
    /// layout's `developmentLayoutDirection` (left-to-right), UIKit mirrors every frame across
    /// the content's width itself (and queries the layout in its own, unmirrored coordinates).
    var mirrorsLayout: Bool {
        layout.flipsHorizontallyInOppositeLayoutDirection && effectiveUserInterfaceLayoutDirection == .rightToLeft
    }

    /// `rect` in the other coordinate space when UIKit mirrors the layout (its own inverse).
    func mirrored(_ rect: CGRect) -> CGRect {
        guard mirrorsLayout else { return rect }
        return CGRect(x: contentSize.width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }

    /// The attributes as the collection view displays them: a copy, mirrored when UIKit mirrors.
    func displayedAttributes(_ a: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard mirrorsLayout else { return a }
        let copy = a.modelCopy()
        copy.storedFrame = mirrored(a.frame)
        return copy
    }

    /// Assumed (model strictness): the per-item query agrees with the rect query in the same
    /// pass (UIKit uses either; a disagreement shows as cells jumping).
    func checkItemQuery(_ a: UICollectionViewLayoutAttributes) {
        UIKitModel.count("layoutAttributesForItem(at:)")
        guard let vended = layout.layoutAttributesForItem(at: a.indexPath) else {
            UIKitModel.violate("layoutAttributesForItem(at: \(a.indexPath)) is nil for an item the layout shows")
            return
        }
        vend([vended], from: "layoutAttributesForItem(at:)")
        let item = displayedAttributes(vended)
        if abs(item.frame.minX - a.frame.minX) > 0.001 || abs(item.frame.minY - a.frame.minY) > 0.001
            || abs(item.frame.width - a.frame.width) > 0.001 || abs(item.frame.height - a.frame.height) > 0.001
        {
            UIKitModel.violate("layoutAttributesForItem(at: \(a.indexPath)) = \(item.frame) disagrees with layoutAttributesForElements(in:) = \(a.frame)")
        }
    }

    /// developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:cellforitemat:):
    /// the cell must come from `dequeueReusableCell(withReuseIdentifier:for:)` for this index path.
    func requestCell(at p: IndexPath) -> UICollectionViewCell? {
        guard let dataSource else {
            UIKitModel.violate("the layout shows a cell at \(p) but the collection view has no data source")
            return nil
        }
        UIKitModel.count("collectionView(_:cellForItemAt:)")
        let cell = dataSource.collectionView(self, cellForItemAt: p)
        guard let d = cell.modelDequeued, d.kind == Self.cellKind else {
            UIKitModel.violate("the cell returned for \(p) was not dequeued (dequeueReusableCell(withReuseIdentifier:for:))")
            return cell
        }
        if d.indexPath != p { UIKitModel.violate("the cell returned for \(p) was dequeued for \(d.indexPath)") }
        return cell
    }

    /// developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:viewforsupplementaryelementofkind:at:):
    /// the view must be dequeued for the kind the layout asked for, at that index path.
    func requestSupplementary(_ kind: String, at p: IndexPath) -> UICollectionReusableView? {
        guard let dataSource else {
            UIKitModel.violate("the layout shows a \(kind) view at \(p) but the collection view has no data source")
            return nil
        }
        let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: p)
        if view is ModelMissingSupplementaryView {
            UIKitModel.violate("the layout returned a supplementary view of kind \(kind) at \(p) but the data source does not implement collectionView(_:viewForSupplementaryElementOfKind:at:)")
            return nil
        }
        guard let d = view.modelDequeued, d.kind == kind, d.indexPath == p else {
            UIKitModel.violate("the view returned for kind \(kind) at \(p) was not dequeued for that kind and index path (dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:))")
            return view
        }
        return view
    }

    /// developer.apple.com/documentation/uikit/uicollectionviewlayout/register(_:fordecorationviewofkind:):
    /// UIKit raises when the layout shows a decoration kind it never registered.
    func makeDecoration(_ kind: String, at p: IndexPath) -> UICollectionReusableView? {
        guard let cls = layout.decorationClasses[kind] as? UICollectionReusableView.Type else {
            UIKitModel.violate("could not dequeue a decoration view of kind \(kind): the layout registered no class for it (register(_:forDecorationViewOfKind:))")
            return nil
        }
        return cls.init(frame: .zero)
    }

    /// Self-sizing (developer.apple.com/documentation/uikit/uicollectionreusableview/preferredlayoutattributesfitting(_:)
    /// and developer.apple.com/documentation/uikit/uicollectionviewlayout/shouldinvalidatelayout(forpreferredlayoutattributes:withoriginalattributes:)):
    /// the cell is asked for its preferred attributes; when they differ and the layout agrees,
    /// it is invalidated with its context, whose `contentOffsetAdjustment` is added to the
    /// content offset (developer.apple.com/documentation/uikit/uicollectionviewlayoutinvalidationcontext/contentoffsetadjustment).
    /// Assumed: asked when a cell is first displayed or given a new size.
    func selfSize(_ cell: UICollectionViewCell, original: UICollectionViewLayoutAttributes) -> Bool {
        let preferred = cell.preferredLayoutAttributesFitting(original.modelCopy())
        guard preferred.frame.size != original.frame.size else { return false }
        return callOrder.selfSize(preferred: preferred, original: original) != nil
    }

    // MARK: Scrolling (the model's user)

    /// The user drags the content to `offset` and the run loop lays out.
    public func modelScroll(to offset: CGPoint) {
        contentOffset = offset
        layoutIfNeeded()
    }

    /// The user lifts the finger with `velocity` (points per second, content moving toward
    /// larger offsets for positive values). UIScrollView projects where deceleration would stop
    /// (Assumed: `offset + v/1000 · rate/(1 − rate)`, clamped to the content) and asks the layout
    /// (developer.apple.com/documentation/uikit/uicollectionviewlayout/targetcontentoffset(forproposedcontentoffset:withscrollingvelocity:)).
    /// Assumed: the velocity passed is in points per millisecond, as UIScrollViewDelegate's
    /// documents it (scrollviewwillenddragging(_:withvelocity:targetcontentoffset:)); the layout
    /// page says points per second. Returns the target; the scroll view animates there.
    @discardableResult
    public func modelRelease(velocity: CGPoint) -> CGPoint {
        let rate = decelerationRate.rawValue
        let k = rate / (1 - rate) / 1000
        // The projection stays within the offsets the adjusted content inset allows.
        let range = modelContentOffsetRange
        let proposed = CGPoint(
            x: min(max(range.min.x, contentOffset.x + velocity.x * k), range.max.x),
            y: min(max(range.min.y, contentOffset.y + velocity.y * k), range.max.y))
        let target = layout.targetContentOffset(
            forProposedContentOffset: proposed,
            withScrollingVelocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000))
        modelScroll(to: target)
        return target
    }

    /// The window resizes the view (rotation, split view) and lays out; an animated change
    /// (rotation) is bracketed by `prepare(forAnimatedBoundsChange:)` with the old bounds and
    /// `finalizeAnimatedBoundsChange()` (their pages; Assumed: around the layout pass).
    public func modelResize(to size: CGSize, animated: Bool = true) {
        let old = bounds
        frame = CGRect(origin: frame.origin, size: size)
        if animated {
            UIKitModel.count("prepare(forAnimatedBoundsChange:)")
            layout.prepare(forAnimatedBoundsChange: old)
        }
        layoutIfNeeded()
        if animated {
            UIKitModel.count("finalizeAnimatedBoundsChange()")
            layout.finalizeAnimatedBoundsChange()
        }
    }
}
