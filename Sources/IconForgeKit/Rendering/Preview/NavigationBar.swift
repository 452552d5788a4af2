/// A Material 3 navigation bar, Android's bottom bar, drawn at mdpi (1 dp = 1 px) in the
/// baseline colour scheme: a flat surface-container bar, icons and labels in on-surface-variant,
/// the selected item's icon on the pill-shaped active indicator in secondary-container. Icons
/// are painted through their alpha plane, as the bar tints the drawable.
struct NavigationBar {
    /// The baseline scheme's colours a navigation bar uses, light or dark.
    struct Scheme {
        var container, indicator, selectedIcon, selectedLabel, unselected: RGBA

        static let light = Scheme(container: RGBA(0xf3, 0xed, 0xf7), indicator: RGBA(0xe8, 0xde, 0xf8),
                                  selectedIcon: RGBA(0x1d, 0x19, 0x2b), selectedLabel: RGBA(0x1d, 0x1b, 0x20),
                                  unselected: RGBA(0x49, 0x45, 0x4f))
        static let dark = Scheme(container: RGBA(0x21, 0x1f, 0x26), indicator: RGBA(0x4a, 0x44, 0x58),
                                 selectedIcon: RGBA(0xe8, 0xde, 0xf8), selectedLabel: RGBA(0xe6, 0xe0, 0xe9),
                                 unselected: RGBA(0xca, 0xc4, 0xd0))
    }

    let content: TabBarContent
    let scheme: Scheme

    /// Draws the bar with its top-left at `(x, y)`.
    func draw(on canvas: Canvas, x: Int, y: Int) throws {
        drawBackground(on: canvas, x: x, y: y)
        try drawTabs(on: canvas, x: x, y: y)
    }

    /// The bar and the selected items' indicators, the same for every icon of a size.
    func drawBackground(on canvas: Canvas, x: Int, y: Int) {
        let metrics = content.metrics
        canvas.fill(Rect(x: Double(x), y: Double(y), width: Double(metrics.width), height: Double(metrics.height)),
                    with: .color(scheme.container))
        for tab in content.selectedTabs.sorted() where tab < metrics.tabs {
            guard let pill = metrics.indicator(tab: tab) else { continue }
            canvas.roundedRectangle(Rect(x: Double(x) + pill.x, y: Double(y) + pill.y, width: pill.width, height: pill.height),
                                    radius: pill.height / 2)
            canvas.fill(.color(scheme.indicator))
        }
    }

    /// Every item's icon and label, over the background.
    func drawTabs(on canvas: Canvas, x: Int, y: Int) throws {
        let metrics = content.metrics
        let labels = content.fittedLabels(on: canvas, bold: false)
        for tab in 0 ..< metrics.tabs {
            let selected = content.selectedTabs.contains(tab)
            let origin = metrics.iconOrigin(tab: tab)
            try canvas.paint(.color(selected ? scheme.selectedIcon : scheme.unselected), through: content.icons[tab],
                             x: Double(x + origin.x), y: Double(y + origin.y))
            content.drawLabel(labels[tab], tab: tab, on: canvas, x: x, y: y, bold: false,
                              colour: selected ? scheme.selectedLabel : scheme.unselected)
        }
    }
}
