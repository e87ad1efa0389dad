import Foundation

// UNSAFE CODE: the floor's preallocated output (docs/architecture.md, "Unsafe code").
// What is owned: a `FloorBuffer` owns `capacity` rects, allocated when made and freed in its
// `deinit`; nobody else holds its pointer. Bounds: `write` checks the index in every build
// (one compare: the floor stays a floor).

/// Rects written by index, with no array's uniqueness checks: the floor's output.
@safe final class FloorBuffer {
    private let base: UnsafeMutablePointer<CGRect>
    let capacity: Int

    init(capacity: Int) {
        unsafe base = .allocate(capacity: max(1, capacity))
        unsafe base.initialize(repeating: .zero, count: max(1, capacity))
        self.capacity = capacity
    }

    deinit { unsafe base.deallocate() }

    @inline(__always) func write(_ i: Int, _ rect: CGRect) {
        guard i >= 0 && i < capacity else { fatalError("FloorBuffer index out of range") }
        unsafe base[i] = rect
    }
}

/// The floor for any waterfall: pick the shortest column and write one rect per item into a
/// preallocated buffer. No attributes, no index, no pixel alignment.
enum Floor {
    static func waterfall(aspectRatios: [CGFloat], columns: Int, width: CGFloat, spacing: CGFloat, into buffer: FloorBuffer) -> CGFloat {
        let columnWidth = (width - CGFloat(columns - 1) * spacing) / CGFloat(columns)
        var heights = [CGFloat](repeating: 0, count: columns)
        for (i, ratio) in aspectRatios.enumerated() {
            var shortest = 0
            for c in 1..<columns where heights[c] < heights[shortest] { shortest = c }
            let height = columnWidth / ratio
            buffer.write(i, CGRect(x: CGFloat(shortest) * (columnWidth + spacing), y: heights[shortest], width: columnWidth, height: height))
            heights[shortest] += height + spacing
        }
        return heights.max()! - spacing
    }
}
