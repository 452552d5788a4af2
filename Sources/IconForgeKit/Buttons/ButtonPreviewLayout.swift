/// Where every part of the button preview goes, in pixels, derived from the frame and the
/// images alone: a header line per state, then per scale the stretched button at left and
/// the unstretched image at right, each row as tall as the taller of the two. On Android the
/// button sits on a strip of the phone's screen (`MaterialButtonStrip`).
struct ButtonPreviewLayout {
    static let margin = 20.0
    static let labelHeight = 26.0
    static let gap = 12.0
    /// Extra space after each state's rows.
    static let stateGap = 6.0

    /// One state's parts: its header line, and per scale the stretched button and the image
    /// (and on Android the screen strip holding the button).
    struct Row {
        var header: Rect
        var buttons: [Rect]
        var images: [Rect]
        var strips: [Rect] = []
    }

    let width: Int
    let height: Int
    let rows: [Row]
    /// Android's screen strip around the button, or nil (iOS: the button alone).
    let strip: MaterialButtonStrip?

    /// `sizes[state][scale]` are the unstretched images' pixel sizes, `scales` their densities.
    init(frameWidth: Double, frameHeight: Double, scales: [Double], sizes: [[(width: Int, height: Int)]],
         platform: PreviewPlatform = .ios) {
        let m = Self.margin
        let strip = platform == .android ? MaterialButtonStrip(frameWidth: frameWidth, frameHeight: frameHeight) : nil
        // What stands at left for each scale: the strip, or the button itself.
        let left = (width: strip?.width ?? frameWidth, height: strip?.height ?? frameHeight)
        let widest = Double(sizes.flatMap { $0.map(\.width) }.max() ?? 0)
        let imageX = m + (left.width * (scales.max() ?? 1)).rounded() + m
        width = Int(imageX + widest + m)
        var y = m
        var rows: [Row] = []
        for state in sizes {
            let header = Rect(x: m, y: y, width: Double(width) - 2 * m, height: Self.labelHeight)
            y += Self.labelHeight
            var row = Row(header: header, buttons: [], images: [])
            for (scale, size) in zip(scales, state) {
                let place = Rect(x: m, y: y, width: (left.width * scale).rounded(), height: (left.height * scale).rounded())
                if let strip {
                    row.strips.append(place)
                    row.buttons.append(strip.button(in: place, scale: scale))
                } else {
                    row.buttons.append(place)
                }
                let image = Rect(x: imageX, y: y, width: Double(size.width), height: Double(size.height))
                row.images.append(image)
                y += max(place.height, image.height) + Self.gap
            }
            rows.append(row)
            y += Self.stateGap
        }
        self.rows = rows
        self.strip = strip
        height = Int(y - Self.gap - Self.stateGap + m)
    }

    /// Every drawn element; none overlaps another, all lie on the canvas (a strip stands for
    /// the button it holds).
    var elements: [Rect] { rows.flatMap { [$0.header] + ($0.strips.isEmpty ? $0.buttons : $0.strips) + $0.images } }
}
