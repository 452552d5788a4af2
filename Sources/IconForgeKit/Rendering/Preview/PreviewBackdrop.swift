import Synchronization

/// What every preview of one size shares: the page, the size line, the static captions, the
/// drawn tile's frame and notes, both bars with their plates and the pixel grid's ground.
/// It is drawn once per process and size and copied under each icon's own drawing, so a batch
/// pays for the gradients, rounded plates and most of the text once, not once per icon.
/// Unchecked: it wraps a cairo surface (`Canvas`), drawn in `init` and only read after, from
/// any thread (cairo allows concurrent reads of a finished image surface).
final class PreviewBackdrop: @unchecked Sendable {
    /// What a backdrop depends on: the renders' sizes by scale (`[scale, width, height]`), and
    /// a symbol's weights' (`[0, width, height]`), from which the whole layout follows.
    typealias Key = [[Int]]

    static func key(_ renders: [Int: RGBAImage], weights: [RGBAImage] = [], platform: PreviewPlatform = .ios) -> Key {
        renders.keys.sorted().map { [$0, renders[$0]!.width, renders[$0]!.height] } + weights.map { [0, $0.width, $0.height] }
            + (platform == .android ? [[-1]] : [])
    }

    /// Finished drawing, only ever copied from.
    private let canvas: Canvas

    /// Draws the shared parts of `preview` (its icon's pixels are not looked at).
    private init(_ preview: TabBarPreview, layout: PreviewLayout, icon: AlphaPlane) throws {
        canvas = try Canvas(width: layout.width, height: layout.height)
        canvas.fill(Rect(x: 0, y: 0, width: Double(layout.width), height: Double(layout.height)),
                    with: .color(PreviewStyle.page))
        let right = Double(layout.width - PreviewStyle.margin)
        canvas.text(preview.sizeLine(icon: icon), x: right, baseline: Double(layout.titleBaseline),
                    size: PreviewStyle.captionSize, align: .right, paint: .color(PreviewStyle.captionColour))
        let margin = PreviewStyle.margin
        // The drawn tile's caption carries the icon's own figure; the other three are fixed.
        let android = preview.platform == .android
        PreviewStyle.caption(android ? "Navigation bar (Material 3), light" : "Classic tab bar", on: canvas, x: margin,
                             top: layout.classicBar.captionTop)
        PreviewStyle.caption(android ? "Navigation bar, dark theme" : "Modern tab bar", on: canvas, x: margin,
                             top: layout.modernBar.captionTop)
        let grid = PixelGridView(alpha: icon)
        PreviewStyle.caption("\(preview.platform.densityName(1)) alpha, \(grid.magnification)x", on: canvas, x: margin,
                             top: layout.pixelGrid.captionTop)

        DrawnIconTile(renders: preview.renders, weights: preview.weights, width: layout.drawn.width, platform: preview.platform)
            .drawFrame(on: canvas, x: layout.drawn.x, y: layout.drawn.y)
        let content = preview.content(layout: layout, icon: icon)
        if android {
            NavigationBar(content: content, scheme: .light).drawBackground(on: canvas, x: layout.classicBar.x, y: layout.classicBar.y)
            NavigationBar(content: content, scheme: .dark).drawBackground(on: canvas, x: layout.modernBar.x, y: layout.modernBar.y)
        } else {
            ClassicTabBar(content: content).drawBackground(on: canvas, x: layout.classicBar.x, y: layout.classicBar.y)
            ModernTabBar(content: content).drawBackground(on: canvas, x: layout.modernBar.x, y: layout.modernBar.y)
        }
        grid.drawBackground(on: canvas, x: layout.pixelGrid.x, y: layout.pixelGrid.y)
        canvas.flush()
    }

    /// A canvas to draw one icon's preview on, holding the backdrop (callable from any thread).
    func start() throws -> Canvas { try canvas.copy(flushing: false) }

    /// The backdrop for `preview`'s size, drawn on first use. A few sizes are kept (a batch
    /// has one, `build` one per icon size in the manifest).
    static func backdrop(for preview: TabBarPreview, layout: PreviewLayout, icon: AlphaPlane) throws -> PreviewBackdrop {
        let key = key(preview.renders, weights: preview.weights, platform: preview.platform)
        if let kept = cache.withLock({ $0[key] }) { return kept }
        let drawn = try PreviewBackdrop(preview, layout: layout, icon: icon)
        cache.withLock { kept in
            if kept.count >= keptSizes { kept.removeAll() }
            kept[key] = drawn
        }
        return drawn
    }

    static let keptSizes = 8
    private static let cache = Mutex<[Key: PreviewBackdrop]>([:])
}
