extension AlphaPlane {
    /// Alpha values of a half-covered pixel: an edge that straddles the pixel grid.
    public static let halfCovered: ClosedRange<UInt8> = 64 ... 191

    /// The share of inked pixels (alpha above 0) that are half-covered, 0...1: how soft the
    /// art looks at this size. 0 for an empty plane.
    public var halfCoveredShare: Double {
        var inked = 0, half = 0
        for value in values where value > 0 {
            inked += 1
            if Self.halfCovered.contains(value) { half += 1 }
        }
        return inked == 0 ? 0 : Double(half) / Double(inked)
    }
}
