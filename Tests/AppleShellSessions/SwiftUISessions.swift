// Sessions with the SwiftUI sample (Examples/apps/SwiftUIGallery) and the SwiftUI shells,
// run by the model's Layout host and representable host.
import Foundation
import SwiftUI
import Tessera
import TesseraAdapterDriver
import TesseraSwiftUI
import TesseraUIKit
import TesseraViewLayout

@MainActor
let swiftUISessions: [Session] = [
    // Sections (not identified data) that grow at the end reach the collection view as
    // insertItems: the driver appends, nothing is reloaded.
    Session(name: "SwiftUI: TesseraCollectionView sections appended arrive by insertItems") { log in
        let waterfall = WaterfallLayout(columns: .fixed(2))
        let ratios: [CGFloat] = (0..<20).map { [0.75, 1, 1.5][$0 % 3] }
        let host = ModelRepresentableHost(
            TesseraCollectionView(waterfall, sections: [SectionData(aspectRatios: ratios)]) { p in Text("\(p.item)") },
            size: CGSize(width: 390, height: 844))
        let reloads = UIKitModel.layoutCalls["reloadData"] ?? 0
        host.update(TesseraCollectionView(waterfall, sections: [SectionData(aspectRatios: ratios + [1, 1, 1])]) { p in Text("\(p.item)") })
        log.expect(host.view.numberOfItems(inSection: 0) == 23, "23 items: \(host.view.numberOfItems(inSection: 0))")
        log.expect((UIKitModel.layoutCalls["reloadData"] ?? 0) == reloads, "no reloadData for an append")
        let driver = (host.view.collectionViewLayout as? TesseraCollectionViewLayout)?.driver
        log.expect((driver?.outcomeCounts[.appended] ?? 0) == 1, "the driver appended: \(String(describing: driver?.outcomeCounts))")
        log.expectFramesMatchEngine(host.view)
    },
    // Issue 37, point 8, in SwiftUI: the safe area moves sides without a size change.
    Session(name: "SwiftUI: TesseraCollectionView follows a safe area that moves sides") { log in
        let grid = CollectionViewFlowLayout(itemSize: CGSize(width: 120, height: 120), minimumLineSpacing: 4, minimumInteritemSpacing: 4, sectionInsetReference: .fromSafeArea)
        let view = TesseraCollectionView(grid, sections: [SectionData(itemCount: 30)]) { p in Text("\(p.item)") }
        let host = ModelRepresentableHost(view, size: CGSize(width: 844, height: 390))
        let cv = host.view
        cv.modelSetSafeAreaInsets(UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 0))
        cv.layoutIfNeeded()
        let first = cv.modelVisibleCells[IndexPath(item: 0, section: 0)]?.modelAppliedAttributes?.frame
        log.expect(first.map { abs($0.minX - 47) < 0.5 } ?? false, "item 0 after the left safe area: \(String(describing: first))")
        cv.modelSetSafeAreaInsets(UIEdgeInsets(top: 0, left: 0, bottom: 21, right: 47))
        cv.layoutIfNeeded()
        let turned = cv.modelVisibleCells[IndexPath(item: 0, section: 0)]?.modelAppliedAttributes?.frame
        log.expect(turned.map { abs($0.minX) < 0.5 } ?? false, "after the turn item 0 at the left edge: \(String(describing: turned))")
        log.expectFramesMatchEngine(cv)
    },
    // The Explore mosaic as a container: frames are the plan's (worked out by the driver's
    // ContainerLayoutPlan, tested on its own), at the screen's scale (point 10).
    Session(name: "SwiftUI: gallery mosaic container") { log in
        guard let container = GalleryView().body as? ModelLayoutView<CollectionLayoutContainer> else { return log.expect(false, "GalleryView's body is not a CollectionLayoutContainer") }
        let host = ModelLayoutHost(container.layout, children: container.children)
        host.layoutPass(SwiftUI.ProposedViewSize(width: 390, height: nil))
        let plan = try? ContainerLayoutPlan(
            layout: MosaicLayout.explore(spacing: 1), items: SectionData(itemCount: 19),
            proposedWidth: 390, proposedHeight: nil, displayScale: 3)
        // Each child is placed at its plan frame's origin and proposed the frame's size (a Text
        // then takes only what it needs of it, as in SwiftUI).
        let placed = host.subviews.map { s in s.placement.map { CGRect(origin: $0.frame.origin, size: CGSize(width: $0.proposal.width ?? -1, height: $0.proposal.height ?? -1)) } }
        log.expect(plan != nil && placed == plan!.frames.map { Optional($0) }, "placements are the plan's at scale 3: \(placed.prefix(2)) vs \(String(describing: plan?.frames.prefix(2)))")
        log.expect(host.subviews.allSatisfy { $0.placement != nil }, "every child is placed")
    },
    // Point 10: measured children are measured once per pass (the plan is cached between
    // sizeThatFits and placeSubviews).
    Session(name: "SwiftUI: a measuring container lays out once per pass") { log in
        let container = CollectionLayoutContainer(WaterfallLayout(columns: .fixed(2)), measuresChildren: true)
        let host = ModelLayoutHost(container, children: (0..<6).map { Text(String(repeating: "x", count: 5 + $0)) })
        host.layoutPass(SwiftUI.ProposedViewSize(width: 300, height: nil))
        let queries = host.subviews.map(\.sizeQueries)
        // One measurement of each child's ideal size (a placed subview sizes itself for its
        // proposal, which is not one of the layout's measurements).
        log.expect(queries.allSatisfy { $0 == 1 }, "children measured \(queries) times in one pass")
    },
    // Points 2 and 4: a lazy photo feed keeps each photo's ratio although its SwiftUI cell
    // content (a Text) self-sizes to 20 pt; an update with the same data does not reload.
    Session(name: "SwiftUI: TesseraCollectionView feed keeps photo ratios, updates cheaply") { log in
        let ratios: [CGFloat] = (0..<40).map { [0.75, 1, 1.5, 0.66][$0 % 4] }
        guard let feed = FeedView(ratios: ratios).body as? TesseraCollectionView<Text> else { return log.expect(false, "FeedView's body is not a TesseraCollectionView") }
        let host = ModelRepresentableHost(feed, size: CGSize(width: 390, height: 844))
        let cv = host.view
        log.expect(!cv.modelVisibleCells.isEmpty, "cells are shown")
        for (p, cell) in cv.modelVisibleCells {
            guard let f = cell.modelAppliedAttributes?.frame else { continue }
            let expected = f.width / ratios[p.item]
            log.expect(abs(f.height - expected) <= 0.5, "photo \(p.item) is \(f.width)×\(f.height), its ratio wants height \(expected)")
        }
        log.expectFramesMatchEngine(cv)
        let reloads = UIKitModel.layoutCalls["reloadData"] ?? 0, assigns = UIKitModel.layoutCalls["collectionViewLayout.set"] ?? 0
        let prepares = (cv.collectionViewLayout as? TesseraCollectionViewLayout)?.driver.outcomeCounts[.fullLayout] ?? 0
        host.update(feed)
        log.expect((UIKitModel.layoutCalls["reloadData"] ?? 0) == reloads, "an update with the same data reloads nothing")
        log.expect((UIKitModel.layoutCalls["collectionViewLayout.set"] ?? 0) == assigns, "an update does not replace the layout")
        log.expect(((cv.collectionViewLayout as? TesseraCollectionViewLayout)?.driver.outcomeCounts[.fullLayout] ?? 0) == prepares, "no new full layout")
        // New data does reach the view.
        guard let more = FeedView(ratios: ratios + [1, 1]).body as? TesseraCollectionView<Text> else { return }
        host.update(more)
        log.expect(cv.numberOfItems(inSection: 0) == 42, "new items arrive: \(cv.numberOfItems(inSection: 0))")
        log.expect((UIKitModel.layoutCalls["reloadData"] ?? 0) == reloads, "items appended arrive by insertItems, without a reload")
        log.expectFramesMatchEngine(cv)
    },
    Session(name: "SwiftUI: ButtonRow runs a Tessera container") { log in
        guard let row = ButtonRow().body as? ModelLayoutView<ViewLayoutContainer<EqualWidthHStack>> else { return log.expect(false, "ButtonRow's body is not a ViewLayoutContainer") }
        let host = ModelLayoutHost(row.layout, children: row.children)
        let frames = host.layoutPass(SwiftUI.ProposedViewSize(width: 300, height: 100))
        // One child "Cancel": 6 characters × 8 pt = 48 wide, 20 high (the model's Text).
        log.expect(frames == [CGRect(x: 0, y: 0, width: 48, height: 20)], "the button's frame: \(frames)")
    },
    // Point 6: ViewThatFits' unchosen children are not drawn; priorities reach the Tessera stack.
    Session(name: "SwiftUI: ViewLayoutContainer hides unchosen children and keeps priorities") { log in
        let fits = ModelLayoutHost(
            ViewLayoutContainer(ViewThatFitsLayout(in: [.horizontal])),
            children: [Text(String(repeating: "w", count: 50)), Text("short")])
        let frames = fits.layoutPass(SwiftUI.ProposedViewSize(width: 100, height: 50))
        log.expect(frames[1].width == 40, "the short text is chosen: \(frames)")
        log.expect(frames[0].size == .zero, "the wide text is hidden (zero size), not drawn: \(frames[0])")
        let stack = ModelLayoutHost(
            ViewLayoutContainer(TesseraViewLayout.HStackLayout(spacing: 0)),
            children: [Text(String(repeating: "a", count: 20)), Text(String(repeating: "b", count: 20))])
        stack.subviews[1].priority = 1
        let s = stack.layoutPass(SwiftUI.ProposedViewSize(width: 200, height: 100))
        // 160 + 160 wanted in 200: the priority-1 text gets its 160, the other the 40 left.
        log.expect(s.map(\.width) == [40, 160], "priority decides who gets the space: \(s.map(\.width))")
    },
    // Point 6: a subview's spacing reaches the Tessera stack (SwiftUI's own rule between two
    // subviews), and so do its explicit alignment guides.
    Session(name: "SwiftUI: ViewLayoutContainer keeps spacing and alignment guides") { log in
        let stack = ModelLayoutHost(ViewLayoutContainer(TesseraViewLayout.VStackLayout()), children: [Text("aaaa"), Text("bb")])
        stack.subviews[0].spacing.modelDistance = 20
        let spaced = stack.layoutPass(SwiftUI.ProposedViewSize(width: 100, height: 100))
        // Texts 20 high; the stack states no spacing, so the subviews' preferences decide: the
        // larger of 20 and the default 8.
        log.expect(spaced.map(\.minY) == [0, 40], "the first subview's 20-point spacing separates them: \(spaced)")
        let aligned = ModelLayoutHost(
            ViewLayoutContainer(TesseraViewLayout.VStackLayout(alignment: .leading, spacing: 0)),
            children: [Text("aaaa"), Text("bb")])
        aligned.subviews[1].guides["leading"] = { _ in 10 }
        let frames = aligned.layoutPass(SwiftUI.ProposedViewSize(width: 100, height: 100))
        // Leading guides line up: the second text's guide is 10 in from its left, so it starts
        // 10 left of the first, which the 42-wide stack (10 + 32) puts at 10.
        log.expect(
            frames == [CGRect(x: 10, y: 0, width: 32, height: 20), CGRect(x: 0, y: 20, width: 16, height: 20)],
            "the explicit leading guide aligns the second text: \(frames)")
    },
    // Point 6: the container sees the environment's direction; its placements stay unmirrored
    // (SwiftUI mirrors them), and the tree is built once for several passes.
    Session(name: "SwiftUI: ViewLayoutContainer reads the layout direction and keeps its tree") { log in
        let probe = ModelLayoutHost(ViewLayoutContainer(LeadingInsetByDirection()), children: [Text("ab")])
        probe.layoutDirection = .rightToLeft
        let rtl = probe.layoutPass(SwiftUI.ProposedViewSize(width: 100, height: 40))
        log.expect(rtl.first?.minX == 30, "right to left, the Tessera layout sees it and insets by 30: \(rtl)")
        let row = ModelLayoutHost(ViewLayoutContainer(TesseraViewLayout.HStackLayout(spacing: 0)), children: [Text("aaaa"), Text("bb")])
        row.layoutDirection = .rightToLeft
        var passes: [[CGRect]] = []
        for _ in 0..<3 { passes.append(row.layoutPass(SwiftUI.ProposedViewSize(width: 100, height: 100))) }
        // Leading-to-trailing coordinates: SwiftUI, not the layout, puts the first text on the right.
        log.expect(
            passes.allSatisfy { $0 == [CGRect(x: 0, y: 0, width: 32, height: 20), CGRect(x: 32, y: 0, width: 16, height: 20)] },
            "unmirrored placements, the same each pass: \(passes)")
        log.expect(row.cacheCount == 1, "one cache (one tree) for the three passes: \(row.cacheCount)")
    },
]

/// A Tessera layout that insets its one child from the leading edge by 30 points when the
/// layout direction is right-to-left, 0 otherwise: it shows which direction it was told.
struct LeadingInsetByDirection: TesseraViewLayout.Layout {
    func sizeThatFits(proposal: TesseraViewLayout.ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        CGSize(width: proposal.width ?? 100, height: proposal.height ?? 40)
    }
    func placeSubviews(in bounds: CGRect, proposal: TesseraViewLayout.ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let inset: CGFloat = subviews.layoutDirection == .rightToLeft ? 30 : 0
        subviews[0].place(at: CGPoint(x: bounds.minX + inset, y: bounds.minY), anchor: .topLeading, proposal: .unspecified)
    }
}
