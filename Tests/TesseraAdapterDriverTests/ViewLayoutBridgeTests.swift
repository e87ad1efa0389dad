import Foundation
import Testing
import Tessera
import TesseraAdapterDriver
import TesseraViewLayout

/// Tessera view layouts over externally measured children (what SwiftUI's subviews answer).
@Suite struct ViewLayoutBridgeTests {
    /// A child of a fixed size whatever it is proposed (a SwiftUI `Image` at its size).
    func fixed(_ w: CGFloat, _ h: CGFloat) -> @Sendable (ProposedViewSize) -> CGSize { { _ in CGSize(width: w, height: h) } }

    @Test func anHStackOverTwoFixedChildren() throws {
        let bridge = ViewLayoutBridge(HStackLayout(spacing: 0))
        let children = [fixed(50, 20), fixed(30, 10)]
        // Width 50 + 30, height the taller child's.
        #expect(try bridge.sizeThatFits(ProposedViewSize(width: 400, height: 100), children: children) == CGSize(width: 80, height: 20))
        let placed = try bridge.placements(in: CGSize(width: 80, height: 20), children: children)
        // Centre alignment: the 10-high child sits 5 down.
        #expect(placed.map(\.frame) == [CGRect(x: 0, y: 0, width: 50, height: 20), CGRect(x: 50, y: 5, width: 30, height: 10)])
    }

    @Test func aFlexibleChildTakesWhatIsLeft() throws {
        // A child that takes any width it is offered (up to 1000), 10 high.
        let flexible: @Sendable (ProposedViewSize) -> CGSize = { p in CGSize(width: min(p.width ?? 10, 1000), height: 10) }
        let bridge = ViewLayoutBridge(HStackLayout(spacing: 10))
        let placed = try bridge.placements(in: CGSize(width: 200, height: 10), children: [fixed(50, 10), flexible])
        // 200 − 50 − 10 spacing = 140 for the flexible child.
        #expect(placed[1].frame == CGRect(x: 60, y: 0, width: 140, height: 10))
    }

    @Test func rightToLeftMirrorsThePlacements() throws {
        let bridge = ViewLayoutBridge(HStackLayout(spacing: 0))
        let placed = try bridge.placements(in: CGSize(width: 80, height: 20), children: [fixed(50, 20), fixed(30, 20)], layoutDirection: .rightToLeft)
        #expect(placed.map(\.frame.minX) == [30, 0])
    }
}
