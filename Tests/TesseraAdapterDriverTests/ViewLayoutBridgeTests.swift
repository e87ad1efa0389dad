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

    @Test func hostedSpacingIsMeasuredWithTheHostsRule() throws {
        // A host whose rule adds the two preferences (where Tessera's would take the larger):
        // 3 + 4 = 7 between the two children of a stack that states no spacing.
        let hosted = { (v: CGFloat) in
            ViewSpacing(hosted: HostedSpacing(v) { a, b, _ in a + b }, edgeDistances: (top: v, leading: v, bottom: v, trailing: v))
        }
        let bridge = ViewLayoutBridge(VStackLayout())
        let children = [
            ViewLayoutBridge<VStackLayout>.Child(spacing: hosted(3), sizeThatFits: fixed(10, 10)),
            ViewLayoutBridge<VStackLayout>.Child(spacing: hosted(4), sizeThatFits: fixed(10, 10)),
        ]
        let placed = try bridge.placements(in: CGSize(width: 10, height: 27), children: children)
        #expect(placed.map(\.frame.minY) == [0, 17])
        // Against a Tessera view the hosted edge counts as a plain value; an ordinary view holds
        // none, so the hosted 4 decides (not the default 8 of two ordinary views).
        let mixed = [
            ViewLayoutBridge<VStackLayout>.Child(spacing: hosted(4), sizeThatFits: fixed(10, 10)),
            ViewLayoutBridge<VStackLayout>.Child(sizeThatFits: fixed(10, 10)),
        ]
        #expect(try bridge.placements(in: CGSize(width: 10, height: 24), children: mixed).map(\.frame.minY) == [0, 14])
    }

    @Test func explicitGuidesAlignChildren() throws {
        // Leading alignment; the second child's leading guide is 10 in from its left edge, so
        // it starts 10 left of the first: a 40-wide stack (10 + 30), the first child at 10.
        let bridge = ViewLayoutBridge(VStackLayout(alignment: .leading, spacing: 0))
        let children = [
            ViewLayoutBridge<VStackLayout>.Child(sizeThatFits: fixed(30, 10)),
            ViewLayoutBridge<VStackLayout>.Child(explicitGuide: { guide, _ in guide == .leading ? 10 : nil }, sizeThatFits: fixed(20, 10)),
        ]
        #expect(try bridge.sizeThatFits(ProposedViewSize(width: 100, height: 100), children: children) == CGSize(width: 40, height: 20))
        let placed = try bridge.placements(in: CGSize(width: 40, height: 20), children: children)
        #expect(placed.map(\.frame) == [CGRect(x: 10, y: 0, width: 30, height: 10), CGRect(x: 0, y: 10, width: 20, height: 10)])
    }

    @Test func unmirroredPlacementsForAHostThatMirrors() throws {
        // SwiftUI mirrors a layout's placements itself: asked unmirrored, a right-to-left row
        // comes out in leading-to-trailing coordinates, first child at 0.
        let bridge = ViewLayoutBridge(HStackLayout(spacing: 0))
        let tree = bridge.tree([.init(sizeThatFits: fixed(50, 20)), .init(sizeThatFits: fixed(30, 20))])
        let placed = try bridge.placements(in: CGSize(width: 80, height: 20), of: tree, layoutDirection: .rightToLeft, mirrored: false)
        #expect(placed.map(\.frame.minX) == [0, 50])
        #expect(tree.childCount == 2)
    }
}
