import Foundation
import Testing
@testable import TesseraViewLayout

// UNSAFE CODE (docs/architecture.md, "Unsafe code"): the tests of UnsafeHugePages.swift map,
// write and unmap memory by hand; each mapping is this test's alone, unmapped when it ends.

/// The pass asks Linux to back its large buffers with huge pages (`HugePages`): only the whole
/// huge pages inside a block are advised, the block's contents are untouched, and small blocks
/// are left alone.
@Suite struct HugePagesTests {
    #if os(Linux)
    /// The flags of the mapping that holds `address`, from `/proc/self/smaps` (nil if none).
    private func mappingFlags(at address: UInt) -> [String]? {
        // Read to the end: a /proc file says it is empty, so a read sized by it gets nothing.
        guard let data = FileHandle(forReadingAtPath: "/proc/self/smaps")?.readDataToEndOfFile(), let smaps = String(data: data, encoding: .utf8) else { return nil }
        var inside = false
        for line in smaps.split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            if let range = fields.first, range.contains("-"), !range.hasSuffix(":") {
                let bounds = range.split(separator: "-").compactMap { UInt($0, radix: 16) }
                inside = bounds.count == 2 && bounds[0] <= address && address < bounds[1]
            } else if inside, fields.first == "VmFlags:" {
                return fields.dropFirst().map(String.init)
            }
        }
        return nil
    }

    /// A new anonymous mapping of `length` bytes and more, and its first address aligned to
    /// `alignment` with `length` bytes after it: memory no other allocation has advised before
    /// (the heap keeps its mappings' flags after a block is freed).
    private func freshMapping(_ length: Int, alignedTo alignment: Int) throws -> (mapping: UnsafeMutableRawPointer, length: Int, aligned: UnsafeMutableRawPointer) {
        let total = length + alignment
        struct MappingRefused: Error {}
        guard let mapping = unsafe mmap(nil, total, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0), unsafe mapping != MAP_FAILED else { throw MappingRefused() }
        let aligned = (Int(bitPattern: mapping) + alignment - 1) / alignment * alignment
        guard let start = unsafe UnsafeMutableRawPointer(bitPattern: aligned) else { throw MappingRefused() }
        return unsafe (mapping, total, start)
    }

    /// Whether this kernel has transparent huge pages at all (else advice is refused).
    static let kernelHasHugePages = FileManager.default.fileExists(atPath: "/sys/kernel/mm/transparent_hugepage/enabled")

    @Test(.enabled(if: kernelHasHugePages)) func onlyTheWholeHugePagesInsideABlockAreAdvised() throws {
        let page = UInt(HugePages.size)
        // Three huge pages more than the threshold (9 with 12 MiB and 2 MiB pages), starting
        // 4 KiB past a huge page boundary: the whole pages inside are the 2nd to the last but one
        // (the first and last are partly outside the block).
        let pages = HugePages.threshold / Int(page) + 3
        let bytes = pages * Int(page)
        let mapped = try unsafe freshMapping(bytes + 2 * Int(page), alignedTo: Int(page))
        defer { unsafe munmap(mapped.mapping, mapped.length) }
        let region = unsafe mapped.aligned
        let start = unsafe region + 4096
        let blockBytes = bytes - 8192
        for i in stride(from: 0, to: blockBytes, by: 4096) { unsafe start.storeBytes(of: UInt8(truncatingIfNeeded: i / 4096), toByteOffset: i, as: UInt8.self) }
        unsafe HugePages.advise(start, byteCount: blockBytes)
        let base = UInt(bitPattern: region)
        let advised = try #require(mappingFlags(at: base + page))
        #expect(advised.contains("hg"), "the first whole huge page is advised")
        #expect(try #require(mappingFlags(at: base + UInt(pages - 2) * page)).contains("hg"), "so is the last whole one")
        #expect(!(try #require(mappingFlags(at: base + 4096)).contains("hg")), "the block's partial first page is not")
        #expect(!(try #require(mappingFlags(at: base + UInt(pages - 1) * page + 4096)).contains("hg")), "nor its partial last one")
        for i in stride(from: 0, to: blockBytes, by: 4096) {
            #expect(unsafe start.load(fromByteOffset: i, as: UInt8.self) == UInt8(truncatingIfNeeded: i / 4096))
        }
    }

    @Test(.enabled(if: kernelHasHugePages)) func aMidSizedBlockIsWholeHugePages() throws {
        // Half a huge page past the threshold asked (13 MiB with 2 MiB pages): whole huge pages
        // given (seven), starting on one, all of it advised, mapped from the kernel.
        let page = HugePages.size
        let asked = HugePages.threshold + page / 2, wholePages = (asked + page - 1) / page * page
        let (block, bytes, kind) = unsafe HugePages.allocate(byteCount: asked, alignment: 8)
        defer { unsafe HugePages.deallocate(block, kind) }
        guard case .mapped(let mappedBytes) = kind else {
            Issue.record("a block of \(asked) bytes is mapped, got \(kind)")
            return
        }
        #expect(mappedBytes == bytes)
        #expect(bytes == wholePages)
        #expect(Int(bitPattern: block) % page == 0)
        #expect(try #require(mappingFlags(at: UInt(bitPattern: block))).contains("hg"))
        #expect(try #require(mappingFlags(at: UInt(bitPattern: block) + UInt(bytes) - 1)).contains("hg"))
        // Written and read back whole.
        unsafe block.initializeMemory(as: UInt8.self, repeating: 7, count: bytes)
        #expect(unsafe block.load(fromByteOffset: bytes - 1, as: UInt8.self) == 7)
    }

    @Test func smallBlocksAreOrdinaryAndLargeOnesMapped() {
        let (small, smallBytes, smallKind) = unsafe HugePages.allocate(byteCount: HugePages.threshold - 1, alignment: 8)
        defer { unsafe HugePages.deallocate(small, smallKind) }
        #expect(smallBytes == HugePages.threshold - 1)
        if case .mapped = smallKind { Issue.record("a block under the threshold comes from the allocator") }
        // 128 MiB and a byte: whole huge pages, unmapped when freed.
        let asked = (128 << 20) + 1
        let (large, largeBytes, largeKind) = unsafe HugePages.allocate(byteCount: asked, alignment: 8)
        defer { unsafe HugePages.deallocate(large, largeKind) }
        #expect(largeBytes > asked && largeBytes % HugePages.size == 0)
        guard case .mapped = largeKind else {
            Issue.record("a block of \(largeBytes) bytes is mapped, got \(largeKind)")
            return
        }
        #expect(Int(bitPattern: large) % HugePages.size == 0)
    }

    @Test func aPassBufferOfManyNodesHoldsThemAll() {
        // Over the threshold (16 MB): the buffer's room is whole huge pages, at least what was
        // asked.
        let n = 2_000_000
        #expect(n * MemoryLayout<Int>.stride > HugePages.threshold)
        var buffer = PassBuffer<Int>(capacity: n)
        defer { buffer.free() }
        for i in 0..<n { buffer.append(i) }
        #expect(buffer.count == n && buffer[0] == 0 && buffer[n - 1] == n - 1)
        #expect(buffer.allocatedBytes >= n * MemoryLayout<Int>.stride)
    }

    @Test(.enabled(if: kernelHasHugePages)) func smallBlocksAreLeftAlone() throws {
        let page = Int(HugePages.size)
        let mapped = try unsafe freshMapping(HugePages.threshold + page, alignedTo: page)
        defer { unsafe munmap(mapped.mapping, mapped.length) }
        let region = unsafe mapped.aligned
        // Whole huge pages, but under the threshold: not worth a system call.
        unsafe HugePages.advise(region, byteCount: HugePages.threshold - 1)
        #expect(!(try #require(mappingFlags(at: UInt(bitPattern: region)))).contains("hg"))
    }
    #endif

    #if os(Linux)
    @Test func theHugePageSizeIsTheKernels() {
        // x86-64 and 4 KiB-page arm64 kernels use 2 MiB; whatever it is, a power of two.
        #expect(HugePages.size >= 1 << 20 && HugePages.size & (HugePages.size - 1) == 0)
    }
    #endif

    @Test func anAdvisedArrayIsAnEmptyArrayWithRoom() {
        var leaves = HugePages.array(of: Int.self, capacity: 1_000_000)
        #expect(leaves.isEmpty)
        #expect(leaves.capacity >= 1_000_000)
        for i in 0..<1_000_000 { leaves.append(i) }
        #expect(leaves.count == 1_000_000 && leaves[999_999] == 999_999)
        #expect(HugePages.array(of: Int.self, capacity: 0).isEmpty)
    }
}
