import Foundation
import Tessera

/// Writes JSON text into a byte buffer that is handed to a sink whenever it grows past a chunk
/// size, so output of any length streams in bounded memory. Numbers are written as plain JSON
/// numbers: whole numbers without a fraction, others in their shortest round-tripping decimal
/// form; a non-finite number is refused (`writeNumber` throws), never written.
public struct JSONTextWriter {
    /// The bytes not yet handed to the sink.
    public private(set) var buffer: [UInt8] = []
    /// How many bytes accumulate before `flushIfNeeded()` hands them on.
    public let chunkSize: Int
    private let sink: (Data) throws -> Void

    /// A writer that hands chunks of about `chunkSize` bytes to `sink`.
    public init(chunkSize: Int = 1 << 20, sink: @escaping (Data) throws -> Void) {
        self.chunkSize = max(1, chunkSize)
        self.sink = sink
        buffer.reserveCapacity(self.chunkSize + 4096)
    }

    /// Appends raw ASCII/UTF-8 text.
    public mutating func write(_ text: StaticString) {
        text.appendUTF8(to: &buffer)
    }

    /// Appends a JSON string literal (quoted and escaped).
    public mutating func writeString(_ s: String) {
        buffer.append(UInt8(ascii: "\""))
        for b in s.utf8 {
            switch b {
            case UInt8(ascii: "\""): buffer.append(UInt8(ascii: "\\")); buffer.append(b)
            case UInt8(ascii: "\\"): buffer.append(UInt8(ascii: "\\")); buffer.append(b)
            case 0x0A: buffer.append(UInt8(ascii: "\\")); buffer.append(UInt8(ascii: "n"))
            case 0x0D: buffer.append(UInt8(ascii: "\\")); buffer.append(UInt8(ascii: "r"))
            case 0x09: buffer.append(UInt8(ascii: "\\")); buffer.append(UInt8(ascii: "t"))
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                buffer.append(contentsOf: Array("\\u00".utf8))
                buffer.append(hex[Int(b >> 4)])
                buffer.append(hex[Int(b & 0xF)])
            default: buffer.append(b)
            }
        }
        buffer.append(UInt8(ascii: "\""))
    }

    /// Appends an integer.
    public mutating func writeInteger(_ value: Int) {
        if value < 0 {
            buffer.append(UInt8(ascii: "-"))
            // The magnitude of Int.min does not fit in Int; go through UInt.
            writeDigits(UInt(bitPattern: 0 &- value))
        } else {
            writeDigits(UInt(value))
        }
    }

    private mutating func writeDigits(_ value: UInt) {
        // Least significant first, then turned around in place.
        let start = buffer.count
        var v = value
        repeat {
            buffer.append(UInt8(ascii: "0") + UInt8(v % 10))
            v /= 10
        } while v > 0
        buffer[start...].reverse()
    }

    /// Appends a finite number (see `JSONTextWriter.format`); throws a `LayoutError` at `path`
    /// for NaN or an infinity instead of writing it.
    public mutating func writeNumber(_ value: Double, path: @autoclosure () -> LayoutPath) throws {
        guard value.isFinite else { throw LayoutError(.notFinite(got: value), at: path()) }
        if value == value.rounded(), abs(value) < 1e15 {
            writeInteger(Int(value))
        } else {
            buffer.append(contentsOf: value.description.utf8)
        }
    }

    /// Hands the buffer to the sink when it holds at least a chunk.
    public mutating func flushIfNeeded() throws {
        if buffer.count >= chunkSize { try flush() }
    }

    /// Hands whatever is buffered to the sink.
    public mutating func flush() throws {
        guard !buffer.isEmpty else { return }
        try sink(Data(buffer))
        buffer.removeAll(keepingCapacity: true)
    }

    /// `value` as a plain JSON number: a whole number without ".0" (`-0` is `0`), anything else
    /// in the shortest decimal form that reads back as the same `Double` (`260.6666666666667`,
    /// `1e-07`). Nil for NaN and infinities, which JSON cannot represent.
    public static func format(_ value: Double) -> String? {
        var writer = JSONTextWriter(chunkSize: 64) { _ in }
        guard (try? writer.writeNumber(value, path: .root)) != nil else { return nil }
        return String(decoding: writer.buffer, as: UTF8.self)
    }
}
