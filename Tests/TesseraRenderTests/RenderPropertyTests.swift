import Foundation
import PropertyBased
import Testing
import Tessera
import TesseraRender
import TesseraSpec
import TesseraBenchmarkFixtures
import TesseraTestSupport

/// A snapshot of `count` cells with pseudo-random frames (thirds of a point, as at display
/// scale 3, and arbitrary doubles), a header and a background per section of up to 7 cells.
private func randomSnapshot(count: Int, seed: Int) -> LayoutSnapshot {
    var rng = SplitMix(seed: UInt64(bitPattern: Int64(seed)))
    var b = LayoutSnapshotBuilder(environment: LayoutEnvironment(width: 300, height: 200))
    var made = 0
    var y: CGFloat = 0
    var section = 0
    repeat {
        b.startSection()
        let n = min(count - made, Int(rng.next() % 8))
        for _ in 0..<n {
            let x = CGFloat(rng.next() % 900) / 3
            let h = rng.next() % 2 == 0 ? CGFloat(rng.next() % 300) / 3 + 1 : CGFloat(Double(rng.next() % 1_000_000) / 7919) + 1
            b.addCell(frame: CGRect(x: x, y: y, width: 300 - x, height: h), zIndex: Int(rng.next() % 5) - 2)
            y += h / 2
        }
        made += n
        b.addSupplementary(kind: "header", at: .item(0, section: section), frame: CGRect(x: 0, y: y, width: 300, height: 10))
        b.addDecoration(kind: "background", at: .item(0, section: section), frame: CGRect(x: 0, y: 0, width: 300, height: y + 10), zIndex: -1)
        y += 10
        section += 1
    } while made < count
    return b.build(contentSize: CGSize(width: 300, height: y))
}

@Suite struct RenderPropertyTests {
    @Test func jsonReadsBackAsTheSnapshot() async {
        await propertyCheck(count: 40, input: Gen.int(in: 0...60), Gen.int()) { count, seed in
            let snapshot = randomSnapshot(count: count, seed: seed)
            let expected = snapshot.allElements(contentOffset: .zero)
            guard let data = try? SnapshotJSONEncoder(chunkSize: 256).encode(snapshot),
                case .object(let root)? = try? JSONValue.parse(data), case .array(let elements) = root[1].value
            else {
                Issue.record("no JSON document"); return
            }
            #expect(elements.count == expected.count)
            for (json, a) in zip(elements, expected) {
                let node = SpecNode(json)
                #expect(try node.required("category").string() == a.representedElementCategory.rawValue)
                #expect(try node.optional("kind")?.string() == a.representedElementKind)
                #expect(try node.required("indexPath").elements().map { try $0.integer() } == Array(a.indexPath))
                let f = try node.required("frame").elements().map { try $0.number() }
                #expect(f == [a.frame.minX, a.frame.minY, a.frame.width, a.frame.height].map { Double($0) })
                #expect(try node.required("zIndex").integer() == a.zIndex)
                #expect(!node.has("alpha") && !node.has("transform") && !node.has("isHidden"))
            }
        }
    }

    @Test func picturesDrawEveryElementOnce() async {
        await propertyCheck(count: 15, input: Gen.int(in: 0...40), Gen.int()) { count, seed in
            let snapshot = randomSnapshot(count: count, seed: seed)
            guard let svg = try? SVGRenderer().render(snapshot) else { Issue.record("no picture"); return }
            let supplementaries = snapshot.numberOfSupplementaryAndDecorationElements / 2
            #expect(svg.occurrences(of: "<g class=\"cell\"") == snapshot.numberOfCells)
            #expect(svg.occurrences(of: "<g class=\"supplementary\"") == supplementaries)
            #expect(svg.occurrences(of: "<g class=\"decoration\"") == supplementaries)
            #expect(svg.occurrences(of: "class=\"viewport\"") == 1)
        }
    }

    @Test func pngIsValidAndAsLargeAsTheSVG() async {
        // Small pictures (at most 800 px): rasterising and decoding are slow in debug builds.
        let options = RenderOptions(maximumSide: 800)
        await propertyCheck(count: 4, input: Gen.int(in: 0...40), Gen.int()) { count, seed in
            let snapshot = randomSnapshot(count: count, seed: seed)
            guard let svg = try? SVGRenderer(options: options).render(snapshot),
                let png = try? DecodedPNG(PNGRenderer(options: options).render(snapshot))
            else {
                Issue.record("no picture"); return
            }
            // Both formats draw the same scene, of the same size.
            #expect(svg.contains("width=\"\(png.width)\" height=\"\(png.height)\""))
        }
    }
}
