import Foundation

/// What laying out one section can reuse from the sections laid out before it in the same
/// pass: section providers return the same few sections again and again, so each distinct
/// section is validated once and each distinct top-level group's template is built once.
struct SectionLayoutCache {
    /// How many distinct sections and templates are remembered.
    static let capacity = 16

    private var validated: [LayoutSection] = []
    private var templates: [(group: LayoutGroup, size: CGSize, template: GroupTemplate)] = []
    /// First full instances of fixed templates (`GroupInstances`), by what placing one reads:
    /// the template (shared from `templates`, so its identity is stable for the pass), the
    /// container its supplementaries are sized in, the pixel grid and the cells' zIndex. A
    /// fixed instance reads no item data and is full, so nothing else changes it.
    private var firstInstances: [(key: FirstInstanceKey, elements: SectionElements)] = []
    private var lastInstance = -1
    /// Where the last lookups matched. Providers cycle through their sections in order, so the
    /// entry after the last match is compared first: one deep comparison a section instead of a
    /// scan through every entry before the match (a tenth of a 10-kind mix's layout time).
    private var lastSection = -1, lastTemplate = -1

    /// The entry of `validated` equal to the section validated last (nil when it was not kept),
    /// and the template each entry's group was last given: a section equal to an earlier one has
    /// an equal group, so its template is found without comparing the groups again.
    private var current: Int?
    private var sectionTemplates: [(size: CGSize, template: GroupTemplate)?] = []

    /// Validates `section` unless an equal section was validated already.
    mutating func validate(_ section: LayoutSection, path: @autoclosure () -> LayoutPath, scrollDirection: LayoutAxis) throws {
        current = nil
        if let i = Self.index(in: validated, after: lastSection, of: section, ==) {
            lastSection = i
            current = i
            return
        }
        try section.validate(path: path(), scrollDirection: scrollDirection)
        if validated.count < Self.capacity {
            validated.append(section)
            sectionTemplates.append(nil)
            lastSection = validated.count - 1
            current = lastSection
        }
    }

    /// The template of `group` at `size`, built by `make` (handed `group`) unless an equal one
    /// was built already (templates are immutable, so sections share them). `group` must be the
    /// group of the section validated last.
    mutating func template(ofValidatedSectionGroup group: LayoutGroup, size: CGSize, _ make: (LayoutGroup) throws -> GroupTemplate) rethrows -> GroupTemplate {
        if let i = current, let known = sectionTemplates[i], known.size == size { return known.template }
        let template = try template(of: group, size: size, make)
        if let i = current { sectionTemplates[i] = (size, template) }
        return template
    }

    /// The template of `group` at `size`, built by `make` unless an equal one was built already.
    private mutating func template(of group: LayoutGroup, size: CGSize, _ make: (LayoutGroup) throws -> GroupTemplate) rethrows -> GroupTemplate {
        if let i = Self.index(in: templates, after: lastTemplate, of: (size, group), { $0.size == $1.0 && $0.group == $1.1 }) {
            lastTemplate = i
            return templates[i].template
        }
        let template = try make(group)
        if templates.count < Self.capacity {
            templates.append((group, size, template))
            lastTemplate = templates.count - 1
        }
        return template
    }

    /// What a first full instance depends on.
    private struct FirstInstanceKey: Equatable {
        let template: ObjectIdentifier
        let container: CGSize
        let grid: PixelGrid
        let cellZIndex: Int
    }

    /// The first full instance of the fixed `template` at the origin, placed by `make` unless an
    /// equal one was placed already in this pass (a section provider's sections share templates,
    /// so the same instance would be placed again for every section).
    mutating func firstInstance(
        of template: GroupTemplate, container: CGSize, context: GroupTemplate.PlacementContext, _ make: () -> SectionElements
    ) -> SectionElements {
        let key = FirstInstanceKey(template: ObjectIdentifier(template), container: container, grid: context.grid, cellZIndex: context.cellZIndex)
        if let i = Self.index(in: firstInstances, after: lastInstance, of: key, { $0.key == $1 }) {
            lastInstance = i
            return firstInstances[i].elements
        }
        let elements = make()
        // Only templates this cache holds keep their identity for the pass.
        if firstInstances.count < Self.capacity, templates.contains(where: { $0.template === template }) {
            firstInstances.append((key, elements))
            lastInstance = firstInstances.count - 1
        }
        return elements
    }

    /// The index of an element of `entries` that `matches` `value`, trying the one after `last`
    /// first. (The value is handed to the test, not captured by it: a closure capturing a
    /// section would copy it, retaining every array in it, for every section laid out.)
    private static func index<T, V>(in entries: [T], after last: Int, of value: V, _ matches: (T, V) -> Bool) -> Int? {
        guard !entries.isEmpty else { return nil }
        let guess = (last + 1) % entries.count
        if matches(entries[guess], value) { return guess }
        for i in entries.indices where i != guess && matches(entries[i], value) { return i }
        return nil
    }
}
