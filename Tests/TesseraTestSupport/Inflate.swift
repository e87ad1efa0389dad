import Foundation

/// A minimal zlib/DEFLATE decoder for tests (stored and fixed-Huffman blocks, which is what
/// the PNG renderer writes), so the PNG bytes are checked by decoding them, not by trust.
public struct Inflate {
    enum Failure: Error {
        case truncated
        case unsupported(String)
        case corrupt(String)
    }

    private let bytes: [UInt8]
    private var bit = 0

    /// The data inside a zlib stream; checks the header and the Adler-32.
    public static func zlib(_ data: [UInt8]) throws -> (data: [UInt8], adler: UInt32) {
        guard data.count >= 6 else { throw Failure.truncated }
        guard data[0] & 0x0F == 8, (UInt16(data[0]) << 8 | UInt16(data[1])) % 31 == 0 else { throw Failure.corrupt("zlib header") }
        var decoder = Inflate(bytes: Array(data.dropFirst(2)))
        let out = try decoder.inflate()
        let end = 2 + (decoder.bit + 7) / 8
        guard end + 4 <= data.count else { throw Failure.truncated }
        let adler = data[end..<end + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        return (out, adler)
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private mutating func bits(_ n: Int) throws -> Int {
        var v = 0
        for i in 0..<n {
            guard bit / 8 < bytes.count else { throw Failure.truncated }
            v |= Int((bytes[bit / 8] >> UInt8(bit % 8)) & 1) << i
            bit += 1
        }
        return v
    }

    /// A fixed-code literal/length symbol (codes are stored most significant bit first).
    private mutating func fixedSymbol() throws -> Int {
        var code = 0
        for _ in 0..<7 { code = code << 1 | (try bits(1)) }
        if code <= 0b0010111 { return 256 + code }
        code = code << 1 | (try bits(1))
        if (0x30...0xBF).contains(code) { return code - 0x30 }
        if (0xC0...0xC7).contains(code) { return 280 + code - 0xC0 }
        code = code << 1 | (try bits(1))
        return 144 + code - 0x190
    }

    private static let lengthBases = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    private static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    private static let distanceBases = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    private static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    private mutating func inflate() throws -> [UInt8] {
        var out: [UInt8] = []
        var final = 0
        repeat {
            final = try bits(1)
            switch try bits(2) {
            case 0:
                bit = (bit + 7) / 8 * 8
                let len = try bits(16), nlen = try bits(16)
                guard len == ~nlen & 0xFFFF else { throw Failure.corrupt("stored length") }
                for _ in 0..<len { out.append(UInt8(try bits(8))) }
            case 1:
                while true {
                    let symbol = try fixedSymbol()
                    if symbol < 256 { out.append(UInt8(symbol)); continue }
                    if symbol == 256 { break }
                    let li = symbol - 257
                    guard li < 29 else { throw Failure.corrupt("length code") }
                    let length = Self.lengthBases[li] + (try bits(Self.lengthExtra[li]))
                    var dcode = 0
                    for _ in 0..<5 { dcode = dcode << 1 | (try bits(1)) }
                    guard dcode < 30 else { throw Failure.corrupt("distance code") }
                    let distance = Self.distanceBases[dcode] + (try bits(Self.distanceExtra[dcode]))
                    guard distance <= out.count else { throw Failure.corrupt("distance too far") }
                    for _ in 0..<length { out.append(out[out.count - distance]) }
                }
            default:
                throw Failure.unsupported("dynamic Huffman block")
            }
        } while final == 0
        return out
    }
}

/// A decoded PNG: its chunks (checked against their CRCs) and RGBA pixels (8-bit RGBA only).
public struct DecodedPNG {
    /// The picture's size in pixels.
    public var width = 0, height = 0
    /// The chunk types in file order (`IHDR`, `IDAT`, …).
    public var chunkTypes: [String] = []
    /// The pixels, RGBA, row by row.
    public var pixels: [UInt8] = []

    enum Failure: Error {
        case notPNG
        case badCRC(String)
        case unsupported
    }

    public init(_ data: Data) throws {
        let b = [UInt8](data)
        guard b.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { throw Failure.notPNG }
        func u32(_ i: Int) -> UInt32 { b[i..<i + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) } }
        var i = 8
        var idat: [UInt8] = []
        while i + 12 <= b.count {
            let length = Int(u32(i))
            let type = String(decoding: b[i + 4..<i + 8], as: UTF8.self)
            let body = Array(b[i + 8..<i + 8 + length])
            let crc = u32(i + 8 + length)
            guard crc == Self.crc32(Array(b[i + 4..<i + 8]) + body) else { throw Failure.badCRC(type) }
            chunkTypes.append(type)
            if type == "IHDR" {
                width = Int(u32(i + 8)); height = Int(u32(i + 12))
                guard body[8] == 8, body[9] == 6, body[12] == 0 else { throw Failure.unsupported }
            }
            if type == "IDAT" { idat += body }
            i += 12 + length
        }
        let (raw, adler) = try Inflate.zlib(idat)
        guard adler == Self.adler32(raw) else { throw Failure.badCRC("adler32") }
        let stride = width * 4
        guard raw.count == (stride + 1) * height else { throw Failure.unsupported }
        pixels = [UInt8](repeating: 0, count: stride * height)
        for y in 0..<height {
            let filter = raw[y * (stride + 1)]
            for x in 0..<stride {
                let v = raw[y * (stride + 1) + 1 + x]
                let left = x >= 4 ? pixels[y * stride + x - 4] : 0
                let up = y > 0 ? pixels[(y - 1) * stride + x] : 0
                switch filter {
                case 0: pixels[y * stride + x] = v
                case 1: pixels[y * stride + x] = v &+ left
                case 2: pixels[y * stride + x] = v &+ up
                default: throw Failure.unsupported
                }
            }
        }
    }

    /// The RGB of pixel (x, y) as 0xRRGGBB.
    public func rgb(_ x: Int, _ y: Int) -> UInt32 {
        let i = (y * width + x) * 4
        return UInt32(pixels[i]) << 16 | UInt32(pixels[i + 1]) << 8 | UInt32(pixels[i + 2])
    }

    // Independent textbook implementations (bit by bit), not the renderer's tables.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            c ^= UInt32(byte)
            for _ in 0..<8 { c = c & 1 == 1 ? (c >> 1) ^ 0xEDB8_8320 : c >> 1 }
        }
        return ~c
    }

    /// The Adler-32 checksum of `bytes`, written out the slow, obvious way.
    public static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
        return b << 16 | a
    }
}
