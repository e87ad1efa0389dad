// A ported layout with an animatable parameter in an app: toggling `isOpen` inside
// `withAnimation` widens the ring and turns it a quarter, and SwiftUI interpolates
// OrbitLayout's radius and angle (its `animatableData`, which ViewLayoutContainer forwards),
// so the labels travel along the circle.
import SwiftUI
import TesseraSwiftUI

/// Two labels on a ring: 40 points out at a quarter turn when closed, 80 at a half turn when open.
struct OrbitingLabels: View {
    var isOpen = false

    var body: some View {
        ViewLayoutContainer(isOpen ? OrbitLayout(radius: 80, angle: .pi) : OrbitLayout(radius: 40, angle: .pi / 2)) {
            Text("ab")
            Text("abcd")
        }
    }
}
