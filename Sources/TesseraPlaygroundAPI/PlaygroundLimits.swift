import Foundation

/// The playground API's own limits, each with its reason (the spec's are `LayoutLimits`).
package enum PlaygroundLimits {
    /// The largest side a `rect` query may have, in points.
    ///
    /// Reason: a viewport query answers what a screen shows; a million points is hundreds of
    /// screens, and bounds the answer's size whatever the layout.
    package static let maximumRectSide: Double = 1_000_000

    /// The most offsets `/fling?frames=` may ask for.
    ///
    /// Reason: the page animates them; 2,000 frames is over 16 s at 120 Hz, longer than any
    /// fling, and keeps one answer small.
    package static let maximumFrameCount = 2_000
}
