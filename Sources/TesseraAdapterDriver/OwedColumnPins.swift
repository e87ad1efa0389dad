import Foundation
import Tessera

/// Columns pinned on credit: what `CollectionLayoutDriver.pinColumns(inSection:of:before:)`
/// would record, noted in O(1) and written only when something could lay those items out
/// again (`CollectionLayoutDriver.payOwedPins`), as a staggered grid looks its spans up lazily.
///
/// Each call owes, in one section, the items before `through` laid out in its snapshot that
/// start before `end` and have no column yet. An item's frame changes only when it is laid out
/// again, and anything that lays it out again pays what it owes first: so an item still owed is
/// where it was in every call that owes it, and pinning it at payment gives the column the call
/// would have recorded. After a jump deep into a long section the items above it are owed,
/// not recorded one by one (issue 48: a frame's cost does not grow with the feed).
struct OwedColumnPins {
    /// One call's debt: the items of its section before `through` that start before `end`
    /// in `snapshot` (where they are until paid).
    struct Call {
        /// The snapshot, boxed: a call is copied as it is kept and taken, a snapshot's many
        /// references each time otherwise.
        let box: SnapshotBox
        var through: Int
        let end: CGFloat
        var snapshot: LayoutSnapshot { box.snapshot }
    }

    /// A snapshot held by reference.
    final class SnapshotBox {
        let snapshot: LayoutSnapshot
        init(_ snapshot: LayoutSnapshot) { self.snapshot = snapshot }
    }

    /// The calls not yet paid, by section.
    private(set) var calls: [Int: [Call]] = [:]
    /// By section, runs of items that all have a column (recorded, pinned or the data's),
    /// increasing and apart: a payment need not read them again. Items keep their columns until
    /// `columns` changes otherwise, which forgets these too.
    private(set) var columnedRuns: [Int: [Range<Int>]] = [:]
    /// The most runs kept per section (the ones nearest the last noted).
    static let keptRuns = 8

    /// Whether nothing is owed.
    var isEmpty: Bool { calls.isEmpty }

    /// Notes that items `run` of `section` all have a column, joined to the runs it touches.
    mutating func noteColumned(_ run: Range<Int>, inSection section: Int) {
        guard !run.isEmpty else { return }
        var merged = run
        var runs: [Range<Int>] = []
        for known in columnedRuns[section] ?? [] {
            if known.lowerBound <= merged.upperBound, merged.lowerBound <= known.upperBound {
                merged = min(known.lowerBound, merged.lowerBound)..<max(known.upperBound, merged.upperBound)
            } else {
                runs.append(known)
            }
        }
        runs.append(merged)
        runs.sort { $0.lowerBound < $1.lowerBound }
        if runs.count > Self.keptRuns {
            // Keeps the runs nearest the one just noted.
            runs.sort { abs($0.lowerBound - merged.lowerBound) < abs($1.lowerBound - merged.lowerBound) }
            runs = Array(runs.prefix(Self.keptRuns)).sorted { $0.lowerBound < $1.lowerBound }
        }
        columnedRuns[section] = runs
    }

    /// The parts of `range` outside every run of `section` known to have columns, increasing.
    func unknown(_ range: Range<Int>, inSection section: Int) -> [Range<Int>] {
        var parts: [Range<Int>] = []
        var start = range.lowerBound
        for known in columnedRuns[section] ?? [] where known.upperBound > start {
            guard known.lowerBound < range.upperBound else { break }
            if known.lowerBound > start { parts.append(start..<known.lowerBound) }
            start = max(start, known.upperBound)
        }
        if start < range.upperBound { parts.append(start..<range.upperBound) }
        return parts
    }

    /// Owes the items of `section` before `through` starting before `end` in `snapshot`. A call
    /// owing no fewer items, down to no higher an end, holds another (their frames are the same).
    mutating func owe(section: Int, through: Int, before end: CGFloat, in snapshot: LayoutSnapshot) {
        guard through > 0 else { return }
        var owed = calls[section] ?? []
        guard !owed.contains(where: { $0.through >= through && $0.end >= end }) else { return }
        owed.removeAll { $0.through <= through && $0.end <= end }
        owed.append(Call(box: SnapshotBox(snapshot), through: through, end: end))
        calls[section] = owed
    }

    /// The calls of `section` owing items from `item` on, to be paid for those items now; the
    /// items before `item` stay owed.
    mutating func take(section: Int, from item: Int) -> [Call] {
        guard var owed = calls[section], owed.contains(where: { $0.through > item }) else { return [] }
        calls[section] = nil  // `owed` alone
        let taken = owed.filter { $0.through > item }
        for k in owed.indices { owed[k].through = min(owed[k].through, item) }
        // Clipped, a call may hold another: the later kept of two alike.
        var k = 0
        while k < owed.count {
            let call = owed[k]
            if call.through == 0
                || owed.indices.contains(where: { $0 != k && owed[$0].through >= call.through && owed[$0].end >= call.end && ($0 > k || owed[$0].through > call.through || owed[$0].end > call.end) })
            {
                owed.remove(at: k)
            } else {
                k += 1
            }
        }
        calls[section] = owed.isEmpty ? nil : owed
        return taken
    }

    /// The sections owing anything.
    var sections: Dictionary<Int, [Call]>.Keys { calls.keys }

    /// Whether `section` owes any item from `item` on.
    func owes(section: Int, from item: Int) -> Bool {
        calls[section]?.contains { $0.through > item } == true
    }
}
