#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import SwiftUI
import TesseraViewLayout

/// A Tessera layout's animatable data (`TesseraViewLayout.VectorArithmetic`) as SwiftUI
/// animates it (`SwiftUI.VectorArithmetic`): what `ViewLayoutContainer.animatableData` hands
/// SwiftUI, each operation the Tessera value's own.
public struct TesseraAnimatableData<Value: TesseraViewLayout.VectorArithmetic>: SwiftUI.VectorArithmetic {
    /// The Tessera layout's data.
    public var value: Value

    /// SwiftUI's view of `value`.
    public init(_ value: Value) { self.value = value }

    /// The Tessera value's zero.
    public static var zero: TesseraAnimatableData { TesseraAnimatableData(.zero) }

    /// The Tessera values' sum.
    public static func + (lhs: TesseraAnimatableData, rhs: TesseraAnimatableData) -> TesseraAnimatableData {
        TesseraAnimatableData(lhs.value + rhs.value)
    }

    /// The Tessera values' difference.
    public static func - (lhs: TesseraAnimatableData, rhs: TesseraAnimatableData) -> TesseraAnimatableData {
        TesseraAnimatableData(lhs.value - rhs.value)
    }

    /// Scales the Tessera value.
    public mutating func scale(by rhs: Double) { value.scale(by: rhs) }

    /// The Tessera value's squared magnitude.
    public var magnitudeSquared: Double { value.magnitudeSquared }
}

extension TesseraAnimatableData: Sendable where Value: Sendable {}
#endif
