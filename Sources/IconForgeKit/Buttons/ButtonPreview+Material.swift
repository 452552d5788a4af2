extension ButtonPreview {
    /// Material 3's outline and outline-variant roles, light and dark: the touch target's
    /// dashes and the light strip's edge.
    static let outline = RGBA(0x79, 0x74, 0x7e)
    static let darkOutline = RGBA(0x93, 0x8f, 0x99)
    static let outlineVariant = RGBA(0xca, 0xc4, 0xd0)

    /// A strip of the phone's screen behind an Android button, light or dark, with the button's
    /// touch target dashed around it, as Material's specifications mark it.
    func drawScreen(_ strip: MaterialButtonStrip, _ place: Rect, button: Rect, scale: Double, dark: Bool, on canvas: Canvas) {
        if !dark {
            // The light surface is hardly apart from the page: its edge says where the screen is.
            canvas.fill(Rect(x: place.x - 1, y: place.y - 1, width: place.width + 2, height: place.height + 2),
                        with: .color(Self.outlineVariant))
        }
        canvas.fill(place, with: .color(dark ? Self.darkSurface : Self.surface))
        let target = strip.touchTarget(around: button, scale: scale)
        let line = scale.rounded(.down)
        drawDashes(around: Rect(x: target.x - line, y: target.y, width: target.width + 2 * line, height: target.height),
                   width: line, dash: 3 * line, colour: dark ? Self.darkOutline : Self.outline, on: canvas)
    }

    /// A dashed outline drawn inside `rect`, `width` thick, in dashes and gaps of `dash`.
    private func drawDashes(around rect: Rect, width: Double, dash: Double, colour: RGBA, on canvas: Canvas) {
        var x = rect.x
        while x < rect.x + rect.width {
            let length = min(dash, rect.x + rect.width - x)
            canvas.fill(Rect(x: x, y: rect.y, width: length, height: width), with: .color(colour))
            canvas.fill(Rect(x: x, y: rect.y + rect.height - width, width: length, height: width), with: .color(colour))
            x += 2 * dash
        }
        var y = rect.y
        while y < rect.y + rect.height {
            let length = min(dash, rect.y + rect.height - y)
            canvas.fill(Rect(x: rect.x, y: y, width: width, height: length), with: .color(colour))
            canvas.fill(Rect(x: rect.x + rect.width - width, y: y, width: width, height: length), with: .color(colour))
            y += 2 * dash
        }
    }
}
