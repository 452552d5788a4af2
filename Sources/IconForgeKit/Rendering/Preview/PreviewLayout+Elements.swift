extension PreviewLayout {
    /// Every block the sheet draws, in pixels: the title line, and each section's caption line
    /// and content. None overlaps another and all lie on the sheet.
    var elements: [Rect] {
        let margin = Double(PreviewStyle.margin)
        let column = Double(width) - 2 * margin
        var blocks = [Rect(x: margin, y: margin, width: column, height: Double(PreviewStyle.titleHeight))]
        for frame in [drawn, classicBar, modernBar, pixelGrid] {
            blocks.append(Rect(x: margin, y: Double(frame.captionTop), width: column,
                               height: Double(PreviewStyle.captionHeight)))
            blocks.append(Rect(x: Double(frame.x), y: Double(frame.y), width: Double(frame.width),
                               height: Double(frame.height)))
        }
        return blocks
    }
}
