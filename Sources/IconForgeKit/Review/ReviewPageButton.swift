/// One side of a button stretched to three widths, each drawn by the button preview
/// (`ButtonPreview`: the grouped table, or a phone's screen strip on Android) and stacked: a
/// compact button, a typical one and a full-width one, so a cap that no longer holds shows.
struct ReviewPageButton {
    /// The unstretched image and how it stretches.
    let image: RGBAImage
    let layout: StretchableLayout
    let title: String
    let platform: PreviewPlatform

    /// The frame widths in points: compact, typical, full width on a 320 pt screen.
    static let widths: [Double] = [88, 160, 300]
    /// Between two widths: none, the table (or the page on Android) runs on.
    static let gap = 0

    /// The widths drawn: none narrower than the caps and a few points of centre.
    var frameWidths: [Double] {
        let caps = Double(layout.insets.left + layout.insets.right) / layout.scale
        return Self.widths.map { max($0, (caps + 8).rounded(.up)) }
    }

    func render() throws -> RGBAImage {
        let height = Double(layout.height) / layout.scale
        let sheets = try frameWidths.map { width -> RGBAImage in
            var preview = ButtonPreview(title: TabLabel.title(from: title), frameWidth: width, frameHeight: height,
                                        rows: [ButtonPreview.Row(label: "\(Int(width)) \(platform.unit)", images: [(image, layout)])])
            preview.platform = platform
            return try preview.render()
        }
        let canvas = try Canvas(width: sheets.map(\.width).max() ?? 1,
                                height: sheets.reduce(0) { $0 + $1.height } + Self.gap * (sheets.count - 1))
        canvas.fill(Rect(x: 0, y: 0, width: Double(canvas.width), height: Double(canvas.height)), with: .color(platform == .android ? ButtonPreview.page : ButtonPreview.stripes.0))
        var y = 0
        for sheet in sheets {
            try canvas.draw(sheet, x: 0, y: Double(y), filter: .nearest)
            y += sheet.height + Self.gap
        }
        return canvas.snapshot()
    }
}
