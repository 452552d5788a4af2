/// The light, flat tab bar of iOS 7 and later: a translucent light grey bar with a hairline
/// on top, unselected items grey, the selected one in the system tint blue.
struct ModernTabBar {
    /// The bar as it looks over white content.
    static let background = RGBA(0xf7, 0xf7, 0xf7)
    static let hairline = RGBA(0xb2, 0xb2, 0xb2)
    static let unselected = RGBA(0x99, 0x99, 0x99)
    static let tint = RGBA(0x00, 0x7a, 0xff)

    let metrics: TabBarMetrics
    let icon: AlphaPlane
    let label: String
    let selectedTab: Int

    /// Draws the bar with its top-left at `(x, y)`.
    func draw(on canvas: Canvas, x: Int, y: Int) throws {
        let width = Double(metrics.width)
        canvas.fill(Rect(x: Double(x), y: Double(y), width: width, height: Double(metrics.height)),
                    with: .color(Self.background))
        canvas.fill(Rect(x: Double(x), y: Double(y), width: width, height: 1), with: .color(Self.hairline))
        for tab in 0 ..< TabBarMetrics.tabCount {
            let colour = Paint.color(tab == selectedTab ? Self.tint : Self.unselected)
            let origin = metrics.iconOrigin(tab: tab)
            try canvas.paint(colour, through: icon, x: Double(x + origin.x), y: Double(y + origin.y))
            let text = TabLabel.fitted(label, width: metrics.labelRoom, on: canvas,
                                       size: TabBarMetrics.labelSize, bold: false)
            canvas.text(text, x: Double(x) + metrics.labelCentre(tab: tab),
                        baseline: Double(y + metrics.labelBaseline),
                        size: TabBarMetrics.labelSize, align: .center, paint: colour)
        }
    }
}
