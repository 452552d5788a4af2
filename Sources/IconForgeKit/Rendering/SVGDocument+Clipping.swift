import CRsvg

extension SVGDocument {
    /// Longest side, in pixels, of the page when measuring what is cut off.
    static let clippingResolution = 64.0
    /// Longest side, in pixels, of the whole measured area (art may reach far off the page).
    static let clippingCanvasLimit = 512.0

    /// Share of the drawn coverage lying outside the document's canvas, 0...1 (measured once).
    /// librsvg's ink box only bounds strokes loosely (cairo approximates joins, so a star with
    /// round joins seems to poke out), so when that box leaves the page the art is drawn over
    /// its whole extent, unclipped, and the coverage off the page is weighed.
    public func clippedFraction() throws -> Double {
        if let measuredClipping { return measuredClipping }
        let value = try measureClipping()
        measuredClipping = value
        return value
    }

    private func measureClipping() throws -> Double {
        guard let ink = inkBounds() else { return 0 }
        let page = Rect(x: 0, y: 0, width: size.width, height: size.height)
        guard ink.intersectionArea(with: page) < ink.width * ink.height else { return 0 }
        let extent = page.union(ink)
        let scale = min(Self.clippingResolution / max(size.width, size.height),
                        Self.clippingCanvasLimit / max(extent.width, extent.height))
        let canvas = try Canvas(width: max(1, Int((extent.width * scale).rounded(.up))),
                                height: max(1, Int((extent.height * scale).rounded(.up))))
        let cr = canvas.context
        cairo_scale(cr, scale, scale)
        cairo_translate(cr, -extent.x, -extent.y)
        try drawPage(on: cr)
        // The page, widened to whole pixels so its anti-aliased edge pixels count as kept.
        let alpha = canvas.alphaSnapshot()
        let left = max(0, Int((-extent.x * scale).rounded(.down)))
        let top = max(0, Int((-extent.y * scale).rounded(.down)))
        let right = min(alpha.width, Int(((size.width - extent.x) * scale).rounded(.up)))
        let bottom = min(alpha.height, Int(((size.height - extent.y) * scale).rounded(.up)))
        var drawn = 0, kept = 0
        for y in 0 ..< alpha.height {
            for x in 0 ..< alpha.width {
                let value = Int(alpha[x, y])
                drawn += value
                if x >= left && x < right && y >= top && y < bottom { kept += value }
            }
        }
        return drawn > 0 ? Double(drawn - kept) / Double(drawn) : 0
    }
}
