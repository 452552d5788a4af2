/// Where every part of the button preview goes, in pixels, derived from the frame and the
/// images alone: a header line per state, then per scale the stretched button at left and
/// the unstretched image at right, each row as tall as the taller of the two.
struct ButtonPreviewLayout {
    static let margin = 20.0
    static let labelHeight = 26.0
    static let gap = 12.0
    /// Extra space after each state's rows.
    static let stateGap = 6.0

    /// One state's parts: its header line, and per scale the stretched button and the image.
    struct Row {
        var header: Rect
        var buttons: [Rect]
        var images: [Rect]
    }

    let width: Int
    let height: Int
    let rows: [Row]

    /// `sizes[state][scale]` are the unstretched images' pixel sizes, `scales` their densities.
    init(frameWidth: Double, frameHeight: Double, scales: [Double], sizes: [[(width: Int, height: Int)]]) {
        let m = Self.margin
        let widest = Double(sizes.flatMap { $0.map(\.width) }.max() ?? 0)
        let buttonsWidth = frameWidth * (scales.max() ?? 1)
        let imageX = m + buttonsWidth.rounded() + m
        width = Int(imageX + widest + m)
        var y = m
        var rows: [Row] = []
        for state in sizes {
            let header = Rect(x: m, y: y, width: Double(width) - 2 * m, height: Self.labelHeight)
            y += Self.labelHeight
            var buttons: [Rect] = [], images: [Rect] = []
            for (scale, size) in zip(scales, state) {
                let button = Rect(x: m, y: y, width: (frameWidth * scale).rounded(), height: (frameHeight * scale).rounded())
                let image = Rect(x: imageX, y: y, width: Double(size.width), height: Double(size.height))
                buttons.append(button)
                images.append(image)
                y += max(button.height, image.height) + Self.gap
            }
            rows.append(Row(header: header, buttons: buttons, images: images))
            y += Self.stateGap
        }
        self.rows = rows
        height = Int(y - Self.gap - Self.stateGap + m)
    }

    /// Every drawn element; none overlaps another, all lie on the canvas.
    var elements: [Rect] { rows.flatMap { [$0.header] + $0.buttons + $0.images } }
}
