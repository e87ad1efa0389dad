import Foundation

/// One entry of a picture's legend: a swatch drawn as the shapes of its kind are, and the
/// kind's name beside it, so a reader never has to guess what a colour means.
struct LegendEntry {
    /// The kinds of shape a picture draws.
    enum Kind: String, CaseIterable {
        case cell, supplementary, decoration, viewport
    }

    var kind: Kind
    /// The swatch, in picture pixels (a square as tall as the title's text).
    var swatch: CGRect
    /// The top-left corner of the name's text.
    var textOrigin: CGPoint

    /// How the swatch is drawn: an element's style, or the viewport's red outline.
    var style: ElementStyle {
        switch kind {
        case .cell: return .cell
        case .supplementary: return .supplementary
        case .decoration: return .decoration
        case .viewport:
            return ElementStyle(fill: ElementStyle.background, stroke: ElementStyle.viewport, text: ElementStyle.viewport, dashed: false, cornerRadius: 0)
        }
    }
}
