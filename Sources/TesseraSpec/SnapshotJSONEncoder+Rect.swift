import Foundation
import Tessera

extension SnapshotJSONEncoder {
    /// The JSON text of `tessera render --format json` restricted to the elements whose
    /// displayed frames overlap `rect` at `state` (`LayoutSnapshot.elements(in:at:)`: pinned
    /// elements where they stick, orthogonal sections at their own offsets, effects applied).
    /// The content size is the whole snapshot's; the reading order is that of these elements.
    /// O(log n + k log k): a million-item layout answers a viewport's worth of elements without
    /// visiting the rest.
    public func encode(_ snapshot: LayoutSnapshot, in rect: CGRect, at state: ScrollState) throws -> Data {
        var data = Data()
        var out = JSONTextWriter(chunkSize: chunkSize) { data.append($0) }
        out.write("{\n  \"contentSize\": {\"width\": ")
        try out.writeNumber(Double(snapshot.contentSize.width), path: ["contentSize", "width"])
        out.write(", \"height\": ")
        try out.writeNumber(Double(snapshot.contentSize.height), path: ["contentSize", "height"])
        out.write("},\n  \"elements\": [")
        let elements = snapshot.elements(in: rect, at: state)
        for (index, element) in elements.enumerated() {
            out.write(index == 0 ? "\n    " : ",\n    ")
            try Self.write(element, index: index, to: &out)
        }
        out.write(elements.isEmpty ? "]" : "\n  ]")
        var read = ReadingOrderBuilder(snapshot)
        for (position, element) in elements.enumerated() { read.add(element, position: position) }
        try Self.writeReadingOrder(read, to: &out)
        try out.flush()
        return data
    }
}
