import Foundation
import Testing
import Tessera

/// The scaling carousel as the articles build it: a one-line horizontal flow layout (items one
/// to a column, insets that let the first and last be centred, UPCarouselFlowLayout's negative
/// line spacing), its `layoutAttributesForElements(in:)` scaling and fading items
/// (`visibleItemsEffect`), and `targetContentOffset` snapping to the nearest centred item. It
/// must give what `CarouselLayout` gives: frames, transforms, alpha and zIndex at every frame
/// of a fling, and the offset it rests at.
@Suite struct FlowCarouselPortTests {
    static func port(of carousel: CarouselLayout, in environment: LayoutEnvironment) throws -> CollectionViewFlowLayout {
        let g = try carousel.geometry(in: environment)
        var flow = CollectionViewFlowLayout(scrollDirection: .horizontal, itemSize: g.itemSize, minimumLineSpacing: g.lineSpacing, minimumInteritemSpacing: 0)
        // The first and last items centrable; across, a column holds one item, which the flow
        // layout centres.
        flow.sectionInset = DirectionalEdgeInsets(top: 0, leading: g.inset, bottom: 0, trailing: g.inset)
        flow.visibleItemsEffect = FlowCarouselEffect(
            axis: .horizontal, itemLength: g.itemSize.width, lineSpacing: g.lineSpacing,
            sideItemScale: carousel.sideItemScale, sideItemAlpha: carousel.sideItemAlpha, sideItemShift: carousel.sideItemShift
        )
        return flow
    }

    @Test(arguments: [CGFloat(2), 3])
    func theFlowLayoutCarouselMatchesCarouselLayoutOverAFling(scale: CGFloat) throws {
        let environment = LayoutEnvironment(containerSize: CGSize(width: 390, height: 300), displayScale: scale)
        for carousel in [CarouselLayout(), CarouselLayout(spacing: .overlap(visibleOffset: 30), sideItemShift: 12)] {
            let sections = [SectionData(itemCount: 12)]
            let reference = try carousel.makeSnapshot(sections: sections, environment: environment)
            let ported = try Self.port(of: carousel, in: environment).makeSnapshot(sections: sections, environment: environment)
            #expect(ported.contentSize == reference.contentSize)
            #expect(ported.allElements() == reference.allElements())
            let deceleration = Deceleration(rate: carousel.decelerationRate)
            for velocity in [CGFloat(-900), 350, 2400] {
                let start = CGPoint(x: 417, y: 0)
                let a = reference.fling(from: start, velocity: CGPoint(x: velocity, y: 0), deceleration: deceleration, snapPolicy: carousel.snapPolicy, frameCount: 12)
                let b = ported.fling(from: start, velocity: CGPoint(x: velocity, y: 0), deceleration: deceleration, snapPolicy: .nearestItemCentered, frameCount: 12)
                #expect(a == b, "velocity \(velocity)")
                for offset in a.frames {
                    #expect(
                        ported.elements(in: ported.visibleBounds(at: offset), contentOffset: offset)
                            == reference.elements(in: reference.visibleBounds(at: offset), contentOffset: offset), "offset \(offset)")
                }
            }
        }
    }
}
