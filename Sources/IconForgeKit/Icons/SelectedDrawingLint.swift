/// The check of an icon's pair of drawings: the selected drawing should cover the box the
/// icon covers, or the art jumps when the tab is selected.
public enum SelectedDrawingLint {
    /// Pixels at 1x an edge of the two ink boxes may differ by: one pixel is anti-aliasing.
    static let tolerance = 1
    /// Opacity (0-255) from which a pixel counts as ink: fainter edge pixels are anti-aliasing.
    static let inkThreshold: UInt8 = 64

    /// A warning when the ink boxes of `icon` and `selected` (1x alpha planes) differ by more
    /// than `tolerance` pixels on any edge; nil when they line up.
    public static func check(icon: AlphaPlane, selected: AlphaPlane) -> IconWarning? {
        guard let own = icon.inkBox(threshold: inkThreshold), let other = selected.inkBox(threshold: inkThreshold) else { return nil }
        let edges = [("left", other.minX - own.minX), ("top", other.minY - own.minY),
                     ("right", other.maxX - own.maxX), ("bottom", other.maxY - own.maxY)]
        let moved = edges.filter { abs($0.1) > tolerance }
        guard !moved.isEmpty else { return nil }
        let said = moved.map { "\($0.0) edge \($0.1 > 0 ? "+" : "")\($0.1) px" }.joined(separator: ", ")
        return IconWarning(kind: .selectedShift,
                           detail: "the selected drawing's ink box differs from the icon's at 1x (\(said)); the art jumps when the tab is selected")
    }
}

extension AlphaPlane {
    /// The smallest box of pixels at least `threshold` opaque, inclusive, or nil when none is.
    func inkBox(threshold: UInt8) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var box: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
        for y in 0 ..< height {
            for x in 0 ..< width where values[y * width + x] >= threshold {
                if let found = box {
                    box = (min(found.minX, x), min(found.minY, y), max(found.maxX, x), max(found.maxY, y))
                } else {
                    box = (x, y, x, y)
                }
            }
        }
        return box
    }
}
