import Foundation
import Tessera
import TesseraSpec
import TesseraTool

/// The playground's endpoints as plain functions from a request's body and query to a JSON
/// response body, so they can be called (and tested, and timed) without HTTP. Every answer is
/// made by the library itself: `LayoutSpec.decode`, `SnapshotJSONEncoder` (the output of
/// `tessera render --format json`) and `ScrollJob` (`tessera scroll`).
package struct PlaygroundAPI: Sendable {
    /// The largest side a `rect` query may have, in points (`PlaygroundLimits.maximumRectSide`).
    package static let maximumRectSide = PlaygroundLimits.maximumRectSide
    /// The most offsets `/fling?frames=` may ask for (`PlaygroundLimits.maximumFrameCount`).
    package static let maximumFrameCount = PlaygroundLimits.maximumFrameCount

    private let cache: SnapshotCache

    /// An API that keeps the `cacheCapacity` most recent layouts.
    package init(cacheCapacity: Int = 8) {
        cache = SnapshotCache(capacity: cacheCapacity)
    }

    /// `POST /layout`: the spec's elements as `tessera render --format json` writes them. With
    /// `rect=x,y,w,h` only the elements overlapping the rect, displayed at `offset=x,y` (default:
    /// the spec's `contentOffset`, or where the content starts) and `orthogonal=S:OFFSET,…` (orthogonal sections' own offsets).
    package func layout(spec: Data, query: [(String, String)]) throws -> Data {
        do {
            let q = try QueryParameters(query, allowed: ["rect", "offset", "orthogonal"])
            let rect = try q.rect("rect", maximumSide: Self.maximumRectSide)
            let offset = try q.point("offset")
            let orthogonal = try q.sectionOffsets("orthogonal")
            guard rect != nil || orthogonal.isEmpty else { throw PlaygroundError.badParameter("orthogonal", "needs rect") }
            let entry = try cache.entry(for: spec)
            let contentOffset = offset ?? entry.spec.contentOffset(in: entry.snapshot)
            if let rect {
                return try SnapshotJSONEncoder().encode(entry.snapshot, in: rect, at: ScrollState(contentOffset: contentOffset, orthogonalOffsets: orthogonal))
            }
            return try SnapshotJSONEncoder().encode(entry.snapshot, contentOffset: contentOffset)
        } catch {
            throw PlaygroundError.from(error)
        }
    }

    /// `POST /fling?velocity=X[,Y]`: where a release comes to rest and snaps, as `tessera scroll
    /// --format json`, plus `duration` (seconds) and, with `frames=N`, N offsets evenly spaced in
    /// time. Also `from`, `rate`, `model` and `section` as the command's options.
    package func fling(spec: Data, query: [(String, String)]) throws -> Data {
        do {
            let q = try QueryParameters(query, allowed: ["velocity", "from", "rate", "model", "section", "frames"])
            guard let velocityText = q["velocity"] else { throw PlaygroundError.badParameter("velocity", "is required (X,Y or one number, points per second)") }
            // A query value parsed as the command line parses it; its error names the parameter.
            func parse<T>(_ name: String, _ text: String?, _ parse: (String) throws(OptionValueError) -> T) throws -> T? {
                guard let text else { return nil }
                do { return try parse(text) } catch { throw PlaygroundError.badParameter(name, error.reason.description) }
            }
            let velocity = try parse("velocity", velocityText, ScrollVector.init(parsing:))!
            var model = DecelerationModel.uiScrollView
            if let text = q["model"] {
                guard let m = DecelerationModel(rawValue: text) else {
                    throw PlaygroundError.badParameter("model", "must be one of \(DecelerationModel.allCases.map(\.rawValue).joined(separator: ", ")), got \"\(text)\"")
                }
                model = m
            }
            let job = ScrollJob(
                velocity: velocity,
                from: try parse("from", q["from"], ScrollVector.init(parsing:)),
                rate: try parse("rate", q["rate"], DecelerationRate.init(parsing:)), model: model,
                section: try q.integer("section", in: 0...Int(Int32.max)),
                frameCount: try q.integer("frames", in: 0...Self.maximumFrameCount) ?? 0, format: .json
            )
            // Decoded and laid out once, through the cache `/layout` reads.
            let entry = try cache.entry(for: spec)
            let (result, deceleration, policy) = try job.fling(entry.spec, snapshot: entry.snapshot)
            let from = try job.startOffset(entry.spec, snapshot: entry.snapshot)
            let duration = max(
                deceleration.duration(from: from.x, to: result.targetOffset.x),
                deceleration.duration(from: from.y, to: result.targetOffset.y)
            )
            return try JSONEncoder.playground.encode(
                FlingResponse(
                    restingOffset: .init(result.restingOffset), targetOffset: .init(result.targetOffset),
                    duration: duration.isFinite ? duration : 0, snapping: policy.kind.rawValue,
                    decelerationRate: Double(deceleration.rate.rawValue), frames: q["frames"] == nil ? nil : result.frames.map(Point.init)
                ))
        } catch {
            throw PlaygroundError.from(error)
        }
    }

    /// `POST /describe`: what the page needs to scroll a spec: sizes, scroll axis, snapping,
    /// deceleration and the orthogonal sections.
    package func describe(spec: Data) throws -> Data {
        do {
            let entry = try cache.entry(for: spec)
            let snapshot = entry.snapshot
            let behaviour = entry.spec.layout as? any ScrollBehaviorProviding
            let env = entry.spec.environment
            return try JSONEncoder.playground.encode(
                Description(
                    layout: entry.spec.layoutName,
                    container: .init(width: Double(env.containerSize.width), height: Double(env.containerSize.height)),
                    contentSize: .init(width: Double(snapshot.contentSize.width), height: Double(snapshot.contentSize.height)),
                    contentOffset: .init(entry.spec.contentOffset(in: snapshot)),
                    displayScale: Double(env.displayScale),
                    layoutDirection: env.layoutDirection == .rightToLeft ? "rightToLeft" : "leftToRight",
                    scrollDirection: snapshot.scrollDirection == .vertical ? "vertical" : "horizontal",
                    snapping: (behaviour?.snapPolicy ?? .none).kind.rawValue,
                    decelerationRate: Double((behaviour?.decelerationRate ?? .normal).rawValue),
                    orthogonalSections: snapshot.orthogonalSections.map {
                        .init(
                            section: $0.section, behavior: $0.behavior.rawValue,
                            viewport: [$0.viewport.minX, $0.viewport.minY, $0.viewport.width, $0.viewport.height].map { Double($0) },
                            contentLength: Double($0.contentLength), offset: Double($0.offset))
                    }
                ))
        } catch {
            throw PlaygroundError.from(error)
        }
    }
}

struct Point: Codable, Sendable {
    var x: Double
    var y: Double
    init(_ p: CGPoint) { x = Double(p.x); y = Double(p.y) }
}

struct Size: Codable, Sendable {
    var width: Double
    var height: Double
}

struct FlingResponse: Codable, Sendable {
    var restingOffset: Point
    var targetOffset: Point
    var duration: Double
    var snapping: String
    var decelerationRate: Double
    var frames: [Point]?
}

struct Description: Codable, Sendable {
    struct Orthogonal: Codable, Sendable {
        var section: Int
        var behavior: String
        var viewport: [Double]
        var contentLength: Double
        var offset: Double
    }
    var layout: String
    var container: Size
    var contentSize: Size
    var contentOffset: Point
    var displayScale: Double
    var layoutDirection: String
    var scrollDirection: String
    var snapping: String
    var decelerationRate: Double
    var orthogonalSections: [Orthogonal]
}

extension JSONEncoder {
    /// The encoder of the playground's small JSON answers (keys sorted).
    package static var playground: JSONEncoder {
        let e = JSONEncoder()
        e.outputFormatting = [.sortedKeys]
        return e
    }
}
