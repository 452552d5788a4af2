/// A picture of a button as an iPhone grouped table shows it ("Putting a Button in a
/// Table"): on the pinstriped background, each state stretched by its own cap insets
/// to the table-button frame at 1x and 2x, with a bold white title, beside the
/// unstretched images.
public struct ButtonPreview {
    /// One state: its label and its (image, layout) at 1x and 2x.
    public struct Row {
        public var label: String
        public var images: [(RGBAImage, StretchableLayout)]
        /// Draw the title greyed out, as UIKit shows a disabled button's title.
        public var dimsTitle: Bool

        public init(label: String, images: [(RGBAImage, StretchableLayout)], dimsTitle: Bool = false) {
            self.label = label
            self.images = images
            self.dimsTitle = dimsTitle
        }
    }

    public var title: String
    /// The table-button frame in points.
    public var frameWidth: Double
    public var frameHeight: Double
    public var rows: [Row]

    public init(title: String, frameWidth: Double, frameHeight: Double, rows: [Row]) {
        self.title = title
        self.frameWidth = frameWidth
        self.frameHeight = frameHeight
        self.rows = rows
    }

    static let margin = 20.0
    static let labelHeight = 26.0
    static let gap = 12.0
    static let stripes = (RGBA(0xc5, 0xcc, 0xd4), RGBA(0xcb, 0xd2, 0xd8))

    public func render() throws -> RGBAImage {
        let m = Self.margin
        let widest = rows.flatMap { $0.images.map { Double($0.0.width) } }.max() ?? 0
        let stacked = rows.first?.images.reduce(0.0) { $0 + frameHeight * $1.1.scale + Self.gap } ?? 0
        let width = Int(m + frameWidth * 2 + m + widest + m)
        let rowHeight = Self.labelHeight + max(stacked, 0) + 6
        let canvas = try Canvas(width: width, height: Int(m + rowHeight * Double(rows.count)))
        drawPinstripes(on: canvas)
        var y = m
        for row in rows {
            canvas.text(row.label, x: m + 1, baseline: y + 18, size: 15, bold: true,
                        paint: .color(RGBA(255, 255, 255, 160)))
            canvas.text(row.label, x: m, baseline: y + 17, size: 15, bold: true, paint: .color(RGBA(0x4c, 0x56, 0x6b)))
            canvas.text(caption(for: row), x: m + canvas.textWidth(row.label, size: 15, bold: true) + 10,
                        baseline: y + 17, size: 12, paint: .color(RGBA(0x6d, 0x76, 0x88)))
            y += Self.labelHeight
            for (image, layout) in row.images {
                try drawButton(image, layout: layout, dimsTitle: row.dimsTitle, on: canvas, x: m, y: y)
                try canvas.draw(image, x: m + frameWidth * 2 + m, y: y, filter: .nearest)
                y += frameHeight * layout.scale + Self.gap
            }
            y += 6
        }
        return canvas.snapshot()
    }

    /// What the row shows, e.g. "1x and 2x, stretched from 23x40 pt to 300x44 pt; unstretched at right".
    private func caption(for row: Row) -> String {
        let scales = row.images.map { "\(StretchableLayout.decimal($0.1.scale))x" }.joined(separator: " and ")
        guard let (_, layout) = row.images.first else { return "" }
        let size = { (w: Double, h: Double) in "\(StretchableLayout.decimal(w))x\(StretchableLayout.decimal(h)) pt" }
        return "\(scales), stretched from \(size(Double(layout.width) / layout.scale, Double(layout.height) / layout.scale))"
            + " to \(size(frameWidth, frameHeight)); unstretched at right"
    }

    /// The image stretched by its insets to the frame at its scale, with the title.
    private func drawButton(_ image: RGBAImage, layout: StretchableLayout, dimsTitle: Bool,
                            on canvas: Canvas, x: Double, y: Double) throws {
        let s = layout.scale
        let stretched = image.stretched(insets: layout.insets, toWidth: Int((frameWidth * s).rounded()),
                                        height: Int((frameHeight * s).rounded()))
        try canvas.draw(stretched, x: x, y: y, filter: .nearest)
        let size = (frameHeight * 0.41).rounded() * s
        let centreX = x + Double(stretched.width) / 2
        let baseline = y + Double(stretched.height) / 2 + size * 0.36
        // UIKit's engraved look: a dark shadow one point above the white title. A disabled
        // title is greyed instead: translucent dark ink with a light edge one point below.
        let (shadow, ink, offset) = dimsTitle
            ? (RGBA(255, 255, 255, 120), RGBA(0, 0, 0, 80), s)
            : (RGBA(0, 0, 0, 110), RGBA.white, -s)
        canvas.text(title, x: centreX, baseline: baseline + offset, size: size, bold: true, align: .center,
                    paint: .color(shadow))
        canvas.text(title, x: centreX, baseline: baseline, size: size, bold: true, align: .center,
                    paint: .color(ink))
    }

    /// The grouped-table background: 4-pixel and 3-pixel vertical stripes.
    private func drawPinstripes(on canvas: Canvas) {
        canvas.fill(Rect(x: 0, y: 0, width: Double(canvas.width), height: Double(canvas.height)),
                    with: .color(Self.stripes.0))
        var x = 4
        while x < canvas.width {
            canvas.fill(Rect(x: Double(x), y: 0, width: 3, height: Double(canvas.height)), with: .color(Self.stripes.1))
            x += 7
        }
    }
}
