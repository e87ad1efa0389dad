import Foundation
import Testing
import Tessera
import TesseraSpec
import TesseraTestSupport

/// The `view` layout of the JSON spec: decoding, the examples, and errors with JSON paths.
@Suite struct ViewSpecTests {
    static let examples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/view")

    func snapshot(_ json: String) throws -> LayoutSnapshot {
        try LayoutSpec.decode(Data(json.utf8)).makeSnapshot()
    }

    func example(_ name: String) throws -> LayoutSnapshot {
        try LayoutSpec.decode(Data(contentsOf: Self.examples.appendingPathComponent(name + ".json"))).makeSnapshot()
    }

    func error(_ json: String) -> String? {
        do {
            _ = try snapshot(json)
            return nil
        } catch let e as LayoutError {
            return e.description
        } catch {
            return "\(error)"
        }
    }

    @Test func everyExampleLaysOut() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.examples.path).filter { $0.hasSuffix(".json") }
        #expect(names.count >= 20)
        for name in names {
            let spec = try LayoutSpec.decode(Data(contentsOf: Self.examples.appendingPathComponent(name)))
            let s = try spec.makeSnapshot()
            #expect(s.numberOfSections == 1, "\(name)")
            #expect(s.contentSize == spec.environment.containerSize, "\(name)")
            for f in cellFrames(s) { #expect(f.isFiniteRect, "\(name)") }
        }
    }

    @Test func referenceExamples() throws {
        // Case 1: stack 175 wide centred in 150 → starts at −12.5; widths 75 and 100.
        #expect(cellFrames(try example("hstack-overflow")).map(\.width) == [75, 100])
        #expect(cellFrames(try example("hstack-overflow")).map(\.minX) == [-12.5, 62.5])
        #expect(cellFrames(try example("hstack-default-spacing")) == [CGRect(x: 0, y: 0, width: 46, height: 100), CGRect(x: 54, y: 0, width: 46, height: 100)])
        #expect(cellFrames(try example("hstack-bounded-frames")) == [CGRect(x: 1, y: 0, width: 40, height: 100), CGRect(x: 49, y: 0, width: 50, height: 100)])
        #expect(cellFrames(try example("hstack-spacing-10")) == [CGRect(x: 0, y: 0, width: 80, height: 100), CGRect(x: 90, y: 0, width: 10, height: 100)])
        #expect(cellFrames(try example("hstack-padding")) == [CGRect(x: 10, y: 10, width: 26, height: 80), CGRect(x: 59, y: 5, width: 36, height: 90)])
        // At display scale 2 the half points stay.
        #expect(cellFrames(try example("hstack-top-aligned")).map(\.minX) == [4.5, 32.5, 70.5])
        #expect(cellFrames(try example("hstack-top-aligned")).map(\.minY) == [30, 30, 30])
        #expect(cellFrames(try example("relative-width")).map(\.width) == [100, 250, 250])
    }

    @Test func wwdcExamples() throws {
        // Radial: centres (150, 50), (236.6, 200), (63.4, 200); frames are rounded to whole
        // points at scale 1, so the centres are checked within half a point.
        let radial = cellFrames(try example("radial")).map { CGPoint(x: $0.midX, y: $0.midY) }
        let expected = [CGPoint(x: 150, y: 50), CGPoint(x: 236.6, y: 200), CGPoint(x: 63.4, y: 200)]
        for (c, e) in zip(radial, expected) { #expect(abs(c.x - e.x) <= 0.5 && abs(c.y - e.y) <= 0.5, "\(c) vs \(e)") }
        // The tie: an HStack of 76 centred in 300.
        #expect(cellFrames(try example("radial-tie-hstack")).map(\.minX) == [112, 140, 168])
        #expect(cellFrames(try example("equal-width-hstack")).map(\.minX) == [62, 150, 293])
    }

    @Test func rightToLeftMirrorsTheTree() throws {
        // flow-right-to-left: centred lines mirrored; line 2 is 100 wide, so its first item
        // (30 wide, at x 0 left to right) lands at 70.
        let f = cellFrames(try example("flow-right-to-left"))
        #expect(f[2].minX == 70)
    }

    /// 130 nested vstacks: the view 129 levels down is refused at its JSON path, `layout.view`
    /// then 129 × `vstack.children[0]` (2 + 387 = 389 components). The line keeps the first and
    /// last 8 and counts the 373 between.
    @Test func tooDeepAViewIsOneShortLine() {
        var view = #"{"rect": {}}"#
        for _ in 0..<130 { view = #"{"vstack": {"children": ["# + view + "]}}" }
        let line = error(#"{"container": {"width": 100, "height": 100}, "layout": {"view": "# + view + "}}")
        #expect(
            line == "layout.view.vstack.children[0].vstack.children[0] … (373 path components left out) … children[0].vstack.children[0].vstack.children[0]: the view tree is nested more than 128 deep"
        )
        #expect((line?.count ?? .max) < 200)
    }

    @Test func errorsNameTheJSONPath() {
        let head = #"{"container": {"width": 100, "height": 100}, "layout": {"view": "#
        #expect(
            error(head + #"{"hstack": {"children": [{"rect": {}, "frame": {"width": -5}}]}}}}"#)
                == "layout.view.hstack.children[0].frame.width: must be >= 0, got -5")
        #expect(
            error(head + #"{"rect": {}, "frame": {"minWidth": 50, "maxWidth": 20}}}}"#)
                == "layout.view.frame.minWidth: must not exceed maxWidth (20), got 50")
        #expect(error(head + #"{"hstak": {}}}}"#)?.hasPrefix("layout.view.hstak: unknown container, leaf or modifier") == true)
        #expect(error(head + #"{"rect": {}, "fixed": {"width": 1, "height": 1}}}}"#)?.hasPrefix("layout.view: must have exactly one key naming the view (a container or leaf)") == true)
        #expect(
            error(head + #"{"vstack": {"children": [{"rect": {}, "frame": {"maxWidth": "huge"}}]}}}}"#)
                == #"layout.view.vstack.children[0].frame.maxWidth: must be a number >= 0 or "infinity", got "huge""#)
        #expect(error(head + #"{"rect": {}, "frame": {"width": 10, "maxWidth": 20}}}}"#)?.hasPrefix("layout.view.frame: give width/height or min/ideal/max (nest two frames), not both") == true)
        #expect(error(head + #"{"zstack": {"alignment": "middle", "children": []}}}}"#)?.hasPrefix("layout.view.zstack.alignment: must be one of") == true)
        #expect(
            error(head + #"{"grid": {"rows": [[{"rect": {}, "gridCellColumns": 0}]]}}}}"#)
                == "layout.view.grid.rows[0][0].gridCellColumns: must be an integer from 1 to 10000, got 0")
        #expect(
            error(head + #"{"anyLayout": {"layout": {"hstack": {}}, "from": {"vstack": {}}, "progress": 2, "children": []}}}}"#)
                == "layout.view.anyLayout.progress: must be from 0 to 1, got 2")
        // JSON has no NaN; a number too large for a double is refused as not finite.
        #expect(error(head + #"{"rect": {}, "frame": {"width": 1e400}}}}"#) == "layout.view.frame.width: must be a finite number")
        // A view spec needs the container height.
        #expect(error(#"{"container": {"width": 100}, "layout": {"view": {"rect": {}}}}"#) == "container.height: is required")
    }

    @Test func infinityIsAllowedForMaxFrames() throws {
        let s = try snapshot(#"{"container": {"width": 100, "height": 100}, "layout": {"view": {"fixed": {"width": 20, "height": 20}, "frame": {"maxWidth": "infinity", "alignment": "leading"}}}}"#)
        #expect(cellFrames(s) == [CGRect(x: 0, y: 40, width: 20, height: 20)])
    }

    @Test func modifiersApplyInDocumentOrder() throws {
        // padding then frame: the 50×50 frame holds a padded rect (rect 30×30 at 10, 10 inside it);
        // frame then padding: a 50×50 rect inside 10 of padding.
        let head = #"{"container": {"width": 100, "height": 100}, "layout": {"view": "#
        let a = try snapshot(head + #"{"rect": {}, "padding": 10, "frame": {"width": 50, "height": 50}}}}"#)
        let b = try snapshot(head + #"{"rect": {}, "frame": {"width": 50, "height": 50}, "padding": 10}}}"#)
        #expect(cellFrames(a) == [CGRect(x: 35, y: 35, width: 30, height: 30)])
        #expect(cellFrames(b) == [CGRect(x: 25, y: 25, width: 50, height: 50)])
    }
}
