import Foundation
import Tessera

// What a flexible leaf (`Flags.takesProposal`: its size is the proposal, 10 where unspecified)
// remembers of the proposals it was asked: the latest with its size in `Node.firstMemo`, as
// every view; the others by their keys alone in `moreKeys` (16 bytes a proposal, not a
// `SizeMemo`'s 32: the size is the proposal), one slot on the second proposal and three from
// the third (a grid cell is asked two or three proposals, a stack's child one). A leaf's
// measurements are still counted once per distinct proposal (`ViewLayoutResult.Leaf`).

extension ViewLayoutPass {
    /// A flexible leaf's size for `proposal` (memo key `key`) past its first remembered answer:
    /// a proposal it remembers moves to the first slot, a new one is counted and remembered.
    @inline(never) func flexibleLeafSize(_ node: Int, _ proposal: ProposedViewSize, _ key: SIMD2<UInt64>) -> CGSize {
        let size = proposal.replacingUnspecifiedDimensions()
        let more = Int(nodes[node].moreIndex)
        if more >= 0 {
            for slot in more..<more + moreKeyCount(node) where moreKeys[slot] == key {
                // The latest answer moves to the first slot, read inline (as other views' do).
                moreKeys[slot] = nodes[node].firstMemo.key
                nodes[node].firstMemo = SizeMemo(key: key, size: size)
                return size
            }
        }
        if !moreMemos.isEmpty, let table = moreMemos[node], let remembered = table.sizes.size(for: proposal) { return remembered }
        enter(node)
        countMeasurement(of: node)
        leave(node)
        rememberFlexible(size, for: key, proposal, of: node)
        return size
    }

    /// How many keys the flexible leaf has in `moreKeys` from its `moreIndex` (0 if none).
    @inline(__always) func moreKeyCount(_ node: Int) -> Int {
        nodes[node].moreIndex < 0 ? 0 : nodes[node].flags.contains(.threeMoreKeys) ? 3 : 1
    }

    /// Remembers a flexible leaf's `size` for `proposal` (key `key`), a proposal it was not
    /// asked before, as its latest: the first memo's proposal moves to `moreKeys` (a slot made
    /// for the second, three for the third), or, once those are full, the new one goes to the
    /// hashed memo.
    func rememberFlexible(_ size: CGSize, for key: SIMD2<UInt64>, _ proposal: ProposedViewSize, of node: Int) {
        if nodes[node].firstMemo.isEmpty {
            nodes[node].firstMemo = SizeMemo(key: key, size: size)
            return
        }
        if nodes[node].moreIndex < 0 { return rememberSecondKey(size, for: key, of: node) }
        var more = Int(nodes[node].moreIndex)
        if !nodes[node].flags.contains(.threeMoreKeys) {
            // From one slot to three: in place when the one is the last made (a grid cell
            // asked its second and third proposals in a row), else three new ones.
            if more + 1 == moreKeys.count {
                _ = moreKeys.append(repeating: ProposalSizeTable.emptyKey, count: 2)
            } else {
                let three = moreKeys.append(repeating: ProposalSizeTable.emptyKey, count: 3)
                moreKeys[three] = moreKeys[more]
                more = three
                nodes[node].moreIndex = Int32(three)
            }
            nodes[node].flags.insert(.threeMoreKeys)
        }
        for slot in more..<more + 3 where moreKeys[slot] == ProposalSizeTable.emptyKey {
            moreKeys[slot] = nodes[node].firstMemo.key
            nodes[node].firstMemo = SizeMemo(key: key, size: size)
            return
        }
        moreMemo(node).sizes.remember(size, for: proposal)
    }

    /// Remembers a flexible leaf's second proposal (key `key`, size `size`): one slot is made in
    /// `moreKeys` for the first proposal's key, and the latest takes the first memo.
    @inline(never) func rememberSecondKey(_ size: CGSize, for key: SIMD2<UInt64>, of node: Int) {
        moreKeys.append(nodes[node].firstMemo.key)
        nodes[node].moreIndex = Int32(moreKeys.count - 1)
        nodes[node].firstMemo = SizeMemo(key: key, size: size)
    }
}
