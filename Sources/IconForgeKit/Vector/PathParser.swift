/// Parses SVG path data into absolute segments. Like SVG renderers, it keeps the segments
/// before the first error and ignores the rest (SVG 1.1, "error handling in path data"), so the
/// drawable shows what the PNGs show.
enum PathParser {
    static func parse(_ data: String) -> [PathSegment] {
        var state = State()
        var scanner = NumberScanner(data)
        var command: UInt8?
        while let next = scanner.peek() {
            if !scanner.atNumber() {
                _ = scanner.take()
                command = next
                if next | 0x20 == UInt8(ascii: "z") {
                    state.close()
                    continue
                }
                // After a command letter at least one set of arguments must follow.
                guard state.step(next, &scanner) else { break }
            } else {
                // Repeated arguments: a moveto's extra pairs are linetos.
                guard var repeated = command, repeated | 0x20 != UInt8(ascii: "z") else { break }
                if repeated == UInt8(ascii: "M") { repeated = UInt8(ascii: "L") }
                if repeated == UInt8(ascii: "m") { repeated = UInt8(ascii: "l") }
                command = repeated
                guard state.step(repeated, &scanner) else { break }
            }
        }
        return state.segments
    }

    private struct State {
        var segments: [PathSegment] = []
        var current = Point(x: 0, y: 0)
        var start = Point(x: 0, y: 0)
        /// The last control point, for S (cubic) and T (quadratic) reflections.
        var lastCubic: Point?
        var lastQuad: Point?

        mutating func close() {
            // A path must start with a moveto; a stray Z before one is an error that ends it.
            guard !segments.isEmpty else { return }
            segments.append(.close)
            current = start
            lastCubic = nil
            lastQuad = nil
        }

        /// Reads one set of arguments for `command` and appends its segment; false on an error.
        mutating func step(_ command: UInt8, _ s: inout NumberScanner) -> Bool {
            let relative = command >= UInt8(ascii: "a")
            let base = relative ? current : Point(x: 0, y: 0)
            func point() -> Point? {
                guard let x = s.number(), let y = s.number() else { return nil }
                return Point(x: base.x + x, y: base.y + y)
            }
            if segments.isEmpty && command | 0x20 != UInt8(ascii: "m") { return false }
            var cubic: Point?, quad: Point?
            switch command | 0x20 {
            case UInt8(ascii: "m"):
                guard let p = point() else { return false }
                segments.append(.move(p))
                start = p
                current = p
            case UInt8(ascii: "l"):
                guard let p = point() else { return false }
                line(to: p)
            case UInt8(ascii: "h"):
                guard let x = s.number() else { return false }
                line(to: Point(x: (relative ? current.x : 0) + x, y: current.y))
            case UInt8(ascii: "v"):
                guard let y = s.number() else { return false }
                line(to: Point(x: current.x, y: (relative ? current.y : 0) + y))
            case UInt8(ascii: "c"):
                guard let a = point(), let b = point(), let p = point() else { return false }
                segments.append(.cubic(a, b, p))
                current = p
                cubic = b
            case UInt8(ascii: "s"):
                guard let b = point(), let p = point() else { return false }
                let a = reflect(lastCubic)
                segments.append(.cubic(a, b, p))
                current = p
                cubic = b
            case UInt8(ascii: "q"):
                guard let a = point(), let p = point() else { return false }
                segments.append(.quad(a, p))
                current = p
                quad = a
            case UInt8(ascii: "t"):
                guard let p = point() else { return false }
                let a = reflect(lastQuad)
                segments.append(.quad(a, p))
                current = p
                quad = a
            case UInt8(ascii: "a"):
                guard let rx = s.number(), let ry = s.number(), let rotation = s.number(),
                      let large = s.flag(), let sweep = s.flag(), let p = point() else { return false }
                segments.append(.arc(rx: abs(rx), ry: abs(ry), rotation: rotation, largeArc: large, sweep: sweep, to: p))
                current = p
            default:
                return false
            }
            lastCubic = cubic
            lastQuad = quad
            return true
        }

        private mutating func line(to p: Point) {
            segments.append(.line(p))
            current = p
        }

        private func reflect(_ control: Point?) -> Point {
            guard let control else { return current }
            return Point(x: 2 * current.x - control.x, y: 2 * current.y - control.y)
        }
    }
}
