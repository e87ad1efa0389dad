import Foundation
import Tessera
import TesseraSpec

/// What a layout snapshot test records: a layout laid out, the content offset it is shown at,
/// and a name for the picture's title. Laying out happens here, in a throwing initializer, so a
/// layout error fails the test at the line that made the case, not inside a strategy.
///
/// ```swift
/// let feed = try LayoutCase(layout: waterfall, sections: [photos], environment: phone, name: "feed")
/// assertSnapshot(of: feed, as: .frames)
/// ```
public struct LayoutCase: Sendable {
    /// The laid-out layout.
    public var snapshot: LayoutSnapshot
    /// The scroll position the elements are shown at (pinned headers stick, effects apply).
    public var contentOffset: CGPoint
    /// The name heading a picture's title (`waterfall`, `feed`, …).
    public var name: String

    /// A case of an already laid-out `snapshot`.
    public init(snapshot: LayoutSnapshot, contentOffset: CGPoint = .zero, name: String = "layout") {
        self.snapshot = snapshot
        self.contentOffset = contentOffset
        self.name = name
    }

    /// Lays `layout` out for `sections` in `environment`; throws the layout's error.
    public init(
        layout: some CollectionLayout, sections: [SectionData], environment: LayoutEnvironment,
        contentOffset: CGPoint = .zero, name: String = "layout"
    ) throws {
        let snapshot = try layout.makeSnapshot(sections: sections, environment: environment)
        self.init(snapshot: snapshot, contentOffset: contentOffset, name: name)
    }

    /// Lays out a decoded JSON spec at its own content offset (or where its content starts
    /// when it gives none), named by its layout key — the same input `tessera render` takes.
    public init(spec: LayoutSpec) throws {
        let snapshot = try spec.makeSnapshot()
        self.init(snapshot: snapshot, contentOffset: spec.contentOffset(in: snapshot), name: spec.layoutName)
    }
}
