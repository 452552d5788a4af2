import CRsvg

extension SVGDocument {
    /// The drawing grid: the viewBox, when it has whole-unit origin and size and the document
    /// is not stretched out of its aspect ratio; nil otherwise (no viewBox, fractional units).
    public var grid: Rect? {
        var hasWidth: gboolean = 0, hasHeight: gboolean = 0, hasViewBox: gboolean = 0
        var cssWidth = RsvgLength(), cssHeight = RsvgLength()
        var viewBox = RsvgRectangle()
        rsvg_handle_get_intrinsic_dimensions(handle, &hasWidth, &cssWidth, &hasHeight, &cssHeight,
                                             &hasViewBox, &viewBox)
        guard hasViewBox != 0 else { return nil }
        let box = Rect(x: viewBox.x, y: viewBox.y, width: viewBox.width, height: viewBox.height)
        let whole = [box.x, box.y, box.width, box.height].allSatisfy { $0.isFinite && $0 == $0.rounded() }
        guard whole, box.width >= 1, box.height >= 1 else { return nil }
        guard abs(size.width / size.height - box.width / box.height) < 1e-6 else { return nil }
        return box
    }
}
