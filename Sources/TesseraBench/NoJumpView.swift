import Foundation
import Tessera
import TesseraAdapterDriver
import TesseraBenchmarkFixtures
import TesseraCollectionViewStandIn

/// The no-jump bench's collection view: the one stand-in for UICollectionView
/// (`ScriptedCollectionView`, UIKit's call order with the live offset, shared with the driver's
/// tests and the model of UIKit) plus what is the bench's own: every item's identity (`ids`), so
/// that what the screen shows can be followed item by item across any change (`NoJumpScreen`),
/// and the cells' true sizes.
///
/// Each item has a true size of its own (`NoJumpTruth`), which its cell reports whenever it is
/// displayed at another size: the view never asks the driver whether a cell "has measured".
final class NoJumpView {
    /// The shared stand-in for UICollectionView.
    let standIn: ScriptedCollectionView
    /// Every item's identity, parallel to `sections`.
    var ids: [[Int]]
    let truth: NoJumpTruth
    /// Makes a section of `n` items as the family's data source does.
    let makeSection: (Int) -> SectionData
    private var nextID = 0
    /// Layout passes that never settled (a measurement loop): `nonconverging_loops`.
    var nonConvergingLoops = 0
    /// When the session's frame script stops though frames remain (a cost run whose frames are
    /// slow enough to take minutes: what it measured by then is the figure, `outOfTime` says so).
    var deadline: ContinuousClock.Instant?
    /// Whether frames were left out for `deadline`.
    var outOfTime = false
    /// Measurements the driver accepted, all told.
    private(set) var measurements = 0
    /// The cells that flip their size each time they are asked (`NoJumpTruth.isOscillating`)
    /// and were asked while their frame met the viewport, since the session last emptied it:
    /// where they were (index path and x). Shown for a moment between two passes of a step,
    /// they changed inside the viewport even when neither end of the step shows them.
    var oscillatingAskedOnScreen: [Int: (indexPath: IndexPath, minX: CGFloat)] = [:]

    init(_ layout: any CollectionLayout, sectionSizes: [Int], truth: NoJumpTruth, chat: Bool = false, makeSection: @escaping (Int) -> SectionData) {
        standIn = ScriptedCollectionView(layout, size: CGSize(width: 390, height: 844), sections: sectionSizes.map(makeSection))
        standIn.displayScale = 3
        standIn.driver.diagnosticHandler = { _ in }
        standIn.driver.anchorsAtEnd = chat
        // The UIKit shell where it has a display-synced link (iOS 18): frames at rest
        // (`NoJumpSession.framesAtRest()`).
        standIn.driver.settlesColumnsAtRest = true
        self.truth = truth
        self.makeSection = makeSection
        ids = []
        ids = sectionSizes.map { newIDs($0) }
    }

    func newIDs(_ n: Int) -> [Int] {
        defer { nextID += n }
        return Array(nextID..<nextID + n)
    }

    var driver: CollectionLayoutDriver { standIn.driver }
    var bounds: CGRect { standIn.bounds }
    var sections: [SectionData] { standIn.sections }
    var environment: LayoutEnvironment { standIn.environment }
    var axisLength: CGFloat { bounds.height }

    func invalidate(_ context: LayoutInvalidation) {
        standIn.invalidateLayout(with: context)
    }

    /// One layout pass; the cells shown (in the displayed coordinates UIKit uses).
    @discardableResult
    func pass() -> [LayoutAttributes] {
        let bounds = standIn.bounds
        return standIn.layoutPass().filter { $0.representedElementCategory == .cell && $0.frame.intersects(bounds) }
    }

    /// The user (or UIKit for a scroll to an item) moves the offset.
    func scroll(to offset: CGPoint) {
        standIn.setContentOffset(offset)
    }

    /// Whether `NOJUMP_TRACE=3` asks for every measurement that moved the offset (read once:
    /// the environment's copy would otherwise count in every frame's instructions).
    static let tracesMeasurements = ProcessInfo.processInfo.environment["NOJUMP_TRACE"] == "3"

    /// The cell at `original` reports its item's true size: invalidation and adjustment as UIKit
    /// applies them (the adjustment added to the offset at once).
    func measure(_ original: LayoutAttributes) {
        let p = original.indexPath
        guard p.sectionIndex < ids.count, p.itemIndex < ids[p.sectionIndex].count else { return }
        let size = truth.size(of: ids[p.sectionIndex][p.itemIndex], displayedAt: original.frame.size, containerWidth: environment.containerSize.width)
        let offset = bounds.origin.y
        if truth.hasOscillatingCells, truth.isOscillating(ids[p.sectionIndex][p.itemIndex]), original.frame.intersects(bounds) {
            oscillatingAskedOnScreen[ids[p.sectionIndex][p.itemIndex]] = (p, original.frame.minX)
        }
        guard let c = standIn.measure(original, size: size) else { return }
        measurements += 1
        if c.contentOffsetAdjustment.y != 0, Self.tracesMeasurements {
            print("TRACE   measured \(p) \(original.frame) -> \(size): offset \(offset) + \(c.contentOffsetAdjustment.y)")
        }
    }

    /// Layout passes until every cell shown has been asked at its current size: each cell
    /// displayed at a size other than its own reports it (in a random order), as UIKit asks every
    /// cell it displays. A cell is asked again only when its frame's size changed (or the app
    /// changed it: `reconfigure`). A loop still measuring after 40 passes counts as one
    /// `nonconverging_loops`.
    func settle(_ rng: inout SplitMix) {
        var asked: Set<NoJumpTruth.Asked> = []
        for _ in 0..<40 {
            let fresh = pass().filter { a in
                let id = ids[a.indexPath.sectionIndex][a.indexPath.itemIndex]
                return !asked.contains(.init(id: id, size: a.frame.size, version: truth.version(of: id)))
            }
            if fresh.isEmpty { return }
            for a in fresh.shuffled(using: &rng) {
                let id = ids[a.indexPath.sectionIndex][a.indexPath.itemIndex]
                asked.insert(.init(id: id, size: a.frame.size, version: truth.version(of: id)))
                measure(a)
            }
        }
        nonConvergingLoops += 1
    }

    /// `performBatchUpdates` (animated) with the new data and identities; the pass that follows
    /// is the session's.
    func batchUpdate(_ updates: [CollectionUpdate], newSections: [SectionData], newIDs: [[Int]]) {
        standIn.sections = newSections
        ids = newIDs
        standIn.performBatchUpdates(updates, countsContext: .dataSourceCounts, animated: true)
    }

    /// A size change (rotation, split view): the bounds take the new size and a layout pass asks
    /// the layout where the offset goes, as UIKit does.
    func resize(to size: CGSize) {
        standIn.resize(to: size)
    }

    /// The id of the item at `p`.
    func id(_ p: IndexPath) -> Int { ids[p.sectionIndex][p.itemIndex] }

    /// The index path of the item `id` now (a linear search: for the rare item not shown).
    func indexPath(of id: Int) -> IndexPath? {
        for (s, section) in ids.enumerated() {
            if let i = section.firstIndex(of: id) { return .item(i, section: s) }
        }
        return nil
    }
}

/// Every item's true size in a `nojump` session: its family's estimate times a factor of 0.2–5
/// (log-uniform, drawn from the seed and the item's identity), a text-like height that grows as
/// the width shrinks, and what the script changes (a reload's new content, a growing cell).
final class NoJumpTruth {
    let seed: UInt64
    /// The estimate the data gives (what the layout places before a cell measures).
    let estimate: CGSize
    /// Whether cells report a width of their own (a flow of self-sizing widths).
    let selfSizingWidths: Bool
    /// Whether cells report their photo's aspect ratio (justified rows): a size as high as the
    /// cell is shown, as wide as the ratio makes it.
    let aspectRatios: Bool
    /// How far off the estimates are: a factor from 1 / spread to spread.
    let spread: Double
    private var versions: [Int: Int] = [:]
    private var growth: [Int: CGFloat] = [:]
    private var oscillating: Set<Int> = []
    private var flips: [Int: Int] = [:]

    struct Asked: Hashable {
        let id: Int
        let size: CGSize
        let version: Int
    }

    init(seed: UInt64, estimate: CGSize, selfSizingWidths: Bool = false, aspectRatios: Bool = false, spread: Double = 5) {
        self.seed = seed
        self.estimate = estimate
        self.selfSizingWidths = selfSizingWidths
        self.aspectRatios = aspectRatios
        self.spread = spread
    }

    /// A factor from 1 / spread to spread, fixed per (id, version, salt).
    func factor(_ id: Int, salt: UInt64) -> CGFloat {
        var h = (seed &* 0x2545_F491_4F6C_DD1D) ^ (UInt64(truncatingIfNeeded: id) &* 0x9E37_79B9_7F4A_7C15) ^ (UInt64(versions[id] ?? 0) << 40) ^ salt
        h ^= h >> 31
        h = h &* 0xBF58_476D_1CE4_E5B9
        h ^= h >> 29
        let u = Double(h % 1_000_003) / 1_000_002
        return CGFloat(exp(log(spread) * (2 * u - 1)))
    }

    func version(of id: Int) -> Int { (versions[id] ?? 0) &* 100_000 &+ Int(growth[id] ?? 0) }

    /// The item's content changed (a reload): a new true size.
    func reload(_ id: Int) { versions[id, default: 0] += 1 }
    /// The item grows by `points` (a streamed reply).
    func grow(_ id: Int, by points: CGFloat) { growth[id, default: 0] += points }
    /// The item's size flips by a point each time it is asked (a cell whose content depends on
    /// its own frame).
    func oscillate(_ id: Int) { oscillating.insert(id) }
    /// Whether the cell of `id` flips its size each time it is asked (`oscillate(_:)`).
    func isOscillating(_ id: Int) -> Bool { oscillating.contains(id) }
    /// Whether any cell flips (read before `isOscillating` where a frame's cost is counted).
    var hasOscillatingCells: Bool { !oscillating.isEmpty }

    /// What the cell of `id` reports when displayed at `displayed` in a container `width` wide.
    func size(of id: Int, displayedAt displayed: CGSize, containerWidth: CGFloat) -> CGSize {
        let third = { (v: CGFloat) in (v * 3).rounded() / 3 }
        if aspectRatios {
            // A photo: 0.2–5 times the guessed ratio (kept within 1:4 … 4:1), whatever the cell's height.
            let ratio = min(4, max(0.25, estimate.width / estimate.height * factor(id, salt: 3)))
            return CGSize(width: third(max(1, displayed.height) * ratio), height: max(1, displayed.height))
        }
        // Text: the taller the narrower the container (390 pt is the estimate's width).
        var height = third(max(8, estimate.height * factor(id, salt: 1) * (390 / containerWidth).squareRoot())) + (growth[id] ?? 0)
        if oscillating.contains(id) {
            flips[id, default: 0] += 1
            height += CGFloat((flips[id] ?? 0) % 2)
        }
        let width = selfSizingWidths ? third(min(containerWidth - 20, max(24, estimate.width * factor(id, salt: 2)))) : displayed.width
        return CGSize(width: width, height: height)
    }
}
