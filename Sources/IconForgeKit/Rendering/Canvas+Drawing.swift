import CRsvg

/// Drawing on a canvas in pixel coordinates: paths, paints, images, masks and text.
extension Canvas {
    /// Runs `body` and restores the transform, clip and source afterwards.
    public func withState(_ body: () throws -> Void) rethrows {
        cairo_save(context)
        defer { cairo_restore(context) }
        try body()
    }

    public func translate(_ x: Double, _ y: Double) { cairo_translate(context, x, y) }
    public func scale(_ x: Double, _ y: Double) { cairo_scale(context, x, y) }

    // MARK: Paths

    public func rectangle(_ rect: Rect) {
        cairo_rectangle(context, rect.x, rect.y, rect.width, rect.height)
    }

    /// A rectangle with corners rounded by `radius`.
    public func roundedRectangle(_ rect: Rect, radius: Double) {
        let r = max(0, min(radius, rect.width / 2, rect.height / 2))
        let (x, y, w, h) = (rect.x, rect.y, rect.width, rect.height)
        cairo_new_sub_path(context)
        cairo_arc(context, x + w - r, y + r, r, -.pi / 2, 0)
        cairo_arc(context, x + w - r, y + h - r, r, 0, .pi / 2)
        cairo_arc(context, x + r, y + h - r, r, .pi / 2, .pi)
        cairo_arc(context, x + r, y + r, r, .pi, 3 * .pi / 2)
        cairo_close_path(context)
    }

    public func move(to x: Double, _ y: Double) { cairo_move_to(context, x, y) }
    public func line(to x: Double, _ y: Double) { cairo_line_to(context, x, y) }
    public func closePath() { cairo_close_path(context) }

    /// An ellipse inscribed in `rect`.
    public func ellipse(in rect: Rect) {
        withState {
            cairo_translate(context, rect.x + rect.width / 2, rect.y + rect.height / 2)
            cairo_scale(context, rect.width / 2, rect.height / 2)
            cairo_new_sub_path(context)
            cairo_arc(context, 0, 0, 1, 0, 2 * .pi)
        }
    }

    // MARK: Painting

    /// Fills the current path with `paint` and clears the path.
    public func fill(_ paint: Paint) {
        setSource(paint)
        cairo_fill(context)
    }

    /// Strokes the current path and clears it.
    public func stroke(_ paint: Paint, width: Double) {
        setSource(paint)
        cairo_set_line_width(context, width)
        cairo_stroke(context)
    }

    /// Restricts later drawing to the current path (until the state is restored).
    public func clip() { cairo_clip(context) }

    /// Fills `rect` with `paint`.
    public func fill(_ rect: Rect, with paint: Paint) {
        rectangle(rect)
        fill(paint)
    }

    /// Paints `paint` through `mask` (its coverage), placed with its top-left at `(x, y)`
    /// and scaled by `scale`; `.nearest` keeps enlarged mask pixels hard-edged.
    public func paint(_ paint: Paint, through mask: AlphaPlane, x: Double, y: Double, scale: Double = 1,
                      filter: ImageFilter = .smooth) throws {
        let surface = try CanvasSurface(mask)
        withState {
            setSource(paint)
            cairo_translate(context, x, y)
            cairo_scale(context, scale, scale)
            let pattern = cairo_pattern_create_for_surface(surface.surface)
            defer { cairo_pattern_destroy(pattern) }
            cairo_pattern_set_filter(pattern, filter == .nearest ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_GOOD)
            cairo_mask(context, pattern)
        }
    }

    /// Draws `image` with its top-left at `(x, y)`, scaled by `scale`.
    public func draw(_ image: RGBAImage, x: Double, y: Double, scale: Double = 1,
                     filter: ImageFilter = .smooth, opacity: Double = 1) throws {
        let surface = try CanvasSurface(image)
        withState {
            cairo_translate(context, x, y)
            cairo_scale(context, scale, scale)
            cairo_set_source_surface(context, surface.surface, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(context),
                                     filter == .nearest ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_GOOD)
            cairo_rectangle(context, 0, 0, Double(image.width), Double(image.height))
            cairo_clip(context)
            cairo_paint_with_alpha(context, opacity)
        }
    }

    // MARK: Text

    /// Draws one line of text with its baseline at `y`, in the previews' built-in typeface
    /// (`PreviewTypeface`).
    public func text(_ string: String, x: Double, baseline y: Double, size: Double, bold: Bool = false,
                     align: TextAlignment = .left, paint: Paint) {
        withState {
            PreviewTypeface.select(on: context, size: size, bold: bold)
            let width = measure(string)
            let originX: Double
            switch align {
            case .left: originX = x
            case .center: originX = x - width / 2
            case .right: originX = x - width
            }
            setSource(paint)
            cairo_move_to(context, originX, y)
            cairo_show_text(context, string)
        }
    }

    /// The advance width of `string` in pixels.
    public func textWidth(_ string: String, size: Double, bold: Bool = false) -> Double {
        var width = 0.0
        withState {
            PreviewTypeface.select(on: context, size: size, bold: bold)
            width = measure(string)
        }
        return width
    }

    private func measure(_ string: String) -> Double {
        var extents = cairo_text_extents_t()
        cairo_text_extents(context, string, &extents)
        return extents.x_advance
    }

    private func setSource(_ paint: Paint) {
        switch paint {
        case .color(let color):
            let c = color.unit
            cairo_set_source_rgba(context, c.r, c.g, c.b, c.a)
        case .linear(let x0, let y0, let x1, let y1, let stops):
            guard let pattern = cairo_pattern_create_linear(x0, y0, x1, y1) else { return }
            defer { cairo_pattern_destroy(pattern) }
            for (offset, color) in stops {
                let c = color.unit
                cairo_pattern_add_color_stop_rgba(pattern, offset, c.r, c.g, c.b, c.a)
            }
            cairo_set_source(context, pattern)
        }
    }
}
