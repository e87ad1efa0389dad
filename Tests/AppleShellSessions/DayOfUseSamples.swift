// The days of use of the samples (DayOfUseSessions.swift runs and checks the steps): the UIKit
// feed (Examples/apps/UIKitFeed) and the SwiftUI gallery's feed and notes
// (Examples/apps/SwiftUIGallery), each in a window, rotated, switched away from and back.
import Foundation
import SwiftUI
import Tessera
import TesseraAdapterDriver
import TesseraSwiftUI
import TesseraUIKit

let photoRatios: [CGFloat] = [0.75, 1, 1.5, 0.66, 1.333]

/// The gestures, rotation and the keyboard, as every screen has them; `rotate` turns the window.
@MainActor
func sharedActions(_ day: DayOfUse, rotate: @escaping () -> Void) -> [(weight: Int, name: String, act: () -> StillAfterStep)] {
    [
        (6, "drag", { day.drag(fling: false) }),
        (3, "fling", { day.drag(fling: true) }),
        (2, "catch a fling", { day.catchFling() }),
        (2, "jump", { day.jump() }),
        (3, "scroll to an item", { day.scrollToItem() }),
        (
            2, "rotate",
            {
                rotate()
                return .topItem
            }
        ),
        (2, "keyboard", { day.keyboard() }),
        (3, "VoiceOver page", { day.voiceOverPage() }),
        (1, "status-bar tap", { day.statusBarTap() }),
    ]
}

extension DayOfUse {
    /// A fling caught a few frames in: from the catch on nothing moves.
    func catchFling() -> StillAfterStep {
        cv.modelTouchDown()
        cv.modelDrag(translation: CGPoint(x: 0, y: chance(0.5) ? -120 : 120))
        cv.modelEndDragging(velocity: CGPoint(x: 0, y: cgFloat(-6_000...6_000)))
        for _ in 0..<3 {
            cv.modelStep()
            cv.layoutIfNeeded()
        }
        // Caught past an end, it bounces back: only a catch within the content stops it.
        let range = cv.modelContentOffsetRange
        let inside = cv.contentOffset.y >= range.min.y && cv.contentOffset.y <= range.max.y
        let caught = inside ? screenFrames(cv) : [:], caughtAt = cv.contentOffset.y, caughtHeight = cv.contentSize.height
        cv.modelTouchDown()
        cv.modelEndDragging(velocity: .zero)
        settleChecking()
        // Rows measured below their estimates at the end may shrink the content under the
        // offset, which must then move: only a catch that changed nothing else keeps the screen.
        guard cv.contentSize.height == caughtHeight else { return .nothing }
        let moved = caught.filter { p, f in screenFrames(cv)[p].map { !close($0, f, 0.01) } ?? false }
        log.expect(
            moved.isEmpty,
            "step \(step): cells moved after the catch at \(caughtAt) (\(range.min.y) … \(range.max.y)): \(moved.keys.sorted().prefix(4)), now at \(cv.contentOffset.y) of \(cv.contentSize.height)")
        return .nothing
    }

    /// Turns `root` (and the window) between portrait and landscape.
    func turn(_ root: UIView) {
        let portrait = window.bounds.width < window.bounds.height
        let size = portrait ? CGSize(width: 844, height: 390) : CGSize(width: 390, height: 844)
        window.frame = CGRect(origin: .zero, size: size)
        root.frame = window.bounds
        window.layoutIfNeeded()
    }
}

/// The UIKit feed: photos appended, hidden, edited and moved; the tab switched away from (the
/// feed out of the window, updates arriving) and back.
@MainActor
func uikitFeedDay(_ log: SessionLog) {
    let vc = FeedViewController(nibName: nil, bundle: nil)
    let window = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    keepAlive.append(window)
    keepAlive.append(vc)
    window.addSubview(vc.view)
    window.layoutIfNeeded()
    guard let cv = collectionView(in: vc.view) else { return log.expect(false, "no collection view") }
    let day = DayOfUse(log, cv, window: window, seed: dayOfUseSeed)
    // Every photo where a full layout of the feed's ratios puts it (a reload or a move the
    // driver missed shows here, not in the engine's own snapshot).
    let waterfall = WaterfallLayout(columns: .fixed(2), columnSpacing: 6, itemSpacing: 6, headerHeight: 44, pinHeaders: true)
    day.screenCheck = { day.expectFullLayout(waterfall, sections: [SectionData(aspectRatios: vc.ratios)]) }
    day.checkStep()
    let append = {
        vc.append((0..<day.int(1..<30)).map { _ in photoRatios[day.int(0..<photoRatios.count)] })
        cv.layoutIfNeeded()
    }
    var actions = sharedActions(day) { day.turn(vc.view) }
    actions += [
        (
            3, "append a page",
            {
                append()
                return .screen { $0 }
            }
        ),
        (4, "edit photos", { feedEdit(day, vc) }),
        (
            2, "switch tabs",
            {
                vc.view.removeFromSuperview()
                let updated = day.chance(0.5)
                if updated { vc.append([1, 0.75]) }
                if updated && day.chance(0.5) { _ = feedEdit(day, vc) }
                window.addSubview(vc.view)
                window.layoutIfNeeded()
                return updated ? .nothing : .screen { $0 }
            }
        ),
    ]
    day.run(steps: 300, actions)
}

/// Hides, edits and moves photos at random: the photos before the first one touched keep
/// their places (a waterfall places photos in order).
@MainActor
func feedEdit(_ day: DayOfUse, _ vc: FeedViewController) -> StillAfterStep {
    let cv = day.cv
    let count = cv.numberOfItems(inSection: 0)
    guard count > 8 else { return .nothing }
    let touched = Set((0..<day.int(1..<4)).map { _ in day.int(0..<count) }).sorted()
    let removed = touched.filter { _ in day.chance(0.5) }
    let replaced = Dictionary(uniqueKeysWithValues: touched.filter { !removed.contains($0) }.map { ($0, photoRatios[day.int(0..<photoRatios.count)]) })
    let left = count - removed.count
    let move = day.chance(0.4) ? (from: day.int(0..<left), to: day.int(0..<left)) : nil
    vc.edit(removing: removed, replacing: replaced, moving: move)
    cv.layoutIfNeeded()
    let first = (touched + [move?.from, move?.to].compactMap { $0 }).min() ?? count
    return .screen { $0.item < first ? $0 : nil }
}

/// The SwiftUI feed: photos liked, inserted, deleted, moved and appended as identified data,
/// updates animated or not, several updates while the tab is away before one layout pass.
@MainActor
func swiftUIFeedDay(_ log: SessionLog) {
    var photos = (0..<40).map { Photo(id: $0, ratio: photoRatios[$0 % photoRatios.count]) }
    var liked: Set<Int> = [], nextID = 40
    guard let first = FeedView(photos: photos).body as? TesseraCollectionView<Text> else { return log.expect(false, "FeedView's body is not a TesseraCollectionView<Text>") }
    let host = ModelRepresentableHost(first, size: CGSize(width: 390, height: 844))
    let window = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    keepAlive.append(window)
    window.addSubview(host.view)
    let day = DayOfUse(log, host.view, window: window, seed: dayOfUseSeed + 1)
    let view = { (FeedView(photos: photos, liked: liked).body as? TesseraCollectionView<Text>) ?? first }
    let transaction = { day.chance(0.5) ? Transaction(animation: .default) : Transaction() }
    day.screenCheck = {
        let wrong = host.view.modelVisibleCells.filter { p, c in
            let photo = photos[p.item]
            return hostedText(c) != (liked.contains(photo.id) ? "♥ photo \(photo.id)" : "photo \(photo.id)")
        }
        log.expect(wrong.isEmpty, "step \(day.step) (\(day.what)): cells show stale photos: \(wrong.keys.sorted().prefix(4))")
        day.expectFullLayout(WaterfallLayout(columns: .fixed(2)), sections: [SectionData(aspectRatios: photos.map(\.ratio))])
    }
    let edit = { photosEdit(day, &photos, nextID: &nextID) }
    var actions = sharedActions(day) { day.turn(host.view) }
    actions += [
        (
            3, "like a photo",
            {
                if let p = host.view.indexPathsForVisibleItems.randomElement(using: &day.rng) { liked.formSymmetricDifference([photos[p.item].id]) }
                host.update(view(), transaction: transaction())
                return .screen { $0 }
            }
        ),
        (
            5, "edit photos",
            {
                let still = edit()
                host.update(view(), transaction: transaction())
                return still
            }
        ),
        (
            2, "switch tabs",
            {
                host.view.removeFromSuperview()
                for _ in 0..<day.int(1..<4) {
                    _ = edit()
                    host.updateWithoutLayout(view(), transaction: transaction())
                }
                window.addSubview(host.view)
                window.layoutIfNeeded()
                return .nothing
            }
        ),
    ]
    day.run(steps: 300, actions)
}

/// The SwiftUI notes (rows self-size to their text): notes written, deleted, moved and edited
/// above, inside or below the screen. Through an edit wholly above or below it, every note
/// shown stays where it was (the driver anchors what is read).
@MainActor
func swiftUINotesDay(_ log: SessionLog) {
    var nextID = 0
    let note = { (rng: inout SeededGenerator) -> Note in
        nextID += 1
        return Note(id: nextID, text: String(repeating: "n", count: Int.random(in: 10..<200, using: &rng)))
    }
    var rng0 = SeededGenerator(state: dayOfUseSeed + 2)
    var notes = (0..<50).map { _ in note(&rng0) }
    let host = ModelRepresentableHost(NotesView(notes: notes).body as! TesseraCollectionView<Text>, size: CGSize(width: 390, height: 844))
    let window = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    keepAlive.append(window)
    window.addSubview(host.view)
    let day = DayOfUse(log, host.view, window: window, seed: dayOfUseSeed + 2)
    let view = { NotesView(notes: notes).body as! TesseraCollectionView<Text> }
    day.screenCheck = {
        let wrong = host.view.modelVisibleCells.filter { p, c in hostedText(c) != notes[p.item].text }
        log.expect(wrong.isEmpty, "step \(day.step) (\(day.what)): cells show stale notes: \(wrong.keys.sorted().prefix(4))")
        // Each note shown is as tall as its text (the model's Text: 8 pt a character, 20 a
        // line): a height carried to the wrong note through an update shows here.
        let width = host.view.bounds.width
        let tall = host.view.modelVisibleCells.compactMap { p, c -> String? in
            let needed = 20 * (CGFloat(notes[p.item].text.count) * 8 / width).rounded(.up)
            guard let h = c.modelAppliedAttributes?.frame.height, abs(h - needed) > 0.5 else { return nil }
            return "note \(notes[p.item].id) at \(p.item): \(h), its text \(needed)"
        }
        log.expect(tall.isEmpty, "step \(day.step) (\(day.what)): notes shown at another note's height: \(tall.prefix(3))")
    }
    var actions = sharedActions(day) { day.turn(host.view) }
    actions += [
        (
            6, "edit notes",
            {
                let shown = host.view.indexPathsForVisibleItems.map(\.item)
                guard let lo = shown.min(), let hi = shown.max() else { return .nothing }
                let oldIDs = notes.map(\.id)
                let outside = notesEdit(day, &notes, shown: lo...hi, note: note)
                host.update(view(), transaction: day.chance(0.5) ? Transaction(animation: .default) : Transaction())
                guard outside else { return .nothing }
                let index = Dictionary(uniqueKeysWithValues: notes.enumerated().map { ($1.id, $0) })
                return .screen { p in index[oldIDs[p.item]].map { IndexPath(item: $0, section: 0) } }
            }
        ),
        (
            2, "switch tabs",
            {
                host.view.removeFromSuperview()
                for _ in 0..<day.int(1..<4) {
                    notes.insert(note(&day.rng), at: day.int(0..<notes.count + 1))
                    host.updateWithoutLayout(view())
                }
                window.addSubview(host.view)
                window.layoutIfNeeded()
                return .nothing
            }
        ),
    ]
    day.run(steps: 300, actions)
}

/// One edit of `notes` above, inside or below the notes `shown`; whether it was outside them.
@MainActor
func notesEdit(_ day: DayOfUse, _ notes: inout [Note], shown: ClosedRange<Int>, note: (inout SeededGenerator) -> Note) -> Bool {
    let region = day.int(0..<3)
    // Indices wholly above (before the first shown) or below (after the last), else inside.
    let range: Range<Int>? =
        region == 0 && shown.lowerBound > 1 ? 0..<shown.lowerBound : region == 1 && shown.upperBound + 2 < notes.count ? (shown.upperBound + 1)..<notes.count : nil
    let at = range ?? shown.lowerBound..<(shown.upperBound + 1)
    switch day.int(0..<4) {
    case 0: notes.insert(note(&day.rng), at: day.int(at.lowerBound..<(at.upperBound + (range == nil ? 1 : 0))))
    case 1 where notes.count > 10: notes.remove(at: day.int(at))
    case 2 where at.count > 1:
        let from = day.int(at)
        notes.insert(notes.remove(at: from), at: day.int(at.lowerBound..<(at.upperBound - 1)))
    default: notes[day.int(at)].text = String(repeating: "e", count: day.int(10..<200))
    }
    return range != nil
}

/// Edits the photos at random (inserted, deleted, moved, appended, one cropped to a new
/// ratio); what is shown before the first photo changed stays.
@MainActor
func photosEdit(_ day: DayOfUse, _ photos: inout [Photo], nextID: inout Int) -> StillAfterStep {
    let old = photos.map(\.id)
    var fresh: [Photo] = []
    for _ in 0..<day.int(1..<20) {
        nextID += 1
        fresh.append(Photo(id: nextID, ratio: photoRatios[day.int(0..<5)]))
    }
    switch day.int(0..<5) {
    case 4:
        let i = day.int(0..<photos.count)
        photos[i].ratio = photoRatios[day.int(0..<5)]
        return .screen { $0.item < i ? $0 : nil }
    case 0: photos.insert(contentsOf: fresh.prefix(3), at: day.int(0..<photos.count + 1))
    case 1 where photos.count > 8: photos.remove(at: day.int(0..<photos.count))
    case 2: photos.insert(photos.remove(at: day.int(0..<photos.count)), at: day.int(0..<photos.count))
    default: photos += fresh
    }
    let same = zip(old, photos.map(\.id)).prefix { $0 == $1 }.count
    return .screen { $0.item < same ? $0 : nil }
}
