/// The look of the preview sheet around the simulated bars: page, captions, spacing.
enum PreviewStyle {
    /// Space around the sheet's content, in pixels.
    static let margin = 10
    /// The narrowest sheet: a 320 px iPhone bar plus margins.
    static let minimumWidth = 340
    /// Vertical space between one section's content and the next caption.
    static let sectionGap = 14

    static let page = RGBA(0xee, 0xee, 0xee)
    static let titleColour = RGBA(0x33, 0x33, 0x33)
    static let captionColour = RGBA(0x80, 0x80, 0x80)
    /// Frames around the white tiles.
    static let tileBorder = RGBA(0xcc, 0xcc, 0xcc)

    static let titleSize = 13.0
    /// Height of the title line (the title's baseline sits 4 px above its bottom).
    static let titleHeight = 18
    /// Least space between the title and the size on its right.
    static let titleGap = 12
    static let captionSize = 11.0
    /// Height from a caption's top to its section's content.
    static let captionHeight = 16
    /// Size of the small scale labels under the drawn renders.
    static let noteSize = 10.0

    /// Draws a section caption whose line starts at `top`.
    static func caption(_ text: String, on canvas: Canvas, x: Int, top: Int) {
        canvas.text(text, x: Double(x), baseline: Double(top + 11), size: captionSize,
                    paint: .color(captionColour))
    }
}
