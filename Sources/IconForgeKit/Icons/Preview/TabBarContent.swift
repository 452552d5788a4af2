/// What both simulated bars show: the icon in every tab under its label, one tab selected.
struct TabBarContent {
    let metrics: TabBarMetrics
    /// The 1x alpha plane: all a tab bar uses of the icon.
    let icon: AlphaPlane
    let label: String
    let selectedTab: Int

    /// Draws tab `tab`'s label centred under its icon, shortened to fit the tab,
    /// in a bar whose top-left is `(x, y)`.
    func drawLabel(tab: Int, on canvas: Canvas, x: Int, y: Int, bold: Bool, colour: RGBA) {
        let text = TabLabel.fitted(label, width: metrics.labelRoom, on: canvas, size: TabBarMetrics.labelSize, bold: bold)
        canvas.text(text, x: Double(x) + metrics.labelCentre(tab: tab), baseline: Double(y + metrics.labelBaseline),
                    size: TabBarMetrics.labelSize, bold: bold, align: .center, paint: .color(colour))
    }
}
