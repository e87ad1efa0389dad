import Foundation
import Testing
import Tessera

@Suite struct EffectTests {
    let environment = LayoutEnvironment(containerSize: CGSize(width: 400, height: 300))

    func cell(_ i: Int, midX: CGFloat, width: CGFloat = 200) -> LayoutAttributes {
        .cell(.item(i, section: 0), frame: CGRect(x: midX - width / 2, y: 0, width: width, height: 100))
    }

    @Test func flowCarouselEffectHandChecked() {
        // Item 200 wide, side scale 0.6, line spacing 0: maxDistance 200. Viewport centre at
        // offset 0 is 200. A cell centred at 300 is 100 off: ratio (200 − 100)/200 = 0.5,
        // scale 0.5·(1 − 0.6) + 0.6 = 0.8, zIndex Int(8.0) = 8; alpha (side 0.5) 0.5·0.5 + 0.5 = 0.75.
        let effect = FlowCarouselEffect(itemLength: 200, lineSpacing: 0, sideItemScale: 0.6, sideItemAlpha: 0.5, sideItemShift: 20)
        var items = [cell(0, midX: 300), cell(1, midX: 200), cell(2, midX: 600)]
        effect.apply(to: &items, contentOffset: .zero, environment: environment)
        #expect(items[0].transform.scale == 0.8)
        #expect(items[0].zIndex == 8)
        #expect(items[0].alpha == 0.75)
        // Shift (1 − 0.5)·20 = 10 across the axis.
        #expect(items[0].transform.translateY == 10)
        // Centred: ratio 1 → scale 1, alpha 1, zIndex 10, no shift.
        #expect(items[1].transform == .identity)
        #expect(items[1].alpha == 1)
        #expect(items[1].zIndex == 10)
        // 400 off (beyond maxDistance): side values, zIndex Int(6.0) = 6, full shift 20.
        #expect(items[2].transform.scale == 0.6)
        #expect(items[2].alpha == 0.5)
        #expect(items[2].zIndex == 6)
        #expect(items[2].transform.translateY == 20)
        // Frames never move.
        #expect(items[0].frame == cell(0, midX: 300).frame)
    }

    @Test func flowCarouselEffectFollowsTheOffset() {
        // Scrolled to x = 100, the centre is at 300: the cell at 300 is now centred.
        let effect = FlowCarouselEffect(itemLength: 200, lineSpacing: 0, sideItemScale: 0.6)
        var items = [cell(0, midX: 300)]
        effect.apply(to: &items, contentOffset: CGPoint(x: 100, y: 0), environment: environment)
        #expect(items[0].transform.scale == 1)
    }

    @Test func compositionalCarouselScale() {
        // Container 400 wide, centre 200: 100 off → 1 − 100/400 = 0.75; 200 off → 0.5 → min 0.7.
        var items = [cell(0, midX: 300), cell(1, midX: 0), cell(2, midX: 200)]
        CarouselScaleEffect().apply(to: &items, contentOffset: .zero, environment: environment)
        #expect(items[0].transform.scale == 0.75)
        #expect(items[1].transform.scale == 0.7)
        #expect(items[2].transform.scale == 1)
    }

    @Test func closureHandlerAndSupplementariesUntouched() {
        let handler = VisibleItemsHandler { elements, offset, _ in
            for i in elements.indices { elements[i].alpha = offset.x > 0 ? 0.5 : 1 }
        }
        var items = [cell(0, midX: 300)]
        handler.apply(to: &items, contentOffset: CGPoint(x: 1, y: 0), environment: environment)
        #expect(items[0].alpha == 0.5)
        var header = [LayoutAttributes(category: .supplementary, kind: "header", indexPath: .item(0, section: 0), frame: CGRect(x: 0, y: 0, width: 400, height: 40))]
        FlowCarouselEffect(itemLength: 200, lineSpacing: 0).apply(to: &header, contentOffset: .zero, environment: environment)
        #expect(header[0].transform == .identity && header[0].alpha == 1)
    }
}
