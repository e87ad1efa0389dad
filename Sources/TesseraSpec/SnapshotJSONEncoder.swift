import Foundation
import Tessera

/// Writes a snapshot as the output of `tessera render --format json` (docs/spec.md, "Output of
/// --format json"): the content size and every element once, displayed as at a content offset
/// (pinned headers where they stick, visible-item effects applied), in the order of
/// `allElements(contentOffset:)`; then the reading order, as positions in `elements`.
///
/// ```json
/// {"contentSize": {"width": 320, "height": 30}, "elements": [
///   {"category": "cell", "indexPath": [0, 0], "frame": [0, 0, 96, 10], "zIndex": 0}, …],
///  "readingOrder": [0, …]}
/// ```
///
/// `alpha`, `transform` and `isHidden` appear only when they differ from 1, the identity and
/// false. The text streams to a sink in chunks, so ten million elements never become one
/// string. A non-finite number is never written: encoding throws a `LayoutError` naming the
/// element (`elements[12].frame`) instead. Whatever was already handed to the sink is then
/// incomplete, so callers that must not leave partial output write to a temporary file.
public struct SnapshotJSONEncoder: Sendable {
    /// Bytes buffered before each hand-off to the sink.
    public var chunkSize: Int

    /// An encoder that hands the sink chunks of about `chunkSize` bytes (1 MB by default).
    public init(chunkSize: Int = 1 << 20) {
        self.chunkSize = chunkSize
    }

    /// The whole JSON text of `snapshot` at `contentOffset`.
    public func encode(_ snapshot: LayoutSnapshot, contentOffset: CGPoint = .zero) throws -> Data {
        var data = Data()
        try encode(snapshot, contentOffset: contentOffset) { data.append($0) }
        return data
    }

    /// Streams the JSON text of `snapshot` at `contentOffset` to `sink`, chunk by chunk.
    public func encode(_ snapshot: LayoutSnapshot, contentOffset: CGPoint = .zero, to sink: @escaping (Data) throws -> Void) throws {
        var out = JSONTextWriter(chunkSize: chunkSize, sink: sink)
        out.write("{\n  \"contentSize\": {\"width\": ")
        try out.writeNumber(Double(snapshot.contentSize.width), path: ["contentSize", "width"])
        out.write(", \"height\": ")
        try out.writeNumber(Double(snapshot.contentSize.height), path: ["contentSize", "height"])
        out.write("},\n  \"elements\": [")
        var index = 0
        var failure: (any Error)?
        var read = ReadingOrderBuilder(snapshot)
        read.reserveCapacity(snapshot.numberOfCells + snapshot.numberOfSupplementaryAndDecorationElements)
        snapshot.forEachDisplayedElement(contentOffset: contentOffset) { element in
            guard failure == nil else { return }
            do {
                out.write(index == 0 ? "\n    " : ",\n    ")
                try Self.write(element, index: index, to: &out)
                try out.flushIfNeeded()
                read.add(element, position: index)
                index += 1
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
        out.write(index == 0 ? "]" : "\n  ]")
        try Self.writeReadingOrder(read, to: &out)
        try out.flush()
    }

    /// The end of the output: `"readingOrder"`, the positions in `elements` of the elements a
    /// person reads (cells and supplementary views shown; not decorations, not hidden ones) in
    /// the order they are read (`LayoutSnapshot.readingOrder(_:)`), then the closing brace.
    /// Written as the order is read out, never held as a list.
    static func writeReadingOrder(_ order: consuming ReadingOrderBuilder, to out: inout JSONTextWriter) throws {
        out.write(",\n  \"readingOrder\": [")
        var first = true
        try order.forEachPosition { position in
            if !first { out.write(", ") }
            first = false
            out.writeInteger(position)
            try out.flushIfNeeded()
        }
        out.write("]\n}\n")
    }

    static func write(_ a: LayoutAttributes, index: Int, to out: inout JSONTextWriter) throws {
        out.write("{\"category\": ")
        out.writeString(a.representedElementCategory.rawValue)
        if let kind = a.representedElementKind {
            out.write(", \"kind\": ")
            out.writeString(kind)
        }
        out.write(", \"indexPath\": [")
        for (i, part) in a.indexPath.enumerated() {
            if i > 0 { out.write(", ") }
            out.writeInteger(part)
        }
        out.write("], \"frame\": [")
        let f = a.frame
        try out.writeNumber(Double(f.origin.x), path: ["elements", .index(index), "frame"])
        out.write(", ")
        try out.writeNumber(Double(f.origin.y), path: ["elements", .index(index), "frame"])
        out.write(", ")
        try out.writeNumber(Double(f.size.width), path: ["elements", .index(index), "frame"])
        out.write(", ")
        try out.writeNumber(Double(f.size.height), path: ["elements", .index(index), "frame"])
        out.write("], \"zIndex\": ")
        out.writeInteger(a.zIndex)
        if a.alpha != 1 {
            out.write(", \"alpha\": ")
            try out.writeNumber(Double(a.alpha), path: ["elements", .index(index), "alpha"])
        }
        if !a.transform.isIdentity {
            let t = a.transform
            // Spelled out only for an error (the writer's path is an autoclosure).
            func path(_ key: String) -> LayoutPath { ["elements", .index(index), "transform", .key(key)] }
            out.write(", \"transform\": {\"scale\": ")
            try out.writeNumber(Double(t.scale), path: path("scale"))
            out.write(", \"translateX\": ")
            try out.writeNumber(Double(t.translateX), path: path("translateX"))
            out.write(", \"translateY\": ")
            try out.writeNumber(Double(t.translateY), path: path("translateY"))
            out.write(", \"rotation\": ")
            try out.writeNumber(Double(t.rotation), path: path("rotation"))
            out.write("}")
        }
        if a.isHidden { out.write(", \"isHidden\": true") }
        out.write("}")
    }
}

extension LayoutSnapshot {
    /// Visits every element as `allElements(contentOffset:)` returns them, in the same order.
    /// Without a visible-items effect it streams straight from the spatial index, never holding
    /// all the attributes at once; an effect sees all elements together, so then they are
    /// collected first.
    func forEachDisplayedElement(contentOffset: CGPoint, _ body: (LayoutAttributes) -> Void) {
        if visibleItemsEffect != nil {
            for element in allElements(contentOffset: contentOffset) { body(element) }
        } else {
            let visible = visibleBounds(at: contentOffset)
            forEachElement(overlapping: nil, displayed: { displayed($0, visible: visible) }, body)
        }
    }
}
