/// Reads a `transform` attribute: a list of translate, scale, rotate, skewX, skewY and
/// matrix, applied right to left as SVG specifies.
enum TransformParser {
    static func parse(_ text: String) throws -> AffineTransform {
        var result = AffineTransform.identity
        var rest = Substring(text)
        while true {
            rest = rest.drop { $0.isWhitespace || $0 == "," }
            if rest.isEmpty { return result }
            guard let open = rest.firstIndex(of: "("), let close = rest[open...].firstIndex(of: ")") else {
                throw VectorDrawableError.invalidValue(attribute: "transform", value: text)
            }
            let name = rest[..<open].trimmingCharacters(in: .whitespaces)
            var scanner = NumberScanner(rest[rest.index(after: open) ..< close])
            guard let arguments = scanner.allNumbers(),
                  let step = transform(name, arguments) else {
                throw VectorDrawableError.invalidValue(attribute: "transform", value: text)
            }
            result = result.concatenating(step)
            rest = rest[rest.index(after: close)...]
        }
    }

    private static func transform(_ name: String, _ v: [Double]) -> AffineTransform? {
        switch (name, v.count) {
        case ("matrix", 6): return AffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], e: v[4], f: v[5])
        case ("translate", 1): return .translate(v[0], 0)
        case ("translate", 2): return .translate(v[0], v[1])
        case ("scale", 1): return .scale(v[0], v[0])
        case ("scale", 2): return .scale(v[0], v[1])
        case ("rotate", 1): return .rotate(degrees: v[0])
        case ("rotate", 3):
            return AffineTransform.translate(v[1], v[2]).concatenating(.rotate(degrees: v[0]))
                .concatenating(.translate(-v[1], -v[2]))
        case ("skewX", 1): return AffineTransform(c: tan(v[0] * .pi / 180))
        case ("skewY", 1): return AffineTransform(b: tan(v[0] * .pi / 180))
        default: return nil
        }
    }
}

import Foundation
