import Foundation

/// UIKit's `UICollectionViewCompositionalLayout`, reproducing its frames: sections made of
/// groups made of items, each sized absolutely, as a fraction of its container or by an estimate
/// its cell replaces (self-sizing); headers, footers, pinned headers, badges, backgrounds, and
/// sections that scroll sideways.
///
/// Naming: every type takes UIKit's name with the `NSCollectionLayout` prefix dropped
/// (`NSCollectionLayoutItem` → `LayoutItem`, `NSCollectionLayoutGroup` → `LayoutGroup`,
/// `NSCollectionLayoutSection` → `LayoutSection`, `NSCollectionLayoutDimension` →
/// `LayoutDimension`, …), and `UICollectionViewCompositionalLayout` → `CompositionalLayout`. A
/// group's subitems are `LayoutSubitem.item(_)` or `.group(_)` (UIKit's groups subclass items).
///
/// ```swift
/// let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1)))
/// let group = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.2)), subitems: [.item(item)])
/// let layout = CompositionalLayout(section: LayoutSection(group: group))
/// let snapshot = try layout.makeSnapshot(sections: [SectionData(itemCount: 100)], environment: LayoutEnvironment(width: 390, height: 844, displayScale: 3))
/// ```
///
/// Errors name the bad value by path in the model's terms: `section.group.subitems[0].item.size.width`
/// for a single section, `sections[3].…` for a section provider, `configuration.…`.
public struct CompositionalLayout: MeasurementUpdatingLayout {
    /// Scroll direction, spacing between sections, layout-wide headers and footers.
    public var configuration: CompositionalLayoutConfiguration
    /// The section for each section index (UIKit's section provider).
    public let sectionProvider: @Sendable (Int, LayoutEnvironment) -> LayoutSection
    private let usesSingleSection: Bool
    /// What `==` compares besides the configuration (CompositionalLayout+Equatable.swift).
    var providerIdentity: ProviderIdentity

    /// A layout with the same section for every section index.
    public init(section: LayoutSection, configuration: CompositionalLayoutConfiguration = CompositionalLayoutConfiguration()) {
        self.configuration = configuration
        sectionProvider = { _, _ in section }
        usesSingleSection = true
        providerIdentity = .section(section)
    }

    /// A layout asking `sectionProvider` for each section (UIKit's
    /// `init(sectionProvider:configuration:)`).
    public init(configuration: CompositionalLayoutConfiguration = CompositionalLayoutConfiguration(), sectionProvider: @escaping @Sendable (Int, LayoutEnvironment) -> LayoutSection) {
        self.configuration = configuration
        self.sectionProvider = sectionProvider
        usesSingleSection = false
        providerIdentity = .instance(ProviderInstance())
    }

    private func sectionPath(_ index: Int) -> LayoutPath { usesSingleSection ? ["section"] : ["sections", .index(index)] }

    /// Lays out `sections`. Throws a `LayoutError` naming the bad value (a group that cannot fit
    /// one item, a fraction <= 0, an estimated width on a vertical section's group, …).
    public func makeSnapshot(sections: [SectionData], environment: LayoutEnvironment) throws -> LayoutSnapshot {
        try environment.validate()
        try LayoutLimits.checkElementBudget(cells: LayoutLimits.totalItems(sections), maximum: LayoutLimits.absoluteMaximumElements)
        try configuration.validate(path: ["configuration"])
        if configuration.scrollDirection == .horizontal && environment.layoutDirection == .rightToLeft {
            // Frames are mirrored across the content's width, known only once every section is laid out.
            var layouts: [SectionLayout] = []
            layouts.reserveCapacity(sections.count)
            var cache = SectionLayoutCache()
            for (i, data) in sections.enumerated() {
                layouts.append(try layoutSection(i, data: data, environment: environment, cache: &cache))
            }
            return try assemble(CompositionalLayoutState(sections: sections, sectionLayouts: consume layouts, maker: self), environment: environment)
        }
        return try layOutAndAssemble(sections, environment: environment)
    }

    /// `snapshot` (made by this layout) after item `indexPath` reported `measuredSize` when it
    /// self-sized (`preferredLayoutAttributesFitting`): the same as laying out again with that
    /// measured size in the data, but only the item's group instance is laid out again, and the
    /// rest moved: the instances after it in its section and the later sections, in time
    /// independent of their number of elements (their storage moves by translating tree nodes,
    /// not elements). Where that is not possible (see `updatingGroup`) the item's section is laid
    /// out again whole and later sections moved. Moved frames equal a full layout's up to
    /// floating-point rounding (old position + change in length, rather than the full sum).
    public func snapshot(_ snapshot: LayoutSnapshot, updatingMeasuredSize measuredSize: CGSize, at indexPath: IndexPath) throws -> LayoutSnapshot {
        // A snapshot of another layout (even another compositional one) has other sections.
        guard var state = snapshot.layoutState as? CompositionalLayoutState, state.maker == self else {
            throw LayoutError(.foreignSnapshot, at: ["snapshot"])
        }
        guard indexPath.count == 2, indexPath.sectionIndex >= 0, indexPath.sectionIndex < state.sections.count,
            indexPath.itemIndex >= 0, indexPath.itemIndex < state.sections[indexPath.sectionIndex].count
        else {
            throw LayoutError(.noSuchItem(Array(indexPath)), at: ["indexPath"])
        }
        guard measuredSize.width.isFinite, measuredSize.height.isFinite, measuredSize.width >= 0, measuredSize.height >= 0 else {
            throw LayoutError(.outOfRange(.atLeast(0), got: nil), at: ["measuredSize"])
        }
        if let updated = updatingGroup(snapshot, measuredSize: measuredSize, at: indexPath) { return updated }
        // The whole section (see `updatingGroup` for when).
        state.settle()
        let s = indexPath.sectionIndex
        state.setMeasuredSize(measuredSize, ofItem: indexPath.itemIndex, inSection: s)
        let environment = snapshot.environment
        let old = state.sectionLayouts[s]
        var cache = SectionLayoutCache()
        state.sectionLayouts[s] = try layoutSection(s, data: state.sections[s], environment: environment, cache: &cache)
        return try assemble(state, environment: environment, update: SectionUpdate(previous: snapshot, section: s, old: old))
    }

    /// Lays out section `index`, reusing what `cache` has from sections laid out before it.
    func layoutSection(_ index: Int, data: SectionData, environment: LayoutEnvironment, cache: inout SectionLayoutCache) throws -> SectionLayout {
        let section = sectionProvider(index, environment)
        // The path is spelled out only for an error.
        try cache.validate(section, path: sectionPath(index), scrollDirection: configuration.scrollDirection)
        return try SectionLayout(
            section: section, index: index, data: data, environment: environment, configuration: configuration,
            path: sectionPath(index), cache: &cache
        )
    }
}
