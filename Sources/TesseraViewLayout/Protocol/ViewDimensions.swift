import Foundation
import Tessera

/// A view's size and its alignment guides, in its own coordinates (SwiftUI's `ViewDimensions`).
/// Guides a view sets explicitly (with `alignmentGuide`, or a container's
/// `explicitAlignment`) override the guide's default value.
public struct ViewDimensions {
    /// The view's width.
    public let width: CGFloat
    /// The view's height.
    public let height: CGFloat
    /// Where explicit guides come from: the layout pass (held strongly; asking a guide outside
    /// the layout call that made the dimensions stops the process, see
    /// `ViewLayoutPass.checkAccess()`) and the view measured.
    struct Source {
        let pass: ViewLayoutPass
        let node: Int
        let proposal: ProposedViewSize
    }

    /// Where explicit guides come from, or nothing.
    let source: Source?

    init(size: CGSize, source: Source?) {
        width = size.width
        height = size.height
        self.source = source
    }

    /// Dimensions of a view of `size` with no explicit guides.
    public init(width: CGFloat, height: CGFloat) {
        self.init(size: CGSize(width: width, height: height), source: nil)
    }

    func explicitValue(_ key: AlignmentKey) -> CGFloat? {
        guard let source else { return nil }
        let size = CGSize(width: width, height: height)
        source.pass.checkAccess()
        return source.pass.explicitAlignment(key, of: source.node, size: size, proposal: source.proposal)
    }

    /// The value of `guide`: explicit if set, else the guide's default.
    public subscript(guide: HorizontalAlignment) -> CGFloat { explicitValue(guide.key) ?? guide.key.defaultValue(self) }
    /// The value of `guide`: explicit if set, else the guide's default.
    public subscript(guide: VerticalAlignment) -> CGFloat { explicitValue(guide.key) ?? guide.key.defaultValue(self) }
    /// The explicit value of `guide`, or nil when the view does not set it.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitValue(guide.key) }
    /// The explicit value of `guide`, or nil when the view does not set it.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitValue(guide.key) }

    subscript(key: AlignmentKey) -> CGFloat { explicitValue(key) ?? key.defaultValue(self) }
}
