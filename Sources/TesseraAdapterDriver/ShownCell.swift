import Foundation

/// A cell shown in the viewport: its index path and resting frame (what the driver reads of the
/// cells on screen to choose an anchor, without building their attributes).
struct ShownCell: Equatable {
    /// The cell's item.
    let indexPath: IndexPath
    /// The cell's frame at rest (the layout's, before any scroll-dependent effect).
    let frame: CGRect
}
