import Foundation
import Tessera

/// The items of a long array (one the parser deferred: more than `deferralThreshold`
/// elements) decoded straight from the document's bytes, without building a `JSONValue` and a
/// `SpecNode` per item: a million-item feed spent three quarters of its decoding on those.
///
/// Only the common shape is read here: an object of the item keys (`height`, `aspectRatio`,
/// `size`, `measuredSize`, `columnSpan`, `fullSpan`) with values the general decoder accepts,
/// read with the parser's own string and number readers, so every value is the one it would
/// get. Anything else (a `null`, a wrong type, a value out of range, an unknown key) answers
/// nil and the general decoder (`LayoutSpec.decodeItem`) reads that item and reports it, with
/// its path. A test compares the two on every shape, valid or not.
enum ItemBytesDecoder {
    /// Every item of `list`, when its elements are deferred; nil otherwise (the caller decodes
    /// the built elements as usual).
    static func items(of list: SpecNode) throws -> [ItemData]? {
        guard case .array(let array) = list.value, let (text, offsets) = array.storage.deferred else { return nil }
        var items: [ItemData] = []
        items.reserveCapacity(offsets.count)
        try text.withBytes { bytes in
            for (i, offset) in offsets.enumerated() {
                if let item = item(in: bytes, at: offset) {
                    items.append(item)
                } else {
                    items.append(try LayoutSpec.decodeItem(list.child(array[i], .index(i))))
                }
            }
        }
        return items
    }

    /// The item whose JSON starts at `offset` (text the parser has already checked), or nil
    /// when it is not of the common shape.
    static func item(in bytes: JSONBytes, at offset: Int) -> ItemData? {
        var p = JSONParser(bytes: bytes, text: nil, index: offset)
        guard p.consume("{") else { return nil }
        var item = ItemData()
        var seen: UInt8 = 0  // a bit per key: a `Set` would allocate for every item
        if p.consume("}") { return item }
        repeat {
            p.skipWhitespace()
            guard let key = Self.key(&p), seen & key.bit == 0, p.consume(":") else { return nil }
            seen |= key.bit
            p.skipWhitespace()
            switch key {
            case .height:
                guard let n = number(&p), n >= 0 else { return nil }
                item.sizing = .fixedHeight(CGFloat(n))
            case .aspectRatio:
                guard let n = number(&p), n > 0 else { return nil }
                item.sizing = .aspectRatio(CGFloat(n))
            case .size:
                guard let s = size(&p), s.width > 0, s.height > 0 else { return nil }
                item.sizing = .intrinsicSize(s)
            case .measuredSize:
                guard let s = size(&p) else { return nil }
                item.measuredSize = s
            case .columnSpan:
                guard let n = number(&p), n == n.rounded(), n >= 1, n <= Double(LayoutLimits.maximumColumns) else { return nil }
                item.columnSpan = Int(n)
            case .fullSpan:
                // The text is checked JSON: a `t` starts `true`, an `f` `false`. (A failed
                // `expectWord` would work out a line and column from the document's start.)
                if p.peek("t") { _ = try? p.expectWord("true"); item.isFullSpan = true } else if p.peek("f") { _ = try? p.expectWord("false") } else { return nil }
            }
        } while p.consume(",")
        // At most one sizing key; the general decoder names the clash.
        guard p.consume("}"), (seen & Key.sizings).nonzeroBitCount <= 1 else { return nil }
        return item
    }

    /// The item key that starts at the parser's place, read past; nil for any other key.
    /// A key without an escape is told by its length (each key's is its own) and compared
    /// byte for byte in the text, so no string is made (making and matching one cost about
    /// 500 instructions an item); one with an escape is read as a string, as the general
    /// decoder reads it.
    private static func key(_ p: inout JSONParser) -> Key? {
        guard let (start, end) = plainString(p) else {
            guard p.peek("\""), let name = try? p.parseString() else { return nil }
            return Key(rawValue: name)
        }
        let key: Key
        switch end - start {
        case 6: key = .height
        case 11: key = .aspectRatio
        case 4: key = .size
        case 12: key = .measuredSize
        case 10: key = .columnSpan
        case 8: key = .fullSpan
        default: return nil
        }
        guard p.bytes.matches(key.name, at: start) else { return nil }
        p.index = end + 1
        return key
    }

    /// Where the characters of the string at the parser's place start and end (its closing
    /// quote) when it holds no escape; nil when it holds one or no string starts there. The
    /// text is checked JSON, so the closing quote is there.
    private static func plainString(_ p: JSONParser) -> (start: Int, end: Int)? {
        guard p.peek("\"") else { return nil }
        let start = p.index + 1
        var end = start
        while end < p.bytes.count {
            let b = p.bytes[end]
            if b == UInt8(ascii: "\"") { return (start, end) }
            if b == UInt8(ascii: "\\") { return nil }
            end += 1
        }
        return nil
    }

    /// The item keys.
    private enum Key: String {
        case height, aspectRatio, size, measuredSize, columnSpan, fullSpan

        /// The key's text (its raw value, for comparing in place).
        var name: StaticString {
            switch self {
            case .height: "height"
            case .aspectRatio: "aspectRatio"
            case .size: "size"
            case .measuredSize: "measuredSize"
            case .columnSpan: "columnSpan"
            case .fullSpan: "fullSpan"
            }
        }

        var bit: UInt8 {
            switch self {
            case .height: 1
            case .aspectRatio: 2
            case .size: 4
            case .measuredSize: 8
            case .columnSpan: 16
            case .fullSpan: 32
            }
        }
        /// The keys that size an item (at most one may be given).
        static let sizings: UInt8 = Key.height.bit | Key.aspectRatio.bit | Key.size.bit
    }

    /// A number as `SpecNode.number()` accepts it (finite, within the magnitude limit).
    private static func number(_ p: inout JSONParser) -> Double? {
        guard p.peek("-") || p.peekDigit(), case .number(let n)? = try? p.parseNumber(),
            n.isFinite, abs(n) <= LayoutLimits.maximumMagnitude
        else { return nil }
        return n
    }

    /// `{"width": w, "height": h}` as `SpecNode.size()` accepts it (both present, >= 0).
    private static func size(_ p: inout JSONParser) -> CGSize? {
        guard p.consume("{") else { return nil }
        var width: Double?, height: Double?
        repeat {
            p.skipWhitespace()
            guard let isWidth = sizeKey(&p), p.consume(":") else { return nil }
            p.skipWhitespace()
            guard let n = number(&p), n >= 0 else { return nil }
            if isWidth {
                guard width == nil else { return nil }
                width = n
            } else {
                guard height == nil else { return nil }
                height = n
            }
        } while p.consume(",")
        guard p.consume("}"), let width, let height else { return nil }
        return CGSize(width: width, height: height)
    }

    /// `width` (true) or `height` (false) as the key at the parser's place, read past; nil for
    /// any other key. Compared in place as `key(_:)` compares.
    private static func sizeKey(_ p: inout JSONParser) -> Bool? {
        guard let (start, end) = plainString(p) else {
            guard p.peek("\""), let name = try? p.parseString() else { return nil }
            return name == "width" ? true : name == "height" ? false : nil
        }
        let isWidth: Bool
        switch end - start {
        case 5 where p.bytes.matches("width", at: start): isWidth = true
        case 6 where p.bytes.matches("height", at: start): isWidth = false
        default: return nil
        }
        p.index = end + 1
        return isWidth
    }
}

extension JSONParser {
    /// Skips whitespace, then steps over `byte` when it comes next.
    mutating func consume(_ byte: Unicode.Scalar) -> Bool {
        skipWhitespace()
        guard peek(byte) else { return false }
        index += 1
        return true
    }

    /// Whether the next byte is `byte`.
    func peek(_ byte: Unicode.Scalar) -> Bool { index < bytes.count && bytes[index] == UInt8(ascii: byte) }

    /// Whether the next byte is a digit.
    func peekDigit() -> Bool { index < bytes.count && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) }
}
