import Foundation

/// What laying out one section can reuse from the sections laid out before it in the same
/// pass: section providers return the same few sections again and again, so each distinct
/// section is validated once and each distinct top-level group's template is built once.
struct SectionLayoutCache {
    /// How many distinct sections and templates are remembered.
    static let capacity = 16

    private var validated: [LayoutSection] = []
    private var templates: [(group: LayoutGroup, size: CGSize, template: GroupTemplate)] = []

    /// Validates `section` unless an equal section was validated already.
    mutating func validate(_ section: LayoutSection, path: @autoclosure () -> LayoutPath, scrollDirection: LayoutAxis) throws {
        if validated.contains(section) { return }
        try section.validate(path: path(), scrollDirection: scrollDirection)
        if validated.count < Self.capacity { validated.append(section) }
    }

    /// The template of `group` at `size`, built by `make` unless an equal one was built already
    /// (templates are immutable, so sections share them).
    mutating func template(of group: LayoutGroup, size: CGSize, _ make: () throws -> GroupTemplate) rethrows -> GroupTemplate {
        if let hit = templates.first(where: { $0.size == size && $0.group == group }) { return hit.template }
        let template = try make()
        if templates.count < Self.capacity { templates.append((group, size, template)) }
        return template
    }
}
