import Foundation

/// Two compositional layouts are equal when they lay out every section alike: equal
/// configurations and
/// - for `init(section:configuration:)`, equal sections;
/// - for `init(configuration:id:sectionProvider:)`, equal ids (the app's promise that the
///   provider answers the same for the same id);
/// - for `init(configuration:sectionProvider:)`, the same value copied (a closure cannot be
///   compared, so two layouts made separately with a provider are never equal: a SwiftUI view
///   that builds one in `body` lays out again on every update — give it an `id`).
extension CompositionalLayout: Equatable {
    /// Whether `a` and `b` lay out every section alike (see the extension's comment).
    public static func == (a: CompositionalLayout, b: CompositionalLayout) -> Bool {
        a.configuration == b.configuration && a.providerIdentity == b.providerIdentity
    }

    /// A layout asking `sectionProvider` for each section, equal to another made with the same
    /// configuration and an equal `id`: change `id` whenever the provider would answer
    /// differently (a SwiftUI view then lays out again only when it must).
    public init(
        configuration: CompositionalLayoutConfiguration = CompositionalLayoutConfiguration(), id: some Hashable & Sendable,
        sectionProvider: @escaping @Sendable (Int, LayoutEnvironment) -> LayoutSection
    ) {
        self.init(configuration: configuration, sectionProvider: sectionProvider)
        providerIdentity = .id(ProviderID(id))
    }

    /// What identifies the sections a layout makes.
    enum ProviderIdentity: Equatable, Sendable {
        /// The one section of `init(section:)`.
        case section(LayoutSection)
        /// The app's id for its provider.
        case id(ProviderID)
        /// A provider without an id: equal only to copies of the same value.
        case instance(ProviderInstance)

        static func == (a: ProviderIdentity, b: ProviderIdentity) -> Bool {
            switch (a, b) {
            case (.section(let x), .section(let y)): return x == y
            case (.id(let x), .id(let y)): return x == y
            case (.instance(let x), .instance(let y)): return x === y
            default: return false
            }
        }
    }

    /// A `Sendable` hashable id, compared across types as `AnyHashable` compares.
    struct ProviderID: Equatable, Sendable {
        let value: any Hashable & Sendable
        init(_ value: some Hashable & Sendable) { self.value = value }
        static func == (a: ProviderID, b: ProviderID) -> Bool { AnyHashable(a.value) == AnyHashable(b.value) }
    }
}

/// An object made once per provider-based layout: its copies share it.
final class ProviderInstance: Sendable {}
