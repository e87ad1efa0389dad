/// A small DEFLATE compressor (RFC 1951) for rendered pictures: one block with the fixed
/// Huffman codes, and runs of a repeated byte as matches at distance 1. After PNG's row
/// filters the flat colours of a layout picture are long runs of zeros, so this is enough to
/// shrink them many times over without a dictionary search.
enum Deflate {
    /// `bytes` wrapped as a zlib stream (RFC 1950): header, one fixed-Huffman block, Adler-32.
    static func zlib(_ bytes: [UInt8]) -> [UInt8] {
        var out = BitWriter()
        out.bytes = [0x78, 0x01]  // deflate, 32K window, no dictionary; (0x7801 % 31 == 0)
        out.bytes.reserveCapacity(bytes.count / 4 + 64)
        out.write(1, bits: 1)  // BFINAL
        out.write(1, bits: 2)  // BTYPE = 01, fixed Huffman
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            writeLiteral(b, to: &out)
            var run = 0
            while i + 1 + run < bytes.count, bytes[i + 1 + run] == b, run < 258 { run += 1 }
            if run >= 3 {
                writeMatch(length: run, to: &out)
                i += 1 + run
            } else {
                i += 1
            }
        }
        writeCode(256, to: &out)  // end of block
        out.alignToByte()
        let adler = Checksums.adler32(bytes)
        out.bytes += [UInt8(adler >> 24), UInt8((adler >> 16) & 0xFF), UInt8((adler >> 8) & 0xFF), UInt8(adler & 0xFF)]
        return out.bytes
    }

    private static func writeLiteral(_ b: UInt8, to out: inout BitWriter) { writeCode(Int(b), to: &out) }

    /// A literal/length symbol in the fixed code (RFC 1951, 3.2.6), most significant bit first.
    private static func writeCode(_ symbol: Int, to out: inout BitWriter) {
        switch symbol {
        case 0...143: out.writeHuffman(0x30 + symbol, bits: 8)
        case 144...255: out.writeHuffman(0x190 + symbol - 144, bits: 9)
        case 256...279: out.writeHuffman(symbol - 256, bits: 7)
        default: out.writeHuffman(0xC0 + symbol - 280, bits: 8)
        }
    }

    static let lengthBases = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    static let lengthExtraBits = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]

    /// A match of `length` (3…258) bytes at distance 1.
    private static func writeMatch(length: Int, to out: inout BitWriter) {
        var code = lengthBases.count - 1
        while lengthBases[code] > length { code -= 1 }
        writeCode(257 + code, to: &out)
        out.write(UInt32(length - lengthBases[code]), bits: lengthExtraBits[code])
        out.writeHuffman(0, bits: 5)  // distance code 0: distance 1, no extra bits
    }
}

/// Packs bits least significant first, as DEFLATE streams do.
struct BitWriter {
    var bytes: [UInt8] = []
    private var accumulator: UInt32 = 0
    private var count = 0

    /// Writes the low `bits` bits of `value`, least significant first.
    mutating func write(_ value: UInt32, bits: Int) {
        guard bits > 0 else { return }
        accumulator |= (value & ((1 << UInt32(bits)) - 1)) << UInt32(count)
        count += bits
        while count >= 8 {
            bytes.append(UInt8(accumulator & 0xFF))
            accumulator >>= 8
            count -= 8
        }
    }

    /// Writes a Huffman code, most significant bit first.
    mutating func writeHuffman(_ code: Int, bits: Int) {
        var reversed: UInt32 = 0
        for i in 0..<bits where code & (1 << (bits - 1 - i)) != 0 { reversed |= 1 << UInt32(i) }
        write(reversed, bits: bits)
    }

    /// Pads with zero bits to the next byte.
    mutating func alignToByte() {
        if count > 0 { write(0, bits: 8 - count) }
    }
}
