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
        /// A dark appearance (`--dark-color`), shown on a dark mode grouped table.
        public var onDark: Bool

        public init(label: String, images: [(RGBAImage, StretchableLayout)], dimsTitle: Bool = false, onDark: Bool = false) {
            self.onDark = onDark
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
    /// Android: each button on a strip of a phone's screen in its touch target
    /// (`MaterialButtonStrip`), light or dark, instead of the grouped table's pinstripes; a
    /// Material title (14 sp, not engraved), and sizes in dp at mdpi and xhdpi.
    public var platform = PreviewPlatform.ios

    public init(title: String, frameWidth: Double, frameHeight: Double, rows: [Row]) {
        self.title = title
        self.frameWidth = frameWidth
        self.frameHeight = frameHeight
        self.rows = rows
    }

    static let stripes = (RGBA(0xc5, 0xcc, 0xd4), RGBA(0xcb, 0xd2, 0xd8))
    /// A dark mode grouped table's background, behind the dark appearance's rows.
    static let darkTable = RGBA(0x1c, 0x1c, 0x1e)
    /// Material 3's baseline surface, light and dark, and the text on it.
    static let surface = RGBA(0xfe, 0xf7, 0xff)
    static let darkSurface = RGBA(0x14, 0x12, 0x18)
    static let onSurface = RGBA(0x1d, 0x1b, 0x20)
    static let onSurfaceVariant = RGBA(0x49, 0x45, 0x4f)
    /// Around the Android strips: the icon previews' page.
    static let page = PreviewStyle.page
    /// Material's label large: a button's title, whatever its height.
    static let materialTitleSize = 14.0
    static let labelSize = 15.0
    static let captionSize = 12.0

    /// Where everything goes (see `ButtonPreviewLayout`).
    var layout: ButtonPreviewLayout {
        ButtonPreviewLayout(frameWidth: frameWidth, frameHeight: frameHeight,
                            scales: rows.first?.images.map(\.1.scale) ?? [],
                            sizes: rows.map { $0.images.map { ($0.0.width, $0.0.height) } }, platform: platform)
    }

    public func render() throws -> RGBAImage {
        let layout = self.layout
        let canvas = try Canvas(width: layout.width, height: layout.height)
        if platform == .android {
            canvas.fill(Rect(x: 0, y: 0, width: Double(canvas.width), height: Double(canvas.height)), with: .color(Self.page))
        } else {
            drawPinstripes(on: canvas)
        }
        var darkDrawn = false
        for (row, place) in zip(rows, layout.rows) {
            // The dark appearance's rows come last: one dark table from the first of them down
            // (on Android each strip of screen is dark instead).
            if row.onDark, !darkDrawn, platform == .ios {
                let top = place.header.y - 10
                canvas.fill(Rect(x: 0, y: top, width: Double(canvas.width), height: Double(canvas.height) - top), with: .color(Self.darkTable))
                darkDrawn = true
            }
            drawHeader(row, in: place.header, on: canvas)
            for (index, (image, stretch)) in row.images.enumerated() {
                if let strip = layout.strip {
                    drawScreen(strip, place.strips[index], button: place.buttons[index], scale: stretch.scale, dark: row.onDark, on: canvas)
                }
                try drawButton(image, layout: stretch, dimsTitle: row.dimsTitle, on: canvas, in: place.buttons[index])
                try canvas.draw(image, x: place.images[index].x, y: place.images[index].y, filter: .nearest)
            }
        }
        return canvas.snapshot()
    }

    /// The state's name, embossed, and what the row shows, shortened to fit the line.
    private func drawHeader(_ row: Row, in frame: Rect, on canvas: Canvas) {
        let label = canvas.fittedText(row.label, width: frame.width, size: Self.labelSize, bold: true)
        // Embossed on the light table; plain light grey on the dark one. On Android every
        // header is on the page, above its strips.
        let android = platform == .android
        if !row.onDark, !android {
            canvas.text(label, x: frame.x + 1, baseline: frame.y + 18, size: Self.labelSize, bold: true,
                        paint: .color(RGBA(255, 255, 255, 160)))
        }
        canvas.text(label, x: frame.x, baseline: frame.y + 17, size: Self.labelSize, bold: true,
                    paint: .color(android ? Self.onSurface : row.onDark ? RGBA(0xeb, 0xeb, 0xf0) : RGBA(0x4c, 0x56, 0x6b)))
        let captionX = frame.x + canvas.textWidth(label, size: Self.labelSize, bold: true) + 10
        let caption = canvas.fittedText(caption(for: row), width: frame.x + frame.width - captionX, size: Self.captionSize)
        canvas.text(caption, x: captionX, baseline: frame.y + 17, size: Self.captionSize,
                    paint: .color(android ? Self.onSurfaceVariant : row.onDark ? RGBA(0x98, 0x98, 0x9f) : RGBA(0x6d, 0x76, 0x88)))
    }

    /// What the row shows, e.g. "1x and 2x, stretched from 23x40 pt to 300x44 pt; unstretched at right"
    /// ("mdpi and xhdpi, stretched from 23x40 dp to 328x40 dp in a 48 dp touch target on a 360 dp
    /// screen; ..." on Android).
    func caption(for row: Row) -> String {
        let scales = row.images.map { scale in
            platform == .android && scale.1.scale.rounded() == scale.1.scale ? platform.densityName(Int(scale.1.scale))
                : "\(NumberText.decimal(scale.1.scale))x"
        }.joined(separator: " and ")
        guard let (_, layout) = row.images.first else { return "" }
        let size = { (w: Double, h: Double) in "\(NumberText.decimal(w))x\(NumberText.decimal(h)) \(platform.unit)" }
        let screen = self.layout.strip.map { strip in
            " in a \(NumberText.decimal(strip.touchTargetHeight)) dp touch target on a \(NumberText.decimal(strip.width)) dp screen"
        } ?? ""
        return "\(scales), stretched from \(size(Double(layout.width) / layout.scale, Double(layout.height) / layout.scale))"
            + " to \(size(frameWidth, frameHeight))\(screen); unstretched at right"
    }

    /// The image stretched by its insets to `frame`, with the title between the caps.
    private func drawButton(_ image: RGBAImage, layout: StretchableLayout, dimsTitle: Bool,
                            on canvas: Canvas, in frame: Rect) throws {
        let s = layout.scale
        let stretched = image.stretched(insets: layout.insets, toWidth: Int(frame.width), height: Int(frame.height))
        try canvas.draw(stretched, x: frame.x, y: frame.y, filter: .nearest)
        let android = platform == .android
        let size = (android ? Self.materialTitleSize : Self.titleSize(frameHeight: frameHeight)) * s
        let room = frame.width - Double(layout.insets.left) * 2
        let title = canvas.fittedText(self.title, width: room, size: size, bold: true)
        let centreX = frame.x + frame.width / 2
        let baseline = frame.y + frame.height / 2 + size * 0.36
        // UIKit's engraved look: a dark shadow one point above the white title. A disabled
        // title is muted ink of the button's own colour instead (contrast at least 3:1), with
        // a light edge one point below. Material's titles are flat: no shadow, no edge.
        let background = stretched[stretched.width / 2, stretched.height / 2]
        let (shadow, ink, offset) = dimsTitle
            ? (RGBA(255, 255, 255, 90), background.mutedInk(), s)
            : (RGBA(0, 0, 0, 110), RGBA.white, -s)
        if !android {
            canvas.text(title, x: centreX, baseline: baseline + offset, size: size, bold: true, align: .center,
                        paint: .color(shadow))
        }
        canvas.text(title, x: centreX, baseline: baseline, size: size, bold: true, align: .center,
                    paint: .color(ink))
    }

    /// The title's size in points for a frame `frameHeight` points tall (UIKit's 18 pt in 44).
    static func titleSize(frameHeight: Double) -> Double { (frameHeight * 0.41).rounded() }

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
