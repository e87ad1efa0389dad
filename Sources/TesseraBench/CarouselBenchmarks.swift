import Foundation
import Tessera

/// The visible attributes of a 1M-item carousel with its scaling effect, per frame, beside the
/// seed's approach (scan every cached attribute, then apply the effect to the visible ones).
enum CarouselBenchmarks {
    static func run(scale: Int, recorder: BenchRecorder) {
        let n = 1_000_000 / scale
        let environment = LayoutEnvironment(containerSize: CGSize(width: 390, height: 300), displayScale: 3)
        let carousel = CarouselLayout(itemWidth: .absolute(200), itemHeight: .absolute(200), spacing: .fixed(0), sideItemScale: 0.6)
        let snapshot = try! carousel.makeSnapshot(sections: [SectionData(itemCount: n)], environment: environment)
        let cache = (0..<n).map { BaselineAttributes(indexPath: IndexPath(indexes: [0, $0]), frame: snapshot.layoutAttributesForItem(at: .item($0, section: 0))!.frame) }
        for depth in [0.0, 0.5, 0.99] {
            let offset = CGPoint(x: (snapshot.contentSize.width - 390) * depth, y: 0)
            let visible = CGRect(origin: offset, size: environment.containerSize)
            let tessera = medianNanoseconds(runs: 501) { blackHole(snapshot.elements(in: visible, contentOffset: offset)) }
            let baseline = medianNanoseconds(runs: 5) {
                let centre = visible.midX
                for a in Baseline.linearScan(cache, in: visible) {
                    let ratio = max(0, 200 - abs(a.frame.midX - centre)) / 200
                    a.alpha = ratio * 0.4 + 0.6
                    a.zIndex = Int((ratio * 0.4 + 0.6) * 10)
                }
            }
            recorder.record(
                BenchRow(
                    workload: "carousel visible + effect @\(Int(depth * 100))%", items: n, tessera: tessera, baseline: baseline, floor: nil,
                    note: "\(snapshot.elements(in: visible, contentOffset: offset).count) elements, target < 20 µs"))
        }
    }
}
