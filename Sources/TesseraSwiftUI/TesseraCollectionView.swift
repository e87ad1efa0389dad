#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import SwiftUI
import Tessera
import TesseraUIKit
import UIKit

/// A lazy SwiftUI collection for feeds too long for a `Layout` container: a `UICollectionView`
/// running `TesseraCollectionViewLayout`, each cell hosting `content(indexPath)`:
///
///     TesseraCollectionView(WaterfallLayout(columns: .fixed(2)), sections: [SectionData(aspectRatios: ratios)]) { indexPath in
///         PhotoView(photos[indexPath.itemIndex])
///     }
public struct TesseraCollectionView<Content: View>: UIViewRepresentable {
    /// The Tessera layout.
    public var layout: any CollectionLayout
    /// The sections (counts, or item data such as aspect ratios).
    public var sections: [SectionData]
    /// The view of each item.
    public var content: (IndexPath) -> Content

    /// A collection of `sections` laid out by `layout`.
    public init(_ layout: any CollectionLayout, sections: [SectionData], @ViewBuilder content: @escaping (IndexPath) -> Content) {
        self.layout = layout
        self.sections = sections
        self.content = content
    }

    public func makeCoordinator() -> Coordinator { Coordinator() }

    public func makeUIView(context: Context) -> UICollectionView {
        let coordinator = context.coordinator
        let tessera = TesseraCollectionViewLayout(layout) { _ in coordinator.sections }
        let view = UICollectionView(frame: .zero, collectionViewLayout: tessera)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: Coordinator.reuseIdentifier)
        view.dataSource = coordinator
        return view
    }

    /// SwiftUI calls this after `makeUIView` and on every update of the enclosing view. Only
    /// what changed reaches the collection view: a new layout (an `Equatable` layout equal to
    /// the current one is kept), items appended at the end (`insertItems`, the O(appended)
    /// path), any other data change (`reloadData()`). Same layout and data: nothing is redone.
    public func updateUIView(_ uiView: UICollectionView, context: Context) {
        let coordinator = context.coordinator
        coordinator.cellContent = { AnyViewBox(content($0)) }
        if let tessera = uiView.collectionViewLayout as? TesseraCollectionViewLayout, !Self.same(tessera.layout, layout) {
            tessera.layout = layout
        }
        let old = coordinator.sections
        guard old != sections else { return }
        coordinator.sections = sections
        if let appended = Self.appendedItems(from: old, to: sections) {
            uiView.insertItems(at: appended)
        } else {
            uiView.reloadData()
        }
    }

    /// Whether two layouts are equal (false when the layout type is not `Equatable`).
    static func same(_ a: any CollectionLayout, _ b: any CollectionLayout) -> Bool {
        guard let a = a as? any Equatable else { return false }
        return a.isEqual(to: b)
    }

    /// The index paths added when `new` is `old` with items appended to its last section;
    /// nil for any other change.
    static func appendedItems(from old: [SectionData], to new: [SectionData]) -> [IndexPath]? {
        guard let last = old.indices.last, new.count == old.count, new[last].count > old[last].count,
              old[..<last] == new[..<last], (0..<old[last].count).allSatisfy({ old[last][$0] == new[last][$0] }) else { return nil }
        return (old[last].count..<new[last].count).map { IndexPath(item: $0, section: last) }
    }

    /// The data source: sections and the content of each cell.
    @MainActor
    public final class Coordinator: NSObject, UICollectionViewDataSource {
        static var reuseIdentifier: String { "TesseraCell" }
        var sections: [SectionData] = []
        var cellContent: ((IndexPath) -> AnyViewBox<Content>)?

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
            if let box = cellContent?(indexPath) {
                cell.contentConfiguration = UIHostingConfiguration { box.view }
            }
            return cell
        }
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
}
#endif
