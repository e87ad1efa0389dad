import Foundation
import Tessera
import TesseraSpec

/// A trivial layout for tests of the spec envelope and the renderers, independent of the real
/// layout families: each section is a header 20 pt tall, then its items stacked full width
/// (height from the item's data, else 10 pt), with a background decoration behind the section.
public struct StackTestLayout: CollectionLayout {
    /// Whether headers pin to the top while their section is on screen.
    public var pinHeaders = false

    /// A stack layout.
    public init(pinHeaders: Bool = false) { self.pinHeaders = pinHeaders }

    public func makeSnapshot(sections: [SectionData], environment: LayoutEnvironment) throws -> LayoutSnapshot {
        let width = environment.containerSize.width
        var builder = LayoutSnapshotBuilder(environment: environment)
        var y: CGFloat = 0
        for (s, section) in sections.enumerated() {
            builder.startSection()
            let start = y
            let header = CGRect(x: 0, y: y, width: width, height: 20)
            y += 20
            for i in 0..<section.count {
                let h = section[i].height(forWidth: width) ?? 10
                builder.addCell(frame: CGRect(x: 0, y: y, width: width, height: h))
                y += h
            }
            let pin = pinHeaders ? PinningBehavior(edge: .leading, range: start...y, pinnedZIndex: 10) : nil
            builder.addSupplementary(kind: ElementKind.header, at: .item(0, section: s), frame: header, pinning: pin)
            builder.addDecoration(kind: ElementKind.background, at: .item(0, section: s), frame: CGRect(x: 0, y: start, width: width, height: y - start), zIndex: -1)
        }
        return builder.build(contentSize: CGSize(width: width, height: y))
    }

    /// A spec of this layout, `width` × `height`, with one section per count.
    public static func spec(width: CGFloat = 320, height: CGFloat = 100, itemCounts: [Int]) -> LayoutSpec {
        LayoutSpec(
            environment: LayoutEnvironment(width: width, height: height), sections: itemCounts.map { SectionData(itemCount: $0) },
            layout: StackTestLayout(), layoutName: "stack")
    }
}

/// The error `body` throws, or nil.
public func thrownError<T>(_ body: () throws -> T) -> (any Error)? {
    do { _ = try body(); return nil } catch { return error }
}

/// The one line a `LayoutError` prints (`path: message`), or a description of what else happened.
public func errorLine<T>(_ body: () throws -> T) -> String {
    guard let e = thrownError(body) else { return "no error" }
    return (e as? LayoutError)?.description ?? "not a LayoutError: \(e)"
}
