// TesseraCollectionView under a device's cell life: cells prefetched (configured ahead of
// display) and reused for other items, updates that change nothing, the SwiftUI transaction of
// an update, and the layout direction flipped in place. Each session failed on the shell
// before its fix (docs/apple-model.md lists the defects and their sessions).
import Foundation
import SwiftUI
import Tessera
import TesseraAdapterDriver
import TesseraSwiftUI
import TesseraUIKit

/// The photo feed of the gallery sample, `count` photos, some liked.
@MainActor
func photoFeed(_ count: Int, liked: Set<Int> = []) -> TesseraCollectionView<Text>? {
    let photos = (0..<count).map { Photo(id: $0, ratio: [0.75, 1, 1.5, 0.66][$0 % 4]) }
    return FeedView(photos: photos, liked: liked).body as? TesseraCollectionView<Text>
}

/// The notes sample over `ids`, each note's text 50, 100 or 150 characters long.
@MainActor
func notesList(_ ids: [Int]) -> TesseraCollectionView<Text>? {
    NotesView(notes: ids.map { Note(id: $0, text: String(repeating: "n", count: [50, 100, 150][$0 % 3])) }).body as? TesseraCollectionView<Text>
}

@MainActor
let cellReuseSessions: [Session] = [
    // reconfigureItems(at:) covers prefetched cells: a like made while its photo's cell waits
    // below the screen shows when the photo scrolls in. Caught when only visible items are
    // reconfigured.
    Session(name: "prefetched cells: a like reaches a cell configured ahead of display") { log in
        guard let feed = photoFeed(40) else { return log.expect(false, "FeedView's body is not a TesseraCollectionView<Text>") }
        let host = ModelRepresentableHost(feed, size: CGSize(width: 390, height: 844))
        let cv = host.view
        guard let p = cv.modelPreparedCells.keys.min(), let prepared = cv.modelPreparedCells[p] else {
            return log.expect(false, "cells below the screen are prefetched: \(cv.modelPreparedCells.keys.sorted())")
        }
        log.expect(cv.cellForItem(at: p) == nil && hostedText(prepared) == "photo \(p.item)", "photo \(p.item) is prefetched, not on screen")
        guard let liked = photoFeed(40, liked: [p.item]) else { return }
        host.update(liked)
        guard let frame = driver(of: cv)?.layoutAttributesForItem(at: p)?.frame else { return log.expect(false, "photo \(p.item) has a frame") }
        cv.modelScroll(to: CGPoint(x: 0, y: frame.minY - 100))
        log.expect(cv.cellForItem(at: p) === prepared, "the prefetched cell is the one displayed")
        log.expect(
            hostedText(cv.cellForItem(at: p)) == "♥ photo \(p.item)",
            "photo \(p.item) shows its heart: \(String(describing: hostedText(cv.cellForItem(at: p))))")
        log.expectFramesMatchEngine(cv)
    },
    // An update that changes nothing reconfigures nothing; one like reconfigures one cell.
    // Caught when every visible cell is reconfigured on every update.
    Session(name: "prefetched cells: an update that changes nothing reconfigures no cell") { log in
        guard let feed = photoFeed(40), let same = photoFeed(40), let liked = photoFeed(40, liked: [2]) else { return log.expect(false, "FeedView's body") }
        let host = ModelRepresentableHost(feed, size: CGSize(width: 390, height: 844))
        let cv = host.view
        log.expect(cv.cellForItem(at: IndexPath(item: 2, section: 0)) != nil, "photo 2 is on screen")
        var configured = calls("collectionView(_:cellForItemAt:)")
        host.update(same)
        host.update(same)
        log.expect(calls("collectionView(_:cellForItemAt:)") == configured, "two updates with equal content configured \(calls("collectionView(_:cellForItemAt:)") - configured) cells")
        configured = calls("collectionView(_:cellForItemAt:)")
        host.update(liked)
        log.expect(calls("collectionView(_:cellForItemAt:)") == configured + 1, "a like configured \(calls("collectionView(_:cellForItemAt:)") - configured) cells, not 1")
        log.expect(hostedText(cv.cellForItem(at: IndexPath(item: 2, section: 0))) == "♥ photo 2", "photo 2 shows its heart")
        log.expectFramesMatchEngine(cv)
    },
    // A cell reused for another photo keeps no state of the photo it showed (an AsyncImage's
    // loaded image, a @State), while a reconfigure of the same photo keeps it. Caught when the
    // hosted content has no identity per item.
    Session(name: "cell reuse: a reused cell does not carry the SwiftUI state of its last item") { log in
        guard let feed = photoFeed(200), let liked = photoFeed(200, liked: [0]) else { return log.expect(false, "FeedView's body") }
        let host = ModelRepresentableHost(feed, size: CGSize(width: 390, height: 844))
        let cv = host.view
        guard let cell = cv.cellForItem(at: IndexPath(item: 0, section: 0)) else { return log.expect(false, "photo 0 is on screen") }
        cell.modelContentView.modelState["image"] = "photo 0's image"
        host.update(liked)
        log.expect(cv.cellForItem(at: IndexPath(item: 0, section: 0)) === cell, "the like reconfigured photo 0's cell in place")
        log.expect(cell.modelContentView.modelState["image"] == "photo 0's image", "photo 0 keeps its image through the like")
        var reusedFor: IndexPath?
        for step in 1...60 where reusedFor == nil {
            cv.modelScroll(to: CGPoint(x: 0, y: CGFloat(step) * 150))
            let shown = cv.modelVisibleCells.merging(cv.modelPreparedCells) { a, _ in a }
            reusedFor = shown.first { $0.value === cell && $0.key.item != 0 }?.key
        }
        guard let p = reusedFor else { return log.expect(false, "photo 0's cell was reused for another photo") }
        log.expect(hostedText(cell) == "photo \(p.item)", "the reused cell shows photo \(p.item): \(String(describing: hostedText(cell)))")
        log.expect(cell.modelContentView.modelState.isEmpty, "photo \(p.item) shows photo 0's state: \(cell.modelContentView.modelState)")
        log.expectFramesMatchEngine(cv)
    },
    // Tiles meet as the layout placed them and rows are as tall as their text: the hosting
    // configuration's default margins (8 points a side) would inset every tile. Caught when
    // the shell keeps the default margins.
    Session(name: "cell reuse: hosted content fills its cell (no default margins)") { log in
        guard let feed = photoFeed(40), let notes = notesList(Array(0..<20)) else { return log.expect(false, "the samples' bodies") }
        let host = ModelRepresentableHost(feed, size: CGSize(width: 390, height: 844))
        for (p, cell) in host.view.modelVisibleCells {
            log.expect(cell.modelContentView.modelMargins == .zero, "photo \(p.item)'s content is inset by \(cell.modelContentView.modelMargins)")
        }
        let list = ModelRepresentableHost(notes, size: CGSize(width: 390, height: 844))
        guard let d = driver(of: list.view) else { return log.expect(false, "no driver") }
        // Texts of 50, 100, 150 characters at 8 pt in 390: 2, 3, 4 lines of 20 pt.
        let heights = (0..<3).map { d.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame.height }
        log.expect(heights == [40, 60, 80], "notes as tall as their text: \(heights)")
        log.expectFramesMatchEngine(list.view)
    },
    // A change made outside withAnimation (or with animations disabled) moves the cells at
    // once; one made in withAnimation animates. Caught when the batch update ignores the
    // transaction.
    Session(name: "transaction: batch updates animate only when the SwiftUI update does") { log in
        guard let notes = notesList(Array(0..<30)) else { return log.expect(false, "NotesView's body") }
        let host = ModelRepresentableHost(notes, size: CGSize(width: 390, height: 844))
        let cv = host.view
        let batches = calls("performBatchUpdates")
        if let edited = notesList(Array(0..<30).filter { $0 != 1 }) { host.update(edited) }
        log.expect(cv.modelLastUpdateAnimated == false, "a change outside withAnimation animated: \(String(describing: cv.modelLastUpdateAnimated))")
        if let edited = notesList(Array(0..<30).filter { $0 != 1 && $0 != 2 }) { host.update(edited, transaction: Transaction(animation: .default)) }
        log.expect(cv.modelLastUpdateAnimated == true, "a change in withAnimation did not animate")
        var disabled = Transaction(animation: .default)
        disabled.disablesAnimations = true
        if let edited = notesList(Array(0..<30).filter { $0 > 2 }) { host.update(edited, transaction: disabled) }
        log.expect(cv.modelLastUpdateAnimated == false, "a change with animations disabled animated")
        // An append (index-path data) follows the transaction too.
        let list = ModelRepresentableHost(rows(20), size: CGSize(width: 390, height: 844))
        list.update(rows(25))
        log.expect(list.view.modelLastUpdateAnimated == false, "an append outside withAnimation animated")
        log.expect(calls("performBatchUpdates") == batches + 4, "four batch updates: \(calls("performBatchUpdates") - batches)")
        log.expectFramesMatchEngine(cv)
    },
    // An in-app language switch sets semanticContentAttribute: no trait changes, no bounds
    // change, so UIKit tells the layout nothing. The grid mirrors at once. Caught when the
    // collection view does not invalidate its layout on the flip.
    Session(name: "direction flip: semanticContentAttribute set in place mirrors the grid at once") { log in
        let grid = CollectionViewFlowLayout(itemSize: CGSize(width: 120, height: 120), minimumLineSpacing: 4, minimumInteritemSpacing: 4)
        let host = ModelRepresentableHost(TesseraCollectionView(grid, sections: [SectionData(itemCount: 30)]) { Text("\($0.item)") }, size: CGSize(width: 390, height: 844))
        let cv = host.view
        let first = { cv.cellForItem(at: IndexPath(item: 0, section: 0))?.modelAppliedAttributes?.frame }
        log.expect(first().map { $0.minX < 1 } ?? false, "item 0 at the left: \(String(describing: first()))")
        cv.semanticContentAttribute = .forceRightToLeft
        cv.layoutIfNeeded()
        log.expect(first().map { $0.maxX > 389 } ?? false, "right to left, item 0 at the right at once: \(String(describing: first()))")
        log.expectFramesMatchEngine(cv)
        cv.semanticContentAttribute = .forceLeftToRight
        cv.layoutIfNeeded()
        log.expect(first().map { $0.minX < 1 } ?? false, "left to right again, item 0 at the left: \(String(describing: first()))")
        log.expectFramesMatchEngine(cv)
    },
]
