// Sessions with the UIKit shell and app-shaped data sources: self-sizing, batch updates with
// pinned headers, right-to-left, an orthogonal section, a failed layout, scrolling without
// pinned elements, decorations.
import Foundation
import Tessera
import TesseraAdapterDriver
import TesseraUIKit
import UIKit

@MainActor
let shellSessions: [Session] = [
    // Estimates 44; rows measure 66 (even) or 22 (odd): 50 % wrong both ways. Scrolling up from
    // far down, rows above the top measure as they appear and the item at the top must not move.
    Session(name: "self-sizing: estimates 50% wrong both ways, no visible jump") { log in
        let ds = CountsDataSource([400])
        ds.preferredHeight = { p, _ in p.item % 2 == 0 ? 66 : 22 }
        let cv = mounted(TesseraCollectionViewLayout(estimatedList(44)), ds)
        cv.modelScroll(to: CGPoint(x: 0, y: 12_000))
        log.expectFramesMatchEngine(cv)
        var worst: CGFloat = 0
        for _ in 0..<40 {
            guard let (item, distance) = topItem(cv) else { return log.expect(false, "no top item") }
            cv.modelScroll(to: CGPoint(x: 0, y: max(0, cv.contentOffset.y - 150)))
            // The same item, 150 pt further down the screen (less if the top was reached).
            if let f = cv.modelVisibleCells[item]?.modelAppliedAttributes?.frame, cv.contentOffset.y > 0 {
                worst = max(worst, abs((f.minY - cv.contentOffset.y) - (distance + 150)))
            }
        }
        log.expect(worst <= 1, "the item at the top jumped \(worst) pt")
        log.expectFramesMatchEngine(cv)
        let measured = cv.modelVisibleCells.compactMap { p, c in c.modelAppliedAttributes.map { (p, $0.frame.height) } }
        let wrong = measured.filter { $0.1 != ($0.0.item % 2 == 0 ? 66 : 22) }
        log.expect(wrong.isEmpty, "visible rows have their measured heights: \(wrong)")
    },
    // Point 5: a 10,000-item waterfall with a pinned header whose cells self-size (150, 50,
    // 120, 80 for a 191-point square estimate), scrolled to the end. The driver lays it out a part at a time; what
    // UIKit shows at every stop, and every frame at the end, is a full layout's.
    Session(name: "self-sizing: a 10,000-item waterfall scrolled to the end") { log in
        let heights: [CGFloat] = [150, 50, 120, 80]
        let ds = CountsDataSource([10_000], headerKinds: ["header"])
        ds.preferredHeight = { p, _ in heights[p.item % 4] }
        let waterfall = WaterfallLayout(columns: .fixed(2), headerHeight: 44, pinHeaders: true)
        let cv = mounted(TesseraCollectionViewLayout(waterfall), ds)
        log.scrollToEndMatchingEngine(cv, step: 600)
        // A full layout with the same measurements and the columns the driver recorded for the
        // items it showed (issue 38's stable columns: a shown item keeps its column).
        let recorded = (cv.collectionViewLayout as? TesseraCollectionViewLayout)?.driver.recordedColumns ?? [:]
        let items = (0..<10_000).map { i in
            var item = ItemData(measuredSize: CGSize(width: 191, height: heights[i % 4]))
            item.column = recorded[IndexPath(item: i, section: 0)]
            return item
        }
        log.expect(!recorded.isEmpty, "the driver recorded the shown items' columns")
        log.expectDriverMatchesFullLayout(cv, waterfall, sections: [SectionData(items: items)])
        log.expectNoViolations()
    },
    // UIKit's flow layout through the shell: a self-sizing grid (automatic size, cells taller
    // than the estimate) with pinned headers in two sections, scrolled to the end; every stop
    // matches the engine and the end matches a full layout with the same measurements.
    Session(name: "flow layout: a self-sizing grid with pinned headers scrolled to the end") { log in
        let heights: [CGFloat] = [90, 140, 60, 120, 100]
        let ds = CountsDataSource([1_200, 800], headerKinds: ["header"])
        ds.preferredHeight = { p, _ in heights[(p.item + p.section) % 5] }
        var flow = CollectionViewFlowLayout(itemSize: CGSize(width: 110, height: 110), estimatedItemSize: .automatic)
        flow.sectionInset = DirectionalEdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 12)
        flow.headerReferenceSize = CGSize(width: 0, height: 40)
        flow.sectionHeadersPinToVisibleBounds = true
        let cv = mounted(TesseraCollectionViewLayout(flow), ds)
        log.scrollToEndMatchingEngine(cv, step: 500)
        let sections = [1_200, 800].enumerated().map { s, n in
            SectionData(items: (0..<n).map { i in ItemData(measuredSize: CGSize(width: 110, height: heights[(i + s) % 5])) })
        }
        log.expectDriverMatchesFullLayout(cv, flow, sections: sections)
        let header = cv.modelVisibleSupplementaries.values.compactMap(\.modelAppliedAttributes).min { $0.frame.minY < $1.frame.minY }
        log.expect(header.map { abs($0.frame.minY - cv.contentOffset.y) < 0.5 } ?? false, "section 1's header is pinned at the top: \(String(describing: header?.frame))")
        log.expectNoViolations()
    },
    // Point 12: headers of inserted and deleted sections animate; counts stay consistent.
    Session(name: "batch updates: items and sections with pinned headers") { log in
        let ds = CountsDataSource([10, 10, 10], headerKinds: ["header"])
        let cv = mounted(TesseraCollectionViewLayout(estimatedList(44, headerKind: "header", pinned: true)), ds)
        cv.modelScroll(to: CGPoint(x: 0, y: 100))
        log.expectFramesMatchEngine(cv)
        cv.performBatchUpdates({
            ds.counts = [10, 5, 9, 10]  // section 1 inserted (5 items); old section 0 loses item 3, gains one
            cv.insertSections(IndexSet(integer: 1))
            cv.deleteItems(at: [IndexPath(item: 3, section: 0)])
            cv.insertItems(at: [IndexPath(item: 0, section: 0)])
            cv.moveItem(at: IndexPath(item: 1, section: 1), to: IndexPath(item: 8, section: 2))
            cv.deleteItems(at: [IndexPath(item: 2, section: 1)])
        })
        log.expect(cv.modelAnimatedSupplementaries.inserted.contains("header@[1, 0]"), "the inserted section's header animates in: \(cv.modelAnimatedSupplementaries)")
        log.expectFramesMatchEngine(cv)
        cv.performBatchUpdates({
            ds.counts = [10, 9, 5]
            cv.deleteSections(IndexSet(integer: 3))
            cv.moveSection(1, toSection: 2)
        })
        log.expect(cv.modelAnimatedSupplementaries.deleted.contains("header@[3, 0]"), "the deleted section's header animates out: \(cv.modelAnimatedSupplementaries)")
        log.expectFramesMatchEngine(cv)
        let header = cv.modelVisibleSupplementaries.values.compactMap(\.modelAppliedAttributes).min { $0.frame.minY < $1.frame.minY }
        log.expect(header.map { abs($0.frame.minY - cv.contentOffset.y) < 0.5 } ?? false, "a header is pinned at the top: \(String(describing: header?.frame)) at \(cv.contentOffset)")
    },
    // Points 9 and 12: in right-to-left, the physical left inset is the trailing one; a change
    // of layout direction or display scale lays out again.
    Session(name: "right-to-left, then trait changes") { log in
        let window = UIView(frame: CGRect(x: 0, y: 0, width: 844, height: 390))
        window.modelSetTraits(.modelTraits(displayScale: 3, layoutDirection: .rightToLeft))
        let layout = TesseraCollectionViewLayout(WaterfallLayout(columns: .fixed(3)))
        let cv = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        cv.modelSafeAreaInsets = UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 0)
        let ds = CountsDataSource([30])
        ds.install(on: cv)
        keepAlive.append(ds)
        window.addSubview(cv)
        window.layoutIfNeeded()
        let env = layout.snapshot?.environment
        log.expect(env?.layoutDirection == .rightToLeft, "laid out right-to-left")
        log.expect(env?.safeAreaInsets.trailing == 47 && env?.safeAreaInsets.leading == 0, "the left notch is the trailing inset in RTL: \(String(describing: env?.safeAreaInsets))")
        let first = cv.modelVisibleCells[IndexPath(item: 0, section: 0)]?.modelAppliedAttributes?.frame
        log.expect(first.map { $0.maxX > 600 } ?? false, "item 0 is on the right: \(String(describing: first))")
        log.expectFramesMatchEngine(cv)
        window.modelSetTraits(.modelTraits(displayScale: 2, layoutDirection: .leftToRight))
        window.layoutIfNeeded()
        log.expect(layout.snapshot?.environment.layoutDirection == .leftToRight, "laid out again left-to-right after the trait change")
        log.expect(layout.snapshot?.environment.displayScale == 2, "laid out again at scale 2")
        let again = cv.modelVisibleCells[IndexPath(item: 0, section: 0)]?.modelAppliedAttributes?.frame
        log.expect(again.map { $0.minX < 200 } ?? false, "item 0 is on the left: \(String(describing: again))")
        log.expectFramesMatchEngine(cv)
    },
    // Point 12 before iOS 17: no trait registration; the next bounds change, or the app's
    // call from traitCollectionDidChange, lays out again.
    Session(name: "trait changes before iOS 17 (no registerForTraitChanges)") { log in
        UIKitModel.deliversTraitChangeRegistrations = false
        let window = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.modelSetTraits(.modelTraits(displayScale: 3, layoutDirection: .leftToRight))
        let layout = TesseraCollectionViewLayout(WaterfallLayout(columns: .fixed(2)))
        let cv = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        let ds = CountsDataSource([200])
        ds.install(on: cv)
        keepAlive.append(ds)
        window.addSubview(cv)
        window.layoutIfNeeded()
        window.modelSetTraits(.modelTraits(displayScale: 2, layoutDirection: .rightToLeft))
        window.layoutIfNeeded()
        log.expect(layout.snapshot?.environment.displayScale == 3, "no registration, no bounds change: still the old layout (as on iOS 16)")
        cv.modelScroll(to: CGPoint(x: 0, y: 40))
        log.expect(
            layout.snapshot?.environment.displayScale == 2 && layout.snapshot?.environment.layoutDirection == .rightToLeft,
            "the next scroll notices the new traits: \(String(describing: layout.snapshot?.environment))")
        log.expectFramesMatchEngine(cv)
        window.modelSetTraits(.modelTraits(displayScale: 3, layoutDirection: .leftToRight))
        layout.invalidateLayoutIfTraitsChanged()
        window.layoutIfNeeded()
        log.expect(
            layout.snapshot?.environment.displayScale == 3 && layout.snapshot?.environment.layoutDirection == .leftToRight,
            "the app's call from traitCollectionDidChange lays out again")
        log.expectFramesMatchEngine(cv)
    },
    // Point 3: a layout that fails must not leave UIKit with index paths that no longer exist.
    Session(name: "a failed layout after the data shrank shows no stale index paths") { log in
        final class Items: NSObject, UICollectionViewDataSource {
            var ratios: [CGFloat] = Array(repeating: 1, count: 40)
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { ratios.count }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            }
        }
        let ds = Items()
        let layout = TesseraCollectionViewLayout(WaterfallLayout(columns: .fixed(2))) { _ in [SectionData(aspectRatios: ds.ratios)] }
        let window = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let cv = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        cv.dataSource = ds
        window.addSubview(cv)
        window.layoutIfNeeded()
        log.expect(cv.modelVisibleCells.count > 4, "cells shown")
        ds.ratios = [1, -1, 1]  // fewer items, one with a ratio the layout refuses
        cv.reloadData()
        cv.layoutIfNeeded()
        log.expect(layout.driver.lastError != nil, "the layout failed")
        log.expect(cv.modelVisibleCells.keys.allSatisfy { $0.item < 3 }, "only existing items shown: \(cv.modelVisibleCells.keys.sorted())")
        ds.ratios = [1, 2, 1]
        cv.reloadData()
        cv.layoutIfNeeded()
        log.expect(layout.driver.lastError == nil && cv.modelVisibleCells.count == 3, "good data lays out again")
        log.expectFramesMatchEngine(cv)
    },
    // Point 8: scrolling invalidates only when something moves with the offset.
    Session(name: "scrolling with unpinned headers does not invalidate the layout") { log in
        let ds = CountsDataSource([200, 200], headerKinds: ["header"])
        let layout = TesseraCollectionViewLayout(WaterfallLayout(columns: .fixed(2), headerHeight: 44, pinHeaders: false))
        let cv = mounted(layout, ds)
        let before = UIKitModel.layoutCalls["invalidateLayout(with:)"] ?? 0
        for i in 1...50 { cv.modelScroll(to: CGPoint(x: 0, y: CGFloat(i) * 100)) }
        let invalidations = (UIKitModel.layoutCalls["invalidateLayout(with:)"] ?? 0) - before
        log.expect(invalidations == 0, "50 scroll frames invalidated the layout \(invalidations) times")
        log.expectFramesMatchEngine(cv)
        // Pinned headers do follow the offset.
        let pinned = TesseraCollectionViewLayout(WaterfallLayout(columns: .fixed(2), headerHeight: 44, pinHeaders: true))
        let cv2 = mounted(pinned, CountsDataSource([200], headerKinds: ["header"]))
        cv2.modelScroll(to: CGPoint(x: 0, y: 700))
        let header = cv2.modelVisibleSupplementaries.values.first?.modelAppliedAttributes?.frame
        log.expect(header.map { abs($0.minY - 700) < 0.5 } ?? false, "the pinned header follows the offset: \(String(describing: header))")
    },
    // Point 1: decoration views the layout shows are registered on the layout by the shell.
    Session(name: "a section background decoration is registered") { log in
        var section = LayoutSection(
            group: LayoutGroup.horizontal(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                subitems: [.item(LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))))]))
        section.decorationItems = [.background(elementKind: "background")]
        let cv = mounted(TesseraCollectionViewLayout(CompositionalLayout(section: section)), CountsDataSource([5, 5]))
        log.expect(cv.modelVisibleDecorations.count == 2, "two section backgrounds shown: \(cv.modelVisibleDecorations.count)")
        log.expectFramesMatchEngine(cv)
    },
]
