/// The 1x alpha plane enlarged with hard pixel edges and a grid between pixels, to judge
/// how crisp the icon is at the size a classic tab bar shows it.
struct PixelGridView {
    /// The enlargement for icons up to `largestSide / standardMagnification` px.
    static let standardMagnification = 8
    /// Larger icons are enlarged less so the view stays about this size.
    static let largestSide = 512
    /// Below this enlargement grid lines would hide the pixels, so none are drawn.
    static let smallestGridMagnification = 4

    static let background = RGBA(0xff, 0xff, 0xff)
    static let ink = RGBA(0x1a, 0x1a, 0x1a)
    /// Half-transparent grey reads on white cells and on dark ones.
    static let gridLine = RGBA(0x80, 0x80, 0x80, 0x66)

    let alpha: AlphaPlane

    /// 8, or less for icons wider or taller than 64 px (never below 1).
    static func magnification(width: Int, height: Int) -> Int {
        max(1, min(standardMagnification, largestSide / max(1, width, height)))
    }

    var magnification: Int { Self.magnification(width: alpha.width, height: alpha.height) }
    /// Cells plus the closing grid line on the right and bottom.
    var width: Int { alpha.width * magnification + 1 }
    var height: Int { alpha.height * magnification + 1 }

    /// Draws the view with its top-left at `(x, y)`. Pixel `(px, py)` fills the cell whose
    /// top-left is `(x + px * m, y + py * m)`; grid lines cover each cell's first row and column.
    func draw(on canvas: Canvas, x: Int, y: Int) throws {
        drawBackground(on: canvas, x: x, y: y)
        try drawPixels(on: canvas, x: x, y: y)
    }

    /// The white ground under the cells, the same for every icon of a size.
    func drawBackground(on canvas: Canvas, x: Int, y: Int) {
        canvas.fill(Rect(x: Double(x), y: Double(y), width: Double(width), height: Double(height)), with: .color(Self.background))
    }

    /// The enlarged pixels and the grid over them.
    func drawPixels(on canvas: Canvas, x: Int, y: Int) throws {
        let m = magnification
        let left = Double(x), top = Double(y)
        try canvas.paint(.color(Self.ink), through: alpha, x: left, y: top, scale: Double(m), filter: .nearest)
        // Small enlargements get only the outline: a grid would hide the pixels.
        let grid = m >= Self.smallestGridMagnification
        for column in stride(from: 0, through: alpha.width, by: grid ? 1 : alpha.width) {
            canvas.rectangle(Rect(x: left + Double(column * m), y: top, width: 1, height: Double(height)))
        }
        for row in stride(from: 0, through: alpha.height, by: grid ? 1 : alpha.height) {
            canvas.rectangle(Rect(x: left, y: top + Double(row * m), width: Double(width), height: 1))
        }
        canvas.fill(.color(grid ? Self.gridLine : PreviewStyle.tileBorder))
    }
}
