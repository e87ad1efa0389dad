// The scripted sessions' runner: each session runs the real shells and samples through the
// UIKit/SwiftUI model (Tests/AppleDeclarations) and checks what the collection view shows
// against the engine's own snapshot, and that no UIKit rule was broken. Built and run by
// `scripts/run-apple-shells`; prints `N passed, M failed`.
import Foundation
import Tessera
import TesseraAdapterDriver
import TesseraUIKit
import UIKit

/// One session's failures.
@MainActor
final class SessionLog {
    var failures: [String] = []

    func expect(_ condition: Bool, _ message: @autoclosure () -> String, line: Int = #line) {
        if !condition { failures.append("line \(line): \(message())") }
    }

    /// What a session shows that is known to be wrong and not fixed yet (named in the docs'
    /// known gaps): printed with every run, never hidden, but not a failure.
    var knownIssues: [String] = []

    /// `expect`, for a behaviour known to be wrong today: a false condition is reported as a
    /// known issue; a true one says the issue is gone (so its marker can become `expect`).
    func expectKnownIssue(_ condition: Bool, _ message: @autoclosure () -> String, line: Int = #line) {
        knownIssues.append(condition ? "line \(line): known issue no longer shows; make it an expect" : "line \(line): \(message())")
    }

    /// The cells the collection view shows are exactly the snapshot's cells in the visible
    /// rect, each at the frame the driver displays it at (the snapshot's frame moved by
    /// orthogonal scrolling and effects); supplementary views likewise at the driver's frames.
    func expectFramesMatchEngine(_ cv: UICollectionView, line: Int = #line) {
        guard let layout = cv.collectionViewLayout as? TesseraCollectionViewLayout, let snapshot = layout.snapshot else {
            failures.append("line \(line): no Tessera snapshot"); return
        }
        let driver = layout.driver
        let expected = Set(driver.layoutAttributesForElements(in: cv.bounds).filter { $0.representedElementCategory == .cell && $0.frame.intersects(cv.bounds) }.map(\.indexPath))
        let shown = Set(cv.modelVisibleCells.keys)
        expect(shown == expected, "cells shown \(shown.count) ≠ engine's \(expected.count) in \(cv.bounds)", line: line)
        for (p, cell) in cv.modelVisibleCells {
            guard let frame = cell.modelAppliedAttributes?.frame, let engine = driver.layoutAttributesForItem(at: p) else {
                failures.append("line \(line): cell \(p) has no frame"); continue
            }
            expect(close(frame, engine.frame), "cell \(p) at \(frame), engine says \(engine.frame)", line: line)
            if snapshot.orthogonalSection(p.sectionIndex) == nil, snapshot.visibleItemsEffect == nil, !driver.anchorsAtEnd, let raw = snapshot.layoutAttributesForItem(at: p) {
                expect(close(frame, raw.frame), "cell \(p) at \(frame), snapshot says \(raw.frame)", line: line)
            }
        }
    }

    /// Scrolls `cv` down `step` points at a time to the end of its content, checking what it
    /// shows against the engine at every stop, and that no stop lays out more elements than a
    /// screen shows or, for a feed laid out a part at a time, one part (256 cells) and, for each
    /// cell measured in the stop, two parts (laid out again, a part at a time, from the start
    /// of the part holding the cell through a screen past the viewport) — however long the
    /// feed: a full relayout per frame fails.
    func scrollToEndMatchingEngine(_ cv: UICollectionView, step: CGFloat, line: Int = #line) {
        var stops = 0
        let driver = (cv.collectionViewLayout as? TesseraCollectionViewLayout)?.driver
        let measuring = "shouldInvalidateLayout(forPreferredLayoutAttributes:)"
        while cv.contentOffset.y + cv.bounds.height < cv.contentSize.height - 0.5, stops < 2_000 {
            let before = driver?.elementsLaidOut ?? 0, measuredBefore = UIKitModel.layoutCalls[measuring] ?? 0
            cv.modelScroll(to: CGPoint(x: 0, y: min(cv.contentOffset.y + step, cv.contentSize.height - cv.bounds.height)))
            let work = (driver?.elementsLaidOut ?? 0) - before, screen = max(cv.modelDisplayed.count, 1)
            let measured = (UIKitModel.layoutCalls[measuring] ?? 0) - measuredBefore, part = CollectionLayoutDriver.cellsLaidOutPerPart
            let bound = max(screen, part) + measured * 2 * part
            expect(work <= bound, "the stop at \(cv.contentOffset.y) laid out \(work) elements; the screen shows \(screen), \(measured) cells measured", line: line)
            expectFramesMatchEngine(cv, line: line)
            stops += 1
        }
        expect(stops < 2_000, "the end was reached (at \(cv.contentOffset.y) of \(cv.contentSize.height))", line: line)
    }

    /// Every item's frame the driver of `cv` gives, and the content size, equal a full layout of
    /// `sections` (the items with the sizes their cells measured) by `layout`.
    func expectDriverMatchesFullLayout(_ cv: UICollectionView, _ layout: some CollectionLayout, sections: [SectionData], line: Int = #line) {
        guard let driver = (cv.collectionViewLayout as? TesseraCollectionViewLayout)?.driver else { return expect(false, "no driver", line: line) }
        guard let full = try? layout.makeSnapshot(sections: sections, environment: LayoutEnvironment(containerSize: cv.bounds.size)) else {
            return expect(false, "the full layout failed", line: line)
        }
        let paths = sections.enumerated().flatMap { s, data in (0..<data.count).map { IndexPath(item: $0, section: s) } }
        let wrong = paths.filter { driver.layoutAttributesForItem(at: $0)?.frame != full.layoutAttributesForItem(at: $0)?.frame }
        expect(wrong.isEmpty, "\(wrong.count) items differ from a full layout, first \(String(describing: wrong.first))", line: line)
        expect(cv.contentSize == full.contentSize, "content size \(cv.contentSize) = a full layout's \(full.contentSize)", line: line)
    }

    func expectNoViolations(line: Int = #line) {
        for v in UIKitModel.violations { failures.append("line \(line): UIKit rule broken: \(v)") }
        UIKitModel.violations = []
    }
}

func close(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 0.001) -> Bool {
    abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}

/// A named session.
struct Session {
    let name: String
    let run: @MainActor (SessionLog) -> Void
}

@main
struct RunAppleShells {
    @MainActor static func main() {
        let filter = CommandLine.arguments.dropFirst().first
        var passed = 0, failed = 0
        for session in allSessions where filter.map({ session.name.contains($0) }) ?? true {
            print("…  \(session.name)")
            fflush(nil)
            UIKitModel.reset()
            UIViewController.modelScreenBounds = CGRect(x: 0, y: 0, width: 390, height: 844)
            let log = SessionLog()
            session.run(log)
            log.expectNoViolations()
            for issue in log.knownIssues { print("    KNOWN ISSUE \(issue)") }
            if log.failures.isEmpty {
                passed += 1
                print("PASS \(session.name)")
            } else {
                failed += 1
                print("FAIL \(session.name)")
                for f in log.failures.prefix(12) { print("    \(f)") }
                if log.failures.count > 12 { print("    … \(log.failures.count - 12) more") }
            }
        }
        print("\(passed) passed, \(failed) failed")
        exit(failed == 0 && passed > 0 ? 0 : 1)
    }
}

/// `rows` sideways rows (eight unless given) of ten 100 × 100 items in a 400 × 300 window: the
/// page scrolls (100 pt of content a row), and each row does (1,000 pt).
@MainActor
func pageOfRows(_ rows: Int = 8) -> (UIView, UICollectionView, TesseraCollectionViewLayout) {
    let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(100)), subitems: [.item(item)])
    var row = LayoutSection(group: group)
    row.orthogonalScrollingBehavior = .continuous
    let layout = TesseraCollectionViewLayout(CompositionalLayout(section: row))
    let window = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let cv = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
    let ds = CountsDataSource(Array(repeating: 10, count: rows))
    ds.install(on: cv)
    keepAlive.append(ds)
    keepAlive.append(window)
    window.addSubview(cv)
    window.layoutIfNeeded()
    return (window, cv, layout)
}
