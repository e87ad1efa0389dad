import Foundation

/// Duplicate keys: an object's keys are compared as strings (`String`'s `==`, canonical
/// equivalence, as a `Set<String>` does). While the elements of a deferred array are only
/// checked, a key is kept as its place in the text, and a plain key (ASCII without escapes,
/// nearly every key) is compared byte for byte there, which for such keys is the same as
/// comparing strings: a million-item spec's parse made and dropped two million strings.
extension JSONParser {
    /// A key of an object checked while not building: its characters' place in the text
    /// (between the quotes) and whether it is plain (ASCII, no escape).
    struct ScratchKey {
        var range: Range<Int>
        var plain: Bool
    }

    /// Reads the key at `index` (its opening quote) past its closing quote, making no string
    /// for a plain key; any other is read (and checked) by `parseString()`.
    mutating func scanKey() throws -> ScratchKey {
        let start = index + 1
        var i = start
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "\"") {
                index = i + 1
                return ScratchKey(range: start..<i, plain: true)
            }
            if b == UInt8(ascii: "\\") || b < 0x20 || b >= 0x80 { break }
            i += 1
        }
        _ = try parseString()
        return ScratchKey(range: start..<(index - 1), plain: false)
    }

    /// Throws when `key`, just read, repeats a key of the object being built (`members`).
    func checkNewKey(_ key: String, among members: [(key: String, value: JSONValue)], seen: inout Set<String>?) throws {
        let duplicate: Bool
        if seen != nil {
            duplicate = !seen!.insert(key).inserted
        } else {
            duplicate = members.contains { $0.key == key }
            if members.count >= 16 { seen = Set(members.map(\.key) + [key]) }
        }
        guard !duplicate else { throw error("duplicate key \"\(key)\"") }
    }

    /// Throws when `key`, just read, repeats a key of the object being checked
    /// (`scratchKeys[keyBase...]`, which does not hold it yet).
    func checkNewKey(_ key: ScratchKey, from keyBase: Int, seen: inout Set<String>?) throws {
        let duplicate: Bool
        if seen != nil {
            duplicate = !seen!.insert(string(of: key)).inserted
        } else {
            duplicate = scratchKeys[keyBase...].contains { sameKey($0, key) }
            if scratchKeys.count - keyBase >= 16 { seen = Set(scratchKeys[keyBase...].map(string(of:)) + [string(of: key)]) }
        }
        guard !duplicate else { throw error("duplicate key \"\(string(of: key))\"") }
    }

    /// Whether two keys are the same string: byte for byte when both are plain.
    func sameKey(_ a: ScratchKey, _ b: ScratchKey) -> Bool {
        guard a.plain, b.plain else { return string(of: a) == string(of: b) }
        guard a.range.count == b.range.count else { return false }
        return a.range.indices.allSatisfy { bytes[$0] == bytes[$0 - a.range.lowerBound + b.range.lowerBound] }
    }

    /// The key as a string, read again from the text.
    func string(of key: ScratchKey) -> String {
        if key.plain { return bytes[key.range].decodedString() }
        var parser = JSONParser(bytes: bytes, text: nil, index: key.range.lowerBound - 1)
        // `scanKey()` read this key with the same reader.
        do { return try parser.parseString() } catch { fatalError("a checked JSON key failed to read again: \(error)") }
    }
}
