import Foundation
import Testing
import TesseraCollectionViewStandIn

/// UIKit's call order as the one stand-in for UICollectionView makes it (`CollectionViewCallOrder`,
/// shared by the bench, these tests and the model of UIKit), on a layout that records each call.
@Suite struct CallOrderTests {
    /// A layout that records the calls made on it, in order.
    final class RecordingLayout: CollectionViewLayoutCalls {
        struct Context { var adjustment: CGPoint = .zero }
        var calls: [String] = []
        /// Whether a bounds change invalidates (a size change always does).
        var invalidatesOnScroll = false
        /// The offset `targetContentOffset(forProposedContentOffset:)` answers (nil: the proposal).
        var target: CGPoint?
        /// The adjustment a self-sizing context carries.
        var adjustment: CGPoint = .zero
        var lastBounds = CGRect(x: 0, y: 0, width: 100, height: 100)

        func prepare() { calls.append("prepare") }
        var collectionViewContentSize: CGSize {
            calls.append("contentSize")
            return CGSize(width: 100, height: 1_000)
        }
        func layoutAttributesForElements(in rect: CGRect) -> [String] {
            calls.append("elements \(Int(rect.minY))")
            return ["cell"]
        }
        func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
            calls.append("shouldInvalidate bounds \(Int(newBounds.minY))")
            defer { lastBounds = newBounds }
            return invalidatesOnScroll || newBounds.size != lastBounds.size
        }
        func invalidationContext(forBoundsChange newBounds: CGRect) -> Context { Context() }
        func shouldInvalidateLayout(forPreferredLayoutAttributes preferred: String, withOriginalAttributes original: String) -> Bool {
            calls.append("shouldInvalidate preferred")
            return preferred != original
        }
        func invalidationContext(forPreferredLayoutAttributes preferred: String, withOriginalAttributes original: String) -> Context { Context(adjustment: adjustment) }
        func contentOffsetAdjustment(of context: Context) -> CGPoint { context.adjustment }
        func invalidateLayout(with context: Context) { calls.append("invalidate") }
        func prepare(forCollectionViewUpdates updateItems: [String]) { calls.append("prepare updates \(updateItems.joined())") }
        func finalizeCollectionViewUpdates() { calls.append("finalize") }
        func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
            calls.append("target")
            return target ?? proposedContentOffset
        }
    }

    /// A 100 × 100 collection view at offset 0 over a `RecordingLayout`.
    final class RecordingView: CollectionViewCallOrder {
        let layout = RecordingLayout()
        var bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        var layoutNeedsPrepare = true
        var sizeChangedSinceLayout = false
        var layoutCalls: RecordingLayout { layout }
        var callOrderBounds: CGRect { bounds }
        func storeBounds(_ bounds: CGRect) { self.bounds = bounds }
        func setContentOffset(_ offset: CGPoint) { changeBounds(to: CGRect(origin: offset, size: bounds.size)) }

        /// The calls made since the last time they were taken.
        func takeCalls() -> [String] {
            defer { layout.calls = [] }
            return layout.calls
        }
    }

    @Test func prepareOnlyAfterAnInvalidation() {
        let v = RecordingView()
        _ = v.layoutElements()
        #expect(v.takeCalls() == ["prepare", "contentSize", "elements 0"])
        // Nothing invalidated: no prepare.
        _ = v.layoutElements()
        #expect(v.takeCalls() == ["contentSize", "elements 0"])
        // A scroll the layout does not invalidate for: asked, then no prepare either.
        v.setContentOffset(CGPoint(x: 0, y: 300))
        _ = v.layoutElements()
        #expect(v.takeCalls() == ["shouldInvalidate bounds 300", "contentSize", "elements 300"])
        // The same bounds again: no call at all.
        v.setContentOffset(CGPoint(x: 0, y: 300))
        #expect(v.takeCalls() == [])
        // One it invalidates for: invalidated, prepared at the next pass.
        v.layout.invalidatesOnScroll = true
        v.setContentOffset(CGPoint(x: 0, y: 400))
        _ = v.layoutElements()
        #expect(v.takeCalls() == ["shouldInvalidate bounds 400", "invalidate", "prepare", "contentSize", "elements 400"])
    }

    @Test func afterASizeChangeTheOffsetIsAskedBeforeAnyElement() {
        let v = RecordingView()
        _ = v.layoutElements()
        _ = v.takeCalls()
        v.layout.target = CGPoint(x: 0, y: 250)
        v.changeBounds(to: CGRect(x: 0, y: 0, width: 200, height: 100))
        _ = v.layoutElements()
        // Prepared, the content size read, the offset asked and set (a bounds change of its
        // own), then the elements where the offset went.
        #expect(
            v.takeCalls() == [
                "shouldInvalidate bounds 0", "invalidate", "prepare", "contentSize", "target", "shouldInvalidate bounds 250", "elements 250",
            ])
        // Asked once per size change.
        _ = v.layoutElements()
        #expect(v.takeCalls() == ["contentSize", "elements 250"])
    }

    @Test func aSelfSizingAdjustmentMovesTheOffsetWithoutABoundsChangeCall() {
        let v = RecordingView()
        _ = v.layoutElements()
        _ = v.takeCalls()
        v.layout.adjustment = CGPoint(x: 0, y: 40)
        #expect(v.selfSize(preferred: "taller", original: "cell") != nil)
        #expect(v.takeCalls() == ["shouldInvalidate preferred", "invalidate"])
        #expect(v.bounds.origin == CGPoint(x: 0, y: 40))
        #expect(v.layoutNeedsPrepare)
        // Declined: nothing invalidated, the offset stays.
        #expect(v.selfSize(preferred: "cell", original: "cell") == nil)
        #expect(v.takeCalls() == ["shouldInvalidate preferred"])
        #expect(v.bounds.origin == CGPoint(x: 0, y: 40))
    }

    @Test func aBatchUpdateInUIKitsOrder() {
        let v = RecordingView()
        _ = v.layoutElements()
        _ = v.takeCalls()
        v.layout.target = CGPoint(x: 0, y: 120)
        v.performBatchUpdates(["insert"], countsContext: .init(), animated: true) { v.layout.calls.append("animations") }
        #expect(
            v.takeCalls() == [
                "invalidate", "prepare", "contentSize", "prepare updates insert", "animations", "finalize", "target", "shouldInvalidate bounds 120",
            ])
        #expect(v.bounds.origin == CGPoint(x: 0, y: 120))
        #expect(!v.layoutNeedsPrepare)
        // Without animation the offset is not asked for.
        v.performBatchUpdates(["delete"], countsContext: .init(), animated: false)
        #expect(v.takeCalls() == ["invalidate", "prepare", "contentSize", "prepare updates delete", "finalize"])
    }
}
