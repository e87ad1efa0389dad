import Foundation

/// Places the instances of a section's top-level group one at a time. A full instance of a
/// group that never self-sizes is the template's first instance, shifted: it is placed once and
/// copied (most sections repeat one fixed group thousands of times).
struct GroupInstances {
    let template: GroupTemplate
    /// What the group's size was resolved against.
    let container: CGSize
    let context: GroupTemplate.PlacementContext
    /// The first full instance, at the origin; empty when the group self-sizes.
    private var flat = SectionElements()

    /// Instances of `template` resolved against `container`; the first full instance comes from
    /// `cache` when an earlier section placed the same one.
    init(template: GroupTemplate, container: CGSize, context: GroupTemplate.PlacementContext, cache: inout SectionLayoutCache) {
        self.template = template
        self.container = container
        self.context = context
        if !template.isSelfSizing {
            flat = cache.firstInstance(of: template, container: container, context: context) {
                var first = SectionElements()
                _ = template.place(at: .zero, container: container, firstItem: 0, available: template.itemCapacity, context: context, into: &first)
                return first
            }
        }
    }

    /// How many full instances, copies of the first, follow from `firstItem` on (0 when the
    /// group self-sizes or too few items are left for one).
    func fullCopies(from firstItem: Int) -> Int {
        template.isSelfSizing ? 0 : (context.data.count - firstItem) / template.itemCapacity
    }

    /// Places full instances (see `fullCopies(from:)`) at `origins`, one after another from item
    /// `firstItem`: the same elements as `place(at:firstItem:into:)` for each. The cells are
    /// kept as copies of the first instance's (`SectionElements.copies`) when they are the
    /// section's first, else written out.
    func placeCopies(at origins: [CGPoint], firstItem: Int, into out: inout SectionElements) {
        if out.copies == nil, out.cells.isEmpty {
            out.copies = CellCopies(first: flat.cells, origins: origins)
        } else {
            out.cells.reserveCapacity(out.cells.count + origins.count * flat.cells.count)
            for o in origins {
                for c in flat.cells { out.cells.append(PlacedCell(frame: c.frame.moved(dx: o.x, dy: o.y), zIndex: c.zIndex)) }
            }
        }
        guard !flat.elements.isEmpty else { return }
        out.elements.reserveCapacity(out.elements.count + origins.count * flat.elements.count)
        for (n, o) in origins.enumerated() { copyElements(at: o, firstItem: firstItem + n * template.itemCapacity, into: &out) }
    }

    /// Places the instance whose slot origin is `origin`, holding items from `firstItem` on.
    func place(at origin: CGPoint, firstItem: Int, into out: inout SectionElements) -> GroupTemplate.Placed {
        let available = context.data.count - firstItem
        guard !template.isSelfSizing, available >= template.itemCapacity else {
            return template.place(at: origin, container: container, firstItem: firstItem, available: available, context: context, into: &out)
        }
        for c in flat.cells { out.cells.append(PlacedCell(frame: c.frame.moved(dx: origin.x, dy: origin.y), zIndex: c.zIndex)) }
        copyElements(at: origin, firstItem: firstItem, into: &out)
        return GroupTemplate.Placed(size: template.size, used: template.itemCapacity, end: template.size.length(along: template.group.axis))
    }

    /// The first instance's supplementaries moved to `origin`, numbered from `firstItem`.
    private func copyElements(at origin: CGPoint, firstItem: Int, into out: inout SectionElements) {
        // Appended whole, then moved in place: no element is copied twice.
        let start = out.elements.count
        out.elements.append(contentsOf: flat.elements)
        for i in start..<out.elements.count {
            out.elements[i].frame = out.elements[i].frame.moved(dx: origin.x, dy: origin.y)
            out.elements[i].item += firstItem
        }
    }
}
