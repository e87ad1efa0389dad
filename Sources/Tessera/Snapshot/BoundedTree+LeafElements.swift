import Foundation

extension BoundedTree {
    /// The elements of one leaf, stored inline in a single allocation (a count, then the
    /// elements). Writers fill a leaf in place through a pointer; once a node holds it, it is
    /// never written again (writers copy a storage that is not theirs alone before writing).
    final class LeafElements: ManagedBuffer<Int, Element>, RandomAccessCollection {
        /// An empty storage with room for `capacity` elements.
        static func make(capacity: Int) -> LeafElements {
            unsafeDowncast(create(minimumCapacity: capacity) { _ in 0 }, to: LeafElements.self)
        }

        /// A storage holding `elements`, with room for `capacity` (at least their count).
        static func make<C: Collection>(_ elements: C, capacity: Int? = nil) -> LeafElements where C.Element == Element {
            let storage = make(capacity: Swift.max(capacity ?? 0, elements.count))
            storage.withUnsafeMutablePointers { count, base in
                var p = base
                for e in elements {
                    p.initialize(to: e)
                    p += 1
                }
                count.pointee = elements.count
            }
            return storage
        }

        deinit {
            _ = withUnsafeMutablePointers { count, base in base.deinitialize(count: count.pointee) }
        }

        var startIndex: Int { 0 }
        var endIndex: Int { storedCount }

        /// The number of elements. Read and written through a pointer: the `header` property
        /// of a class is checked for exclusive access at run time on every use.
        var storedCount: Int {
            get { withUnsafeMutablePointerToHeader { $0.pointee } }
            set { withUnsafeMutablePointerToHeader { $0.pointee = newValue } }
        }

        subscript(position: Int) -> Element {
            guard position >= 0 && position < storedCount else { fatalError("BoundedTree leaf index \(position) out of range 0..<\(storedCount)") }
            return withUnsafeMutablePointerToElements { $0[position] }
        }

        /// A copy with room for `capacity` elements (at least this count).
        func copy(capacity: Int? = nil) -> LeafElements {
            withUnsafeMutablePointers { count, base in
                LeafElements.make(UnsafeBufferPointer(start: base, count: count.pointee), capacity: capacity)
            }
        }

        /// Replaces the element at `position` (only on a storage no node holds yet).
        func replace(at position: Int, with element: Element) {
            guard position >= 0 && position < storedCount else { fatalError("BoundedTree leaf index \(position) out of range 0..<\(storedCount)") }
            withUnsafeMutablePointerToElements { $0[position] = element }
        }

        /// Where the elements start: valid while this storage is alive.
        var elementsBase: UnsafeMutablePointer<Element> { withUnsafeMutablePointerToElements { $0 } }
    }
}
