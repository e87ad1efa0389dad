#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import SwiftUI
import Tessera
import TesseraAdapterDriver
import TesseraUIKit
import UIKit

/// A lazy SwiftUI collection for feeds too long for a `Layout` container: a `UICollectionView`
/// running `TesseraCollectionViewLayout`, each cell hosting a SwiftUI view. Give it identified
/// data, as to `ForEach`, and changes animate by identity:
///
///     TesseraCollectionView(WaterfallLayout(columns: .fixed(2)), photos, itemData: { .aspectRatio($0.ratio) }) { photo in
///         PhotoView(photo)
///     }
///
/// or sections and a view per index path (`init(_:sections:content:)`).
///
/// On every update of the enclosing view the cells whose content changed — on screen or
/// prefetched — get it in place (`reconfigureItems(at:)`: a liked photo, a selection, a loaded
/// image show at once, without a reload or a layout); content that is `Equatable` and equal to
/// what a cell shows costs nothing (other content cannot be compared and is reconfigured). An
/// equal layout (`Equatable`, as every Tessera layout is) is kept. With identified data, items
/// inserted, deleted, moved or whose `ItemData` changed make one batch update, animated when the
/// update's `Transaction` is (inside `withAnimation`), and cells keep the sizes they measured.
/// Each cell's content has the identity of its item (its identifier, or its index path), so
/// `@State` and `AsyncImage` stay with their item when cells are reused, and fills its cell
/// (no margins: tiles meet their neighbours as the layout placed them).
public struct TesseraCollectionView<Content: View>: UIViewRepresentable {
    /// The Tessera layout.
    public var layout: any CollectionLayout
    /// The sections (counts, or item data such as aspect ratios).
    public var sections: [SectionData]
    /// The view of each item.
    public var content: (IndexPath) -> Content
    /// Each section's item identifiers, when the data is identified (nil: by index path).
    var identifiers: [[AnyHashable]]?

    /// A collection of `sections` laid out by `layout`, items named by index path: any change
    /// but an append reloads the data (use the identified initializers to animate changes).
    public init(_ layout: any CollectionLayout, sections: [SectionData], @ViewBuilder content: @escaping (IndexPath) -> Content) {
        self.layout = layout
        self.sections = sections
        self.content = content
    }

    /// A collection of `data` (one section) laid out by `layout`, each element identified by
    /// the value at `id` (as `ForEach(_:id:content:)` does) and described to the layout by
    /// `itemData` (its size or aspect ratio; by default none, so its cell sizes itself).
    /// Identifiers must be unique (a duplicate makes the update a reload, with a warning).
    public init<Data: RandomAccessCollection, ID: Hashable>(
        _ layout: any CollectionLayout, _ data: Data, id: KeyPath<Data.Element, ID>,
        itemData: (Data.Element) -> ItemData = { _ in ItemData() },
        @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
        let elements = Array(data)
        self.layout = layout
        sections = [SectionData(items: elements.map(itemData))]
        identifiers = [elements.map { AnyHashable($0[keyPath: id]) }]
        self.content = { indexPath in content(elements[indexPath.itemIndex]) }
    }

    /// A collection of `data` (one section) of `Identifiable` elements, identified by `id`.
    public init<Data: RandomAccessCollection>(
        _ layout: any CollectionLayout, _ data: Data,
        itemData: (Data.Element) -> ItemData = { _ in ItemData() },
        @ViewBuilder content: @escaping (Data.Element) -> Content
    ) where Data.Element: Identifiable {
        self.init(layout, data, id: \.id, itemData: itemData, content: content)
    }

    public func makeCoordinator() -> Coordinator { Coordinator() }

    public func makeUIView(context: Context) -> UICollectionView {
        let coordinator = context.coordinator
        let tessera = TesseraCollectionViewLayout(layout) { _ in coordinator.sections }
        let view = SafeAreaFollowingCollectionView(frame: .zero, collectionViewLayout: tessera)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: Coordinator.reuseIdentifier)
        view.dataSource = coordinator
        return view
    }

    /// SwiftUI calls this after `makeUIView` and on every update of the enclosing view. Only
    /// what changed reaches the collection view: a new layout (an equal one is kept); for
    /// identified data, the changes as one batch update; otherwise items appended at the end
    /// (`insertItems`) or any other change (`reloadData()`). Then the cells whose content
    /// changed are reconfigured (their views may read state the data does not show).
    public func updateUIView(_ uiView: UICollectionView, context: Context) {
        let coordinator = context.coordinator
        if let tessera = uiView.collectionViewLayout as? TesseraCollectionViewLayout, !Self.same(tessera.layout, layout) {
            tessera.layout = layout
        }
        let old = coordinator.sections, oldIdentifiers = coordinator.identifiers
        let apply = {
            coordinator.sections = sections
            coordinator.identifiers = identifiers
            coordinator.cellContent = { AnyViewBox(content($0)) }
        }
        if (oldIdentifiers == nil) != (identifiers == nil) { coordinator.forgetShownContent() }
        if old == sections && oldIdentifiers == identifiers {
            apply()
        } else if let oldIdentifiers, let identifiers, let updates = Self.updates(from: (old, oldIdentifiers), to: (sections, identifiers)) {
            Self.batch(on: uiView, transaction: context.transaction) {
                apply()
                Self.perform(updates, on: uiView)
            }
        } else if let appended = Self.appendedItems(from: old, to: sections) {
            if oldIdentifiers != nil, identifiers != nil { Self.warnDuplicateIdentifiers() }
            // The data changes inside the updates block: UIKit reads the counts before it, so an
            // update made before the next layout pass (after a reload, or a second update) is
            // counted once (performBatchUpdates(_:completion:)).
            Self.batch(on: uiView, transaction: context.transaction) {
                apply()
                uiView.insertItems(at: appended)
            }
        } else {
            if oldIdentifiers != nil, identifiers != nil { Self.warnDuplicateIdentifiers() }
            apply()
            // Every cell is made again: nothing to reconfigure.
            coordinator.forgetShownContent()
            return uiView.reloadData()
        }
        // Cells on screen and prefetched show the new content now, not when they are next reused.
        coordinator.reconfigureChangedCells(in: uiView)
    }

    /// One batch update, animated only when the update's transaction is (SwiftUI animates a
    /// change made in `withAnimation`; one made without, or with animations disabled, shows at once).
    static func batch(on view: UICollectionView, transaction: Transaction, _ updates: @escaping () -> Void) {
        if transaction.animation != nil && !transaction.disablesAnimations {
            view.performBatchUpdates(updates)
        } else {
            UIView.performWithoutAnimation { view.performBatchUpdates(updates) }
        }
    }

    /// Whether two layouts are equal (false when the layout type is not `Equatable`).
    static func same(_ a: any CollectionLayout, _ b: any CollectionLayout) -> Bool {
        guard let a = a as? any Equatable else { return false }
        return a.isEqual(to: b)
    }

    /// The batch update from the old identified sections to the new: by identifier, items whose
    /// `ItemData` changed reloaded. Nil when an identifier repeats.
    static func updates(from old: ([SectionData], [[AnyHashable]]), to new: ([SectionData], [[AnyHashable]])) -> [CollectionUpdate]? {
        guard old.0.count == old.1.count, new.0.count == new.1.count else { return nil }
        var oldData: [AnyHashable: ItemData] = [:]
        for (s, ids) in old.1.enumerated() where ids.count == old.0[s].count {
            for (i, id) in ids.enumerated() { oldData[id] = old.0[s][i] }
        }
        var changed = Set<AnyHashable>()
        for (s, ids) in new.1.enumerated() where ids.count == new.0[s].count {
            for (i, id) in ids.enumerated() {
                // Compared without what cells measured: that is the driver's, not the app's.
                if let before = oldData[id], before.withoutMeasurement != new.0[s][i].withoutMeasurement { changed.insert(id) }
            }
        }
        return CollectionUpdate.changes(
            from: old.1.enumerated().map { ($0.offset, $0.element) },
            to: new.1.enumerated().map { ($0.offset, $0.element) }, reloading: changed)
    }

    /// Makes `updates` on `view` (inside `performBatchUpdates`).
    static func perform(_ updates: [CollectionUpdate], on view: UICollectionView) {
        for u in updates {
            switch u {
            case .insertItem(let p): view.insertItems(at: [p])
            case .deleteItem(let p): view.deleteItems(at: [p])
            case .reloadItem(let p): view.reloadItems(at: [p])
            case .moveItem(let from, let to): view.moveItem(at: from, to: to)
            case .insertSection(let s): view.insertSections(IndexSet(integer: s))
            case .deleteSection(let s): view.deleteSections(IndexSet(integer: s))
            case .reloadSection(let s): view.reloadSections(IndexSet(integer: s))
            case .moveSection(let from, let to): view.moveSection(from, toSection: to)
            }
        }
    }

    /// Said once per process: identified data with a repeated identifier cannot be diffed.
    static func warnDuplicateIdentifiers() {
        guard !warnedDuplicateIdentifiers else { return }
        warnedDuplicateIdentifiers = true
        print("TesseraCollectionView: an identifier occurs more than once in the data; the update reloads the data instead of animating it. Make the identifiers unique.")
    }

    /// The index paths added when `new` is `old` with items appended to its last section;
    /// nil for any other change.
    static func appendedItems(from old: [SectionData], to new: [SectionData]) -> [IndexPath]? {
        guard let last = old.indices.last, new.count == old.count, new[last].count > old[last].count,
            old[..<last] == new[..<last], (0..<old[last].count).allSatisfy({ old[last][$0] == new[last][$0] })
        else { return nil }
        return (old[last].count..<new[last].count).map { IndexPath(item: $0, section: last) }
    }

    /// The data source: sections and the content of each cell.
    @MainActor
    public final class Coordinator: NSObject, UICollectionViewDataSource {
        static var reuseIdentifier: String { "TesseraCell" }
        var sections: [SectionData] = []
        var identifiers: [[AnyHashable]]?
        var cellContent: ((IndexPath) -> AnyViewBox<Content>)?
        /// The content each configured cell was given, by its item's key (`key(of:)`): the
        /// cells on screen and prefetched are among them (UIKit does not list prefetched cells).
        var shown: [AnyHashable: (cell: ObjectIdentifier, content: AnyViewBox<Content>)] = [:]
        /// The key of the item each cell was last configured for.
        var keyOfCell: [ObjectIdentifier: AnyHashable] = [:]

        public func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

        public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            section < sections.count ? sections[section].count : 0
        }

        /// A plain view for every supplementary kind the layout returns (headers, footers),
        /// registered on first use: UIKit raises for a kind it cannot dequeue.
        public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
            if registeredKinds.insert(kind).inserted {
                collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: Self.reuseIdentifier)
            }
            return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: Self.reuseIdentifier, for: indexPath)
        }
        private var registeredKinds: Set<String> = []

        public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Self.reuseIdentifier, for: indexPath)
            guard let box = cellContent?(indexPath) else { return cell }
            let key = key(of: indexPath), id = ObjectIdentifier(cell)
            // The item's identity resets the hosted view's state when the cell is reused for
            // another item (a compatible configuration keeps the hosted view); no margins, so the
            // content fills the frame the layout gave.
            cell.contentConfiguration = UIHostingConfiguration { box.view.id(key) }.margins(.all, 0)
            if let before = keyOfCell[id], before != key, shown[before]?.cell == id { shown[before] = nil }
            keyOfCell[id] = key
            shown[key] = (id, box)
            return cell
        }

        /// The key of the item at `indexPath`: its identifier, or the index path itself.
        func key(of indexPath: IndexPath) -> AnyHashable {
            guard let identifiers, indexPath.section < identifiers.count, indexPath.item < identifiers[indexPath.section].count else { return indexPath }
            return identifiers[indexPath.section][indexPath.item]
        }

        /// Forgets what cells show (after a reload every cell is configured again).
        func forgetShownContent() {
            shown = [:]
            keyOfCell = [:]
        }

        /// Reconfigures the items whose cells show other content than the current: content
        /// that is `Equatable` and equal is left alone, other content cannot be compared.
        func reconfigureChangedCells(in view: UICollectionView) {
            guard let cellContent else { return }
            var positions: [AnyHashable: IndexPath] = [:]
            for (s, ids) in (identifiers ?? []).enumerated() { for (i, id) in ids.enumerated() { positions[id] = IndexPath(item: i, section: s) } }
            var changed: [IndexPath] = []
            for (key, entry) in shown {
                let p = identifiers == nil ? key.base as? IndexPath : positions[key]
                guard let p, p.count == 2, p.section < sections.count, p.item < sections[p.section].count else {
                    shown[key] = nil
                    continue
                }
                let content = cellContent(p)
                guard !content.isEqual(to: entry.content) else { continue }
                changed.append(p)
                // A cell that is neither on screen nor prefetched is configured when displayed.
                shown[key] = (entry.cell, content)
            }
            if !changed.isEmpty { view.reconfigureItems(at: changed.sorted()) }
        }
    }
}

/// Whether the repeated-identifier warning was printed (once per process).
@MainActor private var warnedDuplicateIdentifiers = false

extension ItemData {
    /// The item as the app describes it (no measured size).
    fileprivate var withoutMeasurement: ItemData {
        var d = self
        d.measuredSize = nil
        return d
    }
}

extension Equatable {
    /// Whether `other` is a value of this type equal to this one.
    fileprivate func isEqual(to other: Any) -> Bool { (other as? Self).map { $0 == self } ?? false }
}

/// A built cell view, carried from `updateUIView` to the data source.
public struct AnyViewBox<Content: View> {
    let view: Content
    init(_ view: Content) { self.view = view }

    /// Whether both show the same content (false when it cannot be compared: not `Equatable`).
    func isEqual(to other: AnyViewBox) -> Bool {
        guard let view = view as? any Equatable else { return false }
        return view.isEqual(to: other.view)
    }
}
#endif
