/// The negative preview simulation: one sheet showing the icon as drawn, and as the
/// classic dark and the modern light iPhone tab bars show it (alpha only, so whatever is
/// opaque lights up on the dark bar), plus the 1x alpha enlarged on a pixel grid.
/// Layout is described in `PreviewLayout`; the output is deterministic.
public struct TabBarPreview {
    /// The asset name; the tabs show it capitalised ("docs" -> "Docs").
    public let title: String
    /// The icon as drawn (colours, transparent background) by scale; 1 must be present.
    public let renders: [Int: RGBAImage]

    /// The tab shown selected in both bars (the others show the unselected state).
    static let selectedTab = 1

    public init(title: String, renders: [Int: RGBAImage]) {
        self.title = title
        self.renders = renders
    }

    /// The sheet's geometry, or nil without a 1x render.
    var layout: PreviewLayout? {
        renders[1].map { PreviewLayout(renders: renders, icon: $0.alphaPlane) }
    }

    /// Draws the sheet.
    public func render() throws -> RGBAImage {
        guard let icon = renders[1]?.alphaPlane else {
            throw RenderError.renderFailed("the preview needs the 1x render")
        }
        let layout = PreviewLayout(renders: renders, icon: icon)
        let canvas = try Canvas(width: layout.width, height: layout.height)
        canvas.fill(Rect(x: 0, y: 0, width: Double(layout.width), height: Double(layout.height)),
                    with: .color(PreviewStyle.page))
        drawTitle(on: canvas, layout: layout, icon: icon)

        let content = TabBarContent(metrics: layout.bar, icon: icon, label: TabLabel.title(from: title),
                                    selectedTab: Self.selectedTab)
        let margin = PreviewStyle.margin
        let grid = PixelGridView(alpha: icon)
        let sections: [(String, PreviewLayout.Frame, () throws -> Void)] = [
            // How crisp the 1x art is, so the aspect and pixel fits can be told apart at a glance.
            ("As drawn  ·  1x: \(IconLint.percent(icon.halfCoveredShare)) of inked pixels half-covered", layout.drawn, {
                try DrawnIconTile(renders: renders, width: layout.drawn.width)
                    .draw(on: canvas, x: layout.drawn.x, y: layout.drawn.y)
            }),
            ("Classic tab bar", layout.classicBar, {
                try ClassicTabBar(content: content)
                    .draw(on: canvas, x: layout.classicBar.x, y: layout.classicBar.y)
            }),
            ("Modern tab bar", layout.modernBar, {
                try ModernTabBar(content: content)
                    .draw(on: canvas, x: layout.modernBar.x, y: layout.modernBar.y)
            }),
            ("1x alpha, \(grid.magnification)x", layout.pixelGrid, {
                try grid.draw(on: canvas, x: layout.pixelGrid.x, y: layout.pixelGrid.y)
            }),
        ]
        for (caption, frame, draw) in sections {
            PreviewStyle.caption(caption, on: canvas, x: margin, top: frame.captionTop)
            try draw()
        }
        return canvas.snapshot()
    }

    /// The asset name, shortened with an ellipsis to end before the size in points on the right.
    private func drawTitle(on canvas: Canvas, layout: PreviewLayout, icon: AlphaPlane) {
        let baseline = Double(layout.titleBaseline)
        let scales = renders.keys.sorted().map { "@\($0)x" }.joined(separator: " ")
        let size = "\(icon.width)×\(icon.height) pt  \(scales)"
        let right = Double(layout.width - PreviewStyle.margin)
        let room = right - canvas.textWidth(size, size: PreviewStyle.captionSize) - Double(PreviewStyle.titleGap)
            - Double(PreviewStyle.margin)
        let shown = canvas.fittedText(title, width: room, size: PreviewStyle.titleSize, bold: true)
        canvas.text(shown, x: Double(PreviewStyle.margin), baseline: baseline, size: PreviewStyle.titleSize,
                    bold: true, paint: .color(PreviewStyle.titleColour))
        canvas.text(size, x: right, baseline: baseline, size: PreviewStyle.captionSize, align: .right,
                    paint: .color(PreviewStyle.captionColour))
    }
}
