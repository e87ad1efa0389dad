import Foundation

/// A layout that says how its content comes to rest after a fling (used by `tessera scroll`).
public protocol ScrollBehaviorProviding {
    /// Where flings come to rest.
    var snapPolicy: SnapPolicy { get }
    /// How quickly flings slow down.
    var decelerationRate: DecelerationRate { get }
}
