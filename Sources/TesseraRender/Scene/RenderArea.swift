import Foundation

/// How much of a layout a picture shows.
///
/// A layout's elements can lie far outside its content: a sideways-scrolling row of 40 cards is
/// 6,000 points wide on a 390-point phone. Drawn whole, such a picture is a wide strip in which
/// the phone is a sliver, so by default a picture stops at the content's edges.
public enum RenderArea: String, Sendable, Hashable, CaseIterable {
    /// The viewport at the content offset: what the phone's screen shows, as a screenshot would.
    case viewport
    /// The content (and the viewport, where it lies outside the content); what hangs outside
    /// (sideways rows past the screen's edge) is clipped at the content's edges.
    case content
    /// Everything, sideways rows to their last card; what lies outside the content and the
    /// viewport is drawn faded.
    case all
}
