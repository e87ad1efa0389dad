// An app-shaped sample: a Pinterest feed in UIKit with TesseraCollectionViewLayout. In an iOS
// app target add the Tessera and TesseraUIKit products and use this view controller as the
// root. On Linux `scripts/check-apple-shells` type-checks it and `scripts/run-apple-shells`
// runs it (launch, scroll, append, rotate) against a model of UIKit.
import Tessera
import TesseraUIKit
import UIKit

final class FeedViewController: UIViewController, UICollectionViewDataSource {
    /// Photo aspect ratios (width / height), as a feed API would send them.
    private(set) var ratios: [CGFloat] = (0..<60).map { [0.75, 1, 1.5, 0.66][$0 % 4] }
    private var collectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        // A layout, a collection view that follows its view's size, a data source. The layout
        // keeps its provider and may call it after this controller is gone (the collection view
        // can outlive it): capture weakly.
        let layout = TesseraCollectionViewLayout(
            WaterfallLayout(
                columns: .fixed(2), columnSpacing: 6, itemSpacing: 6,
                headerHeight: 44, pinHeaders: true)
        ) { [weak self] _ in
            self.map { [SectionData(aspectRatios: $0.ratios)] } ?? []
        }
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
        // The waterfall's `headerHeight` makes it return supplementary views of kind "header":
        // every kind a layout returns needs a registered view and the data source's view.
        collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: ElementKind.header, withReuseIdentifier: "header")
        collectionView.dataSource = self
        view.addSubview(collectionView)
    }

    /// The next page arrived: `insertItems` tells the layout only the counts changed, so the
    /// driver appends at the cost of the page (`reloadData()` would lay out everything again).
    func append(_ more: [CGFloat]) {
        let start = ratios.count
        ratios += more
        collectionView.insertItems(at: (start..<ratios.count).map { IndexPath(item: $0, section: 0) })
    }

    /// The user hides photos, a photo is edited (new ratio), or one is moved: the model changes
    /// inside the updates block, so UIKit counts before and after it (performBatchUpdates).
    func edit(removing removed: [Int] = [], replacing replaced: [Int: CGFloat] = [:], moving move: (from: Int, to: Int)? = nil) {
        collectionView.performBatchUpdates { [self] in
            for (i, ratio) in replaced { ratios[i] = ratio }
            for i in removed.sorted(by: >) { ratios.remove(at: i) }
            collectionView.reloadItems(at: replaced.keys.map { IndexPath(item: $0, section: 0) })
            collectionView.deleteItems(at: removed.map { IndexPath(item: $0, section: 0) })
        }
        guard let move else { return }
        collectionView.performBatchUpdates { [self] in
            ratios.insert(ratios.remove(at: move.from), at: move.to)
            collectionView.moveItem(at: IndexPath(item: move.from, section: 0), to: IndexPath(item: move.to, section: 0))
        }
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { ratios.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }
}

/// Photos in justified rows (Flickr's and Google Photos' grid): rows that fill the width at a
/// height near 120 points, a section's last row left at that height; sections with a header.
final class PhotoRowsViewController: UIViewController, UICollectionViewDataSource {
    /// Per day, its photos' aspect ratios (width / height).
    private let days: [[CGFloat]] = (0..<4).map { day in (0..<(9 + 5 * day)).map { [1.5, 0.75, 1.333, 1, 1.778, 0.667][($0 + day) % 6] } }

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = TesseraCollectionViewLayout(
            JustifiedRowsLayout(targetRowHeight: 120, interitemSpacing: 2, lineSpacing: 2, headerHeight: 32, pinHeaders: true)
        ) { [weak self] _ in
            self.map { $0.days.map { SectionData(aspectRatios: $0) } } ?? []
        }
        let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photoRow")
        collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: ElementKind.header, withReuseIdentifier: "day")
        collectionView.dataSource = self
        view.addSubview(collectionView)
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { days.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { days[section].count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "photoRow", for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "day", for: indexPath)
    }
}

/// A photo grid whose sections keep clear of the notch (`.fromSafeArea`): when the safe area
/// moves without a size change (a 180° turn in landscape), the layout must hear of it.
final class GridViewController: UIViewController, UICollectionViewDataSource {
    private let layout = TesseraCollectionViewLayout(
        CollectionViewFlowLayout(
            itemSize: CGSize(width: 120, height: 120), minimumLineSpacing: 4, minimumInteritemSpacing: 4, sectionInsetReference: .fromSafeArea))

    override func viewDidLoad() {
        super.viewDidLoad()
        let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
        collectionView.dataSource = self
        view.addSubview(collectionView)
    }

    /// UIKit tells the view controller, not the layout, when the safe area moves without a size
    /// change (and before the collection view's own safe area follows): pass it on; the layout
    /// lays out again at the next pass only if its environment changed.
    override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        layout.invalidateLayoutIfEnvironmentChanged()
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 40 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
    }
}

/// A carousel that snaps velocity-aware (the layout brings its own policy and deceleration).
final class CarouselViewController: UIViewController, UICollectionViewDataSource {
    private let cards = 12

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = TesseraCollectionViewLayout(CarouselLayout(sideItemScale: 0.8))
        let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "card")
        collectionView.dataSource = self
        view.addSubview(collectionView)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { cards }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
    }
}
