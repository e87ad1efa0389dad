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

    public func updateUIView(_ uiView: UICollectionView, context: Context) {
        context.coordinator.sections = sections
        context.coordinator.cellContent = { AnyViewBox(content($0)) }
        (uiView.collectionViewLayout as? TesseraCollectionViewLayout)?.layout = layout
        uiView.reloadData()
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

        public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Self.reuseIdentifier, for: indexPath)
            if let box = cellContent?(indexPath) {
                cell.contentConfiguration = UIHostingConfiguration { box.view }
            }
            return cell
        }
    }
}

/// A built cell view, carried from `updateUIView` to the data source.
public struct AnyViewBox<Content: View> {
    let view: Content
    init(_ view: Content) { self.view = view }
}
#endif
