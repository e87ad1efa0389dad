import Foundation
import Testing
import Tessera

/// Every layout family is `Equatable` (what lets a SwiftUI update keep an equal layout without
/// laying out again); closures compare only through what can be compared honestly.
@Suite struct LayoutEqualityTests {
    let square = LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(50))
    func section(_ height: CGFloat) -> LayoutSection {
        LayoutSection(
            group: .horizontal(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)),
                subitems: [.item(LayoutItem(layoutSize: square))]))
    }

    @Test func compositionalBySectionIdOrCopy() {
        #expect(CompositionalLayout(section: section(50)) == CompositionalLayout(section: section(50)))
        #expect(CompositionalLayout(section: section(50)) != CompositionalLayout(section: section(60)))
        #expect(CompositionalLayout(section: section(50)) != CompositionalLayout(section: section(50), configuration: CompositionalLayoutConfiguration(interSectionSpacing: 8)))
        let s = section(50)
        let provided = CompositionalLayout { _, _ in s }
        let copy = provided
        #expect(provided == copy)
        #expect(provided != CompositionalLayout { _, _ in s })
        #expect(CompositionalLayout(id: "feed") { _, _ in s } == CompositionalLayout(id: "feed") { _, _ in s })
        #expect(CompositionalLayout(id: "feed") { _, _ in s } != CompositionalLayout(id: "feed v2") { _, _ in s })
        #expect(CompositionalLayout(id: 1) { _, _ in s } != CompositionalLayout(section: s))
    }

    @Test func flowByPropertiesNeverByClosure() {
        #expect(CollectionViewFlowLayout() == CollectionViewFlowLayout())
        #expect(CollectionViewFlowLayout(itemSize: CGSize(width: 10, height: 10)) != CollectionViewFlowLayout())
        #expect(CollectionViewFlowLayout(sectionOverrides: [1: FlowSectionOverrides()]) != CollectionViewFlowLayout())
        #expect(CollectionViewFlowLayout(sizeForItem: { _ in .zero }) != CollectionViewFlowLayout(sizeForItem: { _ in .zero }))
        #expect(CollectionViewFlowLayout(visibleItemsEffect: CarouselScaleEffect()) == CollectionViewFlowLayout(visibleItemsEffect: CarouselScaleEffect()))
        #expect(CollectionViewFlowLayout(visibleItemsEffect: CarouselScaleEffect(minimumScale: 0.5)) != CollectionViewFlowLayout(visibleItemsEffect: CarouselScaleEffect()))
        #expect(CollectionViewFlowLayout(visibleItemsEffect: VisibleItemsHandler { _, _, _ in }) != CollectionViewFlowLayout(visibleItemsEffect: VisibleItemsHandler { _, _, _ in }))
    }
}
