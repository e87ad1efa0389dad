import Foundation
import Tessera

/// A collection layout run over a container's children (what the SwiftUI `Layout` shell asks):
/// its size for a proposed width and each child's frame, relative to the container's origin.
/// SwiftUI's rules: an unspecified or infinite proposed width lays out at `idealWidth`; the
/// container is as wide as the width it laid out at and as tall as the content (a horizontal
/// layout: as tall as the proposal, or `idealHeight`, and as wide as the content).
public struct ContainerLayoutPlan: Sendable, Equatable {
    /// The container's size.
    public var size: CGSize
    /// Each child's frame, in child order (one section).
    public var frames: [CGRect]

    /// The plan of `layout` for `items` (one section, one item per child) in a container
    /// proposed `proposedWidth` × `proposedHeight` (nil: unspecified). Throws the layout's error.
    public init(
        layout: any CollectionLayout, items: SectionData, proposedWidth: CGFloat?, proposedHeight: CGFloat?,
        idealWidth: CGFloat = 320, idealHeight: CGFloat = 320, displayScale: CGFloat = 1
    ) throws {
        func resolve(_ v: CGFloat?, _ ideal: CGFloat) -> CGFloat {
            guard let v, v.isFinite, v >= 0 else { return ideal }
            return v
        }
        let container = CGSize(width: resolve(proposedWidth, idealWidth), height: resolve(proposedHeight, idealHeight))
        let snapshot = try layout.makeSnapshot(sections: [items], environment: LayoutEnvironment(containerSize: container, displayScale: displayScale))
        frames = (0..<items.count).map { snapshot.layoutAttributesForItem(at: .item($0, section: 0))?.frame ?? .zero }
        size =
            snapshot.scrollDirection == .vertical
            ? CGSize(width: container.width, height: snapshot.contentSize.height)
            : CGSize(width: snapshot.contentSize.width, height: container.height)
    }
}
