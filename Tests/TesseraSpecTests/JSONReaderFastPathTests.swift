import Foundation
import Testing
import Tessera
import TesseraSpec

/// The reader's fast paths (numbers without an exponent read exactly, strings without escapes,
/// duplicate keys found by a scan in small objects) agree with the general ones.
@Suite struct JSONReaderFastPathTests {
    /// Every number text reads as `Double(text)` does (Swift's correctly rounded reader).
    @Test func numbersReadAsDoubleDoes() throws {
        var texts = [
            "0", "-0", "1", "-1", "0.1", "0.3", "1.5", "-0.25", "80.5", "123456789012345", "999999999999999",
            "9999999999999999", "0.000000000000001", "1234567.12345678", "1e3", "-2.5E-3", "12345678901234567890",
        ]
        // Deterministic pseudo-random decimals of 1 to 17 digits with 0 to 16 after the point.
        var state: UInt64 = 0x1234_5678
        for _ in 0..<3000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let digits = Int(state >> 60) + 1
            let mantissa = String(state >> 3).prefix(digits)
            let point = Int((state >> 20) % UInt64(digits + 1))
            let text = point == 0 ? String(mantissa) : String(mantissa.dropLast(point)) + "." + String(mantissa.suffix(point))
            let trimmed = text.hasPrefix(".") ? "0" + text : text
            // JSON allows no leading zeros.
            if trimmed.count > 1, trimmed.hasPrefix("0"), !trimmed.hasPrefix("0.") { continue }
            texts.append((state & 1 == 0 ? "-" : "") + trimmed)
        }
        for text in texts {
            #expect(try JSONValue.parse("[\(text)]") == .array([.number(Double(text)!)]), "\(text)")
        }
    }

    @Test func stringsWithAndWithoutEscapes() throws {
        #expect(
            try JSONValue.parse(#"["plain", "caf\u00e9", "café", "tab\there", "\ud83d\ude00 x"]"#)
                == .array([.string("plain"), .string("café"), .string("café"), .string("tab\there"), .string("😀 x")]))
        #expect(throws: LayoutError.self) { try JSONValue.parse(Data([0x5B, 0x22, 0xFF, 0x22, 0x5D])) }
    }

    /// Duplicates are refused in small objects (found by a scan) and in large ones (by a set).
    @Test func duplicateKeysInSmallAndLargeObjects() {
        #expect(throws: LayoutError.self) { try JSONValue.parse(#"{"a": 1, "a": 2}"#) }
        let keys = (0..<40).map { #""k\#($0)": \#($0)"# }
        #expect((try? JSONValue.parse("{" + keys.joined(separator: ", ") + "}")) != nil)
        #expect(throws: LayoutError.self) { try JSONValue.parse("{" + keys.joined(separator: ", ") + #", "k3": 0}"#) }
        #expect(throws: LayoutError.self) { try JSONValue.parse("{" + keys.prefix(16).joined(separator: ", ") + #", "k15": 0}"#) }
    }
}
