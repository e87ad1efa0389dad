import Foundation
import Tessera

// UNSAFE CODE: the JSON reader's bytes, read in place (docs/architecture.md, "Unsafe code").
//
// What is owned: a `JSONText` owns its document (`Data`, immutable).
// Who holds pointers, and for how long: `JSONText.withBytes` lends `body` a `JSONBytes` (a
// pointer into the document and its length) for the length of the call; the parser that holds
// it lives inside that call and is never stored, and a `JSONByteSlice` made from it is used
// and dropped within the same call. A slice lends its bytes as one block only to `String`'s
// initializers, for the length of that initializer (`decodedString()`, `validatedString()`).
// Bounds: every read is checked against the text's length or the slice's range (a
// `fatalError` with its reason, in every build configuration), so a mistake in the parser
// stops it rather than reading past the text; a slice's range is checked when it is made.

/// The text of a parsed document, shared by the arrays that read their elements from it on
/// demand (`JSONArray`'s deferred storage). Immutable.
final class JSONText: Sendable {
    let data: Data

    init(_ data: Data) { self.data = data }

    /// Runs `body` over the text's bytes, read in place.
    func withBytes<R>(_ body: (JSONBytes) throws -> R) rethrows -> R {
        try unsafe data.withUnsafeBytes { try body(unsafe JSONBytes($0)) }
    }
}

/// The bytes of a `JSONText` while `JSONText.withBytes` runs (see the invariants above).
@safe struct JSONBytes {
    private let base: UnsafeRawBufferPointer

    fileprivate init(_ base: UnsafeRawBufferPointer) { unsafe self.base = base }

    /// The number of bytes.
    var count: Int { unsafe base.count }

    /// The byte at `i` (checked). Inlined: the parser reads every byte through it.
    @inline(__always)
    subscript(i: Int) -> UInt8 {
        guard i >= 0 && i < count else { outOfBounds("byte \(i) of \(count)") }
        return unsafe base[i]
    }

    /// The bytes in `range` (checked), as a collection that does not outlive this view.
    @inline(__always)
    subscript(range: Range<Int>) -> JSONByteSlice {
        guard range.lowerBound >= 0 && range.upperBound <= count else { outOfBounds("bytes \(range) of \(count)") }
        return unsafe JSONByteSlice(base: base, range: range)
    }

    /// Whether `word`'s bytes are those from `index` on (checked).
    func matches(_ word: StaticString, at index: Int) -> Bool {
        word.withUTF8Buffer { w in
            (0..<w.count).allSatisfy { k in
                let byte = unsafe w[k]
                return self[index + k] == byte
            }
        }
    }

    /// Whether the text starts with `prefix`.
    func starts(with prefix: [UInt8]) -> Bool { unsafe base.starts(with: prefix) }
}

/// Some bytes of a `JSONText` while `JSONText.withBytes` runs (see the invariants above):
/// each read checked against its range.
@safe struct JSONByteSlice: RandomAccessCollection {
    private let base: UnsafeRawBufferPointer
    let startIndex: Int
    let endIndex: Int

    fileprivate init(base: UnsafeRawBufferPointer, range: Range<Int>) {
        unsafe self.base = base
        startIndex = range.lowerBound
        endIndex = range.upperBound
    }

    @inline(__always)
    subscript(i: Int) -> UInt8 {
        guard i >= startIndex && i < endIndex else { outOfBounds("byte \(i) of \(startIndex)..<\(endIndex)") }
        return unsafe base[i]
    }

    /// The bytes as a string, ill-formed UTF-8 repaired (`String(decoding:as:)`), read from the
    /// text in one block: a collection that is not contiguous would be copied into an array
    /// first, a byte at a time (a third of a million-item spec's parse).
    func decodedString() -> String {
        unsafe withBytes { unsafe String(decoding: $0, as: UTF8.self) }
    }

    /// The bytes as a string, or nil when they are not valid UTF-8 (`String(validating:as:)`),
    /// read as `decodedString()` reads them.
    func validatedString() -> String? {
        unsafe withBytes { unsafe String(validating: $0, as: UTF8.self) }
    }

    /// Lends `body` the slice's bytes (within the text's bounds: the range was checked when
    /// the slice was made) for the length of the call.
    private func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        unsafe UnsafeRawBufferPointer(rebasing: base[startIndex..<endIndex]).withMemoryRebound(to: UInt8.self) { unsafe body($0) }
    }
}

/// The stop of a read out of bounds, out of line so that the checked reads stay small enough
/// to inline.
@inline(never)
private func outOfBounds(_ what: @autoclosure () -> String) -> Never {
    fatalError("JSON reader read out of bounds (\(what()))")
}

extension StaticString {
    /// Appends the string's UTF-8 bytes to `buffer` (read in place for the call).
    func appendUTF8(to buffer: inout [UInt8]) {
        withUTF8Buffer { unsafe buffer.append(contentsOf: $0) }
    }
}
