import Foundation
import PropertyBased
import Synchronization
import Testing
import Tessera
@testable import TesseraViewLayout

/// The layout pass lays the built-in stacks out itself (no proxies, no cache box); the same
/// stack inside an `AnyLayout` goes through the `Layout` protocol. Both must be one algorithm:
/// the same frames, the same measurements, and the same proposals, in the same order, to every
/// view whose code can see them.
@Suite struct NativeStackTests {
    /// Every proposal the measured leaves of one tree were asked, in order.
    final class ProposalLog: Sendable {
        let entries = Mutex<[String]>([])
        func record(_ leaf: Int, _ p: ProposedViewSize) { entries.withLock { $0.append("\(leaf): \(String(describing: p.width)) × \(String(describing: p.height))") } }
    }

    /// A random tree of stacks, `depth` levels at most, from `seeds` (each seed one view); the
    /// stacks go through `AnyLayout` when `erased`. Measured leaves log what they are asked.
    static func tree(_ seeds: inout ArraySlice<Int>, depth: Int, erased: Bool, log: ProposalLog) -> ViewNode {
        guard let s = seeds.popFirst() else { return .rect }
        let x = CGFloat(s % 53), y = CGFloat(s % 29)
        if depth > 0, s % 3 == 0 {
            let count = 1 + s % 4
            let children = (0..<count).map { _ in tree(&seeds, depth: depth - 1, erased: erased, log: log) }
            let spacing: CGFloat? = s % 2 == 0 ? nil : CGFloat(s % 7)
            let horizontal: [VerticalAlignment] = [.top, .center, .bottom]
            let vertical: [HorizontalAlignment] = [.leading, .center, .trailing]
            if s % 6 == 0 {
                let stack = HStackLayout(alignment: horizontal[s % 3], spacing: spacing)
                return erased ? ViewNode.layout(AnyLayout(stack), children) : ViewNode.layout(stack, children)
            }
            let stack = VStackLayout(alignment: vertical[s % 3], spacing: spacing)
            return erased ? ViewNode.layout(AnyLayout(stack), children) : ViewNode.layout(stack, children)
        }
        switch s % 6 {
        case 0: return .fixed(width: x, height: y)
        case 1: return .rect
        case 2: return .text(width: x + 1, height: y + 1)
        case 3: return ViewNode.rect.frame(minWidth: x, maxWidth: x + y).layoutPriority(Double(s % 2))
        case 4: return .spacer(minLength: x / 4)
        default:
            return .measured { p in
                log.record(s, p)
                return CGSize(width: min(p.width ?? x, x + 5), height: y)
            }
        }
    }

    @Test func theBuiltInStacksGiveWhatTheLayoutProtocolGives() async throws {
        await propertyCheck(count: 300, input: Gen.int(in: 0...10_000).array(of: 1...40), Gen.int(in: 0...500)) { seeds, side in
            let container = CGSize(width: CGFloat(side), height: CGFloat(side) * 0.7)
            let nativeLog = ProposalLog(), erasedLog = ProposalLog()
            var a = seeds[...], b = seeds[...]
            let native = try Self.tree(&a, depth: 4, erased: false, log: nativeLog).layout(in: container)
            let erased = try Self.tree(&b, depth: 4, erased: true, log: erasedLog).layout(in: container)
            #expect(native.rootFrame == erased.rootFrame, "\(seeds) \(side)")
            // Frames and measurements; not size questions: a stack of fixed views is known to be
            // fixed only when the pass sees its type (not through `AnyLayout`), so an erased one
            // is asked its flexibility, and its fixed leaves answer more (memoised) questions.
            #expect(native.leaves.map(\.frame) == erased.leaves.map(\.frame), "\(seeds) \(side)")
            #expect(native.leaves.map(\.measurementCount) == erased.leaves.map(\.measurementCount), "\(seeds) \(side)")
            #expect(nativeLog.entries.withLock { $0 } == erasedLog.entries.withLock { $0 }, "\(seeds) \(side)")
        }
    }

    @Test func childrenKnownWithoutMeasuringGoWhereMeasuredOnesWould() async throws {
        // Fixed views and rects are ordered by what is known of them (flexibility 0 and ∞)
        // without measuring; the same sizes given by closures, which must be measured at 0 and
        // ∞ to be ordered, must end up in the same frames.
        await propertyCheck(count: 300, input: Gen.int(in: 0...1_000).array(of: 1...12), Gen.int(in: 0...600)) { seeds, length in
            func tree(measured: Bool) -> ViewNode {
                let children = seeds.map { s -> ViewNode in
                    let w = CGFloat(s % 37), h = CGFloat(s % 11)
                    if s % 3 == 0 { return measured ? .measured { p in CGSize(width: p.width ?? 10, height: p.height ?? 10) } : .rect }
                    return measured ? .measured { _ in CGSize(width: w, height: h) } : .fixed(width: w, height: h)
                }
                // Fixed spacing: a fixed view prefers text spacing, a measured one the default.
                return seeds.count % 2 == 0 ? ViewNode.layout(HStackLayout(spacing: 2), children) : ViewNode.layout(VStackLayout(spacing: 5), children)
            }
            let container = CGSize(width: CGFloat(length), height: CGFloat(length) * 0.8)
            let known = try tree(measured: false).layout(in: container)
            let measured = try tree(measured: true).layout(in: container)
            #expect(known.leaves.map(\.frame) == measured.leaves.map(\.frame), "\(seeds) \(length)")
        }
    }

    @Test func theBuiltInGuidesDefaultsAreTheirTypesDefaults() {
        // The pass works out leading/centre/trailing and top/centre/bottom itself
        // (`defaultValue(ofSize:)`); each must be what the guide's own `defaultValue(in:)` says.
        let sizes = [CGSize(width: 0, height: 0), CGSize(width: 13, height: 7.5), CGSize(width: 0.3, height: 1e9), CGSize(width: CGFloat.infinity, height: 4)]
        let keys = [
            HorizontalAlignment.leading.key, HorizontalAlignment.center.key, HorizontalAlignment.trailing.key,
            VerticalAlignment.top.key, VerticalAlignment.center.key, VerticalAlignment.bottom.key,
        ]
        let expected: [(CGSize) -> CGFloat] = [{ _ in 0 }, { $0.width / 2 }, { $0.width }, { _ in 0 }, { $0.height / 2 }, { $0.height }]
        for size in sizes {
            for (key, value) in zip(keys, expected) {
                #expect(key.standardPosition != nil)
                #expect(key.defaultValue(ofSize: size) == value(size))
                #expect(key.guide.defaultValue(in: ViewDimensions(width: size.width, height: size.height)) == value(size))
            }
        }
    }
}
