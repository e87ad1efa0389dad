import Foundation

/// What only a carousel can get wrong.
public enum CarouselErrorReason: LayoutErrorReason {
    /// Spacing that puts every item on top of the previous one.
    case itemsStack(itemLength: Double, spacing: Double)
    /// A looping carousel with other than one section.
    case loopingNeedsOneSection(got: Int)

    /// The text, in the words the CLI prints after the path.
    public var description: String {
        switch self {
        case .itemsStack(let length, let spacing):
            return "puts every item on top of the previous one (item length \(DecimalText.plain(length)) + line spacing \(DecimalText.plain(spacing)) <= 0)"
        case .loopingNeedsOneSection(let got): return "a looping carousel has exactly one section, got \(got)"
        }
    }
}

extension LayoutError.Reason {
    /// `CarouselErrorReason.itemsStack`.
    package static func itemsStack(itemLength: Double, spacing: Double) -> Self { .own(.init(CarouselErrorReason.itemsStack(itemLength: itemLength, spacing: spacing))) }
    /// `CarouselErrorReason.loopingNeedsOneSection`.
    package static func loopingNeedsOneSection(got: Int) -> Self { .own(.init(CarouselErrorReason.loopingNeedsOneSection(got: got))) }
}
