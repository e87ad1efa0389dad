import Foundation

/// Where a section's parts lie across the scroll axis, and what its top-level group is resolved
/// against: the first step of laying out a section.
struct SectionGeometry {
    /// The scroll axis.
    let axis: LayoutAxis
    let grid: PixelGrid
    /// The container's length along and across the scroll axis.
    let alongTotal: CGFloat
    let crossTotal: CGFloat
    /// The section's content insets reference, resolved across the scroll axis.
    let reference: (start: CGFloat, end: CGFloat)
    let insets: DirectionalEdgeInsets
    /// The box the reference leaves across the scroll axis (where boundary items and
    /// decorations lie).
    let layoutStart: CGFloat
    let layoutLength: CGFloat
    /// That box less the section's insets (where groups lie).
    let contentStartAcross: CGFloat
    let contentLengthAcross: CGFloat
    /// What the top-level group's fractions are of. In an orthogonal section UIKit resolves it
    /// against the whole container across the scroll axis (320 × 0.8 = 256 with insets 4/6)
    /// and, along it, against the container less the section's insets there (480 − 3 − 5 = 472,
    /// × 0.25 = 118): measured on every orthogonal behaviour.
    let groupContainer: CGSize

    init(section: borrowing LayoutSection, environment: LayoutEnvironment, configuration: CompositionalLayoutConfiguration) {
        axis = configuration.scrollDirection
        let across = axis.other
        grid = environment.pixelGrid
        crossTotal = environment.containerSize.length(along: across)
        alongTotal = environment.containerSize.length(along: axis)
        reference = (section.contentInsetsReference ?? configuration.contentInsetsReference).insets(in: environment, scrollDirection: axis)
        insets = section.contentInsets
        layoutStart = reference.start
        layoutLength = max(0, crossTotal - reference.start - reference.end)
        contentStartAcross = layoutStart + insets.start(along: across)
        contentLengthAcross = max(0, layoutLength - insets.start(along: across) - insets.end(along: across))
        groupContainer =
            section.isOrthogonal
            ? CGSize(length: max(0, alongTotal - insets.start(along: axis) - insets.end(along: axis)), along: axis, breadth: crossTotal)
            : CGSize(length: alongTotal, along: axis, breadth: contentLengthAcross)
    }

    /// The top-level group's size, each length floored to the pixel grid.
    func groupSize(of group: LayoutGroup) -> CGSize {
        CGSize(
            width: grid.floor(resolve(group.layoutSize.widthDimension, measured: nil, container: groupContainer)),
            height: grid.floor(resolve(group.layoutSize.heightDimension, measured: nil, container: groupContainer))
        )
    }
}
