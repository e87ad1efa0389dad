// A day of use of each sample: a few hundred steps drawn from a seeded generator (drags and
// flings both ways, jumps, scrolls to items, batch updates, rotation, the keyboard, VoiceOver,
// tab switches, status-bar taps), the model's rules checked after every step and on the
// frames of every animation: no broken UIKit rule, the cells shown are the engine's, the
// content size is the layout's, a resting offset is within the content, and what the user saw
// stays where it was through changes that should not move it. A failure names the seed and
// the step; DAY_OF_USE_SEED=N replays another day.
import Foundation
import SwiftUI
import Tessera
import TesseraAdapterDriver
import TesseraSwiftUI
import TesseraUIKit

/// SplitMix64: the same steps on every machine for a seed.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1330_11EB
        return z ^ (z >> 31)
    }
}

/// What a step must leave where it was on screen.
enum StillAfterStep {
    case nothing
    /// Every cell shown before shows at the same place after, at the index path `map` gives
    /// (nil: it went).
    case screen(map: (IndexPath) -> IndexPath?)
    /// The first item wholly shown keeps its distance from the top (rotation).
    case topItem
}

/// One day of use: a collection view in a window, steps drawn from the seeded generator.
@MainActor
final class DayOfUse {
    let log: SessionLog
    let cv: UICollectionView
    let window: UIView
    let seed: UInt64
    var rng: SeededGenerator
    var step = 0
    var what = ""
    /// The offset before the step (for the failure's message).
    var offsetBefore: CGFloat = 0
    var heightBefore: CGFloat = 0
    /// The screen's own rule, checked after every step (what each cell shows).
    var screenCheck: (() -> Void)?

    init(_ log: SessionLog, _ cv: UICollectionView, window: UIView, seed: UInt64) {
        self.log = log
        self.cv = cv
        self.window = window
        let replay = ProcessInfo.processInfo.environment["DAY_OF_USE_SEED"].flatMap { UInt64($0) }
        self.seed = replay ?? seed
        rng = SeededGenerator(state: replay ?? seed)
    }

    var failed: Bool { !log.failures.isEmpty }

    func int(_ range: Range<Int>) -> Int { Int.random(in: range, using: &rng) }
    func cgFloat(_ range: ClosedRange<CGFloat>) -> CGFloat { CGFloat.random(in: range, using: &rng) }
    func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < p }

    /// Runs `steps` steps, each an action picked by weight, and checks after each; stops at the
    /// first failing step (the rest would only repeat it).
    func run(steps: Int, _ actions: [(weight: Int, name: String, act: () -> StillAfterStep)]) {
        let total = actions.reduce(0) { $0 + $1.weight }
        for n in 0..<steps {
            step = n
            var pick = int(0..<total)
            guard
                let action = actions.first(where: {
                    pick -= $0.weight; return pick < 0
                })
            else { return }
            what = action.name
            let before = screenFrames(cv), top = firstFullyShownItem(cv)
            offsetBefore = cv.contentOffset.y
            heightBefore = cv.contentSize.height
            let size = cv.contentSize, inset = cv.adjustedContentInset
            var still = action.act()
            if bounceIfLeftOutside(changedFrom: size, inset) { still = .nothing }
            checkStep()
            screenCheck?()
            checkStill(still, before: before, top: top)
            if failed { return log.failures.append("seed \(seed), step \(n) (\(what)): the first failure above; DAY_OF_USE_SEED=\(seed) replays it") }
        }
        if leftOutside > 0 {
            log.knownIssues.append("\(leftOutside) steps left the view at rest outside content that cells measuring resized (bounced back as the next touch would)")
        }
    }

    /// Steps after which the view rested outside content that changed size in the step.
    var leftOutside = 0

    /// The content shrank as cells measured below their estimates (near an end: the driver
    /// keeps the rows read in place and the rows past them move the end) or an inset went (the
    /// keyboard hid at the end) and the view rests outside what it may show: UIKit moves no
    /// content for either and the user's next touch bounces back (the model's deceleration also
    /// keeps the target it worked out at the release). That touch, here, and a count reported.
    /// Returns whether it bounced (the screen then moved, as the user made it).
    func bounceIfLeftOutside(changedFrom size: CGSize, _ inset: UIEdgeInsets) -> Bool {
        guard !cv.modelIsMoving, cv.contentSize != size || cv.adjustedContentInset != inset else { return false }
        let outside = { [cv] in
            cv.contentOffset.y > cv.modelContentOffsetRange.max.y + 0.5 || cv.contentOffset.y < cv.modelContentOffsetRange.min.y - 0.5
        }
        guard outside() else { return false }
        if cv.contentSize != size { leftOutside += 1 }
        // Rows brought in by the bounce measure in turn and may change the content again.
        for _ in 0..<20 where outside() {
            cv.modelTouchDown()
            cv.modelEndDragging(velocity: .zero)
            settleChecking()
        }
        return true
    }

    /// The rules at every step: no broken rule, the engine's frames, the layout's content size,
    /// a resting offset within the content.
    func checkStep(line: Int = #line) {
        for v in UIKitModel.violations { log.failures.append("step \(step) (\(what)): UIKit rule broken: \(v)") }
        UIKitModel.violations = []
        log.expectFramesMatchEngine(cv, line: line)
        let size = cv.collectionViewLayout.collectionViewContentSize
        log.expect(cv.contentSize == size, "step \(step) (\(what)): content size \(cv.contentSize), the layout's \(size)", line: line)
        log.expect(size.width.isFinite && size.height.isFinite && size.width <= cv.bounds.width + 0.5, "step \(step) (\(what)): content size \(size) in \(cv.bounds.size)", line: line)
        guard !cv.modelIsMoving, !cv.isTracking else { return }
        let range = cv.modelContentOffsetRange, o = cv.contentOffset
        log.expect(
            o.y >= range.min.y - 0.5 && o.y <= range.max.y + 0.5 && o.x >= range.min.x - 0.5 && o.x <= range.max.x + 0.5,
            "step \(step) (\(what)): at rest at \(o), the content allows \(range.min) … \(range.max)", line: line)
    }

    func checkStill(_ still: StillAfterStep, before: [IndexPath: CGRect], top: (IndexPath, CGFloat)?) {
        switch still {
        case .nothing: return
        case .screen(let map):
            // Content that got shorter with its end on screen pulls the screen down with it.
            if cv.contentSize.height < heightBefore - 0.5, cv.contentOffset.y >= cv.modelContentOffsetRange.max.y - 0.5 { return }
            let after = screenFrames(cv)
            let moved = before.filter { p, f in map(p).flatMap { after[$0] }.map { !close($0, f, 0.01) } ?? false }
            log.expect(
                moved.isEmpty,
                "step \(step) (\(what)): cells shown moved: \(moved.keys.sorted().prefix(4)) of \(before.count), the offset \(offsetBefore) → \(cv.contentOffset.y) of \(cv.contentSize.height)")
        case .topItem:
            // Only where the offset could keep it: not held at an end of the content.
            let range = cv.modelContentOffsetRange
            guard let (item, distance) = top, cv.contentOffset.y > range.min.y + 1, cv.contentOffset.y < range.max.y - 1 else { return }
            let now = screenFrames(cv)[item]?.minY
            let engine = driver(of: cv)?.layoutAttributesForItem(at: item)?.frame
            log.expect(
                now.map { abs($0 - distance) <= 1 } ?? false,
                "step \(step) (\(what)): item \(item) was \(distance) below the top, now \(String(describing: now)) (the engine puts it at \(String(describing: engine)), the offset is \(cv.contentOffset.y) of \(cv.contentSize.height), \(cv.bounds.size))"
            )
        }
    }

    /// Runs frames until the scroll view stops, laying out after each and checking the
    /// engine's frames every fourth frame (what shows while it moves).
    func settleChecking() {
        var n = 0
        while cv.modelIsMoving && n < 2_000 {
            cv.modelStep()
            cv.layoutIfNeeded()
            n += 1
            if n % 4 == 0 { log.expectFramesMatchEngine(cv) }
        }
        cv.layoutIfNeeded()
    }

    /// Every item the driver places, and the content size, are a full layout's of `sections`
    /// by `layout` in the environment the driver last laid out in (its scale, insets, size).
    func expectFullLayout(_ layout: some CollectionLayout, sections: [SectionData]) {
        guard let d = driver(of: cv), let environment = d.snapshot?.environment,
            let full = try? layout.makeSnapshot(sections: sections, environment: environment)
        else { return log.expect(false, "step \(step) (\(what)): no full layout") }
        let paths = sections.enumerated().flatMap { s, data in (0..<data.count).map { IndexPath(item: $0, section: s) } }
        let wrong = paths.filter { d.layoutAttributesForItem(at: $0)?.frame != full.layoutAttributesForItem(at: $0)?.frame }
        log.expect(wrong.isEmpty, "step \(step) (\(what)): \(wrong.count) items differ from a full layout, first \(String(describing: wrong.first))")
        log.expect(cv.contentSize == full.contentSize, "step \(step) (\(what)): content size \(cv.contentSize), a full layout's \(full.contentSize)")
    }

    // MARK: Gestures every screen shares

    /// A drag of up to two screens either way, let go at rest or with a fling's velocity.
    func drag(fling: Bool) -> StillAfterStep {
        let distance = cgFloat(40...(cv.bounds.height * 2)) * (chance(0.5) ? 1 : -1)
        cv.modelTouchDown()
        for k in 1...4 {
            cv.modelDrag(translation: CGPoint(x: 0, y: -distance * CGFloat(k) / 4))
            cv.layoutIfNeeded()
        }
        // Most drags end with the finger at rest (no deceleration); some drift on.
        let speed = fling ? cgFloat(1_500...9_000) : chance(0.25) ? cgFloat(20...200) : 0
        cv.modelEndDragging(velocity: CGPoint(x: 0, y: distance > 0 ? speed : -speed))
        settleChecking()
        return .nothing
    }

    /// The finger lands on a moving view and lifts: it stops where it is, nothing moves.
    func catchAndRelease() -> StillAfterStep {
        cv.modelTouchDown()
        cv.modelEndDragging(velocity: .zero)
        cv.layoutIfNeeded()
        return .screen { $0 }
    }

    func jump() -> StillAfterStep {
        let range = cv.modelContentOffsetRange
        cv.modelScroll(to: CGPoint(x: cv.contentOffset.x, y: cgFloat(range.min.y...max(range.min.y, range.max.y))))
        return .nothing
    }

    func scrollToItem() -> StillAfterStep {
        let count = cv.numberOfItems(inSection: 0)
        guard count > 0 else { return .nothing }
        let positions: [UICollectionView.ScrollPosition] = [.top, .centeredVertically, .bottom]
        cv.scrollToItem(at: IndexPath(item: int(0..<count), section: 0), at: positions[int(0..<3)], animated: chance(0.5))
        settleChecking()
        return .nothing
    }

    func voiceOverPage() -> StillAfterStep {
        _ = cv.accessibilityScroll(chance(0.5) ? .next : .previous)
        settleChecking()
        return .nothing
    }

    func statusBarTap() -> StillAfterStep {
        let scrolled = window.modelTapStatusBar()
        settleChecking()
        let top = -cv.adjustedContentInset.top
        log.expect(scrolled == nil || abs(cv.contentOffset.y - top) < 0.5, "step \(step): a status-bar tap went to \(String(describing: scrolled)), the offset is \(cv.contentOffset.y)")
        return .nothing
    }

    /// The keyboard shows or hides (the app sets the bottom inset): no content moves.
    func keyboard() -> StillAfterStep {
        cv.contentInset.bottom = cv.contentInset.bottom == 0 ? 336 : 0
        cv.layoutIfNeeded()
        return .screen { $0 }
    }
}

/// The seed every day of use starts from (another replays with DAY_OF_USE_SEED).
let dayOfUseSeed: UInt64 = 20_261_127

@MainActor
let dayOfUseSessions: [Session] = [
    Session(name: "day of use: UIKitFeed, 300 steps") { log in uikitFeedDay(log) },
    Session(name: "day of use: SwiftUIGallery feed, 300 steps") { log in swiftUIFeedDay(log) },
    Session(name: "day of use: SwiftUIGallery notes, 300 steps") { log in swiftUINotesDay(log) },
]
