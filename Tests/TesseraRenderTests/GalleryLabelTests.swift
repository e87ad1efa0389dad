import Foundation
import Testing
import Tessera
@testable import TesseraRender  // the scene and the PNG's label boxes are internal
import TesseraSpec
import TesseraTestSupport

/// Over every example of the gallery (every spec under Examples/), in every area a picture
/// shows: no label is covered — not by a shape drawn above its element, not by another label,
/// not by the legend or the title, not by the viewport's red outline (and on the PNG's pixels
/// for the screens where the outline runs through cells) — and every label stays on its element.
@Suite struct GalleryLabelTests {
    /// `Examples/**/*.json` (the apps' folders hold no spec), as names for `exampleSpec`.
    static let examples: [String] = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folder = root.appendingPathComponent("Examples").path
        let all = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []
        return all.filter { $0.hasSuffix(".json") && !$0.hasPrefix("apps/") }.map { String($0.dropLast(5)) }.sorted()
    }()

    @Test func theGalleryIsThere() {
        #expect(Self.examples.count >= 45)
        #expect(Self.examples.contains("compositional/section-background-decoration") && Self.examples.contains("view/radial"))
    }

    @Test(arguments: examples)
    func noLabelIsCovered(_ name: String) throws {
        let spec = try exampleSpec(name)
        let snapshot = try spec.makeSnapshot()
        for area in [RenderArea.viewport, .content, .all] {
            let options = RenderOptions(area: area)
            let scene = try RenderScene(snapshot: snapshot, contentOffset: spec.contentOffset(in: snapshot), layoutName: spec.layoutName, options: options)
            let boxes = scene.elements.map { PNGRenderer.labelBox($0) }
            // The title's lines and the legend's entries.
            let fontScale = FontMetrics.bitmapTitleScale(scene.titleSize)
            var header = scene.titleLines.enumerated().map { i, line in
                CGRect(
                    x: scene.titleOrigin.x, y: scene.titleOrigin.y + CGFloat(i) * scene.titleLineHeight,
                    width: CGFloat(FontMetrics.bitmapWidth(line, scale: fontScale)), height: CGFloat((BitmapFont.height + BitmapFont.descent) * fontScale))
            }
            header += scene.legend.map {
                $0.swatch.union(CGRect(origin: $0.textOrigin, size: CGSize(width: CGFloat(FontMetrics.bitmapWidth($0.kind.rawValue, scale: fontScale)), height: scene.titleSize)))
            }
            let outline = Self.outlineBands(scene.viewport)
            var cellLabels = 0
            for (i, e) in scene.elements.enumerated() {
                guard let box = boxes[i] else { continue }
                if e.attributes.representedElementCategory == .cell { cellLabels += 1 }
                let what = "\(name) \(area) \(e.label) \(e.attributes.indexPath)"
                let shown = scene.clip ?? CGRect(origin: .zero, size: scene.size)
                #expect(Self.inside(box, e.transformedBounds) && Self.inside(box, shown), "\(what): off its element")
                for (j, other) in boxes.enumerated() where j != i {
                    if let other { #expect(!other.overlaps(box), "\(what): under the label \(scene.elements[j].label)") }
                    if j > i { #expect(!scene.elements[j].transformedBounds.overlaps(box), "\(what): under \(scene.elements[j].label)'s shape") }
                }
                #expect(!header.contains { $0.overlaps(box) }, "\(what): under the title or the legend")
                #expect(!outline.contains { $0.overlaps(box) }, "\(what): crossed by the viewport's outline")
            }
            // The labels are there: every cell of the area shown has one, but for slivers.
            #expect(cellLabels > 0, "\(name) \(area): no cell label")
        }
    }

    /// The pixels the PNG's viewport outline covers: 3-px lines inside `viewport` grown by a
    /// pixel, its edges rounded to whole pixels (as `RasterCanvas.stroke` draws them).
    static func outlineBands(_ viewport: CGRect) -> [CGRect] {
        let r = viewport.insetBy(dx: -1, dy: -1)
        let x0 = r.minX.rounded(), x1 = r.maxX.rounded(), y0 = r.minY.rounded(), y1 = r.maxY.rounded()
        return [
            CGRect(x: x0, y: y0, width: x1 - x0, height: 3), CGRect(x: x0, y: y1 - 3, width: x1 - x0, height: 3),
            CGRect(x: x0, y: y0, width: 3, height: y1 - y0), CGRect(x: x1 - 3, y: y0, width: 3, height: y1 - y0),
        ]
    }

    /// The same, on the PNG's pixels, for the screens where the outline runs through cells:
    /// no pixel of the viewport's red inside a label's box.
    @Test(arguments: ["pinterest", "flow-grid", "compositional/orthogonal-section-behaviors", "compositional/section-background-decoration"])
    func theOutlineCrossesNoLabelsPixels(_ name: String) throws {
        let spec = try exampleSpec(name)
        let scene = try RenderScene(snapshot: spec.makeSnapshot(), contentOffset: spec.contentOffset ?? .zero, layoutName: spec.layoutName, options: RenderOptions(area: .viewport))
        let png = PNGRenderer(options: RenderOptions(area: .viewport)).draw(scene)
        let boxes = scene.elements.compactMap { PNGRenderer.labelBox($0) }
        #expect(boxes.count > 5)
        // Some label comes within a few pixels of the outline (what the placement avoids).
        let near = Self.outlineBands(scene.viewport).map { $0.insetBy(dx: -12, dy: -12) }
        #expect(boxes.contains { box in near.contains { $0.overlaps(box) } }, "no label near the outline: nothing checked")
        for box in boxes {
            let red = (Int(box.minY)..<Int(box.maxY)).contains { y in (Int(box.minX)..<Int(box.maxX)).contains { x in png.rgb(x, y) == 0xE03131 } }
            #expect(!red, "\(name): the viewport's outline crosses the label at \(box)")
        }
    }

    /// Whether `box` lies within `rect` (compared edge by edge: Foundation's `contains` compares
    /// an intersection that rounding may change).
    static func inside(_ box: CGRect, _ rect: CGRect) -> Bool {
        box.minX >= rect.minX && box.maxX <= rect.maxX && box.minY >= rect.minY && box.maxY <= rect.maxY
    }

    /// The section background's label sits in the section's inset band above its first cell,
    /// in the PNG and in the SVG (before, it lay over the first cell and crossed its border).
    @Test func theBackgroundLabelSitsInTheSectionsInsets() throws {
        let spec = try exampleSpec("compositional/section-background-decoration")
        let snapshot = try spec.makeSnapshot()
        let scene = try RenderScene(snapshot: snapshot, contentOffset: spec.contentOffset(in: snapshot), layoutName: spec.layoutName, options: RenderOptions())
        let background = try #require(scene.elements.first { $0.label == "background" })
        let firstCell = try #require(scene.elements.first { $0.attributes.representedElementCategory == .cell })
        // The background (34, 114, 760, 500) px, the first cell 10 px inside it (44, 124).
        #expect(background.rect == CGRect(x: 34, y: 114, width: 760, height: 500) && firstCell.rect.minY == 124)
        let box = try #require(PNGRenderer.labelBox(background))
        #expect(box == CGRect(x: 37, y: 115, width: 59, height: 9))  // "background" at 1 font pixel: 10 · 6 − 1 wide, 9 tall
        // The SVG's text: 7.65 px, its ascent and descent (0.75 and 0.25 em about the baseline) within y 115…124.
        let svg = try SVGRenderer().render(snapshot, contentOffset: spec.contentOffset ?? .zero, layoutName: spec.layoutName)
        let text = try #require(svg.split(separator: "\n").first { $0.hasSuffix(">background</text>") })
        func number(_ attribute: String) throws -> Double {
            let value = try #require(text.components(separatedBy: " \(attribute)=\"").dropFirst().first?.split(separator: "\"").first)
            return try #require(Double(value))
        }
        let y = try number("y"), size = try number("font-size")
        #expect(try number("x") == 37 && size == 7.65)
        #expect(y - 0.75 * size >= 115 && y + 0.25 * size <= 124, "\(text)")
    }
}
