import Foundation
import Testing
@testable import TesseraRender

/// The PNG labels' smoothed glyphs (`SmoothedGlyph`), against shapes worked out by hand.
@Suite struct SmoothedGlyphTests {
    func coverage(_ glyph: SmoothedGlyph, _ x: Int, _ y: Int) -> Double { glyph.coverage[y * BitmapFont.width * glyph.scale + x] }

    @Test func scaleOneIsTheCrispBitmap() {
        let bits = BitmapFont.glyph("A")
        let glyph = SmoothedGlyph(crisp: bits)
        // "A"'s first row is .###.: columns 1–3 set.
        #expect((0..<5).map { coverage(glyph, $0, 0) } == [0, 1, 1, 1, 0])
        #expect(glyph.coverage.allSatisfy { $0 == 0 || $0 == 1 })
    }

    /// "O" (.###. / #...# …) at 2 pixels per font pixel. Its top-left corner: font pixel (0,0) is
    /// clear with (1,0) and (0,1) set and (1,1) clear, so its lower-right half-pixel triangle is
    /// bridged; set pixels (1,0) and (0,1) lose the triangle at their outer corner toward (0,0).
    /// Output pixel (1,1) is font area [0.5,1]² of (0,0): the bridge (u+v > 1.5) covers the samples
    /// at 0.5625…0.9375 whose sum exceeds 1.5: 6 of 16.
    @Test func roundLettersGetRoundCorners() {
        let glyph = SmoothedGlyph(BitmapFont.glyph("O"), scale: 2)
        #expect(coverage(glyph, 1, 1) == 6.0 / 16)
        // Output pixel (2,0) is font area [0,0.5]² of (1,0): the cut triangle (u+v < 0.5) takes
        // the samples whose sum is under 0.5 — 6 of 16 — so 10 of 16 are covered.
        #expect(coverage(glyph, 2, 0) == 10.0 / 16)
        // The straight top stroke (font pixel (2,0)) and the left side (0,3) are fully covered;
        // the clear middle (2,3) is empty.
        #expect(coverage(glyph, 4, 0) == 1 && coverage(glyph, 5, 1) == 1)
        #expect(coverage(glyph, 0, 6) == 1 && coverage(glyph, 1, 7) == 1)
        #expect(coverage(glyph, 4, 6) == 0 && coverage(glyph, 5, 7) == 0)
    }

    /// A stroke's flat end has no bridge beside it and stays square: "1"'s top pixel (2,0) (row
    /// ..#..) with (1,1) set below-left and (2,1) set below: no corner of (2,0) is cut.
    @Test func strokeEndsStaySquare() {
        let glyph = SmoothedGlyph(BitmapFont.glyph("1"), scale: 2)
        #expect(coverage(glyph, 4, 0) == 1 && coverage(glyph, 5, 0) == 1)
    }

    /// "/" (....# / ...#. …): a diagonal step from (4,0) to (3,1) bridges the clear pixel (3,0)'s
    /// lower-right corner and (4,1)'s upper-left; the free outer corners (4,0) top-left… are cut
    /// only beside a bridge: (4,0)'s top-left has clear neighbours, and its bottom-left holds the
    /// bridge, so it is cut.
    @Test func diagonalsAreBridged() {
        let glyph = SmoothedGlyph(BitmapFont.glyph("/"), scale: 2)
        // Output (7,1) is (3,0)'s lower-right quarter: bridged, 6 of 16 (as the O's corner).
        #expect(coverage(glyph, 7, 1) == 6.0 / 16)
        // Output (8,2) is (4,1)'s upper-left quarter: bridged likewise.
        #expect(coverage(glyph, 8, 2) == 6.0 / 16)
        // Output (8,0) is (4,0)'s upper-left quarter: cut, 10 of 16 left.
        #expect(coverage(glyph, 8, 0) == 10.0 / 16)
        // An L's inner corner is not a step (the pixel across it is set): "L" stays square.
        let l = SmoothedGlyph(BitmapFont.glyph("L"), scale: 2)
        #expect(coverage(l, 2, 11) == 0)
    }

    /// Drawn on a canvas, a label at scale 3 has partly covered pixels (smooth edges); at scale 1
    /// every pixel is the text colour or the background.
    @Test func canvasTextIsAntiAliasedFromScaleTwo() {
        func colours(scale: Int) -> Set<UInt32> {
            var canvas = RasterCanvas(width: 60, height: 40, background: RenderColor(0xFFFFFF))
            canvas.text("Os/", x: 1, y: 1, scale: scale, RenderColor(0x000000))
            return Set((0..<40).flatMap { y in (0..<60).map { x in canvas.rgb(x, y) } })
        }
        #expect(colours(scale: 1) == [0xFFFFFF, 0x000000])
        #expect(colours(scale: 3).count > 2)
    }
}
