import Foundation
import PropertyBased
import Testing
@testable import Tessera

/// Measurement counts and invariants of the stacks.
@Suite struct MeasurementTests {
    @Test func hstackMeasuresEachChildAtMostThreeTimes() throws {
        // A stack child is asked at width 0, at ∞ and at its offer (the placement reuses the
        // offer), so at most 3 measurements per leaf, whatever the count.
        let result = try ViewLayoutWorkloads.wideHStack(count: 2_000).layout(in: CGSize(width: 10_000, height: 100))
        #expect(result.leaves.count == 2_000)
        #expect(result.maximumMeasurementsPerLeaf <= 3)
        #expect(result.leaves.allSatisfy { $0.measurementCount >= 1 })
    }

    @Test func gridMeasuresEachCellAtMostSixTimes() throws {
        // Columns ask each cell at widths 0, ∞ and the offer; rows at heights 0, ∞ and the
        // offer (with the cell's width); placement repeats the last: at most 6.
        let result = try ViewLayoutWorkloads.grid(rows: 30, columns: 30).layout(in: CGSize(width: 1_000, height: 1_000))
        #expect(result.leaves.count == 900)
        #expect(result.maximumMeasurementsPerLeaf <= 6)
    }

    @Test func nestedStacksStayBounded() throws {
        // A leaf is measured once per distinct proposal. Each stack level proposes 0, ∞ and an
        // offer along its axis; the offers depend on how the texts wrap at the heights tried
        // above, so a level can add a few distinct lengths: at most 2 per level of depth,
        // against 3^depth for a container that measured without memoising.
        let depth = 10
        let result = try ViewLayoutWorkloads.nestedStacks(depth: depth).layout(in: CGSize(width: 1_000, height: 1_000))
        #expect(result.leaves.count == 2 * depth + 1)
        #expect(result.maximumMeasurementsPerLeaf <= 2 * depth)
        // A stack level with no text: a leaf sees 0, ∞ and its offer along the stack axis only.
        let plain = try ViewNode.vstack { ViewNode.hstack { ViewNode.rect; ViewNode.rect } }.layout(in: CGSize(width: 100, height: 100))
        #expect(plain.maximumMeasurementsPerLeaf <= 9)
    }

    /// A child of a random kind from two random numbers.
    static func child(_ kind: Int, _ a: Int, _ b: Int) -> ViewNode {
        let x = CGFloat(a), y = CGFloat(b)
        switch kind % 5 {
        case 0: return .fixed(width: x, height: y)
        case 1: return .rect
        case 2: return .text(width: x + 1, height: y + 1)
        case 3: return ViewNode.rect.frame(minWidth: x, maxWidth: x + y)
        default: return .spacer(minLength: x / 4)
        }
    }

    @Test func hstackChildrenNeverOverlapAlongTheAxis() async throws {
        await propertyCheck(count: 200, input: Gen.int(in: 0...10_000).array(of: 1...8), Gen.int(in: 0...400)) { seeds, width in
            let children = seeds.map { s in Self.child(s, s % 97, s % 31) }
            let result = try ViewNode.layout(HStackLayout(), children).layout(in: CGSize(width: CGFloat(width), height: 80))
            let f = result.leafFrames
            for i in f.indices.dropLast() { #expect(f[i].maxX <= f[i + 1].minX + 1e-9, "\(f)") }
        }
    }

    @Test func vstackChildrenNeverOverlapAlongTheAxis() async throws {
        await propertyCheck(count: 200, input: Gen.int(in: 0...10_000).array(of: 1...8), Gen.int(in: 0...400)) { seeds, height in
            let children = seeds.map { s in Self.child(s, s % 31, s % 97) }
            let result = try ViewNode.layout(VStackLayout(spacing: 2), children).layout(in: CGSize(width: 80, height: CGFloat(height)))
            let f = result.leafFrames
            for i in f.indices.dropLast() { #expect(f[i].maxY <= f[i + 1].minY + 1e-9, "\(f)") }
        }
    }

    @Test func flexibleChildrenStayInsideTheProposal() async throws {
        // Children that can shrink to nothing (rects, rects with a maximum width, any priority)
        // each take at most their offer, so the stack never exceeds the proposal and every
        // child lies inside the container. (With minimum widths it may overflow even when the
        // minima would fit: SwiftUI does not reserve them within a priority group, reference
        // case 1.)
        await propertyCheck(count: 200, input: Gen.int(in: 0...60).array(of: 1...6), Gen.int(in: 0...500)) { maxima, extra in
            let children = maxima.enumerated().map { i, m in
                (m % 3 == 0 ? ViewNode.rect : ViewNode.rect.frame(maxWidth: CGFloat(m))).layoutPriority(Double(i % 2))
            }
            let width = CGFloat(8 * (maxima.count - 1) + extra)
            let result = try ViewNode.layout(HStackLayout(), children).layout(in: CGSize(width: width, height: 50))
            #expect(result.rootFrame.width <= width + 1e-9)
            for f in result.leafFrames { #expect(f.minX >= -1e-9 && f.maxX <= width + 1e-9, "\(f) in \(width)") }
        }
    }

    @Test func flowItemsNeverOverlap() async throws {
        await propertyCheck(count: 100, input: Gen.int(in: 1...80).array(of: 1...12), Gen.int(in: 80...300)) { widths, container in
            let items = widths.map { ViewNode.fixed(width: CGFloat($0), height: CGFloat(10 + $0 % 13)) }
            let result = try FlowLayout()(items).layout(in: CGSize(width: CGFloat(container), height: 400))
            let f = result.leafFrames
            for i in f.indices { #expect(f[i].minX >= -1e-9 && f[i].maxX <= CGFloat(container) + 1e-9) }
            for i in f.indices { for j in f.indices where j > i { #expect(!f[i].overlaps(f[j])) } }
        }
    }
}
