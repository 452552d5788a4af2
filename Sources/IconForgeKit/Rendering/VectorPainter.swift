import CRsvg
import Foundation

/// Paints a `VectorDrawing` with cairo: each path filled and stroked in its own paint, groups as
/// transforms and clips, a group's opacity as one layer. On a PDF surface that is the icon as
/// plain vector paths, the way Xcode's own PDFs are made: no soft mask, no full-page rectangle.
enum VectorPainter {
    static func paint(_ drawing: VectorDrawing, on cr: OpaquePointer) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_scale(cr, drawing.frame.width / drawing.frame.viewportWidth, drawing.frame.height / drawing.frame.viewportHeight)
        for node in drawing.nodes { paint(node, alpha: 1, on: cr) }
    }

    /// `alpha`: the opacity of the groups above, multiplied into the paints where it is exact.
    private static func paint(_ node: VectorNode, alpha: Double, on cr: OpaquePointer) {
        switch node {
        case .path(let path):
            paint(path, alpha: alpha, on: cr)
        case .group(let group):
            cairo_save(cr)
            defer { cairo_restore(cr) }
            let t = group.transform
            var matrix = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.e, y0: t.f)
            cairo_transform(cr, &matrix)
            for clip in group.clips {
                add(clip, to: cr)
                cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
                cairo_clip(cr)
            }
            // Several paints under one opacity are composited as one layer, as SVG does; one paint
            // just takes the opacity into its alpha.
            if group.opacity < 1, paintCount(group.children) > 1 {
                cairo_push_group(cr)
                for child in group.children { paint(child, alpha: 1, on: cr) }
                cairo_pop_group_to_source(cr)
                cairo_paint_with_alpha(cr, alpha * group.opacity)
            } else {
                for child in group.children { paint(child, alpha: alpha * group.opacity, on: cr) }
            }
        }
    }

    private static func paintCount(_ nodes: [VectorNode]) -> Int {
        nodes.reduce(0) { count, node in
            switch node {
            case .path(let path): return count + (path.fill == nil ? 0 : 1) + (path.stroke == nil ? 0 : 1)
            case .group(let group): return count + paintCount(group.children)
            }
        }
    }

    private static func paint(_ path: VectorPath, alpha: Double, on cr: OpaquePointer) {
        if let fill = path.fill {
            add(path.segments, to: cr)
            cairo_set_fill_rule(cr, path.evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            setSource(fill, alpha: alpha * path.fillAlpha, on: cr)
            cairo_fill(cr)
        }
        if let stroke = path.stroke {
            add(path.segments, to: cr)
            cairo_set_line_width(cr, path.strokeWidth)
            cairo_set_line_cap(cr, path.lineCap == "round" ? CAIRO_LINE_CAP_ROUND
                : path.lineCap == "square" ? CAIRO_LINE_CAP_SQUARE : CAIRO_LINE_CAP_BUTT)
            cairo_set_line_join(cr, path.lineJoin == "round" ? CAIRO_LINE_JOIN_ROUND
                : path.lineJoin == "bevel" ? CAIRO_LINE_JOIN_BEVEL : CAIRO_LINE_JOIN_MITER)
            cairo_set_miter_limit(cr, path.miterLimit)
            setSource(stroke, alpha: alpha * path.strokeAlpha, on: cr)
            cairo_stroke(cr)
        }
    }

    private static func setSource(_ paint: VectorPaint, alpha: Double, on cr: OpaquePointer) {
        switch paint {
        case .color(let color):
            cairo_set_source_rgba(cr, Double(color.red) / 255, Double(color.green) / 255, Double(color.blue) / 255, alpha)
        case .gradient(let gradient):
            let pattern: OpaquePointer?
            switch gradient.shape {
            case .linear(let start, let end): pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
            case .radial(let center, let radius):
                pattern = cairo_pattern_create_radial(center.x, center.y, 0, center.x, center.y, radius)
            }
            guard let pattern else { return }
            defer { cairo_pattern_destroy(pattern) }
            for stop in gradient.stops {
                let c = stop.color
                cairo_pattern_add_color_stop_rgba(pattern, stop.offset, Double(c.red) / 255, Double(c.green) / 255,
                                                  Double(c.blue) / 255, Double(c.alpha) / 255 * alpha)
            }
            let extend = ["repeat": CAIRO_EXTEND_REPEAT, "mirror": CAIRO_EXTEND_REFLECT][gradient.tileMode] ?? CAIRO_EXTEND_PAD
            cairo_pattern_set_extend(pattern, extend)
            cairo_set_source(cr, pattern)
        }
    }

    /// Sets `segments` as the current path (arcs as the cubic curves SVG draws them as).
    private static func add(_ segments: [PathSegment], to cr: OpaquePointer) {
        cairo_new_path(cr)
        var current = Point(x: 0, y: 0), start = current
        for segment in ArcConversion.curves(segments) {
            switch segment {
            case .move(let p):
                cairo_move_to(cr, p.x, p.y)
                current = p
                start = p
            case .line(let p):
                cairo_line_to(cr, p.x, p.y)
                current = p
            case .quad(let c, let p):
                let curve = CubicBezier(quadratic: current, c, p)
                cairo_curve_to(cr, curve.p1.x, curve.p1.y, curve.p2.x, curve.p2.y, p.x, p.y)
                current = p
            case .cubic(let a, let b, let p):
                cairo_curve_to(cr, a.x, a.y, b.x, b.y, p.x, p.y)
                current = p
            case .arc(_, _, _, _, _, let p):
                cairo_line_to(cr, p.x, p.y)
                current = p
            case .close:
                cairo_close_path(cr)
                current = start
            }
        }
    }
}
