import Foundation

// UNSAFE CODE: Sendable conformances the compiler cannot check (docs/architecture.md, "Unsafe
// code").
//
// What is owned: a JSON array's or object's values (and a deferred array's document, itself
// immutable). `elements` and `members` are `var`s only so that `deinit` can take deep
// documents apart without recursing (`JSONValue.dismantle`, JSONContainers.swift); they are
// written when the storage is made and, in `deinit`, once nothing else can see them (or on a
// nested storage `dismantle` holds alone, `isKnownUniquelyReferenced`). So a storage other
// threads can reach is never written, and `@unchecked Sendable` is sound.
// No pointers are made here (a deferred element is read through `JSONText.withBytes`,
// UnsafeJSONBytes.swift).

final class JSONArrayStorage: @unchecked Sendable {
    /// The elements held in memory (none for a deferred array).
    var elements: [JSONValue]
    /// A deferred array's document and where each of its elements starts in it.
    let deferred: (text: JSONText, offsets: [Int])?

    init(_ elements: [JSONValue]) {
        self.elements = elements
        deferred = nil
    }

    init(deferred text: JSONText, offsets: [Int]) {
        elements = []
        deferred = (text, offsets)
    }

    deinit { JSONValue.dismantle(&elements) }

    /// The number of elements.
    var count: Int { deferred?.offsets.count ?? elements.count }

    /// Element `i`, read from the text when deferred.
    func element(_ i: Int) -> JSONValue {
        guard let (text, offsets) = deferred else { return elements[i] }
        let offset = offsets[i]
        return text.withBytes { bytes in
            var parser = JSONParser(bytes: bytes, text: text, index: offset)
            // The parse that made this array checked this element with the same parser (at a
            // greater depth), so reading it again cannot fail.
            do { return try parser.parseValue() } catch { fatalError("a checked JSON element failed to parse again: \(error)") }
        }
    }

    /// All the elements (read from the text when deferred).
    var allElements: [JSONValue] {
        guard deferred != nil else { return elements }
        return (0..<count).map(element)
    }
}

final class JSONObjectStorage: @unchecked Sendable {
    var members: [(key: String, value: JSONValue)]
    init(_ members: [(key: String, value: JSONValue)]) { self.members = members }
    deinit {
        guard members.contains(where: \.value.isContainer) else { return }
        var values = members.map(\.value)
        members = []
        JSONValue.dismantle(&values)
    }
}
