import Foundation

/// The render layer's limits, in one place, each with its reason: the defaults of
/// `RenderOptions` and the bound on a picture's area.
public enum RenderLimits {
    /// The most elements a picture draws by default (`RenderOptions.elementLimit`).
    ///
    /// Reason: past about 200,000 boxes a picture is unreadable and its SVG runs to tens of
    /// megabytes; `--format json` is the output for layouts that large.
    public static let defaultElementLimit = 200_000

    /// The longest side, in pixels, larger contents are scaled down to by default
    /// (`RenderOptions.maximumSide`).
    ///
    /// Reason: 4000 pixels is a large screen's picture at 1 pixel per point or better; taller
    /// layouts grow the picture rather than shrink below 1 pixel per point.
    public static let defaultMaximumSide: CGFloat = 4000

    /// The longest side a picture may have at all, in pixels, by default
    /// (`RenderOptions.largestSide`).
    ///
    /// Reason: 32,000 pixels is about what image viewers and browsers still open.
    public static let defaultLargestSide: CGFloat = 32_000

    /// A picture's area is at most `largestSide` times this many pixels.
    ///
    /// Reason: with the default side that is 64 million pixels, 256 MB of RGBA while a PNG is
    /// drawn: a tall picture, not a square one that size.
    public static let areaPerSidePixel: CGFloat = 2000
}
