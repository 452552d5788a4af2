/// Where each part of the preview sheet goes, derived only from the render sizes.
///
/// One column, `margin` (10 px) around it: the title line, then four captioned sections
/// (caption 16 px, content, 14 px gap): the drawn tile, the classic bar, the modern bar (for
/// Android: the light and the dark Material 3 navigation bar) and the pixel grid. The column is as wide as the widest of a 320 px bar, the bars
/// (five tabs of `max(64, icon width + 12)` px) and the pixel grid; the drawn tile spans it,
/// the rest is centred in it. For a 30x30 icon at 1x/2x/3x the sheet is 340 x 617 px.
struct PreviewLayout: Equatable {
    /// A section's content rectangle, in whole pixels.
    struct Frame: Equatable {
        var x, y, width, height: Int
        /// Where the section's caption line starts.
        var captionTop: Int { y - PreviewStyle.captionHeight }
    }

    let width: Int
    let height: Int
    let titleBaseline: Int
    let drawn: Frame
    let classicBar: Frame
    let modernBar: Frame
    let pixelGrid: Frame
    let bar: TabBarMetrics

    /// `weights`: a symbol's, shown in the drawn tile instead of the renders.
    init(renders: [Int: RGBAImage], weights: [RGBAImage] = [], icon: AlphaPlane, platform: PreviewPlatform = .ios) {
        let margin = PreviewStyle.margin
        bar = TabBarMetrics(iconWidth: icon.width, iconHeight: icon.height, platform: platform)
        let grid = PixelGridView(alpha: icon)
        let column = max(PreviewStyle.minimumWidth - 2 * margin, bar.width, grid.width)
        let tile = DrawnIconTile(renders: renders, weights: weights, width: column)

        var y = margin
        titleBaseline = y + PreviewStyle.titleHeight - 4
        y += PreviewStyle.titleHeight + 8
        func section(width: Int, height: Int) -> Frame {
            let frame = Frame(x: margin + (column - width) / 2, y: y + PreviewStyle.captionHeight,
                              width: width, height: height)
            y = frame.y + height + PreviewStyle.sectionGap
            return frame
        }
        drawn = section(width: column, height: tile.height)
        classicBar = section(width: bar.width, height: bar.height)
        modernBar = section(width: bar.width, height: bar.height)
        pixelGrid = section(width: grid.width, height: grid.height)
        width = column + 2 * margin
        height = pixelGrid.y + pixelGrid.height + margin
    }
}
