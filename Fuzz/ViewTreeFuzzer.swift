// libFuzzer target (issue 22): view trees built from fuzz bytes, through the API (custom layouts
// included: `FuzzLayout` keeps its subview proxies in its cache and asks them odd proposals) and
// through the spec (a `view` spec written from the same bytes). Selected by
// TESSERA_FUZZ=view (scripts/fuzz-views); built into the same binary as SpecFuzzer.swift.
// A finding is a crash (ASan: any memory error), a frame that is not finite, or an error other
// than a LayoutError.
import Foundation

/// The fuzz input, read front to back; zeros once it runs out.
struct FuzzBytes {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0
    /// Views made so far: a budget, so every input runs in milliseconds.
    var views = 0

    mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    mutating func pick<T>(_ choices: [T]) -> T { choices[Int(byte()) % choices.count] }

    /// A length: ordinary, zero, huge, tiny, and the bad ones (negative, infinite, NaN).
    mutating func length() -> CGFloat {
        pick([0, 1, 5, 10, 20, 33.3, 50, 100, 250, 1e3, 1e6, 1e9, 0.5, 1e-9, -0.0, -1, .infinity, .nan, .greatestFiniteMagnitude, 7])
    }

    /// A length as a proposal dimension: nil (ideal), or any length above.
    mutating func dimension() -> CGFloat? { byte() % 5 == 0 ? nil : length() }
    mutating func proposal() -> ProposedViewSize { ProposedViewSize(width: dimension(), height: dimension()) }
    mutating func point() -> CGPoint { CGPoint(x: length(), y: length()) }
    mutating func anchor() -> UnitPoint { pick([.topLeading, .center, .bottomTrailing, UnitPoint(x: 0.3, y: 1.7), UnitPoint(x: .nan, y: 0)]) }
    mutating func horizontal() -> HorizontalAlignment { pick([.leading, .center, .trailing]) }
    mutating func vertical() -> VerticalAlignment { pick([.top, .center, .bottom]) }
    mutating func alignment() -> Alignment { Alignment(horizontal: horizontal(), vertical: vertical()) }
}

/// A layout value the fuzz tree sets and `FuzzLayout` reads.
struct FuzzWeight: LayoutValueKey { static let defaultValue: CGFloat = 1 }

/// What `FuzzLayout` keeps between its calls in one pass: every proxy it was given.
final class FuzzCache {
    var kept: [LayoutSubview] = []
    var calls = 0
}

/// A custom layout whose every answer and question comes from fuzz bytes (`script`).
struct FuzzLayout: Layout {
    var script: [UInt8]

    func makeCache(subviews: Subviews) -> FuzzCache {
        let cache = FuzzCache()
        cache.kept = Array(subviews)
        return cache
    }

    /// The script from `offset`, read as fuzz bytes.
    private func read<R>(_ offset: Int, _ body: (inout FuzzBytes) -> R) -> R {
        script.withUnsafeBufferPointer { all in
            let start = min(offset % max(1, all.count), all.count)
            var bytes = FuzzBytes(bytes: UnsafeBufferPointer(rebasing: all[start...]))
            return body(&bytes)
        }
    }

    /// Asks the subviews (and the kept proxies) what the script says; returns a size built from the answers.
    private func ask(_ subviews: Subviews, _ cache: FuzzCache, _ f: inout FuzzBytes) -> CGSize {
        var size = CGSize.zero
        for _ in 0..<Int(f.byte() % 6) {
            let pool = f.byte() % 3 == 0 ? cache.kept : Array(subviews)
            guard !pool.isEmpty else { break }
            let subview = pool[Int(f.byte()) % pool.count]
            switch f.byte() % 7 {
            case 0, 1:
                let s = subview.sizeThatFits(f.proposal())
                size = CGSize(width: size.width + s.width, height: max(size.height, s.height))
            case 2:
                let d = subview.dimensions(in: f.proposal())
                _ = (d[f.horizontal()], d[f.vertical()], d[explicit: f.horizontal()], d[explicit: f.vertical()], d.width, d.height)
            case 3:
                _ = subview.spacing.distance(to: pool[Int(f.byte()) % pool.count].spacing, along: f.pick([.horizontal, .vertical]))
            case 4:
                _ = (subview.priority, subview[FuzzWeight.self])
            case 5:
                _ = subviews.layoutDirection
                let k = Int(f.byte()) % (subviews.count + 1)
                _ = subviews[subviews.startIndex..<subviews.startIndex + k].map { $0.sizeThatFits(.unspecified) }
            default:
                _ = subview == pool[0]
            }
        }
        return size
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout FuzzCache) -> CGSize {
        cache.calls += 1
        return read(cache.calls) { f in
            let asked = ask(subviews, cache, &f)
            switch f.byte() % 4 {
            case 0: return asked
            case 1: return proposal.replacingUnspecifiedDimensions()
            case 2: return CGSize(width: f.length(), height: f.length())
            default: return CGSize(width: proposal.width ?? asked.width, height: asked.height)
            }
        }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout FuzzCache) {
        cache.calls += 1
        read(cache.calls) { f in
            _ = ask(subviews, cache, &f)
            for subview in subviews {
                switch f.byte() % 4 {
                case 0: continue  // left unplaced: centred by the pass
                case 1: subview.place(at: CGPoint(x: bounds.midX, y: bounds.minY), anchor: f.anchor(), proposal: f.proposal())
                case 2:
                    subview.place(at: f.point(), proposal: proposal)
                    subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))  // placed twice: the last wins
                default: subview.place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(bounds.size))
                }
            }
        }
    }

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout FuzzCache) -> CGFloat? {
        cache.calls += 1
        return read(cache.calls) { f in f.byte() % 2 == 0 ? nil : f.length() }
    }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout FuzzCache) -> CGFloat? {
        cache.calls += 1
        return read(cache.calls) { f in
            _ = ask(subviews, cache, &f)
            return f.byte() % 2 == 0 ? nil : f.length()
        }
    }

    func spacing(subviews: Subviews, cache: inout FuzzCache) -> ViewSpacing {
        cache.calls += 1
        return read(cache.calls) { f in f.byte() % 2 == 0 ? ViewSpacing() : (subviews.first?.spacing ?? ViewSpacing()) }
    }
}

/// A view tree from the bytes, at most `depth` containers deep.
func fuzzView(_ f: inout FuzzBytes, depth: Int) -> ViewNode {
    f.views += 1
    let leafOnly = depth == 0 || f.views > 60
    var view: ViewNode
    switch leafOnly ? f.byte() % 5 : f.byte() % 16 {
    case 0: view = .rect
    case 1: view = .fixed(width: f.length(), height: f.length())
    case 2: view = .text(width: f.length(), height: f.length())
    case 3: view = .spacer(minLength: f.byte() % 2 == 0 ? nil : f.length())
    case 4:
        let (w, h) = (f.length(), f.length())
        view = .measured { p in CGSize(width: p.width.map { min($0, w) } ?? w, height: h) }
    default:
        var children: [ViewNode] = []
        for _ in 0..<Int(f.byte() % 5) { children.append(fuzzView(&f, depth: depth - 1)) }
        switch f.byte() % 10 {
        case 0: view = HStackLayout(alignment: f.vertical(), spacing: f.byte() % 2 == 0 ? nil : f.length())(children)
        case 1: view = VStackLayout(alignment: f.horizontal(), spacing: f.byte() % 2 == 0 ? nil : f.length())(children)
        case 2: view = ZStackLayout(alignment: f.alignment())(children)
        case 3: view = ViewThatFitsLayout(in: f.pick([Set<Axis>([.horizontal]), [.vertical], [.horizontal, .vertical]]))(children)
        case 4: view = FlowLayout(alignment: f.alignment(), itemSpacing: f.length(), lineSpacing: f.length())(children)
        case 5:
            view = .layout(
                AnyLayout.interpolating(from: AnyLayout(HStackLayout()), to: AnyLayout(FuzzLayout(script: (0..<8).map { _ in f.byte() })), progress: f.pick([0, 0.5, 1, 2, .nan])), children)
        case 6: view = .grid(alignment: f.alignment(), horizontalSpacing: f.length(), verticalSpacing: nil, rows: children.map { .row([$0, .rect]) })
        case 7: view = EqualWidthHStack(spacing: f.length())(children)
        case 8: view = RadialLayout()(children)
        default: view = .layout(FuzzLayout(script: (0..<16).map { _ in f.byte() }), children)
        }
    }
    // Modifiers, innermost first.
    for _ in 0..<Int(f.byte() % 3) {
        switch f.byte() % 7 {
        case 0: view = view.frame(width: f.dimension(), height: f.dimension(), alignment: f.alignment())
        case 1: view = view.frame(minWidth: f.dimension(), idealWidth: f.dimension(), maxWidth: f.dimension(), minHeight: f.dimension(), maxHeight: f.dimension())
        case 2: view = view.padding(f.length())
        case 3: view = view.layoutPriority(Double(f.length()))
        case 4: view = view.layoutValue(key: FuzzWeight.self, value: f.length())
        case 5: view = view.fixedSize()
        default: view = view.relativeWidth(f.length())
        }
    }
    return view
}

/// A `view` spec from the bytes (the spec's containers, leaves and modifiers, odd values included).
func fuzzSpecView(_ f: inout FuzzBytes, depth: Int) -> String {
    f.views += 1
    func number() -> String {
        let v = f.length()
        return v.isFinite ? "\(v)" : f.pick(["1e400", "-1e400", "\"x\"", "null"])
    }
    var members: [String] = []
    if depth == 0 || f.views > 60 || f.byte() % 3 == 0 {
        members.append(
            f.pick([
                "\"rect\": {}", "\"fixed\": {\"width\": \(number()), \"height\": \(number())}",
                "\"text\": {\"width\": \(number()), \"height\": \(number())}", "\"spacer\": {\"minLength\": \(number())}",
            ]))
    } else {
        let children = (0..<Int(f.byte() % 4)).map { _ in fuzzSpecView(&f, depth: depth - 1) }.joined(separator: ", ")
        let parameters = f.pick([
            "", "\"spacing\": \(number()), ", "\"alignment\": \"\(f.pick(["top", "bottom", "leading", "center", "topLeading", "bogus"]))\", ",
        ])
        let key = f.pick(["hstack", "vstack", "zstack", "viewThatFits", "equalWidthHStack", "equalWidthVStack", "radial", "flow"])
        members.append(key == "grid" ? "" : "\"\(key)\": {\(parameters)\"children\": [\(children)]}")
    }
    for _ in 0..<Int(f.byte() % 3) {
        members.append(
            f.pick([
                "\"frame\": {\"width\": \(number()), \"maxHeight\": \(number())}", "\"padding\": \(number())",
                "\"layoutPriority\": \(number())", "\"fixedSize\": true", "\"relativeWidth\": \(number())",
            ]))
    }
    return "{" + members.joined(separator: ", ") + "}"
}

func fuzzViewTrees(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var f = FuzzBytes(bytes: UnsafeBufferPointer(start: data, count: size))
    // Through the API.
    let root = fuzzView(&f, depth: Int(f.byte() % 6) + 1)
    let container = CGSize(width: f.pick([0, 100, 375, 1e6]), height: f.pick([0, 100, 812]))
    func checkResult(_ body: () throws -> ViewLayoutResult) {
        do {
            let result = try body()
            for frame in [result.rootFrame] + result.leafFrames {
                if !(frame.minX.isFinite && frame.minY.isFinite && frame.width.isFinite && frame.height.isFinite) { fatalError("non-finite frame \(frame)") }
            }
        } catch is LayoutError {
        } catch {
            fatalError("layout threw something other than a LayoutError: \(error)")
        }
    }
    checkResult { try root.layout(in: container, layoutDirection: f.pick([.leftToRight, .rightToLeft]), displayScale: f.pick([1, 2, 3])) }
    do { _ = try root.sizeThatFits(f.proposal()) } catch is LayoutError {} catch { fatalError("sizeThatFits threw \(error)") }
    // Through the spec.
    f.views = 0
    let spec = "{\"container\": {\"width\": \(Int(container.width)), \"height\": \(Int(container.height))}, \"layout\": {\"view\": \(fuzzSpecView(&f, depth: 4))}}"
    do {
        let decoded = try LayoutSpec.decode(Data(spec.utf8), maximumElements: 20_000)
        let snapshot = try decoded.makeSnapshot()
        for a in snapshot.allElements(contentOffset: .zero) where !(a.frame.minX.isFinite && a.frame.minY.isFinite && a.frame.width.isFinite && a.frame.height.isFinite) {
            fatalError("non-finite frame from the spec: \(a.frame)")
        }
    } catch is LayoutError {
    } catch {
        fatalError("the view spec threw something other than a LayoutError: \(error)")
    }
    return 0
}
