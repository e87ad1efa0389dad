import Foundation
import Testing
import Tessera
import TesseraSpec

/// The output of `tessera render --format json` carries the reading order,
/// as positions in its `elements`.
@Suite struct ReadingOrderJSONTests {
    /// A waterfall of 34 items in two columns of 200 (no spacing), placed round robin from the
    /// trailing column: the odd items stand in the leading column, 100 high; the even ones in
    /// the other, 25 high. Worked by hand: leading item 2m + 1 at y = 100m; the other column's
    /// item 2k at y = 25k (the last, 32, at 400). Item 2m + 1 starts a row to its middle,
    /// 100m + 50: items 8m and 8m + 2 start before it; 8m + 4 and 8m + 6 stand alone (each
    /// starts at or after the middle of the one before). So block m reads 2m + 1, 8m, 8m + 2,
    /// 8m + 4, 8m + 6 (m = 0…3); then 9 with 32 (at 400, before 450); then 11, 13, …, 33.
    static let expected: [Int] = [1, 0, 2, 4, 6, 3, 8, 10, 12, 14, 5, 16, 18, 20, 22, 7, 24, 26, 28, 30, 9, 32, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31, 33]

    func output(_ direction: String) throws -> (elements: [[String: Any]], order: [Int]) {
        let items = (0..<34).map { $0 % 2 == 1 ? #"{"height": 100}"# : #"{"height": 25}"# }.joined(separator: ", ")
        let spec = try LayoutSpec.decode(
            Data(
                #"""
                {"container": {"width": 400, "height": 300}, "layoutDirection": "\#(direction)", "sections": [{"items": [\#(items)]}],
                 "layout": {"waterfall": {"columns": 2, "columnSpacing": 0, "itemSpacing": 0, "itemOrder": "rightToLeft"}}}
                """#.utf8))
        let data = try SnapshotJSONEncoder().encode(spec.makeSnapshot(), contentOffset: spec.contentOffset ?? .zero)
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return (try #require(root["elements"] as? [[String: Any]]), try #require(root["readingOrder"] as? [Int]))
    }

    /// The item of each element position listed.
    func items(_ o: (elements: [[String: Any]], order: [Int])) -> [Int] {
        o.order.map { (o.elements[$0]["indexPath"] as? [Int])?.last ?? -1 }
    }

    @Test func aWaterfallIsReadByRows() throws {
        let o = try output("leftToRight")
        #expect(o.elements.count == 34)
        #expect(items(o) == Self.expected)
        // Item 7, in the left column, is read before item 30 on the right, beside it lower
        // down; 30 before 9, which starts below it (index order would read 9 first).
        let read = items(o)
        #expect(read.firstIndex(of: 7)! < read.firstIndex(of: 30)! && read.firstIndex(of: 30)! < read.firstIndex(of: 9)!)
        #expect((o.elements[7]["frame"] as? [Double])?[0] == 0)
        #expect((o.elements[30]["frame"] as? [Double])?[0] == 200)
    }

    @Test func rightToLeftIsReadFromTheRight() throws {
        // Mirrored: the leading column is on the right (item 1 at x = 200) and each row is read
        // from it, so the order is the same; read left to right instead, item 0 (x = 0) would
        // come before item 1.
        let o = try output("rightToLeft")
        #expect((o.elements[1]["frame"] as? [Double])?[0] == 200)
        #expect((o.elements[0]["frame"] as? [Double])?[0] == 0)
        #expect(items(o) == Self.expected)
    }
}
