// Sessions with TesseraCollectionView's updates (issue 37, points 5–7) and the SwiftUI
// containers' environment and errors (point 9), run by the model's hosts.
import Foundation
import SwiftUI
import Tessera
import TesseraAdapterDriver
import TesseraSwiftUI
import TesseraUIKit
import TesseraViewLayout

/// How often the collection view made `call` on its layout (or the app on the view) so far.
@MainActor func calls(_ call: String) -> Int { UIKitModel.layoutCalls[call] ?? 0 }

/// The text a cell hosts (a `UIHostingConfiguration` over a `Text`), or nil.
@MainActor func hostedText(_ cell: UICollectionViewCell?) -> String? {
    ((cell?.contentConfiguration as? any ModelHostingConfiguration)?.modelRootContent as? Text)?.modelString
}

/// The driver behind a collection view.
@MainActor func driver(of cv: UICollectionView) -> CollectionLayoutDriver? { (cv.collectionViewLayout as? TesseraCollectionViewLayout)?.driver }

/// Each measured size of `driver`, by the identifier of its item (`ids[section][item]`).
@MainActor func measuredByID<ID: Hashable>(_ driver: CollectionLayoutDriver, _ ids: (IndexPath) -> ID?) -> [ID: CGSize] {
    var result: [ID: CGSize] = [:]
    for (p, size) in driver.measuredSizes { if let id = ids(p) { result[id] = size } }
    return result
}

/// The errors a container reported, collected across its (non-isolated) layout calls.
final class ErrorLog: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []
    var messages: [String] { lock.lock(); defer { lock.unlock() }; return stored }
    func append(_ error: any Error) { lock.lock(); stored.append("\(error)"); lock.unlock() }
}

@MainActor
let swiftUIUpdateSessions: [Session] = [
    // Point 5: the cell on screen shows new content (a like) at once: reconfigured in place,
    // not reloaded, not laid out. Caught when `updateUIView` does not reconfigure visible items.
    Session(name: "SwiftUI update: a like shows at once on the cell on screen, without a reload or a layout") { log in
        let photos = (0..<40).map { Photo(id: $0, ratio: [0.75, 1, 1.5, 0.66][$0 % 4]) }
        guard let feed = FeedView(photos: photos).body as? TesseraCollectionView<Text>,
            let liked = FeedView(photos: photos, liked: [3]).body as? TesseraCollectionView<Text>
        else {
            return log.expect(false, "FeedView's body is not a TesseraCollectionView<Text>")
        }
        let host = ModelRepresentableHost(feed, size: CGSize(width: 390, height: 844))
        let cv = host.view
        let p = IndexPath(item: 3, section: 0)
        guard let cell = cv.cellForItem(at: p), let d = driver(of: cv) else { return log.expect(false, "photo 3 is on screen") }
        log.expect(hostedText(cell) == "photo 3", "photo 3's cell shows \(String(describing: hostedText(cell)))")
        log.expect(
            cv.indexPathsForVisibleItems.contains(p) && cv.cellForItem(at: IndexPath(item: 39, section: 0)) == nil,
            "photo 3 is visible, photo 39 is not: \(cv.indexPathsForVisibleItems)")
        let reloads = calls("reloadData"), prepares = calls("prepare"), batches = calls("performBatchUpdates"), full = d.outcomeCounts[.fullLayout] ?? 0
        host.update(liked)
        log.expect(cv.cellForItem(at: p) === cell, "the same cell still shows photo 3")
        log.expect(hostedText(cv.cellForItem(at: p)) == "♥ photo 3", "the liked photo shows its heart now: \(String(describing: hostedText(cv.cellForItem(at: p))))")
        log.expect(hostedText(cv.cellForItem(at: IndexPath(item: 2, section: 0))) == "photo 2", "photo 2 is not liked")
        log.expect(calls("reloadData") == reloads && calls("performBatchUpdates") == batches, "no reload, no batch update")
        log.expect(calls("prepare") == prepares && (d.outcomeCounts[.fullLayout] ?? 0) == full, "no layout: \(calls("prepare") - prepares) prepares")
        log.expectFramesMatchEngine(cv)
    },
    // Point 6: an update with equal values (a new but equal layout each body evaluation) costs
    // no layout, for every family. Caught when a family's layouts are not `Equatable` (or
    // `same` answers false).
    Session(name: "SwiftUI update: no-op updates cost no layout, every layout family") { log in
        let gridSection = LayoutSection(
            group: .horizontal(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                subitems: [.item(LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1))))]))
        let families: [(String, () -> any CollectionLayout)] = [
            ("waterfall", { WaterfallLayout(columns: .fixed(2)) }),
            ("mosaic", { MosaicLayout.explore(spacing: 1) }),
            ("carousel", { CarouselLayout(sideItemScale: 0.8) }),
            ("compositional", { estimatedList(44) }),
            ("compositional with a provider id", { CompositionalLayout(id: "grid") { _, _ in gridSection } }),
            ("flow", { CollectionViewFlowLayout(itemSize: CGSize(width: 100, height: 100), minimumLineSpacing: 4) }),
        ]
        for (name, make) in families {
            let view = { TesseraCollectionView(make(), sections: [SectionData(itemCount: 30)]) { Text("item \($0.itemIndex)") } }
            let host = ModelRepresentableHost(view(), size: CGSize(width: 390, height: 844))
            guard let d = driver(of: host.view) else { log.expect(false, "\(name): no driver"); continue }
            log.expect(!host.view.modelVisibleCells.isEmpty, "\(name): cells are shown")
            let prepares = calls("prepare"), full = d.outcomeCounts[.fullLayout] ?? 0, assigns = calls("collectionViewLayout.set")
            host.update(view())
            host.update(view())
            log.expect(calls("prepare") == prepares, "\(name): two no-op updates prepared the layout \(calls("prepare") - prepares) times")
            log.expect((d.outcomeCounts[.fullLayout] ?? 0) == full, "\(name): two no-op updates made \((d.outcomeCounts[.fullLayout] ?? 0) - full) full layouts")
            log.expect(calls("collectionViewLayout.set") == assigns, "\(name): the layout object is kept")
        }
        // A provider without an id cannot be compared: made anew, it lays out again (the
        // documented cost); an id changes that.
        let a = CompositionalLayout { _, _ in gridSection }, b = CompositionalLayout { _, _ in gridSection }
        log.expect(
            a == a && a != b && CompositionalLayout(id: 1) { _, _ in gridSection } == CompositionalLayout(id: 1) { _, _ in gridSection },
            "provider layouts: equal to their copies and by id only")
    },
    // Point 7 (SwiftUI): identified notes edited above and inside the viewport: one animated
    // batch update, no reload, every row keeps the height it measured (no row measures
    // again but those never measured). Caught when the driver drops measured sizes on a data
    // change (`if !extends { measuredSizes = [:] }` without the carry) or when the shell
    // reloads instead of diffing.
    Session(name: "SwiftUI update: identified notes insert, delete and move with animations and keep their measured heights") { log in
        func text(_ id: Int) -> String { String(repeating: "n", count: [50, 100, 150][id % 3]) }
        let notes = (0..<30).map { Note(id: $0, text: text($0)) }
        guard let list = NotesView(notes: notes).body as? TesseraCollectionView<Text> else { return log.expect(false, "NotesView's body is not a TesseraCollectionView<Text>") }
        let host = ModelRepresentableHost(list, size: CGSize(width: 390, height: 844))
        let cv = host.view
        guard let d = driver(of: cv) else { return log.expect(false, "no driver") }
        cv.modelScroll(to: CGPoint(x: 0, y: 300))
        // Texts of 50, 100, 150 characters at 8 pt in 390: 2, 3, 4 lines of 20 pt.
        log.expect(
            d.layoutAttributesForItem(at: IndexPath(item: 5, section: 0))?.frame == CGRect(x: 0, y: 280, width: 390, height: 80),
            "note 5 measured 80 high at 280: \(String(describing: d.layoutAttributesForItem(at: IndexPath(item: 5, section: 0))?.frame))")
        let before = measuredByID(d) { $0.item < notes.count ? notes[$0.item].id : nil }
        var edited = notes
        edited.removeAll { $0.id == 1 || $0.id == 7 }  // 1 above the viewport, 7 inside
        edited.insert(edited.remove(at: edited.firstIndex { $0.id == 10 }!), at: 0)  // 10 from inside to the top
        edited.insert(Note(id: 100, text: text(100)), at: 3)  // above
        edited.insert(Note(id: 101, text: text(101)), at: edited.firstIndex { $0.id == 16 }! + 1)  // inside
        guard let updated = NotesView(notes: edited).body as? TesseraCollectionView<Text> else { return }
        let reloads = calls("reloadData"), batches = calls("performBatchUpdates"), remeasures = calls("shouldInvalidateLayout(forPreferredLayoutAttributes:)")
        host.update(updated)
        log.expect(calls("reloadData") == reloads && calls("performBatchUpdates") == batches + 1, "one batch update, no reload")
        let after = measuredByID(d) { $0.item < edited.count ? edited[$0.item].id : nil }
        let kept = before.filter { id, _ in edited.contains { $0.id == id } }
        log.expect(kept.allSatisfy { after[$0.key] == $0.value }, "every note keeps its measured size: \(kept.filter { after[$0.key] != $0.value }.keys.sorted())")
        let visibleIDs = Set(cv.indexPathsForVisibleItems.map { edited[$0.item].id })
        let neverMeasured = visibleIDs.subtracting(before.keys).count
        log.expect(
            calls("shouldInvalidateLayout(forPreferredLayoutAttributes:)") - remeasures <= neverMeasured,
            "only notes never measured measure: \(calls("shouldInvalidateLayout(forPreferredLayoutAttributes:)") - remeasures) invalidations, \(neverMeasured) new on screen")
        // Note 5 (20 pt above the top before) stays there: above it 10 (60), 0 (40), 2 (80),
        // 100 (estimated 100), 3 (40), 4 (60) → at 380; the offset 400.
        let five = IndexPath(item: edited.firstIndex { $0.id == 5 }!, section: 0)
        log.expect(
            d.layoutAttributesForItem(at: five)?.frame.minY == 380 && cv.contentOffset.y == 400,
            "note 5 at \(String(describing: d.layoutAttributesForItem(at: five)?.frame.minY)), offset \(cv.contentOffset.y): 380 and 400")
        // Animations: 101 fades in; 5 slides from where it was (280).
        let new = IndexPath(item: edited.firstIndex { $0.id == 101 }!, section: 0)
        log.expect(cv.modelAppearing[new]?.alpha == 0, "note 101 fades in: \(String(describing: cv.modelAppearing[new]?.alpha))")
        log.expect(cv.modelAppearing[five]?.frame.minY == 280, "note 5 moves from 280: \(String(describing: cv.modelAppearing[five]?.frame))")
        log.expect(cv.modelDisappearing[IndexPath(item: 7, section: 0)]?.alpha == 0, "note 7 (deleted, on screen) fades out")
        log.expect(cv.modelDisappearing[IndexPath(item: 5, section: 0)]?.frame.minY == 380, "note 5 ends at 380: \(String(describing: cv.modelDisappearing[IndexPath(item: 5, section: 0)]?.frame))")
        log.expectFramesMatchEngine(cv)
    },
    // Point 9: the container lays out at the environment's scale, keys its plans by scale, and
    // keeps a bounded number of them through a live resize. Caught when the scale is left out
    // of the plan key or the cache is not trimmed.
    Session(name: "SwiftUI container: plans at the environment's display scale, a bounded cache") { log in
        let waterfall = WaterfallLayout(columns: .fixed(3), columnSpacing: 0, itemSpacing: 0)
        let host = ModelLayoutHost(CollectionLayoutContainer(waterfall, displayScale: 2), children: (0..<6).map { Text("\($0)") })
        // Columns 100/3 wide: the second starts at 33.5 on a half-point grid, 33.333 on a third.
        let at2 = host.layoutPass(SwiftUI.ProposedViewSize(width: 100, height: nil))
        log.expect(at2[1].minX == 33.5, "at 2x the second column starts at 33.5: \(at2[1])")
        host.layout = CollectionLayoutContainer(waterfall, displayScale: 3)
        let at3 = host.layoutPass(SwiftUI.ProposedViewSize(width: 100, height: nil))
        log.expect(abs(at3[1].minX - 100.0 / 3) < 0.001, "at 3x (same proposal, same cache) at 33.333: \(at3[1])")
        for width in stride(from: 100.0, through: 400.0, by: 1) { host.layoutPass(SwiftUI.ProposedViewSize(width: width, height: nil)) }
        log.expect(
            host.modelCache.planCount <= CollectionLayoutContainer.cachedPlanLimit,
            "a live resize through 301 widths keeps \(host.modelCache.planCount) plans")
        // The gallery reads the environment's scale (3 in the model).
        EnvironmentValues.modelCurrent.displayScale = 2
        defer { EnvironmentValues.modelCurrent.displayScale = 3 }
        guard let gallery = GalleryView().body as? ModelLayoutView<CollectionLayoutContainer> else { return log.expect(false, "GalleryView's body is not a CollectionLayoutContainer") }
        log.expect(gallery.layout.displayScale == 2, "the gallery passes the environment's scale: \(gallery.layout.displayScale)")
    },
    // Point 9: a container whose layout fails says why (to its handler), shows its children in a column, and
    // does not crash. Caught when the error is swallowed (`try?`) again.
    Session(name: "SwiftUI container: a failing layout reports its error") { log in
        let errors = ErrorLog()
        let container = ViewLayoutContainer(TesseraViewLayout.HStackLayout(spacing: 0)).onLayoutError { errors.append($0) }
        let host = ModelLayoutHost(container, children: [Text("aaaa"), Text("bb")])
        host.subviews[0].priority = .nan
        let frames = host.layoutPass(SwiftUI.ProposedViewSize(width: 100, height: 40))
        log.expect(
            !errors.messages.isEmpty && errors.messages.allSatisfy { $0.contains("layoutPriority") },
            "the NaN priority is reported: \(errors.messages)")
        // The documented fallback (issue 51): the children one below the other from the top-leading corner.
        log.expect(frames.map(\.minY) == [0, 20] && frames.allSatisfy { $0.minX == 0 }, "the children in the fallback column: \(frames)")
        let failing = ErrorLog()
        let broken = CollectionLayoutContainer(WaterfallLayout(columns: .fixed(0))).onLayoutError { failing.append($0) }
        let empty = ModelLayoutHost(broken, children: [Text("a")])
        empty.layoutPass(SwiftUI.ProposedViewSize(width: 100, height: nil))
        log.expect(!failing.messages.isEmpty, "the collection container reports its layout's error too")
    },
]
