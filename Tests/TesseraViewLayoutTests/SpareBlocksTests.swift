#if os(Linux)
import Foundation
import Testing
import TesseraBenchmarkFixtures
@testable import TesseraViewLayout

/// The mapped blocks finished passes leave for the next (`SpareBlocks`), on lists of the
/// tests' own (the process-wide one is shared with every layout the other tests run).
@Suite struct SpareBlocksTests {
    static let page = HugePages.size

    /// A new mapping of `pages` huge pages, written to (so that its pages are in memory).
    private func mapped(pages: Int) throws -> UnsafeMutableRawPointer {
        let bytes = pages * Self.page
        let block = try #require(mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0))
        try #require(block != MAP_FAILED)
        block.initializeMemory(as: UInt8.self, repeating: 1, count: bytes)
        return block
    }

    /// Whether `block` is still mapped (`msync` refuses an unmapped range with ENOMEM).
    private func isMapped(_ block: UnsafeMutableRawPointer, pages: Int) -> Bool {
        msync(block, pages * Self.page, MS_ASYNC) == 0
    }

    @Test func aKeptBlockIsHandedToTheNextBufferOfItsSize() throws {
        let spare = SpareBlocks(limit: 8 * Self.page)
        let block = try mapped(pages: 2)
        spare.keep(block, byteCount: 2 * Self.page)
        #expect(spare.byteCount == 2 * Self.page)
        #expect(isMapped(block, pages: 2))
        let taken = try #require(spare.take(atLeast: 2 * Self.page))
        #expect(taken.0 == block && taken.byteCount == 2 * Self.page)
        #expect(spare.byteCount == 0)
        #expect(spare.take(atLeast: Self.page) == nil, "taken blocks are off the list")
        // Usable as before (its contents may be anything: the kernel may have taken the pages).
        block.initializeMemory(as: UInt8.self, repeating: 9, count: 2 * Self.page)
        #expect(block.load(fromByteOffset: 2 * Self.page - 1, as: UInt8.self) == 9)
        munmap(block, 2 * Self.page)
    }

    @Test func theSmallestBlockThatFitsIsTakenAndNoneTwiceTooLarge() throws {
        let spare = SpareBlocks(limit: 16 * Self.page)
        let four = try mapped(pages: 4), two = try mapped(pages: 2), three = try mapped(pages: 3)
        spare.keep(four, byteCount: 4 * Self.page)
        spare.keep(two, byteCount: 2 * Self.page)
        spare.keep(three, byteCount: 3 * Self.page)
        // One page asked: the 2-page block is twice as large, so it fits; 3 and 4 are not taken.
        #expect(try #require(spare.take(atLeast: Self.page)).0 == two)
        #expect(spare.take(atLeast: Self.page) == nil, "3 and 4 pages are more than twice 1")
        // 3 pages asked: the 3-page block, not the 4-page one.
        #expect(try #require(spare.take(atLeast: 3 * Self.page)).0 == three)
        #expect(spare.take(atLeast: 5 * Self.page) == nil, "no block is large enough")
        #expect(spare.byteCount == 4 * Self.page)
        munmap(two, 2 * Self.page)
        munmap(three, 3 * Self.page)
        spare.releaseAll()
        #expect(!isMapped(four, pages: 4))
    }

    @Test func theOldestBlocksAreUnmappedToStayWithinTheLimit() throws {
        let spare = SpareBlocks(limit: 5 * Self.page)
        let first = try mapped(pages: 2), second = try mapped(pages: 2), third = try mapped(pages: 2)
        spare.keep(first, byteCount: 2 * Self.page)
        spare.keep(second, byteCount: 2 * Self.page)
        #expect(spare.byteCount == 4 * Self.page)
        spare.keep(third, byteCount: 2 * Self.page)
        // 6 pages would pass the limit of 5: the oldest goes.
        #expect(spare.byteCount == 4 * Self.page)
        #expect(!isMapped(first, pages: 2))
        #expect(isMapped(second, pages: 2) && isMapped(third, pages: 2))
        // A block longer than the limit is never kept.
        let long = try mapped(pages: 6)
        spare.keep(long, byteCount: 6 * Self.page)
        #expect(!isMapped(long, pages: 6))
        #expect(spare.byteCount == 4 * Self.page)
        spare.releaseAll()
        #expect(spare.byteCount == 0)
        #expect(!isMapped(second, pages: 2) && !isMapped(third, pages: 2))
    }

    @Test func keptBlocksAreUnmappedWithTheirList() throws {
        let block = try mapped(pages: 1)
        do {
            let spare = SpareBlocks(limit: 4 * Self.page)
            spare.keep(block, byteCount: Self.page)
        }
        #expect(!isMapped(block, pages: 1))
    }

    @Test func layoutsOnBlocksAnotherPassLeftAreExact() throws {
        // 50,000 fixed views 10 × 2 in a column without spacing, in a container exactly as tall:
        // view i at x 45, y 2i. Its 4.8 MB of nodes are a mapped block, handed on when the pass
        // ends; a grid of other views lays out in between, on the same blocks.
        let count = 50_000
        let column = ViewNode.layout(VStackLayout(spacing: 0), (0..<count).map { _ in ViewNode.fixed(width: 10, height: 2) })
        let container = CGSize(width: 100, height: CGFloat(2 * count))
        func expectExact(_ result: ViewLayoutResult) {
            #expect(result.leaves.count == count)
            let wrong = result.leaves.indices.filter { result.leaves[$0].frame != CGRect(x: 45, y: CGFloat(2 * $0), width: 10, height: 2) }
            #expect(wrong.isEmpty, "\(wrong.count) frames wrong, the first at \(wrong.first ?? -1)")
        }
        expectExact(try column.layout(in: container))
        #expect(try ViewLayoutWorkloads.grid(rows: 20_000, columns: 3).layout(in: CGSize(width: 300, height: 80_000)).leaves.count == 60_000)
        expectExact(try column.layout(in: container))
        ViewLayoutStorage.releaseSpareMemory()
        expectExact(try column.layout(in: container))
        #expect(ViewLayoutStorage.spareBytes <= SpareBlocks.shared.limit)
    }

    @Test func passesOnSeveralThreadsTakeAndKeepBlocksAtOnce() async throws {
        // Four tasks, each laying out columns of 30,000 fixed views (2.9 MB of nodes: mapped
        // blocks) of its own height three times: every block a pass takes is its alone, so
        // each frame is exactly where its own column puts it (view i at x 45, y height · i).
        let count = 30_000
        let wrong = await withTaskGroup(of: Int.self) { group in
            for task in 1...4 {
                group.addTask {
                    let height = CGFloat(task)
                    let column = ViewNode.layout(VStackLayout(spacing: 0), (0..<count).map { _ in ViewNode.fixed(width: 10, height: height) })
                    var wrong = 0
                    for _ in 0..<3 {
                        guard let result = try? column.layout(in: CGSize(width: 100, height: height * CGFloat(count))) else { return count }
                        wrong += result.leaves.indices.filter { result.leaves[$0].frame != CGRect(x: 45, y: height * CGFloat($0), width: 10, height: height) }.count
                    }
                    return wrong
                }
            }
            return await group.reduce(0, +)
        }
        #expect(wrong == 0)
    }
}
#endif
