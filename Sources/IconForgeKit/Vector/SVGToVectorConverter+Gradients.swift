import Foundation

extension SVGToVectorConverter {
    /// `element` (a linear or radial gradient, with what it inherits through `href`) in the path's
    /// coordinates: objectBoundingBox units resolved against `box` (SVG's; refused where librsvg's
    /// would paint other colours), then `gradientTransform`, then the transform baked into the path.
    /// A linear gradient stays one under any of them; a radial one needs a transform keeping circles
    /// circles. Under a tint, stops of one alpha are one colour.
    func gradient(_ element: SVGElement, _ property: String, box: () throws -> ObjectBoundingBox,
                  in scope: ConversionScope) throws -> GradientOutcome {
        let chain = try gradientChain(element)
        func attribute(_ name: String) -> String? { chain.lazy.compactMap { $0.attributes[name] }.first }
        let what = "\(property)=\"url(#\(element.attributes["id"] ?? ""))\" (<\(element.name)>)"

        let stops = try gradientStops(chain)
        guard !stops.isEmpty else { return .none }
        let boundingBox = attribute("gradientUnits") != "userSpaceOnUse"
        func coordinate(_ name: String, _ fallback: String, _ axis: Axis) throws -> Double {
            try gradientLength(attribute(name) ?? fallback, name, axis: axis, boundingBox: boundingBox)
        }
        let tileModes = ["pad": "clamp", "reflect": "mirror", "repeat": "repeat"]
        let tileMode = tileModes[attribute("spreadMethod") ?? "pad"] ?? "clamp"
        // Stops of one colour paint that colour wherever the gradient paints.
        let alphas = Set(stops.map(\.color.alpha))
        let oneColour = stops.count == 1 || (tint != nil ? alphas.count == 1 : Set(stops.map(\.color)).count == 1)

        let geometry: GradientGeometry
        if element.name == "linearGradient" {
            geometry = .linear(start: Point(x: try coordinate("x1", "0%", .x), y: try coordinate("y1", "0%", .y)),
                               end: Point(x: try coordinate("x2", "100%", .x), y: try coordinate("y2", "0%", .y)))
        } else {
            let center = Point(x: try coordinate("cx", "50%", .x), y: try coordinate("cy", "50%", .y))
            let r = try coordinate("r", "50%", .diagonal), fr = try coordinate("fr", "0", .diagonal)
            let focus = Point(x: try coordinate("fx", attribute("cx") ?? "50%", .x),
                              y: try coordinate("fy", attribute("cy") ?? "50%", .y))
            guard r >= 0 else { throw VectorDrawableError.invalidValue(attribute: "r", value: attribute("r") ?? "") }
            guard fr >= 0 else { throw VectorDrawableError.invalidValue(attribute: "fr", value: attribute("fr") ?? "") }
            if focus != center || fr != 0 {
                // A focal circle inside the end circle (or holding it) still paints every point,
                // so one colour is that colour; otherwise librsvg paints a cone, or nothing, and
                // a focus is nothing a VectorDrawable has.
                let nested = r > 0 && hypot(focus.x - center.x, focus.y - center.y) < abs(r - fr)
                guard nested, oneColour else {
                    throw VectorDrawableError.unsupported(
                        element: what, reason: "VectorDrawable cannot express a focal point off centre or a focal radius")
                }
            } else if r == 0 {
                // As librsvg draws it, whatever its stops.
                return .none
            }
            geometry = .radial(center: center, radius: r)
        }

        func drawn(on box: Rect?) throws -> GradientOutcome {
            var map = scope.pending
            if boundingBox {
                guard let box, box.width > 0, box.height > 0 else { return .noBox }
                map = map.concatenating(.translate(box.x, box.y)).concatenating(.scale(box.width, box.height))
            }
            map = map.concatenating(try attribute("gradientTransform").map(TransformParser.parse) ?? .identity)
            guard map.isFinite, map.inverted != nil else {
                throw VectorDrawableError.unsupported(element: what, reason: "its transform is not finite or flattens it")
            }
            if oneColour { return .paint(solid(stops[0].color).0, Double(stops[0].color.alpha) / 255, stretch: nil) }
            return try paint(geometry, under: map, property, stops: stops, tileMode: tileMode, what)
        }
        guard boundingBox else { return try drawn(on: nil) }
        let measured = try box()
        let outcome = try drawn(on: measured.exact)
        // librsvg measures rotated or skewed art's box larger: refused where that changes the picture.
        if !measured.agrees, !((try? drawn(on: measured.librsvg)).map(outcome.drawsLike) ?? false) {
            throw VectorDrawableError.unsupported(element: what + " in objectBoundingBox units",
                                                  reason: ObjectBoundingBox.disagreement)
        }
        return outcome
    }

    /// Where a gradient's colours lie in its own units, before any transform.
    enum GradientGeometry {
        case linear(start: Point, end: Point)
        case radial(center: Point, radius: Double)
    }

    /// The gradient of `geometry` and `stops` seen through `map` (its units to the path's coordinates).
    private func paint(_ geometry: GradientGeometry, under map: AffineTransform, _ property: String,
                       stops: [VectorGradient.Stop], tileMode: String, _ what: String) throws -> GradientOutcome {
        let shape: VectorGradient.Shape
        var stretch: AffineTransform?
        switch geometry {
        case .linear(let start, let end):
            guard start != end else {
                throw VectorDrawableError.unsupported(element: what, reason: "a linear gradient of zero length")
            }
            shape = Self.linear(from: start, to: end, under: map)
        case .radial(let center, let r):
            if map.isSimilarity {
                shape = .radial(center: map.apply(center), radius: r * map.lengthScale)
            } else {
                // Stretched or skewed, it is an ellipse: a circle in a group that scales it back out.
                guard property == "fill" else {
                    throw VectorDrawableError.unsupported(
                        element: what, reason: "a stroke of a radial gradient stretched or skewed (by a non-square "
                            + "bounding box, gradientTransform or a transform) cannot be kept exact")
                }
                let group = Self.stretch(of: map)
                stretch = group
                shape = .radial(center: group.inverted!.apply(map.apply(center)), radius: r)
            }
        }
        switch shape {
        case .linear(let start, let end):
            try limits.check(start, what)
            try limits.check(end, what)
        case .radial(let center, let radius):
            try limits.check(center, what)
            try limits.check(radius, what)
        }
        let inked = stops.map { VectorGradient.Stop(offset: $0.offset, color: RGBA(ink($0.color).red, ink($0.color).green,
                                                                                    ink($0.color).blue, $0.color.alpha)) }
        return .paint(.gradient(VectorGradient(shape: shape, stops: inked, tileMode: tileMode)), 1, stretch: stretch)
    }

    /// The group a VectorDrawable can hold (a rotation after two scales) that leaves `map` a
    /// rotation once undone: the first two factors of its singular value decomposition.
    static func stretch(of map: AffineTransform) -> AffineTransform {
        let e = (map.a + map.d) / 2, f = (map.a - map.d) / 2, g = (map.b + map.c) / 2, h = (map.b - map.c) / 2
        let q = hypot(e, h), r = hypot(f, g)
        let phi = (atan2(h, e) + atan2(g, f)) / 2
        return AffineTransform.rotate(degrees: phi * 180 / .pi).concatenating(.scale(q + r, q - r))
    }

    /// A linear gradient from `start` to `end` seen through `map`. The colour is a linear function
    /// of the point under any affine map, so it is again a linear gradient: along `w`, the
    /// gradient of that function, over the distance 1/|w|.
    static func linear(from start: Point, to end: Point, under map: AffineTransform) -> VectorGradient.Shape {
        if map.isSimilarity { return .linear(start: map.apply(start), end: map.apply(end)) }
        let inverse = map.inverted!
        let v = Point(x: end.x - start.x, y: end.y - start.y)
        let squared = v.x * v.x + v.y * v.y
        // t(q) = (inverse(q) - start)·v / |v|² = q·w + k
        let w = Point(x: (inverse.a * v.x + inverse.b * v.y) / squared, y: (inverse.c * v.x + inverse.d * v.y) / squared)
        let k = ((inverse.e - start.x) * v.x + (inverse.f - start.y) * v.y) / squared
        let w2 = w.x * w.x + w.y * w.y
        let from = Point(x: -k * w.x / w2, y: -k * w.y / w2)
        return .linear(start: from, end: Point(x: from.x + w.x / w2, y: from.y + w.y / w2))
    }

    /// The gradient and the ones it inherits from through `href`, nearest first. A link without
    /// an id after its `#` is ignored, by librsvg as by SVG; one to an id that is not a gradient of
    /// this file is refused: SVG ignores the link, librsvg drops the paint (nothing, or the fallback
    /// colour is painted).
    private func gradientChain(_ element: SVGElement) throws -> [SVGElement] {
        var chain = [element]
        while let reference = chain.last!.reference, let hash = reference.lastIndex(of: "#"),
              reference.index(after: hash) != reference.endIndex {
            let attribute = chain.last!.attributes["href"] != nil ? "href" : "xlink:href"
            let link = "<\(chain.last!.name) \(attribute)=\"\(reference)\">"
            guard hash == reference.startIndex, let next = elementsByID[String(reference.dropFirst())],
                  ["linearGradient", "radialGradient"].contains(next.name) else {
                throw VectorDrawableError.unsupported(
                    element: link, reason: "renderers disagree on a link that finds no gradient in this file (librsvg drops the paint)")
            }
            guard !chain.contains(where: { $0 === next }) else {
                throw VectorDrawableError.unsupported(element: link, reason: "it refers to itself")
            }
            chain.append(next)
        }
        return chain
    }

    /// The stops of the first gradient in the chain that has any: offsets clamped into 0...1 and
    /// never below the one before, colours with `stop-opacity` in their alpha.
    private func gradientStops(_ chain: [SVGElement]) throws -> [VectorGradient.Stop] {
        guard let owner = chain.first(where: { $0.children.contains { $0.name == "stop" } }) else { return [] }
        var stops: [VectorGradient.Stop] = []
        for stop in owner.children where stop.name == "stop" {
            let style = try definedStyle(of: stop)
            let text = stop.attributes["offset"] ?? "0"
            var scanner = NumberScanner(text.hasSuffix("%") ? String(text.dropLast()) : text)
            guard let number = scanner.number(), scanner.isAtEnd else {
                throw VectorDrawableError.invalidValue(attribute: "offset", value: text)
            }
            let offset = max(stops.last?.offset ?? 0, min(1, max(0, text.hasSuffix("%") ? number / 100 : number)))
            guard var color = try self.color(style.stopColor, "stop-color", style: style) else { continue }
            color.alpha = UInt8((Double(color.alpha) * style.stopOpacity).rounded())
            stops.append(VectorGradient.Stop(offset: offset, color: color))
        }
        return stops
    }

    enum Axis { case x, y, diagonal }

    /// A gradient coordinate: a fraction or percentage of the box in objectBoundingBox units; a
    /// length, or a percentage of the viewport, in userSpaceOnUse.
    private func gradientLength(_ text: String, _ name: String, axis: Axis, boundingBox: Bool) throws -> Double {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.hasSuffix("%") {
            var scanner = NumberScanner(String(trimmed.dropLast()))
            guard let number = scanner.number(), scanner.isAtEnd else {
                throw VectorDrawableError.invalidValue(attribute: name, value: text)
            }
            if boundingBox { return number / 100 }
            let box = viewport.box
            switch axis {
            case .x: return number / 100 * box.width
            case .y: return number / 100 * box.height
            case .diagonal: return number / 100 * ((box.width * box.width + box.height * box.height) / 2).squareRoot()
            }
        }
        return try SVGLength.parse(trimmed, attribute: name) ?? 0
    }
}
