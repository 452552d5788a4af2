/// One weight of a custom symbol as the tab bar shows it, for the preview's weights tile: the
/// symbol in the bar's unselected grey beside its selected drawing (the `.fill` variant, or the
/// symbol itself without one) in the tint, bottom-aligned, on a transparent ground.
enum SymbolWeightPair {
    /// Between the unselected and the selected drawing, in pixels of the renders.
    static let gap = 8

    static func image(unselected: RGBAImage, selected: RGBAImage) throws -> RGBAImage {
        let height = max(unselected.height, selected.height)
        let canvas = try Canvas(width: unselected.width + gap + selected.width, height: max(1, height))
        try canvas.paint(.color(ModernTabBar.unselected), through: unselected.alphaPlane, x: 0,
                         y: Double(height - unselected.height))
        try canvas.paint(.color(ModernTabBar.tint), through: selected.alphaPlane, x: Double(unselected.width + gap),
                         y: Double(height - selected.height))
        return canvas.snapshot()
    }
}
