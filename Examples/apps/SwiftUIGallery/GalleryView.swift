// An app-shaped sample: Tessera layouts in SwiftUI. Source only: `scripts/check-apple-shells`
// compiles it against the SwiftUI declarations; in an iOS app add the TesseraSwiftUI product and
// show `GalleryView()` from your `App`'s `WindowGroup`.
import SwiftUI
import Tessera
import TesseraSwiftUI

/// The Explore mosaic as a SwiftUI container (every child built: fine for a screenful).
struct GalleryView: View {
    /// Tiles on the screen's pixel grid.
    @Environment(\.displayScale) private var displayScale

    var body: some View {
        CollectionLayoutContainer(MosaicLayout.explore(spacing: 1), displayScale: displayScale) {
            ForEach(0..<19, id: \.self) { i in
                Text("\(i)")
            }
        }
    }
}

/// A photo of the feed: its identity and its aspect ratio (width / height).
struct Photo: Identifiable, Hashable {
    let id: Int
    var ratio: CGFloat
}

/// A long waterfall feed: lazy, backed by UICollectionView and TesseraCollectionViewLayout.
/// Photos are identified, so inserts, deletes and moves animate; a like shows at once on the
/// cell on screen.
struct FeedView: View {
    let photos: [Photo]
    var liked: Set<Int> = []

    var body: some View {
        TesseraCollectionView(WaterfallLayout(columns: .fixed(2)), photos, itemData: { .aspectRatio($0.ratio) }) { photo in
            Text(liked.contains(photo.id) ? "♥ photo \(photo.id)" : "photo \(photo.id)")
        }
    }
}

/// Photos in justified rows (Flickr's and Google Photos' grid): each row as high as makes its
/// photos fill the width, the last row at the target height; lazy, backed by UICollectionView.
struct PhotoRowsView: View {
    let photos: [Photo]

    var body: some View {
        TesseraCollectionView(
            JustifiedRowsLayout(targetRowHeight: 120, interitemSpacing: 2, lineSpacing: 2), photos,
            itemData: { .aspectRatio($0.ratio) }
        ) { photo in
            Text("photo \(photo.id)")
        }
    }
}

extension FeedView {
    /// A feed of photos 0, 1, 2, … with these ratios.
    init(ratios: [CGFloat]) {
        self.init(photos: ratios.enumerated().map { Photo(id: $0.offset, ratio: $0.element) })
    }
}

/// A note of a self-sizing list: each row as tall as its text.
struct Note: Identifiable, Hashable {
    let id: Int
    var text: String
}

/// A list of notes whose rows size themselves (estimated 100 points until measured); edits
/// (insert, delete, reorder) animate and rows keep the heights they measured.
struct NotesView: View {
    let notes: [Note]

    var body: some View {
        TesseraCollectionView(
            WaterfallLayout(columns: .fixed(1), columnSpacing: 0, itemSpacing: 0), notes,
            itemData: { _ in .estimatedHeight(100) }
        ) { note in
            Text(note.text)
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
