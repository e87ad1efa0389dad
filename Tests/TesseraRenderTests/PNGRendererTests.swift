import Foundation
import Testing
import Tessera
@testable import TesseraRender  // the PNG encoder's parts (checksums, deflate, bitmap font) are internal
import TesseraBenchmarkFixtures
import TesseraTestSupport

@Suite struct PNGRendererTests {
    @Test func validPNGWithTheSamePicture() throws {
        let data = try PNGRenderer().render(RenderTestSnapshots.sample(), contentOffset: CGPoint(x: 0, y: 100), layoutName: "sample")
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        let png = try DecodedPNG(data)  // checks every chunk's CRC and the zlib Adler-32
        #expect(png.chunkTypes == ["IHDR", "IDAT", "IEND"])
        // Same geometry as the SVG: 688 × 1328 px, a point (x, y) at (24 + 2x, 104 + 2y).
        #expect(png.width == 688 && png.height == 1328)
        #expect(png.rgb(2, 2) == 0xFFFFFF)  // background
        #expect(png.rgb(330, 290) == 0x9CC3E6)  // inside cell 0, away from its label
        // The background decoration's label goes where no cell covers the decoration: cells 0
        // and 1 take its top corners, so at its bottom-leading corner, inside its dashed
        // outline (27, 1283, 118, 20), at 2 px a font pixel (10 · 6 − 1) · 2 = 118 wide, 18
        // tall from y 1284; none of it over cell 0 (24, 104, 320, 200).
        let labelColor: UInt32 = 0x6B737D
        #expect((1284..<1302).contains { y in (27..<145).contains { x in png.rgb(x, y) == labelColor } })
        #expect(!(104..<304).contains { y in (24..<344).contains { x in png.rgb(x, y) == labelColor } })
        #expect(png.rgb(23, 600) == 0xE03131)  // the viewport's outline, 1 px outside (24, 304, 640, 960)
        // Below the header only the background decoration shows: #E4E7EB at 60 % over white →
        // 228·0.6 + 255·0.4 = 238.8 → 239 (EF), 231 → 240.6 → 241 (F1), 235 → 243 (F3).
        #expect(png.rgb(300, 1024) == 0xEFF1F3)
        // Cell 0's label "0" is drawn dark at its centre (24 + 160, 104 + 100) = (184, 204):
        // somewhere in the middle rows there are label pixels.
        #expect((160..<210).contains { x in png.rgb(x, 204) == 0x12304D })
    }

    @Test func alphaBlendsAndRotationUsesTheBoundingBox() throws {
        let png = try DecodedPNG(PNGRenderer().render(RenderTestSnapshots.sample(effect: FadingTurningEffect())))
        // Cell 1 (zIndex 5) at half alpha over the background decoration (EF F1 F3 in effect):
        // red 156·0.5 + 239·0.5 = 197.5 → 198 (C6); green 195·0.5 + 241·0.5 = 218 (DA);
        // blue 230·0.5 + 243·0.5 = 236.5 → 237 (ED). Pixel (350, 108) is inside (344, 104, 320, 200).
        #expect(png.rgb(350, 108) == 0xC6DAED)
        // Cell 2 (24, 304, 640, 400) halved and turned a quarter: its box is 200 wide, 320 tall
        // about the centre (344 + 20, 504) → (264, 344, 200, 320). Outside it, at (40, 324), the
        // background decoration shows; inside, at (270, 354), the cell's colour.
        #expect(png.rgb(40, 324) == 0xEFF1F3)
        #expect(png.rgb(270, 354) == 0x9CC3E6)
    }

    @Test func checksumsMatchKnownValues() {
        // The classic check values: CRC-32("123456789") = CBF43926, Adler-32("Wikipedia") = 11E60398.
        #expect(Checksums.crc32(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(Checksums.adler32(Array("Wikipedia".utf8)) == 0x11E6_0398)
        let big = [UInt8](repeating: 0xFF, count: 100_000)
        #expect(Checksums.adler32(big) == DecodedPNG.adler32(big))
    }

    @Test func deflateRoundTrips() throws {
        var rng = SplitMix(seed: 3)
        for count in [0, 1, 2, 3, 258, 259, 262, 1000, 70_000] {
            // Runs of random lengths of a few values, the shape of filtered picture rows.
            var input: [UInt8] = []
            while input.count < count {
                let v = UInt8(rng.next() % 4), n = Int(rng.next() % 300) + 1
                input += [UInt8](repeating: v, count: min(n, count - input.count))
            }
            let (output, adler) = try Inflate.zlib(Deflate.zlib(input))
            #expect(output == input)
            #expect(adler == DecodedPNG.adler32(input))
        }
    }

    @Test func fontHasEveryGlyphFiveWide() {
        for (ch, rows) in BitmapFont.glyphs {
            // Seven rows down to the baseline, two more for the letters that descend.
            #expect(rows.count == ("gjpqy".contains(ch) ? BitmapFont.height + BitmapFont.descent : BitmapFont.height), "glyph \(ch)")
            #expect(rows.allSatisfy { $0 < 32 }, "glyph \(ch)")
        }
        // Small letters are glyphs of their own, on a five-row x-height (the top two rows of
        // 'a' are empty), so a mixed-case title reads as text; letters and digits all differ.
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        for ch in letters { #expect(BitmapFont.glyphs[ch] != nil, "glyph \(ch)") }
        #expect(Set(letters.map { BitmapFont.glyph($0) }).count == letters.count)
        #expect(BitmapFont.glyph("a")[0] == 0 && BitmapFont.glyph("a")[1] == 0)
        #expect(BitmapFont.glyph("~") == BitmapFont.glyph("?"))
        #expect(FontMetrics.bitmapWidth("12", scale: 3) == (2 * 6 - 1) * 3)
    }
}
