// An app-shaped sample: Tessera layouts in SwiftUI. Source only: `scripts/check-apple-shells`
// compiles it against the SwiftUI declarations; in an iOS app add the TesseraSwiftUI product and
// show `GalleryView()` from your `App`'s `WindowGroup`.
import SwiftUI
import Tessera
import TesseraSwiftUI
import TesseraViewLayout

/// The Explore mosaic as a SwiftUI container (every child built: fine for a screenful).
struct GalleryView: View {
    var body: some View {
        CollectionLayoutContainer(MosaicLayout.explore(spacing: 1)) {
            ForEach(0..<19, id: \.self) { i in
                Text("\(i)")
            }
        }
    }
}

/// A long waterfall feed: lazy, backed by UICollectionView and TesseraCollectionViewLayout.
struct FeedView: View {
    let ratios: [CGFloat]

    var body: some View {
        TesseraCollectionView(WaterfallLayout(columns: .fixed(2)), sections: [SectionData(aspectRatios: ratios)]) { indexPath in
            Text("photo \(indexPath.itemIndex)")
        }
    }
}

/// A container written against Tessera's view-layout protocol (tested on Linux), run by SwiftUI.
struct ButtonRow: View {
    var body: some View {
        ViewLayoutContainer(EqualWidthHStack()) {
            Text("Cancel")
        }
    }
}
