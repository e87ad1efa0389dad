import Foundation
import Tessera

/// A request's query parameters, checked against the names an endpoint accepts; numbers are
/// parsed strictly (finite, no trailing text) and errors name the parameter.
struct QueryParameters: Sendable {
    private var values: [String: String]

    /// Parses `pairs`, refusing names outside `allowed` and repeated names.
    init(_ pairs: [(String, String)], allowed: Set<String>) throws {
        var values: [String: String] = [:]
        for (name, value) in pairs {
            guard allowed.contains(name) else {
                throw PlaygroundError.badParameter(name, "unknown parameter (expected one of \(allowed.sorted().joined(separator: ", ")))")
            }
            guard values[name] == nil else { throw PlaygroundError.badParameter(name, "given more than once") }
            values[name] = value
        }
        self.values = values
    }

    /// The raw text of `name`, if given.
    subscript(name: String) -> String? { values[name] }

    /// `name` as exactly `count` comma-separated finite numbers, if given.
    func numbers(_ name: String, count: Int, shape: String) throws -> [Double]? {
        guard let text = values[name] else { return nil }
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        let numbers = parts.compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }.filter(\.isFinite)
        guard parts.count == count, numbers.count == count else {
            throw PlaygroundError.badParameter(name, "must be \(shape) (finite numbers), got \"\(text)\"")
        }
        return numbers
    }

    /// `rect=x,y,w,h` with a non-negative size no larger than `maximumSide` on each side.
    func rect(_ name: String, maximumSide: Double) throws -> CGRect? {
        guard let n = try numbers(name, count: 4, shape: "x,y,w,h") else { return nil }
        guard n[2] >= 0, n[3] >= 0 else { throw PlaygroundError.badParameter(name, "width and height must be >= 0, got \(values[name]!)") }
        guard n[2] <= maximumSide, n[3] <= maximumSide else {
            throw PlaygroundError.badParameter(name, "width and height must be at most \(Int(maximumSide)), got \(values[name]!)")
        }
        return CGRect(x: n[0], y: n[1], width: n[2], height: n[3])
    }

    /// `offset=x,y`.
    func point(_ name: String) throws -> CGPoint? {
        guard let n = try numbers(name, count: 2, shape: "x,y") else { return nil }
        return CGPoint(x: n[0], y: n[1])
    }

    /// `orthogonal=S:OFFSET,S:OFFSET`: orthogonal sections' own offsets along their axes.
    func sectionOffsets(_ name: String) throws -> [Int: CGFloat] {
        guard let text = values[name], !text.isEmpty else { return [:] }
        var result: [Int: CGFloat] = [:]
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let pair = part.split(separator: ":", omittingEmptySubsequences: false)
            guard pair.count == 2, let section = Int(pair[0]), section >= 0, let offset = Double(pair[1]), offset.isFinite else {
                throw PlaygroundError.badParameter(name, "must be SECTION:OFFSET pairs separated by commas, got \"\(text)\"")
            }
            result[section] = CGFloat(offset)
        }
        return result
    }

    /// `name` as an integer in `range`, if given.
    func integer(_ name: String, in range: ClosedRange<Int>) throws -> Int? {
        guard let text = values[name] else { return nil }
        guard let n = Int(text), range.contains(n) else {
            throw PlaygroundError.badParameter(name, "must be an integer from \(range.lowerBound) to \(range.upperBound), got \"\(text)\"")
        }
        return n
    }
}
