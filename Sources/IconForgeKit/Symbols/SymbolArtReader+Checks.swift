/// The checks that keep what a symbol cannot hold, and numbers out of all proportion, out of
/// the geometry.
extension SymbolArtReader {
    /// Refuses numbers that would make geometry out of all proportion, in the shape's user
    /// space and on the canvas.
    func checkRange(_ segments: [PathSegment], transform: AffineTransform, strokeWidth: Double,
                    on element: SVGElement) throws {
        let limit = Self.coordinateLimit
        let matrix = [transform.a, transform.b, transform.c, transform.d, transform.e, transform.f]
        guard matrix.allSatisfy({ $0.isFinite && abs($0) <= limit }) else {
            throw SymbolError.outOfRange("the transform of <\(element.name)>")
        }
        guard strokeWidth.isFinite, strokeWidth * max(1, transform.maximumScale) <= limit else {
            throw SymbolError.outOfRange("the stroke width of <\(element.name)>")
        }
        for segment in segments {
            var numbers = segment.points.flatMap { [$0.x, $0.y, transform.apply($0).x, transform.apply($0).y] }
            if case .arc(let rx, let ry, let rotation, _, _, _) = segment { numbers += [rx, ry, rotation] }
            guard numbers.allSatisfy({ $0.isFinite && abs($0) <= limit }) else {
                throw SymbolError.outOfRange("a coordinate of <\(element.name)>")
            }
        }
    }

    /// Refuses masks, filters and clip paths by name, before the shared cascade reads them.
    func refuseProperties(of element: SVGElement) throws {
        for (property, reason) in Self.refusedProperties {
            var value = element.attributes[property]
            for (name, declared) in sheet.declarations(for: element) where name == property { value = declared }
            for (name, declared) in StyleSheet.declarations(element.attributes["style"] ?? "") where name == property {
                value = declared
            }
            if let value = value?.trimmingCharacters(in: .whitespaces), value != "none", value != "inherit", !value.isEmpty {
                throw SymbolError.unsupported(element: "\(property)=\"\(value)\" on <\(element.name)>", reason: reason)
            }
        }
    }
}
