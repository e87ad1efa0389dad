import Foundation

/// What every picture of a snapshot shares: how big it may get and how much it may draw.
public struct RenderOptions: Sendable, Hashable {
    /// The most elements a picture draws; past this a picture is unreadable and huge, and the
    /// renderers refuse (use `--format json`). 200,000 by default.
    public var elementLimit: Int
    /// The picture's longest side, in pixels, that larger contents are scaled down to fit
    /// (margins, title and legend included), but never below 1 pixel per point: a taller layout
    /// makes a taller picture, up to `largestSide`. 4000 by default.
    public var maximumSide: CGFloat
    /// The longest side a picture may have at all, in pixels. A layout whose picture would pass
    /// it even at 1 pixel per point is refused with an error saying so (draw fewer items, or use
    /// `--format json`) rather than drawn too small to read. 32,000 by default; the picture's area
    /// is held to `largestSide` × `RenderLimits.areaPerSidePixel` pixels too (256 MB of RGBA at most).
    public var largestSide: CGFloat
    /// Pixels per point when the content fits (2: sharp on today's screens).
    public var preferredScale: CGFloat
    /// The space around the content, in pixels.
    public var margin: CGFloat
    /// The title line's text height, in pixels.
    public var titleSize: CGFloat
    /// How much of the layout the picture shows: the content by default (elements hanging
    /// outside it are clipped at its edges), the viewport alone, or everything.
    public var area: RenderArea

    /// Options with the defaults above.
    public init(
        elementLimit: Int = RenderLimits.defaultElementLimit, maximumSide: CGFloat = RenderLimits.defaultMaximumSide, preferredScale: CGFloat = 2,
        margin: CGFloat = 24, titleSize: CGFloat = 16, largestSide: CGFloat = RenderLimits.defaultLargestSide,
        area: RenderArea = .content
    ) {
        self.area = area
        self.elementLimit = elementLimit
        self.maximumSide = maximumSide
        self.largestSide = largestSide
        self.preferredScale = preferredScale
        self.margin = margin
        self.titleSize = titleSize
    }
}

/// Why a picture could not be made.
public struct RenderError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, as one line.
    public var message: String

    /// An error saying `message`.
    public init(_ message: String) { self.message = message }

    /// The message.
    public var description: String { message }

    /// The error for a snapshot with more elements than a picture may draw.
    package static func tooManyElements(_ count: Int, limit: Int) -> RenderError {
        RenderError("too many elements to draw (\(count), the limit is \(limit)); use --format json for large layouts")
    }
}
