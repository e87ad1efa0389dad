// An app-shaped sample: a Pinterest feed in UIKit with TesseraCollectionViewLayout. In an iOS
// app target add the Tessera and TesseraUIKit products and use this view controller as the
// root. On Linux `scripts/check-apple-shells` type-checks it and `scripts/run-apple-shells`
// runs it (launch, scroll, append, rotate) against a model of UIKit.
import Tessera
import TesseraUIKit
import UIKit

final class FeedViewController: UIViewController, UICollectionViewDataSource {
    /// Photo aspect ratios (width / height), as a feed API would send them.
    private var ratios: [CGFloat] = (0..<60).map { [0.75, 1, 1.5, 0.66][$0 % 4] }
    private var collectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        // A layout, a collection view that follows its view's size, a data source.
        let layout = TesseraCollectionViewLayout(WaterfallLayout(columns: .fixed(2), columnSpacing: 6, itemSpacing: 6,
                                                                 headerHeight: 44, pinHeaders: true)) { [unowned self] _ in
            [SectionData(aspectRatios: ratios)]
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

    func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { ratios.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
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
