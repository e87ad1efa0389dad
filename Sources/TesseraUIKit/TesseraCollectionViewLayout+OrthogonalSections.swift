#if canImport(UIKit) && !os(watchOS)
import Tessera
import TesseraAdapterDriver
import UIKit

/// The scroll view the layout gives each orthogonal (sideways) section, as UIKit's
/// compositional layout gives each one a nested `UIScrollView`: the section scrolls with a
/// scroll view's physics (deceleration, rubber-banding at both ends, a grab stops it where it
/// is, VoiceOver page scrolling), and comes to rest where the section's
/// `orthogonalScrollingBehavior` snaps it.
///
/// Its content size is the section's content length; its `contentOffset` drives the section's
/// offset through `scrollViewDidScroll(_:)`. Right to left its content offset is measured from
/// the left as UIScrollView's always is, so a row at rest shows the right end of its content
/// (its first item at the trailing edge) and scrolling toward the left reveals later items.
///
/// The cells stay the collection view's; the scroll view takes no touches itself (taps reach
/// the cells) and its pan is added to the collection view, beginning only on the section's
/// band and along its axis (the technique of WWDC 2014 session 235). For VoiceOver it is the
/// container of the row's items outside its visible band (`accessibilityElements`): focus
/// moving to one scrolls the row to show the item and moves to its cell; a page scroll
/// (`accessibilityScroll(_:)`) posts `UIAccessibility.Notification.pageScrolled`. Three-finger
/// swipes go up the focused element's ancestors, which are the cell's and the collection
/// view's, not this scroll view: a cell subclass that wants them to page its row forwards them
/// to `TesseraCollectionViewLayout.scrollView(forOrthogonalSection:)`.
@MainActor
public final class OrthogonalSectionScrollView: UIScrollView, UIScrollViewDelegate {
    /// The section it scrolls (a batch update that inserts, deletes or moves sections before
    /// it gives it its section's new index: the scroll view stays with its row).
    public internal(set) var section: Int
    /// Whether it scrolls horizontally (else vertically).
    public private(set) var isHorizontal = true
    weak var layout: TesseraCollectionViewLayout?
    /// True while the layout moves it to the section's offset (not the user).
    var syncing = false

    init(section: Int, layout: TesseraCollectionViewLayout) {
        self.section = section
        self.layout = layout
        super.init(frame: .zero)
        delegate = self
    }

    /// Not supported: made by the layout.
    @available(*, unavailable)
    public required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    /// Gives it the section's frame, content size and (unless it is moving) content offset.
    func apply(_ geometry: OrthogonalScrollGeometry, decelerationRate rate: CGFloat) {
        syncing = true
        defer { syncing = false }
        isHorizontal = geometry.isHorizontal
        if frame != geometry.frame { frame = geometry.frame }
        if contentSize != geometry.contentSize { contentSize = geometry.contentSize }
        if decelerationRate.rawValue != rate { decelerationRate = UIScrollView.DecelerationRate(rawValue: rate) }
        let moving = isTracking || isDragging || isDecelerating
        if !moving, abs(contentOffset.x - geometry.contentOffset.x) > 0.01 || abs(contentOffset.y - geometry.contentOffset.y) > 0.01 {
            contentOffset = geometry.contentOffset
        }
    }

    /// The pan begins only on the section's band and mostly along its axis (the collection
    /// view's own pan takes the rest).
    public override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === panGestureRecognizer, let host = panGestureRecognizer.view, host !== self else {
            return super.gestureRecognizerShouldBegin(gestureRecognizer)
        }
        guard frame.contains(panGestureRecognizer.location(in: host)) else { return false }
        let v = panGestureRecognizer.velocity(in: host)
        return isHorizontal ? abs(v.x) >= abs(v.y) : abs(v.y) >= abs(v.x)
    }

    /// VoiceOver's three-finger swipe: a page toward what comes next or before, snapped by the
    /// section's behaviour (see `TesseraCollectionViewLayout.accessibilityScroll(_:_:)`).
    public override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        layout?.accessibilityScroll(self, direction) ?? false
    }

    /// An element for each item of the row outside its visible band (its cell is not on screen,
    /// so VoiceOver could not reach it otherwise), in the row's order; read afresh each time.
    /// Set by VoiceOver's container protocol only: what is set is ignored.
    public override var accessibilityElements: [Any]? {
        get { layout?.accessibilityElements(ofRow: self) }
        set {}
    }

    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard !syncing else { return }
        layout?.orthogonalScrollViewDidScroll(self)
    }
}

extension TesseraCollectionViewLayout {
    /// The scroll view of orthogonal section `section`, once the layout has prepared; nil when
    /// the section does not scroll orthogonally.
    public func scrollView(forOrthogonalSection section: Int) -> OrthogonalSectionScrollView? {
        orthogonalScrollViews[section]
    }

    /// Scrolls orthogonal section `section` to its own `offset` (see `CollectionLayoutDriver`;
    /// 0 shows its first item at the leading edge) and refreshes the displayed attributes
    /// without a new snapshot; its scroll view follows at the next layout pass.
    public func setOffset(_ offset: CGFloat, ofOrthogonalSection section: Int) {
        guard driver.setOffset(offset, ofOrthogonalSection: section) != nil else { return }
        invalidateLayout(with: TesseraInvalidationContext())
    }

    /// One scroll view per orthogonal section of the current snapshot, each at its section's
    /// band with its content size and (when still) offset; scroll views of sections that no
    /// longer scroll orthogonally are removed.
    func syncOrthogonalScrollViews(in collectionView: UICollectionView) {
        let geometries = driver.orthogonalScrollGeometries
        let sections = Set(geometries.map(\.section))
        for (s, view) in orthogonalScrollViews where !sections.contains(s) || view.superview !== collectionView {
            view.panGestureRecognizer.view?.removeGestureRecognizer(view.panGestureRecognizer)
            view.removeFromSuperview()
            orthogonalScrollViews[s] = nil
        }
        let rate = driver.deceleration.rate.rawValue
        for g in geometries {
            let view = orthogonalScrollViews[g.section] ?? makeOrthogonalScrollView(g.section, in: collectionView)
            view.apply(g, decelerationRate: rate)
        }
    }

    /// A batch update moved sections: each scroll view of a row from before the update goes
    /// with its row to the row's new index (one decelerating goes on moving its own row); the
    /// others (deleted rows', and those the update's `prepare()` made by index) go.
    func carryOrthogonalScrollViews(through map: UpdateMap) {
        let before = driver.previousSnapshot
        var carried: [Int: OrthogonalSectionScrollView] = [:]
        for (s, view) in orthogonalScrollViews {
            if before?.orthogonalSection(s) != nil, let after = map.sectionAfterUpdate(s), view.superview != nil {
                view.section = after
                carried[after] = view
            } else {
                view.panGestureRecognizer.view?.removeGestureRecognizer(view.panGestureRecognizer)
                view.removeFromSuperview()
            }
        }
        orthogonalScrollViews = carried
    }

    private func makeOrthogonalScrollView(_ section: Int, in collectionView: UICollectionView) -> OrthogonalSectionScrollView {
        let view = OrthogonalSectionScrollView(section: section, layout: self)
        view.isUserInteractionEnabled = false
        // A tap on the status bar scrolls the feed: on iPhone it does nothing while more than
        // one scroll view on screen has `scrollsToTop`, and a row has no top to go to.
        view.scrollsToTop = false
        collectionView.addSubview(view)
        collectionView.addGestureRecognizer(view.panGestureRecognizer)
        collectionView.panGestureRecognizer.require(toFail: view.panGestureRecognizer)
        orthogonalScrollViews[section] = view
        return view
    }

    func orthogonalScrollViewDidScroll(_ view: OrthogonalSectionScrollView) {
        guard driver.scrollViewDidScroll(toContentOffset: view.contentOffset, ofOrthogonalSection: view.section) != nil else { return }
        invalidateLayout(with: TesseraInvalidationContext())
    }

    /// A VoiceOver page on `view` (developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityscroll(_:)):
    /// `.next` toward later items, `.previous` toward earlier ones; `.left` (`.up`) shows what
    /// lies to the right (below): later items left to right, earlier ones right to left. The
    /// section moves a page, snapped by its behaviour, animated; true when it moved.
    func accessibilityScroll(_ view: OrthogonalSectionScrollView, _ direction: UIAccessibilityScrollDirection) -> Bool {
        guard let snapshot = driver.snapshot, let record = snapshot.orthogonalSection(view.section) else { return false }
        let mirrored = snapshot.scrollsMirrored(record)
        let forward: Bool
        if direction == .next {
            forward = true
        } else if direction == .previous {
            forward = false
        } else if direction == .left || direction == .up {
            forward = !mirrored
        } else if direction == .right || direction == .down {
            forward = mirrored
        } else {
            return false
        }
        guard let current = driver.offset(ofOrthogonalSection: view.section),
            let target = driver.accessibilityPageOffset(ofOrthogonalSection: view.section, forward: forward), abs(target - current) > 0.5
        else { return false }
        let p = snapshot.physicalOffset(ofOrthogonalSection: record, logical: target)
        view.setContentOffset(view.isHorizontal ? CGPoint(x: p, y: view.contentOffset.y) : CGPoint(x: view.contentOffset.x, y: p), animated: true)
        // VoiceOver reads where the page went (the page of the logical offset: right to left too).
        let viewport = view.isHorizontal ? view.bounds.width : view.bounds.height
        let length = view.isHorizontal ? view.contentSize.width : view.contentSize.height
        let pages = max(1, Int((length / max(viewport, 1)).rounded(.up)))
        let page = target >= length - viewport - 0.5 ? pages : min(pages, Int((target / max(viewport, 1)).rounded()) + 1)
        UIAccessibility.post(notification: .pageScrolled, argument: orthogonalPageAnnouncement(view.section, page, pages))
        return true
    }

    /// Every item of `view`'s row with its frame in the row's content coordinates (those of the
    /// scroll view's bounds), from the snapshot's frames at the row's resting offset (a rect
    /// query answers only what the band shows).
    private func rowItemFrames(of view: OrthogonalSectionScrollView) -> [(indexPath: IndexPath, frame: CGRect)] {
        guard let snapshot = driver.snapshot, let record = snapshot.orthogonalSection(view.section) else { return [] }
        let rest = snapshot.physicalOffset(ofOrthogonalSection: record, logical: 0)
        let shift = view.isHorizontal ? CGPoint(x: rest - view.frame.minX, y: -view.frame.minY) : CGPoint(x: -view.frame.minX, y: rest - view.frame.minY)
        return (0..<snapshot.numberOfItems(inSection: view.section)).compactMap { item in
            let p = IndexPath(item: item, section: view.section)
            return snapshot.layoutAttributesForItem(at: p).map { (p, $0.frame.offsetBy(dx: shift.x, dy: shift.y)) }
        }
    }

    /// `view`'s accessibility elements: one per item outside the visible band, in item order.
    func accessibilityElements(ofRow view: OrthogonalSectionScrollView) -> [Any] {
        // Outside: no part of it shows (an item touching the band's edge shows nothing).
        rowItemFrames(of: view).filter {
            let shown = $0.frame.intersection(view.bounds); return shown.isNull || shown.width <= 0 || shown.height <= 0
        }.map { item in
            let element = OrthogonalItemAccessibilityElement(row: view, indexPath: item.indexPath)
            element.accessibilityFrameInContainerSpace = item.frame
            return element
        }
    }

    /// VoiceOver's focus reached the element of an item outside the row's band: the row scrolls
    /// just enough to show it (as a scroll view shows a focused subview), and VoiceOver moves on
    /// to its cell (`layoutChanged` with the cell, once laid out).
    func showItem(_ indexPath: IndexPath, inRow view: OrthogonalSectionScrollView) {
        guard let collectionView, let item = rowItemFrames(of: view).first(where: { $0.indexPath == indexPath })?.frame else { return }
        var target = view.contentOffset
        if view.isHorizontal {
            if item.minX < view.bounds.minX { target.x = item.minX } else if item.maxX > view.bounds.maxX { target.x = item.maxX - view.bounds.width }
            target.x = min(max(0, target.x), max(0, view.contentSize.width - view.bounds.width))
        } else {
            if item.minY < view.bounds.minY { target.y = item.minY } else if item.maxY > view.bounds.maxY { target.y = item.maxY - view.bounds.height }
            target.y = min(max(0, target.y), max(0, view.contentSize.height - view.bounds.height))
        }
        view.setContentOffset(target, animated: false)
        collectionView.layoutIfNeeded()
        UIAccessibility.post(notification: .layoutChanged, argument: collectionView.cellForItem(at: indexPath))
    }

    // MARK: A pan the app routes itself

    /// Orthogonal sections also scroll under a pan gesture the app installs (UIKit's
    /// target–action needs `@objc`): forward the recognizer's location at `.began`,
    /// translation at `.changed` and velocity at `.ended`. The sections' own scroll views do
    /// this already; this path is for apps that route touches themselves.
    public func beginOrthogonalPan(at point: CGPoint) -> OrthogonalPan? {
        driver.beginOrthogonalPan(at: point)
    }

    /// The finger moved `translation` along the section's axis since the pan began.
    public func updateOrthogonalPan(_ pan: OrthogonalPan, translation: CGFloat) {
        guard driver.updateOrthogonalPan(pan, translation: translation) != nil else { return }
        invalidateLayout(with: TesseraInvalidationContext())
    }

    /// The finger lifted with `velocity` (pt/s along the section's axis): the section's scroll
    /// view decelerates to the snapped offset.
    public func endOrthogonalPan(_ pan: OrthogonalPan, velocity: CGFloat) {
        guard let release = driver.endOrthogonalPan(pan, velocity: velocity) else { return }
        guard let view = orthogonalScrollViews[pan.section], let snapshot = driver.snapshot,
            let record = snapshot.orthogonalSection(pan.section), let g = driver.orthogonalScrollGeometry(ofSection: pan.section)
        else {
            return setOffset(release.targetOffset, ofOrthogonalSection: release.section)
        }
        // The scroll view starts where the section is now and animates to the target.
        view.apply(g, decelerationRate: driver.deceleration.rate.rawValue)
        let p = snapshot.physicalOffset(ofOrthogonalSection: record, logical: release.targetOffset)
        view.setContentOffset(g.isHorizontal ? CGPoint(x: p, y: 0) : CGPoint(x: 0, y: p), animated: true)
    }
}
/// The VoiceOver element of an item of a sideways row outside its visible band.
@MainActor
final class OrthogonalItemAccessibilityElement: UIAccessibilityElement {
    let indexPath: IndexPath
    weak var row: OrthogonalSectionScrollView?

    init(row: OrthogonalSectionScrollView, indexPath: IndexPath) {
        self.indexPath = indexPath
        self.row = row
        super.init(accessibilityContainer: row)
    }

    override func accessibilityElementDidBecomeFocused() {
        guard let row else { return }
        row.layout?.showItem(indexPath, inRow: row)
    }
}
#endif
