/// The light, flat tab bar of iOS 7 and later: a translucent light grey bar with a hairline
/// on top, unselected items grey, the selected one in the system tint blue.
struct ModernTabBar {
    /// The bar as it looks over white content.
    static let background = RGBA(0xf7, 0xf7, 0xf7)
    static let hairline = RGBA(0xb2, 0xb2, 0xb2)
    static let unselected = RGBA(0x99, 0x99, 0x99)
    static let tint = RGBA(0x00, 0x7a, 0xff)

    let content: TabBarContent

    /// Draws the bar with its top-left at `(x, y)`.
    func draw(on canvas: Canvas, x: Int, y: Int) throws {
        drawBackground(on: canvas, x: x, y: y)
        try drawTabs(on: canvas, x: x, y: y)
    }

    /// The bar and its hairline, the same for every icon of a size.
    func drawBackground(on canvas: Canvas, x: Int, y: Int) {
        let metrics = content.metrics, width = Double(metrics.width)
        canvas.fill(Rect(x: Double(x), y: Double(y), width: width, height: Double(metrics.height)),
                    with: .color(Self.background))
        canvas.fill(Rect(x: Double(x), y: Double(y), width: width, height: 1), with: .color(Self.hairline))
    }

    /// Every tab's icon and label, over the background.
    func drawTabs(on canvas: Canvas, x: Int, y: Int) throws {
        let metrics = content.metrics
        let labels = content.fittedLabels(on: canvas, bold: false)
        for tab in 0 ..< metrics.tabs {
            let colour = content.selectedTabs.contains(tab) ? Self.tint : Self.unselected
            let origin = metrics.iconOrigin(tab: tab)
            try canvas.paint(.color(colour), through: content.icons[tab], x: Double(x + origin.x), y: Double(y + origin.y))
            content.drawLabel(labels[tab], tab: tab, on: canvas, x: x, y: y, bold: false, colour: colour)
        }
    }
}
