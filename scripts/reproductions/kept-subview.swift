// The kept-subview reproduction, as a new user would write it: Swift 5 language mode (a global needs
// no keyword), no `unsafe` anywhere. A custom layout keeps a LayoutSubview in a global; after
// `layout(in:)` returns, the program asks its size. Before the fix AddressSanitizer reported a
// heap-use-after-free in ViewLayoutPass.sizeThatFits; now the process stops with a message
// saying the proxy was used outside its pass. Built and run by scripts/sanitize (address).
import Foundation
import Tessera
import TesseraViewLayout

var kept: LayoutSubview?

struct KeepsItsSubview: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        kept = subviews.first
        return subviews.first?.sizeThatFits(proposal) ?? .zero
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        subviews.first?.place(at: bounds.origin, proposal: proposal)
    }
}

let result = try KeepsItsSubview()([ViewNode.fixed(width: 30, height: 10)]).layout(in: CGSize(width: 100, height: 100))
print("laid out:", result.leafFrames)
// Other layouts run meanwhile (and reuse the freed memory, as in an app).
for _ in 0..<100 { _ = try HStackLayout()([ViewNode.rect, ViewNode.rect]).layout(in: CGSize(width: 50, height: 50)) }
print("asking the kept subview its size after the layout returned…")
print("size:", kept!.sizeThatFits(.unspecified))
