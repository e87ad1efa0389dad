import Foundation

extension CarouselLayout: LoopingLayout {
    /// The distance along the scroll axis from one card to the next: its length and the line
    /// spacing.
    public func itemPitch(in environment: LayoutEnvironment) throws -> CGFloat {
        try geometry(in: environment).pitch
    }
}
