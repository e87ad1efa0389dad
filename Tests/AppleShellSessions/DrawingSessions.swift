// Sessions on what the screen draws: each view's alpha, transform and z position as the layout
// gives them (a carousel scales and fades its side cards), and the drawing order (a pinned
// header draws over the cells scrolling under it).
import Foundation
import Tessera
import TesseraUIKit
import UIKit

/// The affine transform UIKit draws for the engine's transform: scaled, rotated, then moved.
func drawnTransform(_ t: LayoutTransform) -> CGAffineTransform {
    let c = cos(t.rotation) * t.scale, s = sin(t.rotation) * t.scale
    return CGAffineTransform(a: c, b: s, c: -s, d: c, tx: t.translateX, ty: t.translateY)
}

extension SessionLog {
    /// Every view on screen is drawn with the engine's alpha, transform and z index.
    func expectDrawnAsEngine(_ cv: UICollectionView, line: Int = #line) {
        guard let driver = (cv.collectionViewLayout as? TesseraCollectionViewLayout)?.driver else { return expect(false, "no driver", line: line) }
        let engine = driver.layoutAttributesForElements(in: cv.bounds)
        for (p, cell) in cv.modelVisibleCells {
            guard let a = engine.first(where: { $0.representedElementCategory == .cell && $0.indexPath == p }) else { continue }
            expectDrawn(cell, as: a, "cell \(p)", line: line)
        }
        for view in cv.modelVisibleSupplementaries.values {
            guard let shown = view.modelAppliedAttributes,
                let a = engine.first(where: { $0.representedElementCategory == .supplementary && $0.representedElementKind == shown.representedElementKind && $0.indexPath == shown.indexPath })
            else { continue }
            expectDrawn(view, as: a, "\(shown.representedElementKind ?? "") \(shown.indexPath)", line: line)
        }
    }

    private func expectDrawn(_ view: UIView, as a: LayoutAttributes, _ name: String, line: Int) {
        let t = view.transform, e = drawnTransform(a.transform)
        let same = [t.a - e.a, t.b - e.b, t.c - e.c, t.d - e.d, t.tx - e.tx, t.ty - e.ty].allSatisfy { abs($0) < 0.001 }
        expect(same, "\(name) drawn with \(t), the layout says \(a.transform)", line: line)
        expect(abs(view.alpha - (a.isHidden ? 0 : a.alpha)) < 0.001, "\(name) drawn at alpha \(view.alpha), the layout says \(a.alpha)", line: line)
        expect(view.modelZPosition == CGFloat(a.zIndex), "\(name) drawn at z \(view.modelZPosition), the layout says \(a.zIndex)", line: line)
    }
}

@MainActor
let drawingSessions: [Session] = [
    Session(name: "drawn: carousel side cards scaled and faded as the layout says") { log in
        let vc = CarouselViewController(nibName: nil, bundle: nil)
        vc.view.layoutIfNeeded()
        guard let cv = collectionView(in: vc.view) else { return log.expect(false, "no collection view") }
        // At rest, then part way between two cards (both partly scaled), then flung on.
        for step in 0..<4 {
            if step == 1 { cv.modelScroll(to: CGPoint(x: cv.contentOffset.x + 70, y: 0)) }
            if step == 2 { cv.modelRelease(velocity: CGPoint(x: 1_500, y: 0)) }
            if step == 3 { cv.modelScroll(to: CGPoint(x: cv.contentOffset.x - 35, y: 0)) }
            log.expectDrawnAsEngine(cv)
            let cells = cv.modelVisibleCells.values
            log.expect(cells.contains { $0.transform.a < 0.99 }, "a side card is drawn smaller (step \(step))")
            log.expect(cells.contains { $0.alpha < 0.99 }, "a side card is drawn faded (step \(step))")
            log.expect(cells.contains { abs($0.transform.a - 1) < 0.001 && $0.alpha > 0.999 } || step % 2 == 1, "the centred card is drawn whole (step \(step))")
        }
    },
    Session(name: "drawn: the pinned header draws over the cells under it") { log in
        let (vc, cv) = launchedFeed()
        defer { withExtendedLifetime(vc) {} }
        guard let cv else { return log.expect(false, "no collection view") }
        var covered = 0
        for y in stride(from: CGFloat(300), through: 3_000, by: 450) {
            cv.modelScroll(to: CGPoint(x: 0, y: y))
            log.expectDrawnAsEngine(cv)
            let order = cv.modelDrawingOrder
            for header in cv.modelVisibleSupplementaries.values {
                guard let frame = header.modelAppliedAttributes?.frame, let h = order.firstIndex(where: { $0 === header }) else { continue }
                for (p, cell) in cv.modelVisibleCells where cell.modelAppliedAttributes?.frame.intersects(frame) == true {
                    covered += 1
                    let c = order.firstIndex { $0 === cell } ?? .max
                    log.expect(c < h, "cell \(p) under the header at \(frame) is drawn over it (offset \(y))")
                }
            }
        }
        log.expect(covered > 0, "cells scrolled under the pinned header")
    },
]
