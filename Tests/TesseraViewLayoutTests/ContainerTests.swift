import Foundation
import Testing
import Tessera
@testable import TesseraViewLayout  // the spacing categories and the text model are internal

/// Containers other than the reference cases, with expectations worked out by hand.
@Suite struct ContainerTests {
    let square = CGSize(width: 100, height: 100)

    func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.01 }

    @Test func proposedViewSizeDefaults() {
        #expect(ProposedViewSize.unspecified.replacingUnspecifiedDimensions() == CGSize(width: 10, height: 10))
        #expect(ProposedViewSize(width: 30, height: nil).replacingUnspecifiedDimensions(by: CGSize(width: 1, height: 2)) == CGSize(width: 30, height: 2))
        #expect(ProposedViewSize.zero == ProposedViewSize(width: 0, height: 0))
        #expect(ProposedViewSize.infinity.width == .infinity)
    }

    @Test func viewSpacing() {
        // Ordinary views share no category and state no plain value: the default 8.
        #expect(ViewSpacing().distance(to: ViewSpacing(), along: .horizontal) == 8)
        #expect(ViewSpacing.zero.distance(to: .zero, along: .vertical) == 0)
        // A plain 0 (a Spacer's) meets no category of an ordinary view, so it is the distance.
        #expect(ViewSpacing.zero.distance(to: ViewSpacing(), along: .horizontal) == 0)
        #expect(ViewSpacing.spacer(along: .vertical).distance(to: .text, along: .vertical) == 0)
        // Its plain value only on the stack's edges: across the stack an ordinary view's default.
        #expect(ViewSpacing.spacer(along: .vertical).distance(to: ViewSpacing(), along: .horizontal) == 8)
        // Text meets text above and below in its text-to-text category (0), other views at 8,
        // and along the line it states nothing (8).
        #expect(ViewSpacing.text.distance(to: .text, along: .vertical) == 0)
        #expect(ViewSpacing.text.distance(to: ViewSpacing(), along: .vertical) == 8)
        #expect(ViewSpacing().distance(to: .text, along: .vertical) == 8)
        #expect(ViewSpacing.text.distance(to: .text, along: .horizontal) == 8)
        // A union keeps every category: a container of text and a spacer still meets text at 0.
        #expect(ViewSpacing.text.union(.zero, edges: .bottom).distance(to: .text, along: .vertical) == 0)
    }

    @Test func spacerTakesWhatIsLeft() throws {
        // A Spacer takes no spacing: the fixed views (flexibility 0) take 20 each, the spacer
        // the other 60. The spacer is 0 tall, centred on the row of 20: y = 15 + 10.
        let result = try ViewNode.hstack {
            ViewNode.fixed(width: 20, height: 20); ViewNode.spacer(); ViewNode.fixed(width: 20, height: 20)
        }
        .layout(in: CGSize(width: 100, height: 50))
        #expect(
            result.leafFrames == [
                CGRect(x: 0, y: 15, width: 20, height: 20), CGRect(x: 20, y: 25, width: 60, height: 0), CGRect(x: 80, y: 15, width: 20, height: 20),
            ])
    }

    @Test func spacerKeepsItsMinimumLength() throws {
        // 60 + 8 (minLength) + 60 = 128 (no spacing beside a Spacer), centred in 100: starts at −14.
        let result = try ViewNode.hstack {
            ViewNode.fixed(width: 60, height: 20); ViewNode.spacer(); ViewNode.fixed(width: 60, height: 20)
        }
        .layout(in: CGSize(width: 100, height: 50))
        #expect(result.leafFrames.map(\.minX) == [-14, 46, 54])
        #expect(result.leafFrames[1].width == 8)
    }

    @Test func vstackLeadingAlignment() throws {
        // Fixed views prefer text spacing (0 between lines): 10 + 10 = 20 tall, 50 wide, centred: (25, 40).
        let result = try ViewNode.vstack(alignment: .leading) {
            ViewNode.fixed(width: 30, height: 10); ViewNode.fixed(width: 50, height: 10)
        }
        .layout(in: square)
        #expect(result.leafFrames == [CGRect(x: 25, y: 40, width: 30, height: 10), CGRect(x: 25, y: 50, width: 50, height: 10)])
    }

    @Test func zstackBottomTrailing() throws {
        // 40×40 centred at (30, 30); the small view's bottom-trailing corner on (70, 70).
        let result = try ViewNode.zstack(alignment: .bottomTrailing) {
            ViewNode.fixed(width: 40, height: 40); ViewNode.fixed(width: 20, height: 10)
        }
        .layout(in: square)
        #expect(result.leafFrames == [CGRect(x: 30, y: 30, width: 40, height: 40), CGRect(x: 50, y: 60, width: 20, height: 10)])
    }

    @Test func zstackSizesFromHighestPriority() throws {
        // Only the 20×20 view (priority 1) sizes the stack; the 60×60 one overflows it, centred.
        let stack = ViewNode.zstack {
            ViewNode.fixed(width: 60, height: 60); ViewNode.fixed(width: 20, height: 20).layoutPriority(1)
        }
        #expect(try stack.sizeThatFits(.unspecified) == CGSize(width: 20, height: 20))
        let result = try stack.layout(in: square)
        #expect(result.leafFrames == [CGRect(x: 20, y: 20, width: 60, height: 60), CGRect(x: 40, y: 40, width: 20, height: 20)])
    }

    @Test func layoutPriorityGoesFirst() throws {
        // Priority 1 first: it may use 150 − 20 (the other text's minimum, one glyph) = 130 and
        // takes its 100; the other gets 50 and wraps onto 2 lines (40 tall).
        let result = try ViewNode.hstack(spacing: 0) {
            ViewNode.text(width: 100, height: 20)
            ViewNode.text(width: 100, height: 20).layoutPriority(1)
        }.layout(in: CGSize(width: 150, height: 100))
        #expect(result.leafFrames == [CGRect(x: 0, y: 30, width: 50, height: 40), CGRect(x: 50, y: 40, width: 100, height: 20)])
    }

    @Test func textWrapsAndTruncates() {
        let line = CGSize(width: 100, height: 20)
        #expect(ViewLeaf.textSize(line: line, proposal: .unspecified) == line)
        #expect(ViewLeaf.textSize(line: line, proposal: ProposedViewSize(width: 40, height: nil)) == CGSize(width: 40, height: 60))
        #expect(ViewLeaf.textSize(line: line, proposal: ProposedViewSize(width: 40, height: 45)) == CGSize(width: 40, height: 40))
        #expect(ViewLeaf.textSize(line: line, proposal: .zero) == CGSize(width: 20, height: 20))
    }

    @Test func fixedSizeIgnoresTheProposal() throws {
        let result = try ViewNode.text(width: 200, height: 20).fixedSize().layout(in: square)
        #expect(result.leafFrames == [CGRect(x: -50, y: 40, width: 200, height: 20)])
    }

    @Test func infiniteMaxWidthFrameWithLeadingAlignment() throws {
        let result = try ViewNode.fixed(width: 20, height: 20).frame(maxWidth: .infinity, alignment: .leading).layout(in: square)
        #expect(result.rootFrame == CGRect(x: 0, y: 40, width: 100, height: 20))
        #expect(result.leafFrames == [CGRect(x: 0, y: 40, width: 20, height: 20)])
    }

    @Test func alignmentGuideShiftsAView() throws {
        // The second view's top guide is at 10: the first hangs 10 lower; 30 tall, 48 wide.
        let result = try ViewNode.hstack(alignment: .top) {
            ViewNode.fixed(width: 20, height: 20)
            ViewNode.fixed(width: 20, height: 20).alignmentGuide(VerticalAlignment.top) { $0.height / 2 }
        }.layout(in: square)
        #expect(result.leafFrames == [CGRect(x: 26, y: 45, width: 20, height: 20), CGRect(x: 54, y: 35, width: 20, height: 20)])
    }

    @Test func radialThreeEqualRanks() throws {
        // r = 300/3 = 100 around (150, 150): angles 0, 120°, 240° → (150, 50), (236.6, 200), (63.4, 200).
        try expectRadialCentres(ranks: [2, 2, 2], [CGPoint(x: 150, y: 50), CGPoint(x: 236.6, y: 200), CGPoint(x: 63.4, y: 200)])
    }

    @Test func radialRanksPutTheLeaderOnTop() throws {
        // Ranks 2, 1, 3: offset (−1 + 0.25)·120° = −90°; angles −90°, 30°, 150° →
        // (50, 150), (200, 63.4), (200, 236.6): leader highest, then second, then third.
        try expectRadialCentres(ranks: [2, 1, 3], [CGPoint(x: 50, y: 150), CGPoint(x: 200, y: 63.4), CGPoint(x: 200, y: 236.6)])
    }

    /// Expects 20 × 20 views of the given ranks in a 300 × 300 `RadialLayout` to be centred on
    /// `expected` (to 0.01).
    func expectRadialCentres(ranks: [Int], _ expected: [CGPoint]) throws {
        let result = try RadialLayout()(ranks.map { ViewNode.fixed(width: 20, height: 20).rank($0) })
            .layout(in: CGSize(width: 300, height: 300))
        let centres = result.leafFrames.map { CGPoint(x: $0.midX, y: $0.midY) }
        #expect(centres.count == expected.count)
        for (c, e) in zip(centres, expected) {
            #expect(close(c.x, e.x) && close(c.y, e.y), "\(c) vs \(e)")
        }
    }

    @Test func tieSwitchesToAnHStack() throws {
        // All ranks tie → HStack: 3·20 + 2·8 = 76 wide, centred in 300: x = 112, 140, 168; y = 140.
        let tied = try ViewNode.radialSwitchingOnTie((0..<3).map { _ in ViewNode.fixed(width: 20, height: 20).rank(1) })
            .layout(in: CGSize(width: 300, height: 300))
        #expect(tied.leafFrames.map(\.minX) == [112, 140, 168])
        #expect(tied.leafFrames.map(\.minY) == [140, 140, 140])
        let ranked = try ViewNode.radialSwitchingOnTie([1, 2, 3].map { ViewNode.fixed(width: 20, height: 20).rank($0) })
            .layout(in: CGSize(width: 300, height: 300))
        #expect(ranked.rootFrame == CGRect(x: 0, y: 0, width: 300, height: 300))
    }

    @Test func equalWidthHStack() throws {
        // Widest ideal width 100, tallest 40: 3·100 + 2·8 = 316 × 40, centred in 400×100 at (42, 30).
        // Slot centres x = 92, 200, 308, all at y = 50.
        let result = try EqualWidthHStack()([
            ViewNode.text(width: 60, height: 20), ViewNode.text(width: 100, height: 20), ViewNode.fixed(width: 30, height: 40),
        ]).layout(in: CGSize(width: 400, height: 100))
        #expect(result.rootFrame == CGRect(x: 42, y: 30, width: 316, height: 40))
        #expect(
            result.leafFrames == [
                CGRect(x: 62, y: 40, width: 60, height: 20), CGRect(x: 150, y: 40, width: 100, height: 20), CGRect(x: 293, y: 30, width: 30, height: 40),
            ])
    }

    @Test func equalWidthHStackIgnoresTheProposal() throws {
        // WWDC22's MyEqualWidthHStack sizes to its subviews whatever the proposal: in 250 it is
        // still 3·100 + 2·8 = 316 × 40, centred at x = (250 − 316) / 2 = −33, y = 30; slot centres
        // at −33 + 50 = 17, 125, 233, and the 100-wide text keeps its one line (100 × 20).
        let result = try EqualWidthHStack()([
            ViewNode.text(width: 60, height: 20), ViewNode.text(width: 100, height: 20), ViewNode.fixed(width: 30, height: 40),
        ]).layout(in: CGSize(width: 250, height: 100))
        #expect(result.rootFrame == CGRect(x: -33, y: 30, width: 316, height: 40))
        #expect(
            result.leafFrames == [
                CGRect(x: -13, y: 40, width: 60, height: 20), CGRect(x: 75, y: 40, width: 100, height: 20), CGRect(x: 218, y: 30, width: 30, height: 40),
            ])
        // A zero proposal too: the same 316 × 40.
        let probe = try EqualWidthHStack()([ViewNode.text(width: 60, height: 20), ViewNode.text(width: 100, height: 20), ViewNode.fixed(width: 30, height: 40)])
            .sizeThatFits(ProposedViewSize(width: 0, height: 0))
        #expect(probe == CGSize(width: 316, height: 40))
    }

    @Test func equalWidthVStack() throws {
        // Widest 50, tallest 30 (framed colours: ordinary views, 8 apart): 50 × (3·30 + 2·8 = 106) centred in 200×200 at (75, 47).
        let result = try EqualWidthVStack()([
            ViewNode.rect.frame(width: 50, height: 10), ViewNode.rect.frame(width: 20, height: 30), ViewNode.rect.frame(width: 40, height: 20),
        ]).layout(in: CGSize(width: 200, height: 200))
        #expect(result.rootFrame == CGRect(x: 75, y: 47, width: 50, height: 106))
        #expect(result.leafFrames.map(\.midY) == [62, 100, 138])
    }

    @Test func anyLayoutInterpolatesFrames() throws {
        let children = [ViewNode.fixed(width: 20, height: 20), ViewNode.fixed(width: 20, height: 20)]
        let h = AnyLayout(HStackLayout(spacing: 0)), v = AnyLayout(VStackLayout(spacing: 0))
        // Half way: size (40×20 + 20×40) / 2 = 30×30 at (35, 35); from-frames (35,35),(55,35),
        // to-frames (35,35),(35,55) → (35,35) and (45,45).
        let half = try ViewNode.layout(AnyLayout.interpolating(from: h, to: v, progress: 0.5), children).layout(in: square)
        #expect(half.leafFrames == [CGRect(x: 35, y: 35, width: 20, height: 20), CGRect(x: 45, y: 45, width: 20, height: 20)])
        let start = try ViewNode.layout(AnyLayout.interpolating(from: h, to: v, progress: 0), children).layout(in: square)
        let end = try ViewNode.layout(AnyLayout.interpolating(from: h, to: v, progress: 1), children).layout(in: square)
        #expect(start.leafFrames == (try ViewNode.layout(h, children).layout(in: square)).leafFrames)
        #expect(end.leafFrames == (try ViewNode.layout(v, children).layout(in: square)).leafFrames)
    }

    @Test func viewThatFitsPicksTheFirstThatFits() throws {
        // Widths 300, 150, 50 in 200: the 150 fits; it is centred, the others hidden.
        let result = try ViewNode.viewThatFits(in: [.horizontal]) {
            ViewNode.fixed(width: 300, height: 20); ViewNode.fixed(width: 150, height: 20); ViewNode.fixed(width: 50, height: 20)
        }.layout(in: CGSize(width: 200, height: 100))
        #expect(result.leaves.map(\.isHidden) == [true, false, true])
        #expect(result.leafFrames[1] == CGRect(x: 25, y: 40, width: 150, height: 20))
        #expect(result.leafFrames[0].size == .zero)
    }

    @Test func viewThatFitsFallsBackToTheLast() throws {
        let result = try ViewNode.viewThatFits {
            ViewNode.text(width: 300, height: 20); ViewNode.fixed(width: 250, height: 20)
        }.layout(in: CGSize(width: 200, height: 100))
        #expect(result.leaves.map(\.isHidden) == [true, false])
    }

    @Test func gridOfFixedCells() throws {
        // Columns 50 and 60, rows 30 and 40, spacing 8: 118 × 78 centred in 200 at (41, 61).
        let result = try ViewNode.grid(rows: [
            .row([ViewNode.fixed(width: 50, height: 20), ViewNode.fixed(width: 30, height: 30)]),
            .row([ViewNode.fixed(width: 20, height: 40), ViewNode.fixed(width: 60, height: 10)]),
        ]).layout(in: CGSize(width: 200, height: 200))
        #expect(result.rootFrame == CGRect(x: 41, y: 61, width: 118, height: 78))
        #expect(result.leafFrames.map(\.origin) == [CGPoint(x: 41, y: 66), CGPoint(x: 114, y: 61), CGPoint(x: 56, y: 99), CGPoint(x: 99, y: 114)])
    }

    @Test func gridColumnAlignmentAndSpans() throws {
        // Column 0 leading: both cells at x = 41. The spanning cell (80 wide) is centred across
        // 118: x = 41 + 19 = 60. A view outside a row spans too: the 100-wide one at 41 + 9 = 50.
        let result = try ViewNode.grid(rows: [
            .row([ViewNode.fixed(width: 50, height: 20), ViewNode.fixed(width: 30, height: 30)]),
            .row([ViewNode.fixed(width: 20, height: 40).gridColumnAlignment(.leading), ViewNode.fixed(width: 60, height: 10)]),
            .row([ViewNode.fixed(width: 80, height: 10).gridCellColumns(2)]),
            .view(ViewNode.fixed(width: 100, height: 10)),
        ]).layout(in: CGSize(width: 200, height: 200))
        // Height: 30 + 40 + 10 + 10 + 3·8 = 114, top at (200 − 114) / 2 = 43.
        #expect(result.rootFrame == CGRect(x: 41, y: 43, width: 118, height: 114))
        #expect(result.leafFrames.map(\.minX) == [41, 114, 41, 99, 60, 50])
        #expect(result.leafFrames.map(\.minY) == [48, 43, 81, 96, 129, 147])
    }

    @Test func flexibleGridCellsShareTheSpace() throws {
        // 92 / 2 = 46 per column and per row.
        let result = try ViewNode.grid(rows: [.row([ViewNode.rect, ViewNode.rect]), .row([ViewNode.rect, ViewNode.rect])]).layout(in: square)
        #expect(
            result.leafFrames == [
                CGRect(x: 0, y: 0, width: 46, height: 46), CGRect(x: 54, y: 0, width: 46, height: 46),
                CGRect(x: 0, y: 54, width: 46, height: 46), CGRect(x: 54, y: 54, width: 46, height: 46),
            ])
    }

    @Test func unsizedCellTakesTheColumnWidth() throws {
        // The rect does not size column 0 (50 from the fixed view); rows: 20 (inflexible) and
        // 200 − 8 − 20 = 172. The grid is 50 × 200 at x = 75.
        let result = try ViewNode.grid(rows: [
            .row([ViewNode.fixed(width: 50, height: 20)]),
            .row([ViewNode.rect.gridCellUnsizedAxes([.horizontal])]),
        ]).layout(in: CGSize(width: 200, height: 200))
        #expect(result.leafFrames[1] == CGRect(x: 75, y: 28, width: 50, height: 172))
    }

    @Test func gridCellAnchor() throws {
        // Columns 50 and 10, row 50: 68 × 50 at (66, 75); the 10×10 view at the bottom trailing
        // corner of its 10×50 cell: (124, 115).
        let result = try ViewNode.grid(rows: [
            .row([ViewNode.fixed(width: 50, height: 50), ViewNode.fixed(width: 10, height: 10).gridCellAnchor(.bottomTrailing)])
        ]).layout(in: CGSize(width: 200, height: 200))
        #expect(result.leafFrames[1] == CGRect(x: 124, y: 115, width: 10, height: 10))
    }

    @Test func flowWrapsLines() throws {
        // Line 1: 40 + 10 + 40 = 90 (adding 10 + 30 would be 130 > 100); line 2: 30 + 10 + 60 = 100.
        // Height 20 + 5 + 20 = 45, centred in 100: top at 27.5.
        let items = [
            ViewNode.fixed(width: 40, height: 20), ViewNode.fixed(width: 40, height: 10),
            ViewNode.fixed(width: 30, height: 20), ViewNode.fixed(width: 60, height: 20),
        ]
        let leading = try FlowLayout(itemSpacing: 10, lineSpacing: 5)(items).layout(in: square)
        #expect(
            leading.leafFrames == [
                CGRect(x: 0, y: 27.5, width: 40, height: 20), CGRect(x: 50, y: 27.5, width: 40, height: 10),
                CGRect(x: 0, y: 52.5, width: 30, height: 20), CGRect(x: 40, y: 52.5, width: 60, height: 20),
            ])
        // Centred lines: line 1 starts at (100 − 90) / 2 = 5; the short item sits mid-line.
        let centred = try FlowLayout(alignment: .center, itemSpacing: 10, lineSpacing: 5)(items).layout(in: square)
        #expect(centred.leafFrames[0].minX == 5)
        #expect(centred.leafFrames[1] == CGRect(x: 55, y: 32.5, width: 40, height: 10))
        // Right to left: mirrored, the first item at the right edge.
        let rtl = try FlowLayout(itemSpacing: 10, lineSpacing: 5)(items).layout(in: square, layoutDirection: .rightToLeft)
        #expect(rtl.leafFrames[0] == CGRect(x: 60, y: 27.5, width: 40, height: 20))
        #expect(rtl.leafFrames[3] == CGRect(x: 0, y: 52.5, width: 60, height: 20))
    }

    @Test func unplacedSubviewIsCentredAtItsIdealSize() throws {
        struct PlacesNothing: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize { proposal.replacingUnspecifiedDimensions() }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {}
        }
        let result = try PlacesNothing()([ViewNode.rect]).layout(in: square)
        #expect(result.leafFrames == [CGRect(x: 45, y: 45, width: 10, height: 10)])
    }

    @Test func layoutValuesReachTheLayout() throws {
        struct Weight: LayoutValueKey { static let defaultValue: CGFloat = 1 }
        /// Widths in proportion to each subview's Weight.
        struct Weighted: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize { proposal.replacingUnspecifiedDimensions() }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
                let total = subviews.reduce(0) { $0 + $1[Weight.self] }
                var x = bounds.minX
                for s in subviews {
                    let w = bounds.width * s[Weight.self] / total
                    s.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(width: w, height: bounds.height))
                    x += w
                }
            }
        }
        // Weights 1 and 3 of 100: 25 and 75.
        let result = try Weighted()([ViewNode.rect, ViewNode.rect.layoutValue(key: Weight.self, value: 3)]).layout(in: square)
        #expect(result.leafFrames.map(\.width) == [25, 75])
    }

    @Test func badTreesAreRefused() {
        #expect(throws: LayoutError(.outOfRange(.atLeast(0), got: -5), at: ["children", 1, "frame", "width"])) {
            try ViewNode.hstack {
                ViewNode.rect; ViewNode.rect.frame(width: -5)
            }.layout(in: CGSize(width: 100, height: 100))
        }
        #expect(throws: LayoutError(.exceeds(other: "maxWidth", limit: 10, got: 20), at: ["frame", "minWidth"])) {
            try ViewNode.rect.frame(minWidth: 20, maxWidth: 10).layout(in: CGSize(width: 100, height: 100))
        }
        #expect(throws: LayoutError.self) { try ViewNode.rect.layout(in: CGSize(width: CGFloat.nan, height: 100)) }
        #expect(throws: LayoutError(.outOfRange(.atLeast(0), got: -1), at: ["children", 0, "fixed", "height"])) {
            try ViewNode.vstack { ViewNode.fixed(width: 1, height: -1) }.layout(in: CGSize(width: 100, height: 100))
        }
        // NaN is not equal to itself, so errors holding it are compared by their parts.
        #expect(nanError { _ = try ViewNode.spacer(minLength: .nan).layout(in: CGSize(width: 100, height: 100)) } == ["spacer", "minLength"])
        #expect(nanError { _ = try ViewNode.rect.frame(height: .nan).layout(in: CGSize(width: 100, height: 100)) } == ["frame", "height"])
        #expect(nanError { _ = try ViewNode.hstack(spacing: .nan) { ViewNode.rect }.layout(in: CGSize(width: 100, height: 100)) } == ["spacing"])
        #expect(throws: LayoutError(.outOfRange(.from(0, to: 1), got: 2), at: ["progress"])) {
            try ViewNode.layout(AnyLayout.interpolating(from: AnyLayout(HStackLayout()), to: AnyLayout(VStackLayout()), progress: 2), [ViewNode.rect])
                .layout(in: CGSize(width: 100, height: 100))
        }
        #expect(throws: LayoutError(.notFinite(got: nil), at: ["layoutPriority"])) {
            try ViewNode.rect.layoutPriority(.nan).layout(in: CGSize(width: 100, height: 100))
        }
    }

    /// Found by view-tree fuzzing: a custom layout places a child of finite size at a finite
    /// point so far out that the child's far edge overflows (1e308 + 1e308 is infinite). Its
    /// frame is refused in both directions; right-to-left, mirroring it across the container
    /// used to give an origin of −infinity.
    @Test func aFrameWhoseFarEdgeOverflowsIsRefused() {
        struct PlaceFarOut: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize { CGSize(width: 100, height: 100) }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
                subviews[0].place(at: CGPoint(x: 1e308, y: 0), anchor: .topLeading, proposal: .unspecified)
            }
        }
        let tree = PlaceFarOut()([ViewNode.fixed(width: 1e308, height: 10)])
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            #expect(throws: LayoutError(.notFinite(got: nil), at: ["leaves", 0, "frame"])) {
                try tree.layout(in: CGSize(width: 100, height: 100), layoutDirection: direction)
            }
        }
        #expect(!CGRect(x: 1e308, y: 0, width: 1e308, height: 10).isFiniteRect)
        #expect(CGRect(x: -1e308, y: 0, width: 1.5e308, height: 10).isFiniteRect)
        // Any infinite or NaN coordinate, even one a sum could cancel, is not finite.
        let infinity = CGFloat.infinity
        #expect(!CGRect(x: infinity, y: 0, width: 0, height: 10).isFiniteRect)
        #expect(!CGRect(x: -infinity, y: 0, width: infinity, height: 10).isFiniteRect)
        #expect(!CGRect(x: 0, y: CGFloat.nan, width: 10, height: 10).isFiniteRect)
        #expect(!CGRect(x: 0, y: 5, width: 10, height: -infinity).isFiniteRect)
    }

    /// The path of the `.notFinite(got: NaN)` error `body` throws, or nil for any other outcome.
    func nanError(_ body: () throws -> Void) -> LayoutPath? {
        do { try body() } catch let error as LayoutError {
            if case .notFinite(let got?) = error.reason, got.isNaN { return error.path }
        } catch {}
        return nil
    }

    @Test func badParametersAreStructured() {
        let size = CGSize(width: 100, height: 100)
        #expect(throws: LayoutError(.notFinite(got: nil), at: ["children", 0, "padding"])) {
            try ViewNode.hstack { ViewNode.rect.padding(EdgeInsets(top: .infinity, leading: 0, bottom: 0, trailing: 0)) }.layout(in: size)
        }
        #expect(throws: LayoutError(.outOfRange(.atLeast(0), got: -0.5), at: ["relativeWidth"])) { try ViewNode.rect.relativeWidth(-0.5).layout(in: size) }
        #expect(throws: LayoutError(.outOfRange(.atLeast(0), got: -1), at: ["spacing"])) { try BlockGridLayout(spacing: -1)([ViewNode.rect]).layout(in: size) }
        #expect(throws: LayoutError(.notFinite(got: .infinity), at: ["lineSpacing"])) { try FlowLayout(lineSpacing: .infinity)([ViewNode.rect]).layout(in: size) }
        #expect(throws: LayoutError(.exceeds(other: "maxHeight", limit: 5, got: 6), at: ["frame", "minHeight"])) {
            try ViewNode.rect.frame(minHeight: 6, maxHeight: 5).layout(in: size)
        }
        // The texts: the same words as the rest of the library's checks.
        #expect(
            LayoutError(.exceeds(other: "maxWidth", limit: 10, got: 20.5), at: ["frame", "minWidth"]).description
                == "frame.minWidth: must not exceed maxWidth (10), got 20.5")
        #expect(LayoutError(.outOfRange(.atLeast(0), got: -1), at: ["children", 0, "fixed", "height"]).description == "children[0].fixed.height: must be >= 0, got -1")
    }

    @Test func framesThatAreNotFiniteAreRefused() {
        let size = CGSize(width: 100, height: 100)
        // A leaf that takes infinity, the second leaf of the result, in a layout of finite size
        // that puts every subview at its origin (so the first leaf stays finite).
        struct AtOrigin: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize { CGSize(width: 100, height: 100) }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
                for subview in subviews { subview.place(at: bounds.origin, proposal: .unspecified) }
            }
        }
        let infinite = ViewNode.measured { _ in CGSize(width: CGFloat.infinity, height: 10) }
        #expect(throws: LayoutError(.notFinite(got: nil), at: ["leaves", 1, "frame"])) { try AtOrigin()([ViewNode.rect, infinite]).layout(in: size) }
        // A layout that takes infinity and has no leaves: the root.
        struct Endless: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize { CGSize(width: 10, height: CGFloat.infinity) }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {}
        }
        #expect(throws: LayoutError(.notFinite(got: nil), at: ["rootFrame"])) { try Endless()([]).layout(in: size) }
        #expect(LayoutError(.notFinite(got: nil), at: ["leaves", 1, "frame"]).description == "leaves[1].frame: must be finite")
    }
}

extension ContainerTests {
    @Test func spacerYieldsToText() throws {
        // Spacers have the lowest priority: the text may use 200 − 8 (the spacer's minimum; no
        // spacing beside a Spacer) = 192 and keeps its one line of 150; the spacer takes 50.
        let result = try ViewNode.hstack {
            ViewNode.text(width: 150, height: 20); ViewNode.spacer()
        }
        .layout(in: CGSize(width: 200, height: 100))
        #expect(result.leafFrames == [CGRect(x: 0, y: 40, width: 150, height: 20), CGRect(x: 150, y: 50, width: 50, height: 0)])
    }
}

extension ContainerTests {
    @Test func measuredLeafIsAskedOncePerProposal() throws {
        // A label of at most 50 × 20 next to a rect in 100 × 40: the leaf is least flexible
        // (50 against ∞), offered 92 / 2 = 46 and takes it; the rect gets 92 − 46 = 46.
        // Proposals seen by the leaf: widths ∞ (50, finite) and 46 at height 40: 2 measurements.
        // Its width at 0 is not needed: the rect, the only other child, takes ∞ at ∞, so the
        // leaf is the least flexible whatever its minimum.
        let label = ViewNode.measured { p in CGSize(width: min(p.width ?? 50, 50), height: 20) }
        let result = try ViewNode.hstack {
            label; ViewNode.rect
        }.layout(in: CGSize(width: 100, height: 40))
        #expect(result.leafFrames == [CGRect(x: 0, y: 10, width: 46, height: 20), CGRect(x: 54, y: 0, width: 46, height: 40)])
        #expect(result.leaves[0].measurementCount == 2)
    }
}
