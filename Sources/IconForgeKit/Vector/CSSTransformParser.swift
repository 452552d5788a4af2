import Foundation

/// Reads the CSS `transform` property (`transform: rotate(45deg) translate(2px, 0)`) as librsvg
/// does: comma-separated arguments, lengths in px or plain numbers, angles in deg, grad, rad or
/// plain degrees. What librsvg would skip (other units, a missing comma) is refused by name
/// instead, so the drawable never silently differs from the PNGs.
enum CSSTransformParser {
    static func parse(_ text: String) throws -> AffineTransform {
        let invalid = VectorDrawableError.invalidValue(attribute: "transform", value: text)
        var result = AffineTransform.identity
        var rest = Substring(text.trimmingCharacters(in: .whitespaces))
        if rest == "none" { return result }
        while true {
            rest = rest.drop { $0.isWhitespace }
            if rest.isEmpty { return result }
            guard let open = rest.firstIndex(of: "("), let close = rest[open...].firstIndex(of: ")") else { throw invalid }
            let name = String(rest[..<open])
            let arguments = rest[rest.index(after: open) ..< close].split(separator: ",", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
            guard let step = try transform(name, arguments) else { throw invalid }
            result = result.concatenating(step)
            rest = rest[rest.index(after: close)...]
            guard rest.isEmpty || rest.first?.isWhitespace == true else { throw invalid }
        }
    }

    private static func transform(_ name: String, _ text: [String]) throws -> AffineTransform? {
        func lengths() -> [Double]? { values(text, units: ["": 1, "px": 1]) }
        func angles() -> [Double]? { values(text, units: ["": 1, "deg": 1, "grad": 0.9, "rad": 180 / .pi]) }
        func tangent(_ degrees: Double) -> Double { tan(degrees * .pi / 180) }
        switch name {
        case "matrix":
            guard let v = values(text, units: ["": 1]), v.count == 6 else { return nil }
            return AffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], e: v[4], f: v[5])
        case "translate":
            guard let v = lengths(), (1 ... 2).contains(v.count) else { return nil }
            return .translate(v[0], v.count == 2 ? v[1] : 0)
        case "translateX": return lengths().flatMap { $0.count == 1 ? .translate($0[0], 0) : nil }
        case "translateY": return lengths().flatMap { $0.count == 1 ? .translate(0, $0[0]) : nil }
        case "scale":
            guard let v = values(text, units: ["": 1]), (1 ... 2).contains(v.count) else { return nil }
            return .scale(v[0], v.count == 2 ? v[1] : v[0])
        case "scaleX": return values(text, units: ["": 1]).flatMap { $0.count == 1 ? .scale($0[0], 1) : nil }
        case "scaleY": return values(text, units: ["": 1]).flatMap { $0.count == 1 ? .scale(1, $0[0]) : nil }
        case "rotate": return angles().flatMap { $0.count == 1 ? .rotate(degrees: $0[0]) : nil }
        case "skew":
            guard let v = angles(), (1 ... 2).contains(v.count) else { return nil }
            return AffineTransform(b: v.count == 2 ? tangent(v[1]) : 0, c: tangent(v[0]))
        case "skewX": return angles().flatMap { $0.count == 1 ? AffineTransform(c: tangent($0[0])) : nil }
        case "skewY": return angles().flatMap { $0.count == 1 ? AffineTransform(b: tangent($0[0])) : nil }
        default: return nil
        }
    }

    /// Each argument as a number times its unit's factor; nil if any has another unit.
    private static func values(_ text: [String], units: [String: Double]) -> [Double]? {
        var result: [Double] = []
        for argument in text {
            var scanner = NumberScanner(argument)
            guard let number = scanner.number() else { return nil }
            let unit = String(decoding: Array(argument.utf8).dropFirst(scanner.offset), as: UTF8.self).lowercased()
            guard let factor = units[unit] else { return nil }
            result.append(number * factor)
        }
        return result
    }
}
