/// The icon as drawn, black on white, at every rendered scale side by side (bottom-aligned,
/// "@2x", or "xhdpi" for Android, under each), or a symbol's weights ("Ultralight", "Regular", "Black" under each),
/// shrunk together only when the row would not fit the tile.
struct DrawnIconTile {
    static let background = RGBA(0xff, 0xff, 0xff)
    static let padding = 10
    static let gap = 16
    /// The tallest the renders are shown; larger renders are scaled down to this.
    static let largestArtHeight = 160
    /// From the art's bottom to the scale labels' baseline.
    static let noteBaselineGap = 13
    static let radius = 4.0

    /// The pictures with their notes: the renders, smallest scale first, or the symbol's weights.
    let renders: [(label: String, image: RGBAImage)]
    let width: Int

    /// `weights` (a symbol's, lightest first) instead of the renders when there are any.
    init(renders: [Int: RGBAImage], weights: [RGBAImage] = [], width: Int, platform: PreviewPlatform = .ios) {
        self.renders = weights.isEmpty ? renders.sorted { $0.key < $1.key }.map { (platform.densityName($0.key), $0.value) }
            : zip(SymbolWeight.allCases, weights).map { ($0.name, $1) }
        self.width = width
    }

    /// How much the renders are scaled: 1 unless the row is too wide or too tall.
    var factor: Double {
        let gaps = Self.gap * max(0, renders.count - 1)
        let artWidth = max(1, renders.reduce(0) { $0 + $1.image.width })
        let tallest = max(1, renders.map(\.image.height).max() ?? 1)
        return min(1, Double(width - 2 * Self.padding - gaps) / Double(artWidth),
                   Double(Self.largestArtHeight) / Double(tallest))
    }

    var artHeight: Int { Int((Double(renders.map(\.image.height).max() ?? 0) * factor).rounded()) }
    var height: Int { Self.padding + artHeight + Self.noteBaselineGap + 3 + Self.padding }

    /// Draws the tile with its top-left at `(x, y)`.
    func draw(on canvas: Canvas, x: Int, y: Int) throws {
        drawFrame(on: canvas, x: x, y: y)
        try drawArt(on: canvas, x: x, y: y)
    }

    /// The white tile and the "@2x" notes: they depend only on the renders' sizes, so a
    /// preview draws them once for every icon of a size.
    func drawFrame(on canvas: Canvas, x: Int, y: Int) {
        let frame = Rect(x: Double(x), y: Double(y), width: Double(width), height: Double(height))
        canvas.roundedRectangle(frame, radius: Self.radius)
        canvas.fill(.color(Self.background))
        canvas.roundedRectangle(frame.insetBy(0.5), radius: Self.radius)
        canvas.stroke(.color(PreviewStyle.tileBorder), width: 1)
        let bottom = y + Self.padding + artHeight
        for (render, placed) in zip(renders, placements(x: x)) {
            canvas.text(render.label, x: Double(placed.left) + Double(placed.width) / 2,
                        baseline: Double(bottom + Self.noteBaselineGap), size: PreviewStyle.noteSize,
                        align: .center, paint: .color(PreviewStyle.captionColour))
        }
    }

    /// The renders themselves, bottom-aligned in the tile.
    func drawArt(on canvas: Canvas, x: Int, y: Int) throws {
        let f = factor
        let bottom = y + Self.padding + artHeight
        for (render, placed) in zip(renders, placements(x: x)) {
            try canvas.draw(render.image, x: Double(placed.left), y: Double(bottom - placed.height), scale: f,
                            filter: f == 1 ? .nearest : .smooth)
        }
    }

    /// Each render's left edge and shown size, in a row centred in a tile whose left is `x`.
    private func placements(x: Int) -> [(left: Int, width: Int, height: Int)] {
        let f = factor
        let sizes = renders.map { (Int((Double($0.image.width) * f).rounded()), Int((Double($0.image.height) * f).rounded())) }
        let rowWidth = sizes.reduce(0) { $0 + $1.0 } + Self.gap * max(0, sizes.count - 1)
        var left = x + (width - rowWidth) / 2
        return sizes.map { size in
            defer { left += size.0 + Self.gap }
            return (left, size.0, size.1)
        }
    }
}
