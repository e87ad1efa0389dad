// Chat mode through inset-only changes: the keyboard (the app sets `contentInset.bottom` to its
// height, or the safe area grows by it), a refresh control's top inset, a large title
// collapsing. UIKit moves no content for an inset and does not tell a custom layout
// (docs/apple-model.md); the app's collection view forwards `adjustedContentInsetDidChange()`
// to the layout as `anchorsAtEnd`'s documentation asks. The rule checked at every step: the
// conversation's end shown before a change is shown after it, above the keyboard.
import Foundation
import Tessera
import TesseraAdapterDriver
import TesseraUIKit
import UIKit

/// A chat app's collection view: it tells its Tessera layout when its adjusted inset changes.
final class ChatCollectionView: UICollectionView {
    override func adjustedContentInsetDidChange() {
        super.adjustedContentInsetDidChange()
        (collectionViewLayout as? TesseraCollectionViewLayout)?.invalidateLayoutIfEnvironmentChanged()
    }
}

/// A chat of `counts[0]` messages (`rowHeight` tall, estimated 100) in a 390 × 844 window.
@MainActor
func mountedChat(_ ds: CountsDataSource) -> (UIView, UICollectionView) {
    ds.preferredHeight = { p, _ in rowHeight(p) }
    let layout = TesseraCollectionViewLayout(estimatedList(100))
    layout.anchorsAtEnd = true
    let window = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    keepAlive.append(window)
    let cv = ChatCollectionView(frame: window.bounds, collectionViewLayout: layout)
    cv.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    ds.install(on: cv)
    keepAlive.append(ds)
    window.addSubview(cv)
    window.layoutIfNeeded()
    return (window, cv)
}

/// Where the newest message ends on screen, and where the uncovered part of the screen ends.
@MainActor
func chatEnd(_ cv: UICollectionView, _ ds: CountsDataSource) -> (message: CGFloat?, uncovered: CGFloat) {
    let last = IndexPath(item: ds.counts[0] - 1, section: 0)
    let bottom = cv.modelVisibleCells[last]?.modelAppliedAttributes.map { $0.frame.maxY - cv.contentOffset.y }
    return (bottom, cv.bounds.height - cv.adjustedContentInset.bottom)
}

/// Runs `change`, lays out, and checks the rule: the end shown before is shown after (the
/// newest message ends where the keyboard or the screen begins), frames as the engine's.
@MainActor
func chatStep(_ log: SessionLog, _ cv: UICollectionView, _ ds: CountsDataSource, _ what: String, line: Int = #line, _ change: () -> Void) {
    let before = chatEnd(cv, ds)
    let shown = before.message.map { abs($0 - before.uncovered) < 0.5 } ?? false
    change()
    cv.layoutIfNeeded()
    let after = chatEnd(cv, ds)
    if shown {
        log.expect(
            after.message.map { abs($0 - after.uncovered) < 0.5 } ?? false, "\(what): the newest message ends at \(String(describing: after.message)), the uncovered screen at \(after.uncovered)",
            line: line)
    }
    log.expectFramesMatchEngine(cv, line: line)
}

/// The keyboard (a 336 pt bottom inset) shows over a chat at its end, a message arrives over it,
/// and it hides: the newest message sits on the keyboard (at 508 in 844), then at the bottom.
@MainActor
func keyboardRoundTrip(_ log: SessionLog, _ cv: UICollectionView, _ ds: CountsDataSource) {
    chatStep(log, cv, ds, "the keyboard shows") { cv.contentInset.bottom = 336 }
    log.expect(chatEnd(cv, ds).message == 508, "the newest message sits on the keyboard: \(String(describing: chatEnd(cv, ds).message))")
    chatStep(log, cv, ds, "a message arrives over the keyboard") {
        ds.counts[0] += 1
        cv.insertItems(at: [IndexPath(item: ds.counts[0] - 1, section: 0)])
    }
    chatStep(log, cv, ds, "the keyboard hides") { cv.contentInset.bottom = 0 }
    log.expect(chatEnd(cv, ds).message == 844, "back at the bottom: \(String(describing: chatEnd(cv, ds).message))")
}

@MainActor
let insetSessions: [Session] = [
    Session(name: "chat keyboard: a short conversation rises above the keyboard and comes back down") { log in
        let ds = CountsDataSource([4])
        let (_, cv) = mountedChat(ds)
        log.expect(chatEnd(cv, ds).message == 844, "four messages rest at the bottom: \(String(describing: chatEnd(cv, ds).message))")
        keyboardRoundTrip(log, cv, ds)
        chatStep(log, cv, ds, "a refresh control spins") { cv.contentInset.top = 60 }
        chatStep(log, cv, ds, "the refresh ends") { cv.contentInset.top = 0 }
        log.expectNoViolations()
    },
    // The keyboard as the safe area grows (a keyboard layout guide, SwiftUI): `.automatic`
    // adjusts only an axis that scrolls, and a short chat's content is no longer than the
    // screen, so the chat would stay under the keyboard unless its axis always bounces.
    Session(name: "chat keyboard: a short conversation rises above the keyboard's safe area") { log in
        let ds = CountsDataSource([4])
        let (window, cv) = mountedChat(ds)
        log.expect(cv.alwaysBounceVertical, "a chat always bounces vertically")
        chatStep(log, cv, ds, "the safe area grows by the keyboard") { window.modelSetSafeAreaInsets(UIEdgeInsets(top: 0, left: 0, bottom: 336, right: 0)) }
        log.expect(chatEnd(cv, ds).message == 508, "the last message sits on the keyboard: \(String(describing: chatEnd(cv, ds).message))")
        chatStep(log, cv, ds, "the keyboard leaves the safe area") { window.modelSetSafeAreaInsets(UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0)) }
        log.expect(chatEnd(cv, ds).message == 810, "the last message above the home indicator: \(String(describing: chatEnd(cv, ds).message))")
        log.expectNoViolations()
    },
    Session(name: "chat keyboard: a long conversation at its end keeps the newest message above the keyboard") { log in
        let ds = CountsDataSource([65])
        let (window, cv) = mountedChat(ds)
        // To the end, as the user scrolls there (cells measure on the way).
        for _ in 0..<6 { cv.modelScroll(to: CGPoint(x: 0, y: cv.contentSize.height - cv.bounds.height + cv.adjustedContentInset.bottom)) }
        log.expect(chatEnd(cv, ds).message == 844, "the newest message at the bottom: \(String(describing: chatEnd(cv, ds).message))")
        keyboardRoundTrip(log, cv, ds)
        // The keyboard as the safe area grows (a keyboard layout guide, SwiftUI), a navigation
        // bar's large title collapsing above.
        chatStep(log, cv, ds, "the safe area grows by the keyboard") { window.modelSetSafeAreaInsets(UIEdgeInsets(top: 140, left: 0, bottom: 336, right: 0)) }
        log.expect(chatEnd(cv, ds).message == 508, "the newest message above the keyboard's safe area: \(String(describing: chatEnd(cv, ds).message))")
        chatStep(log, cv, ds, "the large title collapses") { window.modelSetSafeAreaInsets(UIEdgeInsets(top: 91, left: 0, bottom: 336, right: 0)) }
        chatStep(log, cv, ds, "the keyboard leaves the safe area") { window.modelSetSafeAreaInsets(UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0)) }
        // Scrolled up, what is read stays where it is (UIKit leaves the offset).
        cv.modelScroll(to: CGPoint(x: 0, y: cv.contentOffset.y - 1_500))
        guard let (anchor, place) = anchorCell(cv) else { return log.expect(false, "nothing shown") }
        chatStep(log, cv, ds, "the keyboard shows, scrolled up") { cv.contentInset.bottom = 302 }
        log.expect(screenFrames(cv)[anchor] == place, "scrolled up, \(anchor) stays at \(place): \(String(describing: screenFrames(cv)[anchor]))")
        log.expectNoViolations()
    },
]
