// libFuzzer target (TESSERA_FUZZ=spec, the default): the spec reader, every layout, the scroll-dependent queries and the JSON
// and SVG outputs, fed arbitrary bytes. Built by scripts/fuzz (compiled into one module with
// the Tessera, TesseraViewLayout, TesseraSpec, TesseraRender and render-job sources). It traps (a finding) on a crash, on a NaN or
// infinity in any output, and on anything but a LayoutError/RenderError for a bad spec.
import Foundation

/// The budget for fuzzing: small enough that every accepted input runs in milliseconds.
private let fuzzElementBudget = 20_000

/// The spec fuzzer's input (TESSERA_FUZZ unset or `spec`; see FuzzMain.swift).
func fuzzSpec(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    let spec: LayoutSpec
    do {
        spec = try LayoutSpec.decode(bytes, maximumElements: fuzzElementBudget)
    } catch is LayoutError {
        return 0
    } catch {
        fatalError("decode threw something other than a LayoutError: \(error)")
    }
    let snapshot: LayoutSnapshot
    do {
        snapshot = try spec.makeSnapshot()
    } catch is LayoutError {
        return 0
    } catch {
        fatalError("layout threw something other than a LayoutError: \(error)")
    }
    func check(_ v: CGFloat, _ what: String) { if !v.isFinite { fatalError("non-finite \(what)") } }
    func check(_ a: LayoutAttributes) {
        check(a.frame.minX, "x"); check(a.frame.minY, "y"); check(a.frame.width, "width"); check(a.frame.height, "height")
        check(a.alpha, "alpha"); check(a.transform.scale, "scale")
        check(a.transform.translateX, "translateX"); check(a.transform.translateY, "translateY")
    }
    check(snapshot.contentSize.width, "content width"); check(snapshot.contentSize.height, "content height")
    let start = spec.contentOffset(in: snapshot)
    check(start.x, "starting offset x"); check(start.y, "starting offset y")
    for offset in [start, .zero, CGPoint(x: snapshot.contentSize.width / 2, y: snapshot.contentSize.height / 2)] {
        snapshot.allElements(contentOffset: offset).forEach(check)
        snapshot.elements(in: snapshot.visibleBounds(at: offset), contentOffset: offset).forEach(check)
    }
    let fling = snapshot.fling(from: start, velocity: CGPoint(x: 1500, y: -2500), deceleration: Deceleration(rate: .fast), snapPolicy: .nearestItemCentered, frameCount: 4)
    for p in [fling.restingOffset, fling.targetOffset] + fling.frames { check(p.x, "fling x"); check(p.y, "fling y") }
    do {
        _ = try RenderJob(format: .json).render(spec)
        _ = try RenderJob(format: .svg, options: RenderOptions(elementLimit: 2_000)).render(spec)
    } catch is LayoutError {
    } catch is RenderError {
    } catch {
        fatalError("render threw something else: \(error)")
    }
    return 0
}
