import Foundation
import Testing
import Tessera
import TesseraTool
import TesseraSpec

@Suite struct ScrollJobTests {
    /// Container 400×300; item 200×200, side scale 0.6, spacing fixed 40 → line spacing 0,
    /// inset 100: cell i at 100 + 200i, centred at offset 200i; 5 items → offsets 0…800.
    let spec = Data(
        """
        {"container": {"width": 400, "height": 300}, "contentOffset": {"x": 0, "y": 0}, "sections": [{"itemCount": 5}],
         "layout": {"carousel": {"itemWidth": {"absolute": 200}, "itemHeight": {"absolute": 200}, "spacing": {"fixed": 40}, "sideItemScale": 0.6}}}
        """.utf8)

    @Test func jsonOutput() throws {
        // 2000 pt/s at the carousel's fast rate: 1.99·99 = 197.01 → rests at 197 (1× grid), snaps to 200.
        let out = try ScrollJob(velocity: 2000, format: .json).run(specData: spec)
        #expect(out == "{\"restingOffset\": {\"x\": 197, \"y\": 0}, \"targetOffset\": {\"x\": 200, \"y\": 0}}\n")
        let parsed = try JSONValue.parse(out)
        #expect(SpecNode(parsed).has("restingOffset"))
    }

    @Test func framesAndFromAndRate() throws {
        // From 400 at −1000 pt/s, normal rate: 400 − 0.99·499 = −94.01 → rests at 0 (bounced
        // back from −94); the flick goes to the next centred item behind: 200.
        let job = ScrollJob(velocity: .point(CGPoint(x: -1000, y: 0)), from: 400, rate: .normal, frameCount: 4, format: .json)
        let (result, deceleration, policy) = try job.fling(specData: spec)
        #expect(deceleration.rate == .normal)
        #expect(policy == .nearestItemCentered)
        #expect(result.restingOffset == .zero)
        #expect(result.unboundedRestingOffset == CGPoint(x: -94, y: 0))
        // Nearest boundary to the clamped proposal (0) is 0: two items back.
        #expect(result.targetOffset == .zero)
        #expect(result.frames.count == 4 && result.frames.last == .zero)
        let text = try ScrollJob(velocity: .point(CGPoint(x: -1000, y: 0)), from: 400, rate: .normal).run(specData: spec)
        #expect(text.contains("resting offset: (0, 0) (bounces back from (-94, 0))"))
        #expect(text.contains("target offset:  (0, 0)"))
    }

    /// The offsets along the way are printed to the nearest thousandth of a point, in text and
    /// in JSON: each printed number has at most three decimals and lies within half a thousandth
    /// of the exact frame (which, mid-deceleration, has 15–17 significant digits).
    @Test func framesArePrintedToAThousandthOfAPoint() throws {
        let job = ScrollJob(velocity: .point(CGPoint(x: 1234.5, y: 0)), from: 13, rate: .normal, frameCount: 7, format: .text)
        let exact = try job.fling(specData: spec).result.frames
        #expect(exact.count == 7)
        // The test means something only if some frame needs rounding.
        #expect(exact.contains { ($0.x * 1000).rounded() != $0.x * 1000 })
        let text = try job.run(specData: spec)
        let frameLines = text.split(separator: "\n").drop { $0 != "frames:" }.dropFirst()
        #expect(frameLines.count == 7)
        for (line, frame) in zip(frameLines, exact) {
            // `  3 (412.123, 0)`
            let inside = line.split(separator: "(")[1].dropLast()
            let numbers = inside.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            #expect(numbers.count == 2)
            for (t, v) in zip(numbers, [frame.x, frame.y]) {
                let decimals = t.split(separator: ".").dropFirst().first?.count ?? 0
                #expect(decimals <= 3, "\(line)")
                #expect(abs((Double(t) ?? .nan) - Double(v)) <= 0.0005, "\(line)")
            }
        }
        var jsonJob = job
        jsonJob.format = .json
        let json = try JSONValue.parse(jsonJob.run(specData: spec))
        let frames = try SpecNode(json).required("frames").elements()
        for (node, frame) in zip(frames, exact) {
            let x = try node.required("x").number()
            #expect(abs(x - Double(frame.x)) <= 0.0005 && abs((x * 1000).rounded() - x * 1000) < 1e-6)
        }
    }

    @Test func modelOption() throws {
        // Projection at the carousel's fast rate: 2000 pt/s → 2 · 99 = 198, snaps to 200.
        let (result, deceleration, _) = try ScrollJob(velocity: 2000, model: .projection).fling(specData: spec)
        #expect(deceleration.model == .projection)
        #expect(result.restingOffset == CGPoint(x: 198, y: 0))
        #expect(try ScrollJob(velocity: 2000, model: .projection).run(specData: spec).hasPrefix("deceleration rate 0.99 (projection), snapping: nearestItemCentered\n"))
    }

    @Test func optionsTheSpecRefusesNameTheOption() {
        #expect(throws: ScrollOptionError(.frames, .outOfRange(.integers(from: 0, to: 100_000), got: -1))) {
            try ScrollJob(velocity: 1, frameCount: -1).run(specData: spec)
        }
        #expect(throws: ScrollOptionError(.section, .notOrthogonal(section: 0, orthogonal: []))) {
            try ScrollJob(velocity: 1, section: 0).run(specData: spec)
        }
        #expect(ScrollOptionError(.section, .notOrthogonal(section: 2, orthogonal: [0, 1])).description == "--section: section 2 does not scroll orthogonally (orthogonal sections: 0, 1)")
    }

    @Test func exampleSpecDecodes() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Examples/carousel.json")
        let data = try Data(contentsOf: url)
        let spec = try LayoutSpec.decode(data)
        #expect(spec.layoutName == "carousel")
        // Item 1 centred: pitch 220 + (16 − (220 − 165)/2) = 208.5, inset 85, centring offsets 208.5i.
        #expect(spec.contentOffset == CGPoint(x: 208.5, y: 0))
        let out = try ScrollJob(velocity: 2000).run(specData: data)
        // 208.5 + 1.99·99 = 405.51 → 405.5 (scale 2), nearer 417 (11.5) than 208.5 (197).
        #expect(out.contains("resting offset: (405.5, 0)") && out.contains("target offset:  (417, 0)"))
    }
}
