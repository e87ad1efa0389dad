import Foundation

/// JSON specs for the spec reader's benchmarks: text only (the fixtures do not depend on the
/// spec module).
package enum SpecSamples {
    /// A waterfall spec of `items` items in 10 sections, each item one of four shapes the spec
    /// allows (`{"height": …}`, `{"aspectRatio": …}`, `{"size": {…}}`, a two-column span),
    /// pretty-printed one item a line as a generator would write it.
    package static func waterfall(items: Int) -> Data {
        var text = #"{"container": {"width": 390, "height": 844}, "displayScale": 3, "sections": ["#
        text.reserveCapacity(items * 40 + 200)
        let sections = 10
        for s in 0..<sections {
            let count = items / sections + (s < items % sections ? 1 : 0)
            text += s == 0 ? "\n  {" : ",\n  {"
            if s % 2 == 1 { text += #""columns": 3, "# }
            text += #""items": ["#
            for i in 0..<count {
                text += i == 0 ? "\n    " : ",\n    "
                switch i % 4 {
                case 0: text += #"{"height": \#(60 + i % 97)}"#
                case 1: text += #"{"aspectRatio": 1.5}"#
                case 2: text += #"{"size": {"width": 100, "height": \#(120 + i % 31)}}"#
                default: text += #"{"height": 80.5, "columnSpan": 2}"#
                }
            }
            text += "]}"
        }
        text += "\n],\n" + #""layout": {"waterfall": {"columns": 2, "columnSpacing": 8, "itemSpacing": 8, "sectionInsets": {"top": 8, "leading": 8, "bottom": 8, "trailing": 8}}}}"# + "\n"
        return Data(text.utf8)
    }
}
