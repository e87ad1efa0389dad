import Foundation
import PropertyBased
import Testing
import Tessera
import TesseraSpec
import TesseraTestSupport

/// Sets alpha, a transform and isHidden on chosen cells, to check they are written only then.
private struct MarkingEffect: VisibleItemsEffect {
    func apply(to elements: inout [LayoutAttributes], contentOffset: CGPoint, environment: LayoutEnvironment) {
        for i in elements.indices where elements[i].representedElementCategory == .cell {
            switch elements[i].indexPath.itemIndex {
            case 1: elements[i].alpha = 0.5
            case 2: elements[i].transform = LayoutTransform(scale: 0.75, translateX: -3, translateY: 2.5, rotation: 0.25)
            case 3: elements[i].isHidden = true
            default: break
            }
        }
    }
}

@Suite struct SnapshotJSONEncoderTests {
    private func text(_ snapshot: LayoutSnapshot, contentOffset: CGPoint = .zero) throws -> String {
        String(decoding: try SnapshotJSONEncoder().encode(snapshot, contentOffset: contentOffset), as: UTF8.self)
    }

    @Test func writesTheContractShapeExactly() throws {
        // The example of layout-spec.md, "Output of --format json", plus a second cell whose
        // x (100.5) is not whole and whose zIndex is 2.
        var b = LayoutSnapshotBuilder(environment: LayoutEnvironment(width: 320, height: 480))
        b.startSection()
        b.addCell(frame: CGRect(x: 0, y: 0, width: 96, height: 10))
        b.addCell(frame: CGRect(x: 100.5, y: 0, width: 96, height: 10), zIndex: 2)
        b.addDecoration(kind: "background", at: .item(0, section: 0), frame: CGRect(x: 0, y: 0, width: 320, height: 200), zIndex: -1)
        b.addSupplementary(kind: "header", at: .item(0, section: 0), frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let snapshot = b.build(contentSize: CGSize(width: 320, height: 30))
        // Order: cells by item, then supplementaries, then decorations (allElements' order).
        // Read: one row (the cells and the header start at y = 0, before the first cell's
        // middle, 5), from x = 0: cell 0 and the header (at one place: in the elements' order),
        // then cell 1 at x = 100.5; the decoration is not read.
        #expect(
            try text(snapshot) == """
                {
                  "contentSize": {"width": 320, "height": 30},
                  "elements": [
                    {"category": "cell", "indexPath": [0, 0], "frame": [0, 0, 96, 10], "zIndex": 0},
                    {"category": "cell", "indexPath": [0, 1], "frame": [100.5, 0, 96, 10], "zIndex": 2},
                    {"category": "supplementary", "kind": "header", "indexPath": [0, 0], "frame": [0, 0, 320, 44], "zIndex": 0},
                    {"category": "decoration", "kind": "background", "indexPath": [0, 0], "frame": [0, 0, 320, 200], "zIndex": -1}
                  ],
                  "readingOrder": [0, 2, 1]
                }

                """)
    }

    @Test func emptySnapshot() throws {
        let snapshot = LayoutSnapshotBuilder(environment: LayoutEnvironment(width: 10)).build(contentSize: CGSize(width: 10, height: 0))
        #expect(try text(snapshot) == "{\n  \"contentSize\": {\"width\": 10, \"height\": 0},\n  \"elements\": [],\n  \"readingOrder\": []\n}\n")
    }

    @Test func alphaTransformAndHiddenOnlyWhenNotDefault() throws {
        var b = LayoutSnapshotBuilder(environment: LayoutEnvironment(width: 100, height: 100))
        b.startSection()
        for i in 0..<4 { b.addCell(frame: CGRect(x: 0, y: CGFloat(i) * 10, width: 100, height: 10)) }
        b.visibleItemsEffect = MarkingEffect()
        let lines = try text(b.build(contentSize: CGSize(width: 100, height: 40))).split(separator: "\n").map(String.init)
        #expect(lines[3] == #"    {"category": "cell", "indexPath": [0, 0], "frame": [0, 0, 100, 10], "zIndex": 0},"#)
        #expect(lines[4] == #"    {"category": "cell", "indexPath": [0, 1], "frame": [0, 10, 100, 10], "zIndex": 0, "alpha": 0.5},"#)
        #expect(
            lines[5] == #"    {"category": "cell", "indexPath": [0, 2], "frame": [0, 20, 100, 10], "zIndex": 0, "transform": {"scale": 0.75, "translateX": -3, "translateY": 2.5, "rotation": 0.25}},"#)
        #expect(lines[6] == #"    {"category": "cell", "indexPath": [0, 3], "frame": [0, 30, 100, 10], "zIndex": 0, "isHidden": true}"#)
    }

    @Test func pinnedHeaderIsWrittenWhereItSticks() throws {
        // Section 0: header 0…20, ten 10-pt items → the section spans 0…120. At offset y = 50
        // the header sticks to the top of the visible bounds: y = 50, zIndex 10 (pinned).
        let spec = try StackTestLayout.decode(#"{"container": {"width": 320, "height": 100}, "contentOffset": {"y": 50}, "sections": [{"itemCount": 10}], "layout": {"stack": {"pinHeaders": true}}}"#)
        let json = try text(spec.makeSnapshot(), contentOffset: spec.contentOffset ?? .zero)
        #expect(json.contains(#"{"category": "supplementary", "kind": "header", "indexPath": [0, 0], "frame": [0, 50, 320, 20], "zIndex": 10}"#))
        #expect(try text(spec.makeSnapshot()).contains(#""frame": [0, 0, 320, 20], "zIndex": 0}"#))
    }

    @Test func kindsAreEscaped() throws {
        var b = LayoutSnapshotBuilder(environment: LayoutEnvironment(width: 10))
        b.startSection()
        b.addSupplementary(kind: "a\"b\\c\n", at: .item(0, section: 0), frame: CGRect(x: 0, y: 0, width: 1, height: 1))
        let json = try text(b.build(contentSize: CGSize(width: 10, height: 1)))
        #expect(json.contains(#""kind": "a\"b\\c\n""#))
        _ = try JSONValue.parse(json)
    }

    @Test func nonFiniteNumbersAreRefusedNotWritten() {
        var b = LayoutSnapshotBuilder(environment: LayoutEnvironment(width: 10))
        b.startSection()
        b.addCell(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
        b.addCell(frame: CGRect(x: 0, y: CGFloat.nan, width: 1, height: 1))
        #expect(
            errorLine { try SnapshotJSONEncoder().encode(b.build(contentSize: CGSize(width: 10, height: 2))) }
                == "elements[1].frame: must be a finite number")
        let infinite = LayoutSnapshotBuilder(environment: LayoutEnvironment(width: 10)).build(contentSize: CGSize(width: CGFloat.infinity, height: 2))
        #expect(errorLine { try SnapshotJSONEncoder().encode(infinite) } == "contentSize.width: must be a finite number")
    }

    @Test func streamsInChunks() throws {
        // 1000 cells of ~80 bytes each → ~80 KB, in chunks of at least 4096 bytes but the last.
        var b = LayoutSnapshotBuilder(environment: LayoutEnvironment(width: 10))
        b.startSection()
        for i in 0..<1000 { b.addCell(frame: CGRect(x: 0, y: CGFloat(i), width: 10, height: 1)) }
        let snapshot = b.build(contentSize: CGSize(width: 10, height: 1000))
        var chunks: [Data] = []
        try SnapshotJSONEncoder(chunkSize: 4096).encode(snapshot) { chunks.append($0) }
        #expect(chunks.count > 10)
        #expect(chunks.dropLast().allSatisfy { $0.count >= 4096 && $0.count < 4096 + 200 })
        let whole = chunks.reduce(Data(), +)
        #expect(whole == (try SnapshotJSONEncoder().encode(snapshot)))
        guard case .object(let root) = try JSONValue.parse(whole), case .array(let elements) = root[1].value else {
            Issue.record("not an object with elements"); return
        }
        #expect(elements.count == 1000)
    }

    @Test func numberFormatting() {
        #expect(JSONTextWriter.format(1) == "1")
        #expect(JSONTextWriter.format(-0.0) == "0")
        #expect(JSONTextWriter.format(-12) == "-12")
        #expect(JSONTextWriter.format(0.1) == "0.1")
        #expect(JSONTextWriter.format(-2.5) == "-2.5")
        #expect(JSONTextWriter.format(260.6666666666667) == "260.6666666666667")  // 2u + 2s of the Explore mosaic
        #expect(JSONTextWriter.format(1.0 / 3) == "0.3333333333333333")
        #expect(JSONTextWriter.format(1e-7) == "1e-07")
        #expect(JSONTextWriter.format(123_456_789_012) == "123456789012")
        #expect(JSONTextWriter.format(1e20) == "1e+20")
        #expect(JSONTextWriter.format(.nan) == nil)
        #expect(JSONTextWriter.format(.infinity) == nil)
        #expect(JSONTextWriter.format(-.infinity) == nil)
    }

    @Test func numbersRoundTripThroughJSON() async {
        await propertyCheck(input: Gen.int(in: Int.min...Int.max), Gen.int(in: -20...20)) { bits, exponent in
            // Any finite double (from random bits), and "nice" decimals m·10^e.
            let random = Double(bitPattern: UInt64(bitPattern: Int64(bits)))
            for value in [random, Double(bits % 100_000) * pow(10, Double(exponent))] where value.isFinite {
                let text = JSONTextWriter.format(value)!
                #expect((try? JSONValue.parse(text)) == .number(value == 0 ? 0 : value))
                if value == value.rounded(), abs(value) < 1e15 { #expect(!text.contains(".") && !text.contains("e")) }
            }
        }
    }

    @Test func integersWrittenExactly() {
        var w = JSONTextWriter { _ in }
        for v in [0, 7, -7, 10, 1_000_000, Int.max, Int.min] {
            w.writeInteger(v)
            w.write(" ")
        }
        #expect(String(decoding: w.buffer, as: UTF8.self) == "0 7 -7 10 1000000 \(Int.max) \(Int.min) ")
    }
}
