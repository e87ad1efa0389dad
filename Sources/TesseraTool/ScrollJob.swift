import Foundation
import Tessera
import TesseraSpec

/// What `tessera scroll` does, as a function tests can call: decode a spec, lay it out, fling
/// it from an offset with a velocity, and describe where it rests and where it snaps.
///
/// The layout's own snap policy and deceleration rate apply when it has them
/// (`ScrollBehaviorProviding`, e.g. a carousel: `nearestItemCentered`, `.fast`); otherwise the
/// fling does not snap and decelerates at `.normal`. With `section`, the fling scrolls that
/// orthogonal section instead (along its own axis, from its spec `orthogonalOffset` unless
/// `from` says otherwise), snapped by its `orthogonalScrollingBehavior`. Velocities are in
/// points per second.
package struct ScrollJob: Sendable {
    /// The output formats.
    package enum Format: String, Sendable, Hashable, CaseIterable {
        /// Lines for people.
        case text
        /// `{"restingOffset": {"x", "y"}, "targetOffset": {"x", "y"}}`, plus `"frames"` when asked.
        case json
    }

    /// The release velocity, in points per second.
    package var velocity: ScrollVector
    /// The offset at release; nil for the spec's `contentOffset`, or where the content starts
    /// when it gives none (a section's `orthogonalOffset`).
    package var from: ScrollVector?
    /// The deceleration rate; nil for the layout's own.
    package var rate: DecelerationRate?
    /// The deceleration formula (`uiScrollView` by default; see `DecelerationModel`).
    package var model: DecelerationModel
    /// The orthogonal section to fling instead of the whole content, if any.
    package var section: Int?
    /// How many offsets along the way to print (0: none).
    package var frameCount: Int
    /// The output format.
    package var format: Format

    /// Creates a job.
    package init(
        velocity: ScrollVector, from: ScrollVector? = nil, rate: DecelerationRate? = nil, model: DecelerationModel = .uiScrollView, section: Int? = nil,
        frameCount: Int = 0, format: Format = .text
    ) {
        self.velocity = velocity
        self.model = model
        self.from = from
        self.rate = rate
        self.section = section
        self.frameCount = frameCount
        self.format = format
    }

    /// The most frames a job prints.
    package static let maximumFrameCount = LayoutLimits.maximumFrames

    /// The fling of the spec in `specData`, with the deceleration and policy it used. Throws a
    /// `LayoutError` naming the bad spec value, or a `ScrollOptionError` naming the option.
    package func fling(specData: Data) throws -> (result: FlingResult, deceleration: Deceleration, snapPolicy: SnapPolicy) {
        let spec = try LayoutSpec.decode(specData)
        return try fling(spec, snapshot: try spec.makeSnapshot())
    }

    /// The fling of `spec`, already laid out as `snapshot` (the playground keeps both).
    package func fling(_ spec: LayoutSpec, snapshot: LayoutSnapshot) throws -> (result: FlingResult, deceleration: Deceleration, snapPolicy: SnapPolicy) {
        guard (0...Self.maximumFrameCount).contains(frameCount) else {
            throw ScrollOptionError(.frames, .outOfRange(.integers(from: 0, to: Self.maximumFrameCount), got: Double(frameCount)))
        }
        let behaviour = spec.layout as? any ScrollBehaviorProviding
        let deceleration = Deceleration(rate: rate ?? behaviour?.decelerationRate ?? .normal, model: model)
        let start = try startOffset(spec, snapshot: snapshot)
        if let section {
            let axis = snapshot.scrollDirection.other
            // `startOffset` has checked that the section scrolls sideways.
            guard let record = snapshot.orthogonalSection(section),
                let result = snapshot.fling(
                    ofOrthogonalSection: section, from: start.coordinate(along: axis), velocity: velocity.coordinate(along: axis), deceleration: deceleration,
                    frameCount: frameCount)
            else { throw ScrollOptionError(.section, .notOrthogonal(section: section, orthogonal: snapshot.orthogonalSections.map(\.section))) }
            return (result, deceleration, SnapPolicy(record.behavior))
        }
        let policy = behaviour?.snapPolicy ?? .none
        let result = snapshot.fling(from: start, velocity: velocity.point(along: snapshot.scrollDirection), deceleration: deceleration, snapPolicy: policy, frameCount: frameCount)
        return (result, deceleration, policy)
    }

    /// The offset the fling starts from: `from`, else the spec's `contentOffset` or where its
    /// content starts; for a section, along its own axis (`from`, else its `orthogonalOffset`).
    /// Throws a `ScrollOptionError` when `section` is not an orthogonal section.
    package func startOffset(_ spec: LayoutSpec, snapshot: LayoutSnapshot) throws -> CGPoint {
        guard let section else { return from?.point(along: snapshot.scrollDirection) ?? spec.contentOffset(in: snapshot) }
        guard let record = snapshot.orthogonalSection(section) else {
            throw ScrollOptionError(.section, .notOrthogonal(section: section, orthogonal: snapshot.orthogonalSections.map(\.section)))
        }
        let axis = snapshot.scrollDirection.other
        return CGPoint(coordinate: from?.coordinate(along: axis) ?? record.offset, along: axis, across: 0)
    }

    /// Runs the job on the spec in `specData` and returns its output (ending with a newline).
    package func run(specData: Data) throws -> String {
        let (result, deceleration, policy) = try fling(specData: specData)
        switch format {
        case .json: return try Self.json(result, includeFrames: frameCount > 0)
        case .text: return Self.text(result, deceleration: deceleration, policy: policy)
        }
    }

    /// How finely the offsets along the way are printed: to the nearest thousandth of a point.
    /// They sample a continuous deceleration (they lie on no pixel grid), and a thousandth of a
    /// point is a fraction of a pixel at any display scale (a pixel is 1/3 pt at 3×), so the
    /// 17 significant digits of a `Double` would only add floating-point noise
    /// (`1234.5678901234567`). The resting and target offsets are printed exactly.
    package static let frameResolution: Double = 1000

    /// `p` to the nearest 1/`frameResolution` of a point, printed in the shortest form that
    /// reads back as that value (`1234.568`).
    static func rounded(_ p: CGPoint) -> CGPoint {
        func r(_ v: CGFloat) -> CGFloat {
            let x = (Double(v) * frameResolution).rounded() / frameResolution
            return CGFloat(x == 0 ? 0 : x)  // never `-0`
        }
        return CGPoint(x: r(p.x), y: r(p.y))
    }

    static func json(_ result: FlingResult, includeFrames: Bool) throws -> String {
        var writer = JSONTextWriter { _ in }
        func point(_ p: CGPoint, _ path: @autoclosure () -> LayoutPath) throws {
            writer.write("{\"x\": ")
            try writer.writeNumber(Double(p.x), path: path().key("x"))
            writer.write(", \"y\": ")
            try writer.writeNumber(Double(p.y), path: path().key("y"))
            writer.write("}")
        }
        writer.write("{\"restingOffset\": ")
        try point(result.restingOffset, ["restingOffset"])
        writer.write(", \"targetOffset\": ")
        try point(result.targetOffset, ["targetOffset"])
        if includeFrames {
            writer.write(", \"frames\": [")
            for (i, f) in result.frames.enumerated() {
                if i > 0 { writer.write(", ") }
                try point(Self.rounded(f), ["frames", .index(i)])
            }
            writer.write("]")
        }
        writer.write("}\n")
        return String(decoding: writer.buffer, as: UTF8.self)
    }

    static func text(_ result: FlingResult, deceleration: Deceleration, policy: SnapPolicy) -> String {
        func show(_ p: CGPoint) -> String {
            "(\(JSONTextWriter.format(Double(p.x)) ?? "?"), \(JSONTextWriter.format(Double(p.y)) ?? "?"))"
        }
        var lines = ["deceleration rate \(JSONTextWriter.format(Double(deceleration.rate.rawValue)) ?? "?") (\(deceleration.model.rawValue)), snapping: \(policy.kind.rawValue)"]
        var resting = "resting offset: \(show(result.restingOffset))"
        if result.bouncesBack { resting += " (bounces back from \(show(result.unboundedRestingOffset)))" }
        lines.append(resting)
        lines.append("target offset:  \(show(result.targetOffset))")
        if !result.frames.isEmpty {
            lines.append("frames:")
            for (i, f) in result.frames.enumerated() { lines.append("  \(i + 1) \(show(Self.rounded(f)))") }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
