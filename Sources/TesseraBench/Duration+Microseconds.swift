/// A measured duration in microseconds, the unit the no-jump bench reports frames in.
extension Duration {
    var microseconds: Double { Double(components.seconds) * 1e6 + Double(components.attoseconds) / 1e12 }
}
