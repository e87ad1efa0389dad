import Foundation

/// Encodes an 8-bit RGBA image as a PNG file, with no dependency: each row takes the filter
/// (none, sub or up) that leaves it smallest, then the rows are compressed by `Deflate`.
enum PNGEncoder {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The PNG file of a `width` × `height` image whose `rgba` holds 4 bytes a pixel, row by row.
    static func encode(width: Int, height: Int, rgba: [UInt8]) -> Data {
        guard rgba.count == width * height * 4 else { fatalError("PNG pixels: \(rgba.count) bytes for \(width)×\(height) RGBA") }
        var out = signature
        var header: [UInt8] = []
        header += bigEndian(UInt32(width)) + bigEndian(UInt32(height))
        header += [8, 6, 0, 0, 0]  // 8 bits, RGBA, deflate, adaptive filtering, no interlace
        chunk("IHDR", header, into: &out)
        chunk("IDAT", Deflate.zlib(filtered(width: width, height: height, rgba: rgba)), into: &out)
        chunk("IEND", [], into: &out)
        return Data(out)
    }

    private static func filtered(width: Int, height: Int, rgba: [UInt8]) -> [UInt8] {
        let stride = width * 4
        var out: [UInt8] = []
        out.reserveCapacity((stride + 1) * height)
        var sub = [UInt8](repeating: 0, count: stride), up = sub
        for y in 0..<height {
            let row = y * stride
            var costNone = 0, costSub = 0, costUp = 0
            for x in 0..<stride {
                let v = rgba[row + x]
                let s = v &- (x >= 4 ? rgba[row + x - 4] : 0)
                let u = v &- (y > 0 ? rgba[row - stride + x] : 0)
                sub[x] = s
                up[x] = u
                // The usual heuristic: the smallest sum of bytes read as signed.
                costNone += Int(Int8(bitPattern: v).magnitude)
                costSub += Int(Int8(bitPattern: s).magnitude)
                costUp += Int(Int8(bitPattern: u).magnitude)
            }
            if costUp <= costSub, costUp <= costNone {
                out.append(2); out += up
            } else if costSub <= costNone {
                out.append(1); out += sub
            } else {
                out.append(0); out += rgba[row..<row + stride]
            }
        }
        return out
    }

    private static func chunk(_ type: String, _ data: [UInt8], into out: inout [UInt8]) {
        let typeBytes = Array(type.utf8)
        out += bigEndian(UInt32(data.count))
        out += typeBytes
        out += data
        out += bigEndian(Checksums.crc32(data, continuing: Checksums.crc32(typeBytes)))
    }

    static func bigEndian(_ v: UInt32) -> [UInt8] {
        [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
    }
}
