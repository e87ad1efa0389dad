#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import SwiftUI
import TesseraViewLayout

extension ViewLayoutContainer {
    /// The Tessera layout's animatable data (its `animatableData`, SwiftUI's `Animatable`): in
    /// an animated change of the layout's parameters SwiftUI reads it at both ends and writes
    /// the value part way on each frame; the container then lays out with the layout at that
    /// value (its cache notices the change, with or without `updateCache`).
    public var animatableData: TesseraAnimatableData<L.AnimatableData> {
        get { TesseraAnimatableData(bridge.layout.animatableData) }
        set { bridge.layout.animatableData = newValue.value }
    }
}
#endif
