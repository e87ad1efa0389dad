// An app-shaped sample: a Pinterest feed in UIKit with TesseraCollectionViewLayout. Source only:
// `scripts/check-apple-shells` compiles it against the UIKit declarations; in an iOS app target
// add the Tessera and TesseraUIKit products and use this view controller as the root.
import Tessera
import TesseraUIKit
import UIKit

final class FeedViewController: UIViewController, UICollectionViewDataSource {
    /// Photo aspect ratios (width / height), as a feed API would send them.
    private var ratios: [CGFloat] = (0..<60).map { [0.75, 1, 1.5, 0.66][$0 % 4] }
    private var collectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        // The five lines: a layout, a collection view, a data source.
        let layout = TesseraCollectionViewLayout(WaterfallLayout(columns: .fixed(2), columnSpacing: 6, itemSpacing: 6,
                                                                 headerHeight: 44, pinHeaders: true)) { [unowned self] _ in
            [SectionData(aspectRatios: ratios)]
        }
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
        collectionView.dataSource = self
        view.addSubview(collectionView)
    }

    /// The next page arrived: appended at the cost of the page (the driver uses the waterfall's
    /// O(appended) append because only the end of the last section changed).
    func append(_ more: [CGFloat]) {
        ratios += more
        collectionView.reloadData()
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { ratios.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
    }
}

/// A carousel that snaps velocity-aware (the layout brings its own policy and deceleration).
final class CarouselViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = TesseraCollectionViewLayout(CarouselLayout(sideItemScale: 0.8))
        let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        view.addSubview(collectionView)
    }
}
