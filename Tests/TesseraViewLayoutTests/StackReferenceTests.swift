import Foundation
import Testing
import Tessera
import TesseraViewLayout

/// The reference cases observed in SwiftUI, with exactly their numbers.
@Suite struct StackReferenceTests {
    let square = CGSize(width: 100, height: 100)

    @Test func maxWidthAndMinWidthOverflow() throws {
        // HStack(spacing: 0) proposed 150×100: flexibilities 100 (max 100) and ∞ (min 100).
        // The first is offered 150/2 = 75 and takes it; the second is offered 75 but takes 100.
        let stack = ViewNode.hstack(spacing: 0) {
            ViewNode.rect.frame(maxWidth: 100)
            ViewNode.rect.frame(minWidth: 100)
        }
        let size = try stack.sizeThatFits(ProposedViewSize(width: 150, height: 100))
        #expect(size == CGSize(width: 175, height: 100))
        let result = try stack.layout(in: CGSize(width: 150, height: 100))
        #expect(result.leafFrames.map(\.width) == [75, 100])
    }

    @Test func twoFlexibleRectsShareEqually() throws {
        // (100 − 8) / 2 = 46 each; the second starts at 46 + 8 = 54.
        let result = try ViewNode.hstack {
            ViewNode.rect; ViewNode.rect
        }.layout(in: square)
        #expect(result.leafFrames == [CGRect(x: 0, y: 0, width: 46, height: 100), CGRect(x: 54, y: 0, width: 46, height: 100)])
    }

    @Test func boundedFramesLeaveSpaceUnused() throws {
        // Flexibilities 20 and 20: the first offered 92/2 = 46 takes 40, the second offered 52
        // takes 50; 40 + 8 + 50 = 98 centred in 100 → x = 1 and 49.
        let result = try ViewNode.hstack {
            ViewNode.rect.frame(minWidth: 20, maxWidth: 40)
            ViewNode.rect.frame(minWidth: 30, maxWidth: 50)
        }.layout(in: square)
        #expect(result.leafFrames == [CGRect(x: 1, y: 0, width: 40, height: 100), CGRect(x: 49, y: 0, width: 50, height: 100)])
    }

    @Test func leastFlexibleChildGoesFirst() throws {
        // spacing 10: the fixed 10 (flexibility 0) is sized first from 90/2, then the other
        // (flexibility 70) is offered 80 and takes it.
        let result = try ViewNode.hstack(spacing: 10) {
            ViewNode.rect.frame(minWidth: 30, maxWidth: 100)
            ViewNode.rect.frame(width: 10)
        }.layout(in: square)
        #expect(result.leafFrames == [CGRect(x: 0, y: 0, width: 80, height: 100), CGRect(x: 90, y: 0, width: 10, height: 100)])
    }

    @Test func paddedRects() throws {
        // Each padded rect is offered 46: 46 − 20 = 26 wide at (10, 10); 46 − 10 = 36 wide at 54 + 5.
        let result = try ViewNode.hstack {
            ViewNode.rect.padding(10)
            ViewNode.rect.padding(5)
        }.layout(in: square)
        #expect(result.leafFrames == [CGRect(x: 10, y: 10, width: 26, height: 80), CGRect(x: 59, y: 5, width: 36, height: 90)])
    }

    @Test func topAlignedFixedViews() throws {
        // 20 + 8 + 30 + 8 + 25 = 91 wide, 40 tall, centred: x0 = 4.5, y = 30.
        let result = try ViewNode.hstack(alignment: .top) {
            ViewNode.rect.frame(width: 20, height: 30)
            ViewNode.rect.frame(width: 30, height: 20)
            ViewNode.rect.frame(width: 25, height: 40)
        }.layout(in: square)
        #expect(result.leafFrames.map(\.minX) == [4.5, 32.5, 70.5])
        #expect(result.leafFrames.map(\.minY) == [30, 30, 30])
    }

    @Test func relativeWidth() throws {
        // 620 − 2·10 = 600: A (relativeWidth 0.5) is offered 600/3 = 200 and proposes 100 to its
        // rect; B and C share the remaining 500.
        let result = try ViewNode.hstack(spacing: 10) {
            ViewNode.rect.relativeWidth(0.5)
            ViewNode.rect
            ViewNode.rect
        }.layout(in: CGSize(width: 620, height: 100))
        #expect(result.leafFrames.map(\.width) == [100, 250, 250])
        #expect(result.leafFrames.map(\.minX) == [0, 110, 370])
    }
}
