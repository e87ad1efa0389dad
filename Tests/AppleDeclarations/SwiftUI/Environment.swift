// SwiftUI's environment as far as the samples read it: `@Environment(\.displayScale)` and
// `\.layoutDirection` (developer.apple.com/documentation/swiftui/environment,
// developer.apple.com/documentation/swiftui/environmentvalues).

/// developer.apple.com/documentation/swiftui/environmentvalues. Assumed for the model: one
/// environment for the whole run (`modelCurrent`, which a session sets), as a window's views
/// share their screen's scale and direction.
public struct EnvironmentValues: Sendable {
    /// developer.apple.com/documentation/swiftui/environmentvalues/displayscale: "The display
    /// scale of this environment." The model's screen is 3x, as its trait collections are.
    public var displayScale: CGFloat = 3
    /// developer.apple.com/documentation/swiftui/environmentvalues/layoutdirection
    public var layoutDirection: LayoutDirection = .leftToRight
    public init() {}
    /// The environment every view of the run reads.
    nonisolated(unsafe) public static var modelCurrent = EnvironmentValues()
}

/// developer.apple.com/documentation/swiftui/dynamicproperty
public protocol DynamicProperty {}

/// developer.apple.com/documentation/swiftui/environment: "A property wrapper that reads a
/// value from a view's environment."
@propertyWrapper public struct Environment<Value>: DynamicProperty {
    let keyPath: KeyPath<EnvironmentValues, Value>
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }
    public var wrappedValue: Value { EnvironmentValues.modelCurrent[keyPath: keyPath] }
}
