import Foundation
import Tessera
import TesseraSpec

/// Sets alpha 0.5 on item 1 and a quarter turn at half size on item 2.
public struct FadingTurningEffect: VisibleItemsEffect {
    /// The effect.
    public init() {}

    /// Fades item 1 and turns item 2.
    public func apply(to elements: inout [LayoutAttributes], contentOffset: CGPoint, environment: LayoutEnvironment) {
        for i in elements.indices where elements[i].representedElementCategory == .cell {
            if elements[i].indexPath.itemIndex == 1 { elements[i].alpha = 0.5 }
            if elements[i].indexPath.itemIndex == 2 { elements[i].transform = LayoutTransform(scale: 0.5, translateX: 10, rotation: .pi / 2) }
        }
    }
}

/// Small hand-built snapshots whose every frame the renderer tests know.
public enum RenderTestSnapshots {
    /// Container 320 × 480, content 320 × 600, one section:
    /// cell 0 (0, 0, 160, 100); cell 1 (160, 0, 160, 100) at zIndex 5; cell 2 (0, 100, 320, 200);
    /// a header (0, 300, 320, 40); a background (0, 0, 320, 600) at zIndex -1.
    public static func sample(effect: (any VisibleItemsEffect)? = nil) -> LayoutSnapshot {
        var b = LayoutSnapshotBuilder(environment: LayoutEnvironment(width: 320, height: 480))
        b.startSection()
        b.addCell(frame: CGRect(x: 0, y: 0, width: 160, height: 100))
        b.addCell(frame: CGRect(x: 160, y: 0, width: 160, height: 100), zIndex: 5)
        b.addCell(frame: CGRect(x: 0, y: 100, width: 320, height: 200))
        b.addSupplementary(kind: "header", at: .item(0, section: 0), frame: CGRect(x: 0, y: 300, width: 320, height: 40))
        b.addDecoration(kind: "background", at: .item(0, section: 0), frame: CGRect(x: 0, y: 0, width: 320, height: 600), zIndex: -1)
        b.visibleItemsEffect = effect
        return b.build(contentSize: CGSize(width: 320, height: 600))
    }

    /// Two sections of two cells each, 100 × 50 pt, stacked.
    public static func twoSections() -> LayoutSnapshot {
        var b = LayoutSnapshotBuilder(environment: LayoutEnvironment(width: 100, height: 100))
        for s in 0..<2 {
            b.startSection()
            for i in 0..<2 { b.addCell(frame: CGRect(x: 0, y: CGFloat(s * 100 + i * 50), width: 100, height: 50)) }
        }
        return b.build(contentSize: CGSize(width: 100, height: 200))
    }

    /// A layout that returns a fixed snapshot, to hand RenderJob any snapshot.
    struct Fixed: CollectionLayout {
        let snapshot: LayoutSnapshot
        func makeSnapshot(sections: [SectionData], environment: LayoutEnvironment) throws -> LayoutSnapshot { snapshot }
    }

    /// A spec whose layout is `snapshot`.
    public static func spec(_ snapshot: LayoutSnapshot, contentOffset: CGPoint = .zero) -> LayoutSpec {
        let cells = snapshot.numberOfCells
        return LayoutSpec(
            environment: snapshot.environment, contentOffset: contentOffset, sections: [SectionData(itemCount: cells)],
            layout: Fixed(snapshot: snapshot), layoutName: "fixed")
    }
}

extension String {
    /// How many times `needle` occurs.
    public func occurrences(of needle: String) -> Int { components(separatedBy: needle).count - 1 }
}
