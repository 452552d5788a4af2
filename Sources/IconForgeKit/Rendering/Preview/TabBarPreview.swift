import Foundation

/// The negative preview simulation: one sheet showing the icon as drawn, and as the
/// classic dark and the modern light iPhone tab bars show it (alpha only, so whatever is
/// opaque lights up on the dark bar), plus the 1x alpha enlarged on a pixel grid.
/// Layout is described in `PreviewLayout`; the output is deterministic.
public struct TabBarPreview: Sendable {
    /// The asset name; the tabs show it capitalised ("docs" -> "Docs").
    public let title: String
    /// The icon as drawn (colours, transparent background) by scale; 1 must be present. For a
    /// custom symbol, its Regular weight drawn.
    public let renders: [Int: RGBAImage]
    /// A custom symbol's Ultralight, Regular and Black drawn (each unselected beside selected,
    /// `SymbolWeightPair`), shown side by side instead of the renders; empty for an icon.
    public let weights: [RGBAImage]

    /// The selected drawing's 1x alpha (`--selected`), shown in the selected tab; nil, the icon's.
    public let selected: AlphaPlane?

    /// Android: the light and the dark Material 3 navigation bar, sizes in dp and densities
    /// by name, instead of the iPhone's bars.
    public let platform: PreviewPlatform

    /// The tab shown selected in both bars (the others show the unselected state).
    static let selectedTab = 1

    public init(title: String, renders: [Int: RGBAImage], weights: [RGBAImage] = [], selected: AlphaPlane? = nil,
                platform: PreviewPlatform = .ios) {
        self.platform = platform
        self.title = title
        self.renders = renders
        self.weights = weights
        self.selected = selected
    }

    /// The preview's geometry, or nil without a 1x render.
    var layout: PreviewLayout? {
        renders[1].map { PreviewLayout(renders: renders, weights: weights, icon: $0.alphaPlane, platform: platform) }
    }

    /// Draws the sheet.
    public func render() throws -> RGBAImage { try draw().snapshot() }

    /// The preview as a PNG: RGB rows (the page is opaque), compressed as a picture.
    public func png() throws -> Data {
        let canvas = try draw()
        return try PNGEncoder.encode(width: canvas.width, height: canvas.height, colorType: .rgb,
                                     bytes: canvas.opaqueRGB())
    }

    /// The preview: this icon's drawing over the backdrop every icon of its size shares.
    func draw() throws -> Canvas {
        guard let icon = renders[1]?.alphaPlane else {
            throw RenderError.missingImage(scale: 1)
        }
        let layout = PreviewLayout(renders: renders, weights: weights, icon: icon, platform: platform)
        let canvas = try PreviewBackdrop.backdrop(for: self, layout: layout, icon: icon).start()
        drawTitle(on: canvas, layout: layout, icon: icon)
        // How crisp the 1x art is, so the aspect and pixel fits can be told apart at a glance; a
        // symbol is drawn by the system at any size, so its caption says what the bars show.
        let caption = weights.isEmpty ? "As drawn  ·  \(platform.densityName(1)): \(NumberText.percent(icon.halfCoveredShare)) of inked pixels half-covered"
            : "Symbol weights, unselected and selected  ·  bars: Regular"
        PreviewStyle.caption(caption, on: canvas, x: PreviewStyle.margin, top: layout.drawn.captionTop)
        try DrawnIconTile(renders: renders, weights: weights, width: layout.drawn.width, platform: platform)
            .drawArt(on: canvas, x: layout.drawn.x, y: layout.drawn.y)
        let content = content(layout: layout, icon: icon)
        if platform == .android {
            try NavigationBar(content: content, scheme: .light).drawTabs(on: canvas, x: layout.classicBar.x, y: layout.classicBar.y)
            try NavigationBar(content: content, scheme: .dark).drawTabs(on: canvas, x: layout.modernBar.x, y: layout.modernBar.y)
        } else {
            try ClassicTabBar(content: content).drawTabs(on: canvas, x: layout.classicBar.x, y: layout.classicBar.y)
            try ModernTabBar(content: content).drawTabs(on: canvas, x: layout.modernBar.x, y: layout.modernBar.y)
        }
        try PixelGridView(alpha: icon).drawPixels(on: canvas, x: layout.pixelGrid.x, y: layout.pixelGrid.y)
        return canvas
    }

    /// Both bars' content: the icon and its label in every tab, one tab selected.
    func content(layout: PreviewLayout, icon: AlphaPlane) -> TabBarContent {
        let label = TabLabel.title(from: title)
        guard let selected, selected.width == icon.width, selected.height == icon.height else {
            return TabBarContent(metrics: layout.bar, icon: icon, label: label, selectedTab: Self.selectedTab)
        }
        let icons = (0 ..< layout.bar.tabs).map { $0 == Self.selectedTab ? selected : icon }
        return TabBarContent(metrics: layout.bar, icons: icons, labels: Array(repeating: label, count: layout.bar.tabs),
                             selectedTabs: [Self.selectedTab])
    }

    /// The right end of the title line: the icon's size in points (dp) and its scales (densities).
    func sizeLine(icon: AlphaPlane) -> String {
        let scales = renders.keys.sorted().map(platform.densityName).joined(separator: " ")
        return "\(icon.width)×\(icon.height) \(platform.unit)  \(scales)"
    }

    /// The asset name, shortened with an ellipsis to end before the size line on the right
    /// (which the backdrop draws).
    private func drawTitle(on canvas: Canvas, layout: PreviewLayout, icon: AlphaPlane) {
        let room = Double(layout.width - 2 * PreviewStyle.margin - PreviewStyle.titleGap)
            - canvas.textWidth(sizeLine(icon: icon), size: PreviewStyle.captionSize)
        let shown = canvas.fittedText(title, width: room, size: PreviewStyle.titleSize, bold: true)
        canvas.text(shown, x: Double(PreviewStyle.margin), baseline: Double(layout.titleBaseline),
                    size: PreviewStyle.titleSize, bold: true, paint: .color(PreviewStyle.titleColour))
    }
}
