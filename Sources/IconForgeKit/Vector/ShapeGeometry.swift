/// The outline of SVG's basic shapes as path segments, by the geometry SVG 2 gives them.
/// Shapes with a zero or negative size draw nothing (nil), as in SVG.
enum ShapeGeometry {
    static func segments(of element: SVGElement, length: (String) throws -> Double?) throws -> [PathSegment]? {
        func value(_ name: String) throws -> Double { try length(name) ?? 0 }
        switch element.name {
        case "path":
            return PathParser.parse(element.attributes["d"] ?? "")
        case "rect":
            let x = try value("x"), y = try value("y"), w = try value("width"), h = try value("height")
            guard w > 0, h > 0 else { return nil }
            var rx = try length("rx"), ry = try length("ry")
            // One radius given stands for both; "auto" or negative reads as absent (SVG 2's auto).
            if let r = rx, r < 0 { rx = nil }
            if let r = ry, r < 0 { ry = nil }
            let radiusX = min(rx ?? ry ?? 0, w / 2), radiusY = min(ry ?? rx ?? 0, h / 2)
            return rectangle(x: x, y: y, width: w, height: h, rx: radiusX, ry: radiusY)
        case "circle":
            let r = try value("r")
            guard r > 0 else { return nil }
            return ellipse(cx: try value("cx"), cy: try value("cy"), rx: r, ry: r)
        case "ellipse":
            // SVG 2: a missing, "auto" or negative radius takes the other one's value.
            let rx = try length("rx").flatMap { $0 < 0 ? nil : $0 }, ry = try length("ry").flatMap { $0 < 0 ? nil : $0 }
            guard let radiusX = rx ?? ry, let radiusY = ry ?? rx, radiusX > 0, radiusY > 0 else { return nil }
            return ellipse(cx: try value("cx"), cy: try value("cy"), rx: radiusX, ry: radiusY)
        case "line":
            return [.move(Point(x: try value("x1"), y: try value("y1"))),
                    .line(Point(x: try value("x2"), y: try value("y2")))]
        case "polyline", "polygon":
            var scanner = NumberScanner(element.attributes["points"] ?? "")
            var numbers: [Double] = []
            while let number = scanner.number() { numbers.append(number) }
            // An odd count or a bad value ends the list there, as SVG renderers do.
            let points = stride(from: 0, to: numbers.count - 1, by: 2).map { Point(x: numbers[$0], y: numbers[$0 + 1]) }
            guard let first = points.first else { return nil }
            let lines = [PathSegment.move(first)] + points.dropFirst().map { .line($0) }
            return element.name == "polygon" ? lines + [.close] : lines
        default:
            return nil
        }
    }

    static func rectangle(x: Double, y: Double, width w: Double, height h: Double, rx: Double, ry: Double) -> [PathSegment] {
        guard rx > 0, ry > 0 else {
            return [.move(Point(x: x, y: y)), .line(Point(x: x + w, y: y)), .line(Point(x: x + w, y: y + h)),
                    .line(Point(x: x, y: y + h)), .close]
        }
        func corner(_ px: Double, _ py: Double) -> PathSegment {
            .arc(rx: rx, ry: ry, rotation: 0, largeArc: false, sweep: true, to: Point(x: px, y: py))
        }
        return [.move(Point(x: x + rx, y: y)), .line(Point(x: x + w - rx, y: y)), corner(x + w, y + ry),
                .line(Point(x: x + w, y: y + h - ry)), corner(x + w - rx, y + h),
                .line(Point(x: x + rx, y: y + h)), corner(x, y + h - ry),
                .line(Point(x: x, y: y + ry)), corner(x + rx, y), .close]
    }

    /// Four quarter arcs, starting at the right-most point and going clockwise on screen, as SVG 2 draws it.
    static func ellipse(cx: Double, cy: Double, rx: Double, ry: Double) -> [PathSegment] {
        func quarter(_ px: Double, _ py: Double) -> PathSegment {
            .arc(rx: rx, ry: ry, rotation: 0, largeArc: false, sweep: true, to: Point(x: px, y: py))
        }
        return [.move(Point(x: cx + rx, y: cy)), quarter(cx, cy + ry), quarter(cx - rx, cy), quarter(cx, cy - ry),
                quarter(cx + rx, cy), .close]
    }
}
