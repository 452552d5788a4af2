/// The dark, glossy tab bar of iPhone OS 2 to iOS 6 (the iPod app's bar), drawn at 1x.
/// Icons are painted through their alpha plane only, so whatever is opaque in the icon
/// shows light on the near-black bar: the "negative" of the black-on-white drawing.
struct ClassicTabBar {
    /// Bar background: a lighter top half, a hard gloss split, a near-black bottom half.
    static let barStops: [(Double, RGBA)] = [
        (0.0, RGBA(0x3a, 0x3a, 0x3a)), (0.5, RGBA(0x2a, 0x2a, 0x2a)),
        (0.5, RGBA(0x14, 0x14, 0x14)), (1.0, RGBA(0x00, 0x00, 0x00)),
    ]
    /// The 1 px line along the top edge, and the faint highlight just under it.
    static let topBorder = RGBA(0x0a, 0x0a, 0x0a)
    static let topHighlight = RGBA(0xff, 0xff, 0xff, 0x18)

    /// The lighter, translucent rounded plate behind the selected tab, with its own gloss.
    static let plateStops: [(Double, RGBA)] = [
        (0.0, RGBA(0xff, 0xff, 0xff, 0x2e)), (0.5, RGBA(0xff, 0xff, 0xff, 0x1f)),
        (0.5, RGBA(0xff, 0xff, 0xff, 0x14)), (1.0, RGBA(0xff, 0xff, 0xff, 0x10)),
    ]
    static let plateInset = 2.0
    static let plateRadius = 3.0

    /// Unselected icons: a soft grey gradient.
    static let unselectedStops: [(Double, RGBA)] = [
        (0.0, RGBA(0xa8, 0xa8, 0xa8)), (1.0, RGBA(0x70, 0x70, 0x70)),
    ]
    /// The selected icon: bright cyan-blue above the gloss split, deeper blue below.
    static let selectedStops: [(Double, RGBA)] = [
        (0.0, RGBA(0x9c, 0xe4, 0xff)), (0.5, RGBA(0x35, 0xb6, 0xf8)),
        (0.5, RGBA(0x0d, 0x8a, 0xec)), (1.0, RGBA(0x11, 0x6c, 0xd6)),
    ]
    /// The dark edge above each icon that makes it look pressed into the bar.
    static let iconShadow = RGBA(0x00, 0x00, 0x00, 0xb0)

    static let selectedLabel = RGBA(0xff, 0xff, 0xff)
    static let unselectedLabel = RGBA(0x99, 0x99, 0x99)

    let content: TabBarContent
    private var metrics: TabBarMetrics { content.metrics }

    /// Draws the bar with its top-left at `(x, y)`.
    func draw(on canvas: Canvas, x: Int, y: Int) throws {
        drawBackground(on: canvas, x: x, y: y)
        try drawTabs(on: canvas, x: x, y: y)
    }

    /// The bar and the selected tabs' plates: everything but the icons and labels, the same
    /// for every icon of a size (a preview draws it once and reuses it).
    func drawBackground(on canvas: Canvas, x: Int, y: Int) {
        let top = Double(y), height = Double(metrics.height)
        canvas.fill(Rect(x: Double(x), y: top, width: Double(metrics.width), height: height),
                    with: .vertical(top: top, bottom: top + height, Self.barStops))
        canvas.fill(Rect(x: Double(x), y: top, width: Double(metrics.width), height: 1), with: .color(Self.topBorder))
        canvas.fill(Rect(x: Double(x), y: top + 1, width: Double(metrics.width), height: 1),
                    with: .color(Self.topHighlight))
        for tab in content.selectedTabs.sorted() where tab < metrics.tabs {
            drawPlate(tab: tab, on: canvas, x: x, y: y)
        }
    }

    /// Every tab's icon and label, over the background.
    func drawTabs(on canvas: Canvas, x: Int, y: Int) throws {
        let labels = content.fittedLabels(on: canvas, bold: true)
        for tab in 0 ..< metrics.tabs {
            try drawTab(tab, label: labels[tab], on: canvas, x: x, y: y)
        }
    }

    private func drawPlate(tab: Int, on canvas: Canvas, x: Int, y: Int) {
        let plate = Rect(x: Double(x + metrics.tabX(tab)), y: Double(y),
                         width: Double(metrics.tabWidth), height: Double(metrics.height)).insetBy(Self.plateInset)
        canvas.roundedRectangle(plate, radius: Self.plateRadius)
        canvas.fill(.vertical(top: plate.y, bottom: plate.y + plate.height, Self.plateStops))
    }

    private func drawTab(_ tab: Int, label: TabLabel.Fitted, on canvas: Canvas, x: Int, y: Int) throws {
        let selected = content.selectedTabs.contains(tab)
        let origin = metrics.iconOrigin(tab: tab)
        let iconX = Double(x + origin.x), iconY = Double(y + origin.y)
        // The gradient spans the icon area, so the gloss split sits where UIKit put it.
        let areaTop = Double(y + TabBarMetrics.iconTop)
        let fill = Paint.vertical(top: areaTop, bottom: areaTop + Double(metrics.iconAreaHeight),
                                  selected ? Self.selectedStops : Self.unselectedStops)
        try canvas.paint(.color(Self.iconShadow), through: content.icons[tab], x: iconX, y: iconY - 1)
        try canvas.paint(fill, through: content.icons[tab], x: iconX, y: iconY)
        content.drawLabel(label, tab: tab, on: canvas, x: x, y: y, bold: true,
                          colour: selected ? Self.selectedLabel : Self.unselectedLabel)
    }
}
