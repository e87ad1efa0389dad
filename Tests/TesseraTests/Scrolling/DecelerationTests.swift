import Foundation
import PropertyBased
import Testing
import Tessera

@Suite struct DecelerationTests {
    /// Published measurements of a real UIScrollView at rate 0.998: release velocity in points
    /// per MILLISECOND → distance travelled.
    static let measured: [(velocityPerMs: CGFloat, distance: CGFloat)] = [
        (4.61994, 2300.5), (1.398724, 693), (-2.389578, -1187.5), (2.279252, 1132.5),
    ]

    @Test func uiScrollViewModelLandsWithinAFractionOfAPoint() {
        // Default model: sign(v)·(|v| − 10 pt/s)/1000 · r/(1 − r); at 0.998, r/(1 − r) = 499.
        // 4.61994 pt/ms: (4.61994 − 0.01)·499 = 2300.36 (measured 2300.5)
        // 1.398724: 1.388724·499 = 692.97 (693); −2.389578: −2.379578·499 = −1187.41 (−1187.5);
        // 2.279252: 2.269252·499 = 1132.36 (1132.5). Documented tolerance: 0.15 pt.
        let d = Deceleration(rate: .normal)
        #expect(d.model == .uiScrollView)
        for (v, expected) in Self.measured {
            let distance = d.distance(forVelocity: v * 1000)
            #expect(abs(distance - expected) <= 0.15, "v \(v) → \(distance), measured \(expected)")
            // On a 2× display's pixel grid (0.5 pt) every measurement is hit exactly.
            #expect(PixelGrid(scale: 2).round(distance) == expected)
        }
    }

    @Test func projectionOvershootsByAboutFivePoints() {
        // v·499: 2305.35 (+4.85), 697.96 (+4.96), −1192.40 (−4.90), 1137.35 (+4.85).
        let d = Deceleration(rate: .normal, model: .projection)
        for (v, expected) in Self.measured {
            let overshoot = (d.distance(forVelocity: v * 1000) - expected) * (v < 0 ? -1 : 1)
            #expect(overshoot >= 4.84 && overshoot <= 4.97, "v \(v): overshoot \(overshoot)")
        }
        #expect(abs(d.distance(forVelocity: 4619.94) - 2305.35006) < 1e-6)
    }

    @Test func continuousFormOvershootsByFiveToSevenPoints() {
        // −v/(1000·ln 0.998) = v·499.49983: 2307.66 (+7.16), 698.66 (+5.66), −1193.59, 1138.49.
        let d = Deceleration(rate: .normal, model: .continuous)
        for (v, expected) in Self.measured {
            let overshoot = (d.distance(forVelocity: v * 1000) - expected) * (v < 0 ? -1 : 1)
            #expect(overshoot >= 5.6 && overshoot <= 7.2, "v \(v): overshoot \(overshoot)")
        }
        #expect(abs(d.distance(forVelocity: 1000) - 499.49983) < 1e-4)
    }

    @Test func fastRate() {
        // r = 0.99: r/(1 − r) = 99. 1000 pt/s: projection 1·99 = 99; uiScrollView 0.99·99 = 98.01.
        #expect(abs(Deceleration(rate: .fast, model: .projection).distance(forVelocity: 1000) - 99) < 1e-9)
        #expect(abs(Deceleration(rate: .fast).distance(forVelocity: 1000) - 98.01) < 1e-9)
        #expect(abs(Deceleration(rate: .fast).restingOffset(from: 50, velocity: -1000) - (50 - 98.01)) < 1e-9)
        // Slower than the stop speed: no movement.
        #expect(Deceleration(rate: .fast).distance(forVelocity: 9) == 0)
    }

    @Test func offsetOverTimeFollowsTheDecay() {
        // 1000 pt/s at 0.998: the physical curve is 499·(1 − 0.998^t), t in ms. At 1 s:
        // 0.998^1000 = e^(1000·ln 0.998) = 0.135065 → 499·0.864935 = 431.60.
        // It stops when the speed 1000·0.998^t falls to 10: t = ln(0.01)/ln(0.998) = 2300.28 ms.
        let d = Deceleration(rate: .normal)
        let end = d.restingOffset(from: 0, velocity: 1000)
        #expect(abs(d.offset(from: 0, to: end, at: 1.0) - 431.6026) < 0.01)
        #expect(abs(d.duration(from: 0, to: end) - 2.30028) < 1e-4)
        #expect(d.offset(from: 0, to: end, at: 0) == 0)
        #expect(d.offset(from: 0, to: end, at: 2.31) == end)
        let frames = d.frames(from: .zero, to: CGPoint(x: 0, y: end), count: 4)
        #expect(frames.count == 4)
        #expect(frames.last == CGPoint(x: 0, y: end))
        #expect(zip(frames, frames.dropFirst()).allSatisfy { $0.y < $1.y })
    }

    @Test func offsetOverTimeIsMonotonicAndEndsAtTheTarget() async {
        await propertyCheck(count: 200, input: Gen.double(in: -3000...3000), Gen.double(in: -5000...5000), Gen.double(in: 0...4)) { start, delta, t in
            let d = Deceleration(rate: .fast)
            let a = d.offset(from: start, to: start + delta, at: t)
            let b = d.offset(from: start, to: start + delta, at: t + 0.01)
            #expect((b - a) * (delta < 0 ? -1 : 1) >= -1e-9)
            #expect(abs(a - start) <= abs(delta) + 1e-9)
            let end = CGFloat(start) + CGFloat(delta)
            let settled = d.offset(from: CGFloat(start), to: end, at: d.duration(from: CGFloat(start), to: end) + 0.001)
            #expect(abs(settled - end) < 1e-9, "\(start) \(delta): \(settled) vs \(end)")
        }
    }

    @Test func ratesValidate() throws {
        #expect(DecelerationRate.normal.rawValue == 0.998)
        #expect(DecelerationRate.fast.rawValue == 0.99)
        #expect(DecelerationRate(rawValue: 1) == nil)
        #expect(throws: LayoutError(.outOfRange(.between(0, and: 1), got: 1.5), at: ["decelerationRate"])) {
            try DecelerationRate.custom(1.5)
        }
    }

    @Test func contentBoundsAndBounceBack() {
        var b = LayoutSnapshotBuilder(environment: LayoutEnvironment(width: 300, height: 400), scrollDirection: .horizontal)
        b.startSection()
        let s = b.build(contentSize: CGSize(width: 1000, height: 400))
        // 1000 − 300 = 700 wide, 400 − 400 = 0 tall.
        #expect(s.contentOffsetBounds == CGRect(x: 0, y: 0, width: 700, height: 0))
        #expect(s.clampedContentOffset(CGPoint(x: 900, y: 5)) == CGPoint(x: 700, y: 0))
        #expect(s.bounceBackTarget(for: CGPoint(x: -50, y: 0)) == CGPoint(x: 0, y: 0))
        #expect(s.bounceBackTarget(for: CGPoint(x: 350, y: 0)) == nil)
        // A fling past the end rests (after bouncing back) at the end.
        let f = s.fling(from: CGPoint(x: 600, y: 0), velocity: CGPoint(x: 1000, y: 0), deceleration: Deceleration(rate: .normal), snapPolicy: .none)
        // 600 + 0.99·499 = 1094.01 → 1094 on the 1× grid; clamped to 700.
        #expect(f.unboundedRestingOffset == CGPoint(x: 1094, y: 0))
        #expect(f.restingOffset == CGPoint(x: 700, y: 0))
        #expect(f.bouncesBack)
        #expect(f.targetOffset == CGPoint(x: 700, y: 0))
    }
}
