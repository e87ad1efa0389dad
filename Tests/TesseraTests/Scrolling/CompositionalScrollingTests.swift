import Foundation
import Testing
import Tessera
import TesseraSpec

/// Scrolling the compositional layout's orthogonal sections (Examples/compositional/
/// orthogonal-section-behaviors.json): container 390 × 844 at 3×; each section's groups are
/// floor₃(0.85 · 390 = 331.5) = 994/3 ≈ 331.33 wide, no spacing or insets, 18 per section:
/// group k starts at 331.33k; content 18 · 331.33 = 5964; offsets 0 … 5964 − 390 = 5574.
@Suite struct CompositionalScrollingTests {
    let data: Data = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../Examples/compositional/orthogonal-section-behaviors.json")
        return try! Data(contentsOf: url)
    }()
    let group: CGFloat = 994.0 / 3

    @Test func recordsAndSnapping() throws {
        let snapshot = try LayoutSpec.decode(data).makeSnapshot()
        let s1 = try #require(snapshot.orthogonalSection(1))
        #expect(s1.behavior == .continuousGroupLeadingBoundary)
        // The example shows section 1 at rest on a group's leading boundary, two groups in.
        #expect(abs(s1.offset - 2 * group) < 1e-9)
        #expect(abs(s1.contentLength - 5964) < 1e-9)
        #expect(s1.offsetBounds(along: .horizontal).upperBound - 5574 < 1e-9)
        // Section 1 (leading boundary), released at rest at its offset 160: 0 is 160 away,
        // 331.33 is 171.33 away → 0. At 1000 pt/s: 160 + 0.99 · 499 = 654.01 → nearest 662.67.
        #expect(snapshot.targetOffset(ofOrthogonalSection: 1, current: 160, velocity: 0) == 0)
        #expect(abs(snapshot.targetOffset(ofOrthogonalSection: 1, current: 160, velocity: 1000)! - 2 * group) < 1e-9)
        // Section 2 (paging by 390): a flick from 0 goes one page.
        #expect(snapshot.targetOffset(ofOrthogonalSection: 2, current: 0, velocity: 1000) == 390)
        // Section 3 (groupPaging): from 100, one group either way.
        #expect(snapshot.targetOffset(ofOrthogonalSection: 3, current: 100, velocity: 2000) == group)
        #expect(snapshot.targetOffset(ofOrthogonalSection: 3, current: 100, velocity: -2000) == 0)
        // Section 4 (groupPagingCentered): group k centred at 331.33k + 165.67 − 195 = 331.33k − 29.33:
        // a flick from 0 goes to 302.
        #expect(abs(snapshot.targetOffset(ofOrthogonalSection: 4, current: 0, velocity: 1000)! - 302) < 1e-9)
        // Section 0 (continuous) does not snap: 0 + 494.01.
        #expect(abs(snapshot.targetOffset(ofOrthogonalSection: 0, current: 0, velocity: 1000)! - 494.01) < 1e-9)
    }

    @Test func visibleItemsAtAnyOrthogonalOffset() throws {
        let snapshot = try LayoutSpec.decode(data).makeSnapshot()
        // Section 1 at 160: group k shows at 331.33k − 160: groups 0 (−160…171.3)
        // and 1 (171.3…502.7) overlap 0…390; group 2 starts at 502.7.
        let atSpec = snapshot.visibleItems(ofOrthogonalSection: 1, at: 160, contentOffset: .zero)
        #expect(atSpec.map(\.indexPath.itemIndex) == [0, 1])
        // At 1000: groups 3 (−6…325.3) and 4 (325.3…656.7).
        let far = snapshot.visibleItems(ofOrthogonalSection: 1, at: 1000, contentOffset: .zero)
        #expect(far.map(\.indexPath.itemIndex) == [3, 4])
        // Each item is its group less 10 pt insets: item 3 starts at 3 · 331.33 + 10 − 1000 = 4.
        #expect(abs(far[0].frame.minX - 4) < 1e-9)
        // The whole visible query agrees with the per-section one.
        let state = ScrollState(contentOffset: .zero, orthogonalOffsets: [1: 1000])
        let cells = snapshot.visibleElements(at: state).filter { $0.indexPath.sectionIndex == 1 && $0.representedElementCategory == .cell }
        #expect(cells == far)
    }
}
