import Tessera

/// SwiftUI's `Axis`: the core's `LayoutAxis` under SwiftUI's name, like every type of this module.
public typealias Axis = LayoutAxis

/// SwiftUI's `EdgeInsets`: the core's `DirectionalEdgeInsets` under SwiftUI's name.
public typealias EdgeInsets = DirectionalEdgeInsets

/// SwiftUI's `LayoutDirection`: the core's `UserInterfaceLayoutDirection` under SwiftUI's name.
public typealias LayoutDirection = UserInterfaceLayoutDirection
