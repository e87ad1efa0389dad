import Foundation
import Tessera
import TesseraSpec

/// The most recently laid-out specs, keyed by their exact bytes, so that a page scrolling a
/// large layout asks for rect after rect without laying it out again each time.
final class SnapshotCache: Sendable {
    /// A decoded spec and its snapshot.
    struct Entry: Sendable {
        var spec: LayoutSpec
        var snapshot: LayoutSnapshot
    }

    private let capacity: Int
    // Most recent last; a handful of entries, so a linear scan is cheaper than hashing twice.
    private let entries = LockedStorage<[(key: Data, entry: Entry)]>([])

    init(capacity: Int) {
        self.capacity = max(0, capacity)
    }

    /// The entry for `specData`, decoding and laying it out on a miss (outside the lock, so
    /// concurrent requests for different specs do not wait on one another).
    func entry(for specData: Data) throws -> Entry {
        if let hit = lookUp(specData) { return hit }
        let spec = try LayoutSpec.decode(specData)
        let entry = Entry(spec: spec, snapshot: try spec.makeSnapshot())
        store(specData, entry)
        return entry
    }

    private func lookUp(_ key: Data) -> Entry? {
        entries.withLock { entries in
            guard let i = entries.firstIndex(where: { $0.key == key }) else { return nil }
            let hit = entries.remove(at: i)
            entries.append(hit)
            return hit.entry
        }
    }

    private func store(_ key: Data, _ entry: Entry) {
        guard capacity > 0 else { return }
        let capacity = self.capacity
        entries.withLock { entries in
            entries.removeAll { $0.key == key }
            entries.append((key, entry))
            if entries.count > capacity { entries.removeFirst(entries.count - capacity) }
        }
    }
}
